import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_CALLBACK } from '../business-callback/form.ts';
import { CREDIT_CARD } from '../credit-card/forms.ts';
import { englishText } from '../i18n/english.ts';
import { LEADGEN } from '../leadgen/form.ts';
import { AUTO_LOAN, HOME_LOAN } from '../loans/forms.ts';
import { validate } from '../messages.ts';
import { PERSONAL_LOAN_B } from '../personal-loan/forms.ts';
import { TIME_DEPOSIT } from '../time-deposit/form.ts';
import type { Form } from './contract.ts';
import {
  adultBounds,
  amount,
  choice,
  date,
  email,
  masked,
  optionalChoice,
  optionalText,
  requiredText,
  sizedText,
  zip,
  digitsUpTo,
  intRange,
  optionalSized,
} from './rules.ts';

/** The message key of a single value, or 'ok:<output>' when it passes. */
function run(schema: v.GenericSchema, value: unknown): string {
  const r = validate(schema, value);
  return r.ok ? `ok:${String(r.output)}` : r.errors['']!;
}

describe('sizedText', () => {
  const s = sizedText(2, 5, { required: 'k.required', short: 'k.short', long: 'k.long' });

  it('empty or blank is required; 1 is short; 2..5 pass; 6 is long', () => {
    expect(run(s, '')).toBe('k.required');
    expect(run(s, '   ')).toBe('k.required');
    expect(run(s, 'a')).toBe('k.short');
    expect(run(s, 'ab')).toBe('ok:ab');
    expect(run(s, 'abcde')).toBe('ok:abcde');
    expect(run(s, 'abcdef')).toBe('k.long');
  });

  it('tidies whitespace before counting', () => {
    expect(run(s, '  a  ')).toBe('k.short');
    expect(run(s, ' a   b ')).toBe('ok:a b');
  });

  it('counts characters as a reader does (graphemes)', () => {
    expect(run(s, 'N\u0303o')).toBe('ok:N\u0303o');
    expect(run(s, 'e\u0301'.repeat(5))).toBe(`ok:${'e\u0301'.repeat(5)}`);
    expect(run(s, 'e\u0301'.repeat(6))).toBe('k.long');
    expect(run(s, '👍')).toBe('k.short');
  });

  it('without a required key an empty value is "too short"', () => {
    expect(run(sizedText(2, 5, { short: 'k.short', long: 'k.long' }), '')).toBe('k.short');
  });

  it('a non-string is required (common.required)', () => {
    expect(run(s, undefined)).toBe('common.required');
    expect(run(s, 3)).toBe('common.required');
  });
});

describe('requiredText / optionalText', () => {
  it('requiredText: empty gets its key, over max gets the long key', () => {
    const s = requiredText('k.req', 3);
    expect(run(s, ' ')).toBe('k.req');
    expect(run(s, 'abc')).toBe('ok:abc');
    expect(run(s, 'abcd')).toBe('loans.errors.textTooLong');
    expect(run(requiredText('k.req', 3, 'k.long'), 'abcd')).toBe('k.long');
  });

  it('optionalText: empty passes, over max gets the long key', () => {
    const s = optionalText(3, 'k.long');
    expect(run(s, '')).toBe('ok:');
    expect(run(s, '  x  ')).toBe('ok:x');
    expect(run(s, 'abcd')).toBe('k.long');
    expect(run(optionalText(3), 'abcd')).toBe('loans.errors.textTooLong');
  });
});

describe('choice / optionalChoice', () => {
  it('choice accepts only the listed values; empty and others get the key', () => {
    const s = choice(['A', 'B'], 'k.pick');
    expect(run(s, 'A')).toBe('ok:A');
    expect(run(s, 'B')).toBe('ok:B');
    expect(run(s, '')).toBe('k.pick');
    expect(run(s, 'a')).toBe('k.pick');
    expect(run(s, 'C')).toBe('k.pick');
    expect(run(s, undefined)).toBe('k.pick');
  });

  it('optionalChoice accepts empty too, and calls anything else invalid', () => {
    const s = optionalChoice(['A']);
    expect(run(s, '')).toBe('ok:');
    expect(run(s, 'A')).toBe('ok:A');
    expect(run(s, 'B')).toBe('common.invalid');
  });
});

describe('masked', () => {
  it('conforms, then checks the mask; required only with a required key', () => {
    const req = masked('tin', { required: 'k.req', invalid: 'k.bad' });
    expect(run(req, '')).toBe('k.req');
    expect(run(req, '   ')).toBe('k.req');
    expect(run(req, '123 456 789')).toBe('ok:123-456-789');
    expect(run(req, '12345678')).toBe('k.bad');
    const opt = masked('areaCode', { invalid: 'k.bad' });
    expect(run(opt, '')).toBe('ok:');
    expect(run(opt, '(02)')).toBe('ok:02');
    expect(run(opt, '2')).toBe('k.bad');
  });
});

