import { describe, expect, it } from 'vitest';
import { SOLUTION_CONTACTS } from '../content/solutions.ts';
import { clockLabel } from '../format.ts';
import { AMOUNT_DIGITS, formatAmount } from '../masks.ts';
import { englishText } from '../i18n/english.ts';
import { businessCallback } from '../i18n/business-callback.ts';
import type { Values } from '../forms/contract.ts';
import { validValues } from './fixtures.ts';
import { BUSINESS_CALLBACK, emptyBusinessCallback } from './form.ts';
import {
  BUSINESS_TYPES,
  DEFAULT_TIME_IN,
  DEFAULT_TIME_TO,
  DISABLED_TOPICS,
  INQUIRY_TOPICS,
  LOAN_PURPOSES,
  SELECTABLE_TOPICS,
  TIMES,
  YES_NO,
  addDays,
  dayBounds,
  manilaToday,
  resolveSolution,
} from './schema.ts';

const today = manilaToday();

/** { field: English message } of a whole form. */
const errorsOf = (values: Values) => {
  const r = BUSINESS_CALLBACK.validate(values);
  return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([f, k]) => [f, englishText(k)]));
};

describe('defaults (§3 "Inquiry form state")', () => {
  it('every field, times 08:30 to 09:00, an empty pair of days, nothing chosen', () => {
    expect(emptyBusinessCallback()).toEqual({
      hasAnExistingAccount: '',
      preferredStore: '',
      other: '',
      typeOfBusiness: '',
      inquireAbout: [],
      primaryMobileNumber: '',
      preferredDay: ['', ''],
      businessName: '',
      name: '',
      email: '',
      timeIn: '08:30',
      timeTo: '09:00',
      purposeLoan: '',
      loanAmount: '',
      // the element's solution and variant, sent with the form
      solution: '',
      variant: '',
    });
    expect([DEFAULT_TIME_IN, DEFAULT_TIME_TO]).toEqual(['08:30', '09:00']);
  });

  it('a solution ticks its own topic; cash management ticks none', () => {
    expect(emptyBusinessCallback('loan').inquireAbout).toEqual(['Business Loans']);
    expect(emptyBusinessCallback('deposit').inquireAbout).toEqual(['Deposits']);
    expect(emptyBusinessCallback('forex').inquireAbout).toEqual(['Forex Services']);
    expect(emptyBusinessCallback('cash').inquireAbout).toEqual([]);
  });

  it('the defaults are a fresh object each time (resettable)', () => {
    const a = emptyBusinessCallback();
    (a.inquireAbout as string[]).push('Deposits');
    expect(emptyBusinessCallback().inquireAbout).toEqual([]);
  });

  it('every field is in the summary order, once', () => {
    const order = BUSINESS_CALLBACK.steps[0]!.fields;
    const shown = Object.keys(emptyBusinessCallback()).filter((f) => !['solution', 'variant'].includes(f));
    expect([...order].sort()).toEqual(shown.sort());
  });
});

