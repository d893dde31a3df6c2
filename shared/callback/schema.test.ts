import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { SPEC_MESSAGES } from './spec-messages.ts';
import * as v from 'valibot';
import { BRANCHES } from '../branches/index.ts';
import { callback } from '../i18n/callback.ts';
import { validate } from '../messages.ts';
import {
  MOBILE_LENGTH,
  NAME_MAX,
  NAME_MIN,
  PRODUCTS,
  SCHEDULES,
  SENT_PRODUCTS,
  YES_NO,
  mobileSchema,
  nameSchema,
  storeSchema,
} from './schema.ts';
import type { Values } from '../forms/contract.ts';
import { CALLBACK } from './form.ts';

type CallbackValues = Values;
const emptyCallback = () => CALLBACK.empty();

const SPEC = SPEC_MESSAGES;

const t = englishText;

/** English message of a single-field schema, or undefined when the value passes. */
const messageOf = (schema: v.GenericSchema, input: unknown): string | undefined => {
  const r = validate(schema, input);
  return r.ok ? undefined : t(r.errors['']);
};

const realCode = String(BRANCHES[0]!.code);
const codes = new Set(BRANCHES.map((b) => b.code));
const unusedCode = (() => {
  for (let c = 1; c <= 605; c++) if (!codes.has(c)) return c;
  throw new Error('every code 1..605 is used');
})();

const validForm = (): CallbackValues => ({
  name: 'Juan dela Cruz',
  contactNumber: '09171234567',
  preferredSchedule: 'PM',
  preferredStore: realCode,
  products: ['autoLoan', 'insurance'],
  existingCustomer: 'Yes',
  agreement: true,
});

describe('emptyCallback (idle defaults, §2/§4)', () => {
  it('starts at AM, existing customer No, nothing ticked, everything else empty', () => {
    expect(emptyCallback()).toEqual({
      name: '',
      contactNumber: '',
      preferredSchedule: 'AM',
      preferredStore: '',
      products: [],
      existingCustomer: 'No',
      agreement: false,
    });
  });

  it('returns a fresh object each time (a reset never inherits old ticks)', () => {
    const first = emptyCallback();
    (first.products as string[]).push('autoLoan');
    first.name = 'changed';
    expect(emptyCallback().products).toEqual([]);
    expect(emptyCallback().name).toBe('');
    expect(emptyCallback()).not.toBe(emptyCallback());
  });

  it('has exactly the fields of the schema, in screen order', () => {
    expect(Object.keys(emptyCallback()).sort()).toEqual([...CALLBACK.names].sort());
    expect([...CALLBACK.steps[0]!.fields]).toEqual([
      'name',
      'contactNumber',
      'preferredSchedule',
      'preferredStore',
      'products',
      'existingCustomer',
      'agreement',
    ]);
  });
});

describe('constants', () => {
  it('match the spec limits', () => {
    expect(NAME_MIN).toBe(3);
    expect(MOBILE_LENGTH).toBe(11);
    expect(NAME_MAX).toBeGreaterThanOrEqual(NAME_MIN);
    expect([...SCHEDULES]).toEqual(['AM', 'PM']);
    expect([...YES_NO]).toEqual(['Yes', 'No']);
  });

  it('lists the eight products of the checklist in display order, the first five being sent', () => {
    expect(PRODUCTS.map((p) => callback.en.product[p])).toEqual([
      'Deposit Accounts',
      'Auto Loan',
      'Home Loan',
      'Personal Loan',
      'Credit Card',
      'Insurance',
      'Debit Card',
      'Prepaid Card',
    ]);
    expect(SENT_PRODUCTS.map((p) => callback.en.product[p])).toEqual([
      'Deposit Accounts',
      'Auto Loan',
      'Home Loan',
      'Personal Loan',
      'Credit Card',
    ]);
  });
});