describe('amount', () => {
  const s = amount({ required: 'k.req', invalid: 'k.bad' });

  it('strips thousands separators, spaces and a PHP prefix', () => {
    expect(run(s, '1,000,000')).toBe('ok:1000000');
    expect(run(s, ' 1 000 ')).toBe('ok:1000');
    expect(run(s, 'PHP 2,500')).toBe('ok:2500');
    expect(run(s, 'php1000')).toBe('ok:1000');
  });

  it('takes whole pesos only: centavos are refused, a point typed last is let go', () => {
    for (const bad of ['10.5', '2500.50', '1000000.00', '10.505', '.5', '1.000.000'])
      expect(run(s, bad), bad).toBe('k.bad');
    expect(run(s, '10.')).toBe('ok:10');
    expect(run(s, '800,000.')).toBe('ok:800000');
  });

  it('refuses non-amounts', () => {
    for (const bad of ['abc', '-100', '1e6', '12a', '₱100', '1-000']) expect(run(s, bad), bad).toBe('k.bad');
  });

  it('at most 16 characters (after separators are stripped)', () => {
    expect(run(s, '9'.repeat(16))).toBe(`ok:${'9'.repeat(16)}`);
    expect(run(s, '9'.repeat(17))).toBe('k.bad');
    expect(run(amount({ invalid: 'k.bad' }, 3), '1000')).toBe('k.bad');
  });

  it('required only with a required key', () => {
    expect(run(s, '')).toBe('k.req');
    expect(run(s, ' , ')).toBe('k.req');
    expect(run(amount({ invalid: 'k.bad' }), '')).toBe('ok:');
  });
});

describe('email: the one rule, as every form words it', () => {
  const at35 = `${'a'.repeat(23)}@example.com`;
  /** What a form's e-mail field answers: the English message, or `ok:<what is kept>`. */
  const answer = (form: Form, name: string, input: string) => {
    const out = run(form.fields[name]!.rule, input);
    return out.startsWith('ok:') ? out : englishText(out);
  };

  const CASES = [
    // The loans' wording (auto and home loan, application-forms.md §5).
    [AUTO_LOAN, 'emailAddress', '', 'Email Address is required'],
    [AUTO_LOAN, 'emailAddress', '  ', 'Email Address is required'],
    ...['juan', 'juan@', '@example.com', 'juan@example', 'juan @example.com', 'juan dela@example.com'].map(
      (x) => [AUTO_LOAN, 'emailAddress', x, 'Must be a valid email'] as const,
    ),
    [HOME_LOAN, 'emailAddress', 'juan@', 'Must be a valid email'],
    [AUTO_LOAN, 'emailAddress', '  juan@example.com ', 'ok:juan@example.com'],
    // The personal loan: required, valid, at most 50 ('Email is too long'); the business e-mail optional.
    [PERSONAL_LOAN_B, 'email', '', 'Email is required'],
    [PERSONAL_LOAN_B, 'email', 'maria@', 'Must be a valid email'],
    [PERSONAL_LOAN_B, 'email', `${'a'.repeat(45)}@example.ph`, 'Email is too long'],
    [PERSONAL_LOAN_B, 'businessEmail', 'x@', 'Must be a valid email'],
    [PERSONAL_LOAN_B, 'businessEmail', '', 'ok:'],
    // The credit card: the primary one required, the alternate optional, both at most 200.
    [CREDIT_CARD, 'emailAddress', '', 'Primary E-mail Address is required'],
    [CREDIT_CARD, 'emailAddressAlt', 'x@', 'Must be a valid email'],
    [CREDIT_CARD, 'emailAddressAlt', '', 'ok:'],
    [CREDIT_CARD, 'emailAddressAlt', `${'a'.repeat(190)}@example.ph`, 'Must be a valid email'],
    // The business callback.
    [BUSINESS_CALLBACK, 'email', 'juan@', 'Please enter a valid e-mail address'],
    // The time deposit and the second form: its own pattern, at most 35, one message for all.
    ...['juan', 'juan@example', 'juan@@example.com', 'ju an@example.com', '', 'juan@example.c'].map(
      (x) => [TIME_DEPOSIT, 'customeremail', x, 'Email is invalid'] as const,
    ),
    [TIME_DEPOSIT, 'customeremail', at35, `ok:${at35}`],
    [TIME_DEPOSIT, 'customeremail', `a${at35}`, 'Email is invalid'],
    [LEADGEN, 'email', 'maria@', 'Email is invalid'],
    [LEADGEN, 'email', `${'m'.repeat(24)}@example.com`, 'Email is invalid'],
  ] as const satisfies readonly (readonly [Form, string, string, string])[];

  it.each(CASES.map(([form, name, input, expected]) => [form.name, name, input, expected, form] as const))(
    '%s %s %j -> %j',
    (_form, name, input, expected, form) => expect(answer(form, name, input)).toBe(expected),
  );

  it('has a maximum length, and keys of its own', () => {
    const short = email({ required: 'k.req', invalid: 'k.bad' }, 15);
    expect(run(short, 'a@example.com')).toBe('ok:a@example.com');
    expect(run(short, 'abcd@example.com')).toBe('k.bad');
    expect(run(email({ invalid: 'k.bad', long: 'k.long' }, 15), 'abcd@example.com')).toBe('k.long');
    expect(run(email({ invalid: 'k.bad' }), '')).toBe('ok:');
  });
});