describe('lists (§9)', () => {
  it('inquiry topics, Others last and disabled', () => {
    expect(INQUIRY_TOPICS).toEqual([
      'Deposits',
      'Collections',
      'Disbursements',
      'Payroll Management',
      'Government Payments',
      'Business Loans',
      'Auto Loans',
      'Forex Services',
      'Investments and Trust',
      'Insurance',
      'Others',
    ]);
    expect(DISABLED_TOPICS).toEqual(['Others']);
    expect(SELECTABLE_TOPICS).not.toContain('Others');
  });
  it('business types, loan purposes, YES/NO', () => {
    expect(BUSINESS_TYPES).toEqual(['Trading', 'Manufacturing', 'Merchandising', 'Services', 'Others']);
    expect(LOAN_PURPOSES).toEqual([
      'Working Capital',
      'Business Expansion',
      'Property Acquisition',
      'Purchase of Machine/Equipment/Materials',
      'Other',
    ]);
    expect(YES_NO).toEqual(['YES', 'NO']);
  });
  it('half-hour times 08:00 to 17:00 shown with AM/PM', () => {
    expect(TIMES[0]).toBe('08:00');
    expect(TIMES.at(-1)).toBe('17:00');
    expect(TIMES).toHaveLength(19);
    // shown as clockLabel shows them (shared/format.ts)
    expect(clockLabel('08:30')).toBe('8:30 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
    expect(clockLabel('13:30')).toBe('1:30 PM');
  });
  it('every list value has an English and a Filipino label', () => {
    for (const x of INQUIRY_TOPICS) expect(businessCallback.fil.topic[x]).toBeTruthy();
    for (const x of BUSINESS_TYPES) expect(businessCallback.fil.businessType[x]).toBeTruthy();
    for (const x of LOAN_PURPOSES) expect(businessCallback.fil.purpose[x]).toBeTruthy();
  });
});

describe('amount formatting (§5)', () => {
  it.each([
    ['1234567', '1,234,567'],
    ['PHP 12a34', '1,234'],
    ['', ''],
    ['abc', ''],
    ['000500', '500'],
    ['0', '0'],
    ['12345678901234', '1,234,567,890'],
    ['1,000,000', '1,000,000'],
  ])('%s -> %s', (input, out) => expect(formatAmount(input)).toBe(out));
  it('at most 10 digits', () => expect(formatAmount('9'.repeat(20)).replace(/,/g, '')).toHaveLength(AMOUNT_DIGITS));
});

describe('rules and messages', () => {
  it('a valid form passes; its output is tidied', () => {
    const r = BUSINESS_CALLBACK.validate(
      validValues({
        name: '  Juan   Dela Cruz ',
        email: ' juan@example.ph ',
        primaryMobileNumber: '+63 917 123 4567',
      }),
    );
    expect(r.ok).toBe(true);
    expect(r.output).toMatchObject({
      name: 'Juan Dela Cruz',
      email: 'juan@example.ph',
      primaryMobileNumber: '09171234567',
    });
  });

  it('an empty form: every message at once', () => {
    expect(errorsOf(emptyBusinessCallback())).toEqual({
      hasAnExistingAccount: 'This field is required',
      preferredStore: 'EastWest Branch is required',
      typeOfBusiness: 'Please select your type of business',
      inquireAbout: 'Please select at least one topic',
      primaryMobileNumber: 'Mobile Number should follow the format (09XXXXXXXXX)',
      preferredDay: 'Please enter the first preferred day',
      businessName: 'Please enter your business name',
      name: 'Name should be at least 3 characters long',
      email: 'Please enter a valid e-mail address',
    });
  });

  it("preferred store: 'EastWest Branch is required' when empty or not a branch", () => {
    for (const preferredStore of ['', '  ', '0', '99999', '1.0', 'abc']) {
      expect(errorsOf(validValues({ preferredStore })).preferredStore).toBe('EastWest Branch is required');
    }
  });

  it('hasAnExistingAccount is YES or NO', () => {
    expect(errorsOf(validValues({ hasAnExistingAccount: 'NO' }))).toEqual({});
    expect(errorsOf(validValues({ hasAnExistingAccount: 'Yes' })).hasAnExistingAccount).toBe('This field is required');
  });

  it('type of business Others asks what it is', () => {
    expect(errorsOf(validValues({ typeOfBusiness: 'Others' })).other).toBe('Please specify your type of business');
    expect(errorsOf(validValues({ typeOfBusiness: 'Others', other: 'Farming' }))).toEqual({});
    expect(errorsOf(validValues({ typeOfBusiness: 'Others', other: 'x'.repeat(101) })).other).toBe(
      'This entry is too long',
    );
    expect(errorsOf(validValues({ typeOfBusiness: 'Mining' })).typeOfBusiness).toBe(
      'Please select your type of business',
    );
    // hidden: ignored while the type is not Others
    expect(errorsOf(validValues({ typeOfBusiness: 'Trading', other: 'x'.repeat(500) }))).toEqual({});
  });

  it('names, business name, mobile', () => {
    expect(errorsOf(validValues({ name: 'Jo' })).name).toBe('Name should be at least 3 characters long');
    expect(errorsOf(validValues({ name: 'x'.repeat(101) })).name).toBe('This entry is too long');
    expect(errorsOf(validValues({ businessName: '   ' })).businessName).toBe('Please enter your business name');
    expect(errorsOf(validValues({ businessName: 'x'.repeat(151) })).businessName).toBe('This entry is too long');
    expect(errorsOf(validValues({ primaryMobileNumber: '0917123456' })).primaryMobileNumber).toBe(
      'Mobile Number should follow the format (09XXXXXXXXX)',
    );
    expect(errorsOf(validValues({ primaryMobileNumber: '08171234567' })).primaryMobileNumber).toBe(
      'Mobile Number should follow the format (09XXXXXXXXX)',
    );
  });

  it('topics: at least one, only selectable ones, Others refused', () => {
    expect(errorsOf(validValues({ inquireAbout: [] })).inquireAbout).toBe('Please select at least one topic');
    expect(errorsOf(validValues({ inquireAbout: ['Others'] })).inquireAbout).toBe(
      'Please select only topics from the list',
    );
    expect(errorsOf(validValues({ inquireAbout: ['Deposits', 'Deposits'] })).inquireAbout).toBe(
      'Please select only topics from the list',
    );
    expect(
      errorsOf(validValues({ inquireAbout: [...SELECTABLE_TOPICS].filter((x) => x !== 'Business Loans') })),
    ).toEqual({});
  });

  it('Business Loans asks for the purpose and amount; other topics ignore them', () => {
    const loan = validValues({ inquireAbout: ['Business Loans'] });
    expect(errorsOf(loan)).toEqual({
      purposeLoan: 'Please select the purpose of the loan',
      loanAmount: 'Please enter a loan amount of up to 10 digits',
    });
    expect(errorsOf({ ...loan, purposeLoan: 'Working Capital', loanAmount: '1,500,000' })).toEqual({});
    expect(errorsOf({ ...loan, purposeLoan: 'Gambling', loanAmount: '1,500,000' }).purposeLoan).toBe(
      'Please select the purpose of the loan',
    );
    expect(errorsOf({ ...loan, purposeLoan: 'Other', loanAmount: '0' }).loanAmount).toBe(
      'Please enter a loan amount of up to 10 digits',
    );
    expect(errorsOf({ ...loan, purposeLoan: 'Other', loanAmount: '12,345,678,901' }).loanAmount).toBe(
      'Please enter a loan amount of up to 10 digits',
    );
    expect(errorsOf({ ...loan, purposeLoan: 'Other', loanAmount: '12a' }).loanAmount).toBe(
      'Please enter a loan amount of up to 10 digits',
    );
    const out = BUSINESS_CALLBACK.validate({ ...loan, purposeLoan: 'Other', loanAmount: '1,500,000' });
    expect(out.output?.loanAmount).toBe('1500000');
    // unticked: what was typed is not checked (nor sent)
    expect(errorsOf(validValues({ purposeLoan: 'Gambling', loanAmount: 'abc' }))).toEqual({});
  });

  it('preferred days: both, real dates, today to 90 days ahead, in order', () => {
    const day = (a: string, b: string) => errorsOf(validValues({ preferredDay: [a, b] })).preferredDay;
    expect(day('', '')).toBe('Please enter the first preferred day');
    expect(day(today, '')).toBe('Please enter the last preferred day');
    expect(day('2026-02-30', today)).toBe('Please enter a date as yyyy-mm-dd');
    expect(day(addDays(today, -1), today)).toBe('Please choose a day from today up to 90 days ahead');
    expect(day(today, addDays(today, 91))).toBe('Please choose a day from today up to 90 days ahead');
    expect(day(addDays(today, 3), addDays(today, 1))).toBe('The last preferred day cannot be before the first');
    expect(day(today, today)).toBeUndefined();
    expect(day(today, addDays(today, 90))).toBeUndefined();
    expect(dayBounds(new Date('2026-11-21T17:00:00Z'))).toEqual({ min: '2026-11-22', max: '2027-02-20' });
  });

  it('call window: times of the list, the end after the start', () => {
    expect(errorsOf(validValues({ timeIn: '09:00', timeTo: '09:00' })).timeTo).toBe(
      'The end of the call window must be after its start',
    );
    expect(errorsOf(validValues({ timeIn: '10:00', timeTo: '09:00' })).timeTo).toBe(
      'The end of the call window must be after its start',
    );
    expect(errorsOf(validValues({ timeIn: '07:00' })).timeIn).toBe('Please select a time');
    expect(errorsOf(validValues({ timeTo: '09:15' })).timeTo).toBe('Please select a time');
    expect(errorsOf(validValues({ timeIn: '16:30', timeTo: '17:00' }))).toEqual({});
  });
});

describe('solution contact mapping', () => {
  it('the seven solutions by key; variants stand for deposit and fixed income', () => {
    expect(SOLUTION_CONTACTS.map((s) => s.key)).toEqual([
      'deposit',
      'cash',
      'loan',
      'fixedincome',
      'investment',
      'forex',
      'insurance',
    ]);
    for (const s of SOLUTION_CONTACTS) expect(resolveSolution(s.key, undefined)).toBe(s);
    expect(resolveSolution(undefined, 'deposit-page')?.key).toBe('deposit');
    expect(resolveSolution(undefined, 'investment')?.key).toBe('fixedincome');
    expect(resolveSolution('forex', 'investment')?.key).toBe('forex');
    expect(resolveSolution(' LOAN ', undefined)?.key).toBe('loan');
    expect(resolveSolution('bogus', 'bogus')).toBeUndefined();
    expect(resolveSolution(undefined, undefined)).toBeUndefined();
  });
});

describe('messages', () => {
  it("the spec's 'EastWest Branch is required', letter for letter", () => {
    expect(englishText('businessCallback.errors.store')).toBe('EastWest Branch is required');
  });
  it('every message key has English and Filipino text', () => {
    for (const key of Object.keys(businessCallback.en.errors)) {
      expect(englishText(`businessCallback.errors.${key}`)).toBeTruthy();
      expect((businessCallback.fil.errors as Record<string, string>)[key]).toBeTruthy();
    }
  });
});