describe('nameSchema', () => {
  it('rejects fewer than 3 characters with the spec message', () => {
    for (const name of ['', 'A', 'Al', 'Ño']) expect(messageOf(nameSchema, name), JSON.stringify(name)).toBe(SPEC.name);
  });

  it('counts characters after trimming and collapsing whitespace', () => {
    for (const name of ['   ', '  Al  ', '\tA\n', ' A ', 'Al\u00a0', '\u00a0\u00a0\u00a0'])
      expect(messageOf(nameSchema, name), JSON.stringify(name)).toBe(SPEC.name);
    // "A  l" collapses to "A l": three characters.
    expect(messageOf(nameSchema, 'A  l')).toBeUndefined();
  });

  it('accepts exactly 3 characters', () => {
    expect(validate(nameSchema, 'Ana')).toEqual({ ok: true, output: 'Ana', errors: {} });
    expect(validate(nameSchema, '  Ana  ')).toEqual({ ok: true, output: 'Ana', errors: {} });
  });

  it('accepts Filipino names with ñ and keeps them as typed', () => {
    for (const name of ['Niño', 'Ñiña Peña', 'José Rizal Mercado y Alonso Realonda', 'Ma. Clara Dela Cruz-Ibañez'])
      expect(validate(nameSchema, name)).toEqual({ ok: true, output: name, errors: {} });
  });

  it('outputs the tidied name', () => {
    expect(validate(nameSchema, '  Juan \t dela\n\nCruz  ')).toMatchObject({ ok: true, output: 'Juan dela Cruz' });
  });

  it('has a ceiling of NAME_MAX characters after tidying', () => {
    expect(messageOf(nameSchema, 'a'.repeat(NAME_MAX))).toBeUndefined();
    expect(messageOf(nameSchema, `  ${'a'.repeat(NAME_MAX)}  `)).toBeUndefined();
    expect(messageOf(nameSchema, 'a'.repeat(NAME_MAX + 1))).toBe(callback.en.errors.nameMax);
  });

  it('answers a non-string with the generic required message', () => {
    for (const input of [undefined, null, 123, {}]) expect(messageOf(nameSchema, input)).toBe(SPEC.required);
  });
});

describe('mobileSchema', () => {
  it('accepts exactly 11 digits in the 09 format', () => {
    expect(validate(mobileSchema, '09171234567')).toEqual({ ok: true, output: '09171234567', errors: {} });
    expect(validate(mobileSchema, '09998887766')).toEqual({ ok: true, output: '09998887766', errors: {} });
  });

  it('rejects 10 or 12 digits, letters and numbers not starting 09 with the spec message', () => {
    for (const mobile of [
      '',
      '0917123456', // 10 digits
      '091712345678', // 12 digits
      '9171234567', // 10 digits without the leading 0
      '09abcdefghi',
      'O9171234567', // letter O for zero
      'abcdefghijk',
      '19171234567',
      '08171234567',
      '00171234567',
      '63171234567', // 11 digits starting 63 is not the international form
      '+63 817 123 4567', // normalises to 0817…
      '0063 917 123 4567', // 13 digits
      '+63 0917 123 4567', // 13 digits
    ])
      expect(messageOf(mobileSchema, mobile), JSON.stringify(mobile)).toBe(SPEC.mobile);
  });

  it('normalises pasted and autofilled forms to 09XXXXXXXXX', () => {
    for (const mobile of [
      '+63 917 123 4567',
      '0917-123-4567',
      '+639171234567',
      '639171234567',
      '(0917) 123-4567',
      ' 0917 123 4567 ',
      '0917.123.4567',
      '+63-917-123-4567',
      '0917\u00a0123\u00a04567',
    ])
      expect(validate(mobileSchema, mobile), JSON.stringify(mobile)).toEqual({
        ok: true,
        output: '09171234567',
        errors: {},
      });
  });

  it('answers a non-string with the generic required message', () => {
    for (const input of [undefined, null, 9171234567]) expect(messageOf(mobileSchema, input)).toBe(SPEC.required);
  });
});