describe('date', () => {
  it('optional without a required key; a real yyyy-MM-dd date otherwise', () => {
    const s = date({ invalid: 'k.bad' });
    expect(run(s, '')).toBe('ok:');
    expect(run(s, '2024-02-29')).toBe('ok:2024-02-29');
    expect(run(s, '2023-02-29')).toBe('k.bad');
    expect(run(s, '29/02/2024')).toBe('k.bad');
  });

  it('bounds are inclusive and checked with the range key', () => {
    const s = date({ required: 'k.req', invalid: 'k.bad', range: 'k.range' }, () => ({
      min: '2000-01-01',
      max: '2000-12-31',
    }));
    expect(run(s, '')).toBe('k.req');
    expect(run(s, '2000-01-01')).toBe('ok:2000-01-01');
    expect(run(s, '2000-12-31')).toBe('ok:2000-12-31');
    expect(run(s, '1999-12-31')).toBe('k.range');
    expect(run(s, '2001-01-01')).toBe('k.range');
    expect(run(s, '2000-02-30')).toBe('k.bad');
  });

  it('without a range key the invalid key is used for out of bounds', () => {
    const s = date({ invalid: 'k.bad' }, () => ({ min: '2000-01-01', max: '2000-12-31' }));
    expect(run(s, '2001-01-01')).toBe('k.bad');
  });
});

describe('adultBounds', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2025, 6, 4, 10) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 80 to 18 years before today', () => {
    expect(adultBounds()).toEqual({ min: '1945-07-04', max: '2007-07-04' });
  });

  it('is computed on each call (not frozen at import)', () => {
    vi.setSystemTime(new Date(2026, 0, 2, 10));
    expect(adultBounds()).toEqual({ min: '1946-01-02', max: '2008-01-02' });
  });
});

describe('zip', () => {
  it('four digits or empty; required only with a required key', () => {
    expect(run(zip('k.bad'), '')).toBe('ok:');
    expect(run(zip('k.bad'), ' 1200 ')).toBe('ok:1200');
    expect(run(zip('k.bad'), '120')).toBe('k.bad');
    expect(run(zip('k.bad'), '12000')).toBe('k.bad');
    expect(run(zip('k.bad'), '12a0')).toBe('k.bad');
    expect(run(zip('k.bad', 'k.req'), '')).toBe('k.req');
  });
});

describe('the sized builders: optionalSized, intRange, digitsUpTo', () => {
  const ok = (schema: Parameters<typeof v.safeParse>[0], input: string) => v.safeParse(schema, input).success;
  const first = (schema: Parameters<typeof v.safeParse>[0], input: string) =>
    v.safeParse(schema, input).issues?.[0]?.message;
  it('optionalSized: empty, or min..max', () => {
    const s = optionalSized(15, 120, { short: 'k.short', long: 'k.long' });
    expect(ok(s, '')).toBe(true);
    expect(first(s, 'Short')).toBe('k.short');
    expect(first(s, 'x'.repeat(121))).toBe('k.long');
    expect(ok(s, '6750 Ayala Avenue, Makati')).toBe(true);
  });
  it('intRange: whole numbers within the range, required when a key is given', () => {
    const s = intRange(0, 50, { required: 'k.required', invalid: 'k.invalid' });
    expect(first(s, '')).toBe('k.required');
    expect(first(s, '51')).toBe('k.invalid');
    expect(first(s, '-1')).toBe('k.invalid');
    expect(first(s, '1.5')).toBe('k.invalid');
    expect(ok(s, '0')).toBe(true);
    expect(ok(intRange(0, 70, { invalid: 'k.invalid' }), '')).toBe(true);
  });
  it('digitsUpTo: digits only, spaces and dashes dropped', () => {
    const s = digitsUpTo(12, 'k.invalid');
    expect(ok(s, '0012-3456 7890')).toBe(true);
    expect(first(s, '1234567890123')).toBe('k.invalid');
    expect(first(s, '12a')).toBe('k.invalid');
  });
});