describe('storeSchema', () => {
  it('rejects no choice and unknown codes with the spec message', () => {
    for (const store of ['', '0', '-1', '606', '999', String(unusedCode), 'abc', 'Makati - Ayala Avenue'])
      expect(messageOf(storeSchema, store), JSON.stringify(store)).toBe(SPEC.store);
  });

  it('rejects spellings that Number() would read as a real branch code', () => {
    expect(BRANCHES.some((b) => b.code === 1)).toBe(true);
    for (const store of ['0x1', '1.0', ' 1', '1 ', '01', '1e0', '+1', '１'])
      expect(messageOf(storeSchema, store), JSON.stringify(store)).toBe(SPEC.store);
  });

  it('rejects a non-string (the option value is the code as text) with the spec message', () => {
    for (const input of [undefined, null, 1, BRANCHES[0]!.code]) expect(messageOf(storeSchema, input)).toBe(SPEC.store);
  });

  it('accepts every code of the branch directory, written as the directory writes it', () => {
    for (const b of BRANCHES)
      expect(validate(storeSchema, String(b.code))).toEqual({ ok: true, output: String(b.code), errors: {} });
  });
});

describe('callbackSchema', () => {
  it('accepts a complete form and outputs tidied name and normalised mobile', () => {
    const result = CALLBACK.validate({
      ...validForm(),
      name: '  Ñiña   Peña ',
      contactNumber: '+63 917 123 4567',
    });
    expect(result).toEqual({
      ok: true,
      errors: {},
      output: { ...validForm(), name: 'Ñiña Peña', contactNumber: '09171234567' },
    });
  });

  it('turns an untouched form into exactly the four spec messages, keyed by field name', () => {
    const result = CALLBACK.validate(emptyCallback());
    expect(result.ok).toBe(false);
    const english = Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key)]));
    expect(english).toEqual({
      name: SPEC.name,
      contactNumber: SPEC.mobile,
      preferredStore: SPEC.store,
      agreement: SPEC.agreement,
    });
  });

  it('requires the agreement to be ticked', () => {
    const result = CALLBACK.validate({ ...validForm(), agreement: false });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.errors)).toEqual(['agreement']);
    expect(t(result.errors.agreement)).toBe(SPEC.agreement);
  });

  it('reports each broken field alone, under its own name', () => {
    const cases: [Partial<CallbackValues>, string, string][] = [
      [{ name: 'Al' }, 'name', SPEC.name],
      [{ contactNumber: '0917123456' }, 'contactNumber', SPEC.mobile],
      [{ preferredStore: '' }, 'preferredStore', SPEC.store],
      [{ agreement: false }, 'agreement', SPEC.agreement],
    ];
    for (const [patch, field, text] of cases) {
      const result = CALLBACK.validate({ ...validForm(), ...patch });
      expect(Object.keys(result.errors), field).toEqual([field]);
      expect(t(result.errors[field])).toBe(text);
    }
  });

  it('accepts AM and PM, Yes and No, and any subset of the eight products', () => {
    for (const preferredSchedule of SCHEDULES)
      for (const existingCustomer of YES_NO)
        expect(CALLBACK.validate({ ...validForm(), preferredSchedule, existingCustomer }).ok).toBe(true);
    expect(CALLBACK.validate({ ...validForm(), products: [] }).ok).toBe(true);
    expect(CALLBACK.validate({ ...validForm(), products: [...PRODUCTS] }).ok).toBe(true);
  });

  it('rejects values outside the option lists', () => {
    const bad: Record<string, unknown>[] = [
      { preferredSchedule: 'am' },
      { preferredSchedule: 'Morning' },
      { preferredSchedule: '' },
      { existingCustomer: 'yes' },
      { existingCustomer: '' },
      { products: ['mortgage'] },
      { products: 'autoLoan' },
      { agreement: 'true' },
      { agreement: 1 },
    ];
    for (const patch of bad) {
      const result = CALLBACK.validate({ ...validForm(), ...patch });
      expect(result.ok, JSON.stringify(patch)).toBe(false);
      const [field] = Object.keys(patch);
      expect(Object.keys(result.errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
      for (const key of Object.values(result.errors)) expect(t(key), key).toBe(SPEC.required);
    }
  });
});
