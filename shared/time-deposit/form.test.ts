/**
 * The time deposit application's rules (application-forms.md §3 "Time deposit application", §4
 * "Time deposit", §5 "Time deposit", §9): every step's messages in English, the number cleaning,
 * the payload's field names and order, the defaults and the same-address copy.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { Values } from '../forms/contract.ts';
import { englishText } from '../i18n/english.ts';
import { options } from '../i18n/options.ts';
import { timeDeposit } from '../i18n/time-deposit.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import { yearsAgo } from '../dates.ts';
import { VALID_TD } from './fixtures.ts';
import { BIRTHDAY_MIN, RESUME_FIELDS, TIME_DEPOSIT, birthdayMax, draftSchema } from './form.ts';
import { TD_LISTS } from './lists.ts';

/** A step as the wizard checks it. */
const validate = (step: string, values: Values) => TIME_DEPOSIT.validateStep(step, values);

/** The English message a step gives `field` for `values` (undefined when the field passes). */
function message(step: string, values: Values, field: string): string | undefined {
  const r = validate(step, values);
  return r.ok ? undefined : englishText(r.errors[field]);
}

/** The payload of values as typed (the save sends them unchecked). */
const timeDepositPayload = (values: Values) => TIME_DEPOSIT.payload(TIME_DEPOSIT.visible(values));
const TD_PAYLOAD_FIELDS = TIME_DEPOSIT.entries;
/** The steps as drawn, each field's declaration. */
const TD_FIELD_STEPS = TIME_DEPOSIT.steps
  .filter((s) => s.id !== 'review')
  .map((s) => ({ ...s, fields: s.fields.map((name) => TIME_DEPOSIT.fields[name]) }));

/** The fixture as far as one step asks for it (as the wizard has it at that step). */
const stepOf = (id: string): Values =>
  Object.fromEntries(TIME_DEPOSIT.steps.find((s) => s.id === id)!.fields.map((name) => [name, VALID_TD[name]!]));
const START = stepOf('start');
const PERSONAL = stepOf('personal');
const CONTACT = stepOf('contact');
const ALL = VALID_TD;

describe('step 0: Get Started', () => {
  it('accepts the fixture', () => {
    expect(validate('start', START).ok).toBe(true);
  });

  it("an empty or impossible birth date is 'Please select a birth date'", () => {
    expect(message('start', { ...START, DateOfBirth: '' }, 'DateOfBirth')).toBe('Please select a birth date');
    expect(message('start', { ...START, DateOfBirth: '1990-02-30' }, 'DateOfBirth')).toBe('Please select a birth date');
    expect(message('start', { ...START, DateOfBirth: 'yesterday' }, 'DateOfBirth')).toBe('Please select a birth date');
  });

  it('birthday bounds: 1910-07-31 .. 18 years ago, both inclusive', () => {
    expect(BIRTHDAY_MIN).toBe('1910-07-31');
    expect(birthdayMax(new Date(2026, 10, 22, 12))).toBe('2008-11-22'); // local noon: any time zone
    const ok = (d: string) => message('start', { ...START, DateOfBirth: d }, 'DateOfBirth');
    const range = englishText('timeDeposit.errors.birthDateRange');
    expect(range).toBeTruthy();
    expect(ok('1910-07-31')).toBeUndefined();
    expect(ok('1910-07-30')).toBe(range);
    const max = birthdayMax();
    expect(max).toBe(yearsAgo(18));
    expect(ok(max)).toBeUndefined();
    const dayAfter = new Date(`${max}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    expect(ok(dayAfter.toISOString().slice(0, 10))).toBe(range);
  });

  it.each(['', '0', '99999', 'abc', '1.0'])("preferred store %j is 'Please select Preferred Store.'", (store) => {
    expect(message('start', { ...START, preferedstore: store }, 'preferedstore')).toBe(
      'Please select Preferred Store.',
    );
  });
});

describe('step 1: Personal Information', () => {
  it('accepts the fixture', () => {
    expect(validate('personal', PERSONAL).ok).toBe(true);
  });

  it.each([
    ['FirstName', 'First name should be between 2 to 35 characters long'],
    ['MiddleName', 'Middle name should be between 2 to 35 characters long'],
    ['LastName', 'Last name should be between 2 to 35 characters long'],
  ])('%s: 2 to 35 characters, else %j', (field, text) => {
    const check = (value: string) => message('personal', { ...PERSONAL, [field]: value }, field);
    expect(check('')).toBe(text); // the middle name is required too
    expect(check('J')).toBe(text);
    expect(check('Jo')).toBeUndefined();
    expect(check('J'.repeat(35))).toBeUndefined();
    expect(check('J'.repeat(36))).toBe(text);
  });

  it("country of birth: a listed country, else 'Please select country of birth.'", () => {
    expect(message('personal', { ...PERSONAL, CountryOfBirth: '' }, 'CountryOfBirth')).toBe(
      'Please select country of birth.',
    );
    expect(message('personal', { ...PERSONAL, CountryOfBirth: 'XX' }, 'CountryOfBirth')).toBe(
      'Please select country of birth.',
    );
    expect(message('personal', { ...PERSONAL, CountryOfBirth: 'JP' }, 'CountryOfBirth')).toBeUndefined();
  });

  it("place of birth: at least 3 characters, else 'Please Input a valid place of birth'", () => {
    const check = (value: string) => message('personal', { ...PERSONAL, PlaceOfBirth: value }, 'PlaceOfBirth');
    expect(check('')).toBe('Please Input a valid place of birth');
    expect(check('Ab')).toBe('Please Input a valid place of birth');
    expect(check('  Ab  ')).toBe('Please Input a valid place of birth');
    expect(check('Abc')).toBeUndefined();
  });

  it.each([
    ['Gender', 'Please select gender', '9'],
    ['nationality', 'Please select nationality.', '19'],
    ['maritalstatus', 'Please select civil status', '3'],
    ['employmentstatus', 'Please select an employment status', '3'],
    ['natureOfEmployment', 'Please select nature of employment', '240'],
  ])('%s: a listed code, else %j', (field, text, good) => {
    expect(message('personal', { ...PERSONAL, [field]: '' }, field)).toBe(text);
    expect(message('personal', { ...PERSONAL, [field]: '999' }, field)).toBe(text);
    expect(message('personal', { ...PERSONAL, [field]: good }, field)).toBeUndefined();
  });

  it("TIN: 9 to 35 characters after cleaning, else 'Tin number is invalid'", () => {
    const check = (value: string) => message('personal', { ...PERSONAL, tin: value }, 'tin');
    expect(check('12345678')).toBe('Tin number is invalid');
    expect(check('12-34-56-78 / ()')).toBe('Tin number is invalid'); // 8 after cleaning
    expect(check('123456789')).toBeUndefined();
    expect(check('(123) 456-789')).toBeUndefined();
    expect(check('1'.repeat(35))).toBeUndefined();
    expect(check('1'.repeat(36))).toBe('Tin number is invalid');
    expect(check(`${'1'.repeat(35)}---`)).toBeUndefined();
  });

  it("employer name: 1 to 35 characters, else 'Employer Name is invalid'", () => {
    const check = (value: string) => message('personal', { ...PERSONAL, employername: value }, 'employername');
    expect(check('')).toBe('Employer Name is invalid');
    expect(check('A')).toBeUndefined();
    expect(check('A'.repeat(35))).toBeUndefined();
    expect(check('A'.repeat(36))).toBe('Employer Name is invalid');
  });
});

describe('step 2: Contact Information', () => {
  it('accepts the fixture', () => {
    expect(validate('contact', CONTACT).ok).toBe(true);
  });

  it("landline: 9 to 17 characters after cleaning, else 'Landline is invalid'", () => {
    const check = (value: string) => message('contact', { ...CONTACT, PhoneNo: value }, 'PhoneNo');
    expect(check('12345678')).toBe('Landline is invalid');
    expect(check('(02) 123-456')).toBe('Landline is invalid'); // 8 digits
    expect(check('123456789')).toBeUndefined();
    expect(check('1'.repeat(17))).toBeUndefined();
    expect(check('1'.repeat(18))).toBe('Landline is invalid');
    expect(check(`+${'1'.repeat(17)} `)).toBeUndefined();
  });

  it("mobile: 12 to 17 characters after cleaning, else 'Mobile is invalid'", () => {
    const check = (value: string) => message('contact', { ...CONTACT, MobileNo: value }, 'MobileNo');
    // The everyday 09171234567 is read as (63) 917-123-4567: 12 after cleaning.
    expect(check('09171234567')).toBeUndefined();
    expect(check('0917 123 4567')).toBeUndefined();
    expect(check('0917123456')).toBe('Mobile is invalid'); // 10
    expect(check('+63 917 123 456')).toBe('Mobile is invalid'); // 11 after cleaning
    expect(check('639171234567')).toBeUndefined();
    expect(check('(63) 917-123-4567')).toBeUndefined();
    expect(check('1'.repeat(17))).toBeUndefined();
    expect(check('1'.repeat(18))).toBe('Mobile is invalid');
  });

  it('mobile: tidied to (63) 917-123-4567 when left, hinted, and sent as its 12 digits', () => {
    expect(TIME_DEPOSIT.tidy('MobileNo', '09171234567')).toBe('(63) 917-123-4567');
    expect(TIME_DEPOSIT.tidy('MobileNo', '+63 917 123 4567')).toBe('(63) 917-123-4567');
    expect(englishText(TIME_DEPOSIT.fields.MobileNo.hint!)).toBe('Format (63) 917-123-4567; 09171234567 is fine too');
    const r = TIME_DEPOSIT.validateStep('contact', { ...CONTACT, MobileNo: '09171234567' });
    expect(r.ok).toBe(true);
    expect(Object.fromEntries(TIME_DEPOSIT.payload(r.ok ? r.output : {})).MobileNo).toBe('639171234567');
  });

  it("current country: required, 'Please select country.'", () => {
    expect(message('contact', { ...CONTACT, CurrentCountry: '' }, 'CurrentCountry')).toBe('Please select country.');
    expect(message('contact', { ...CONTACT, CurrentCountry: 'ZZ' }, 'CurrentCountry')).toBe('Please select country.');
  });

  it.each(['', '123', '12345', '12a4'])(
    "current zip %j is 'Please input the correct zip code' (exactly 4 digits)",
    (zip) => {
      expect(message('contact', { ...CONTACT, CurrentZipCode: zip }, 'CurrentZipCode')).toBe(
        'Please input the correct zip code',
      );
    },
  );

  it('a listed province is accepted, an unknown one is not', () => {
    expect(validate('contact', { ...CONTACT, CurrentProvince: PLACE_NAMES[0]! }).ok).toBe(true);
    expect(validate('contact', { ...CONTACT, CurrentProvince: 'Atlantis' }).ok).toBe(false);
  });

  describe('same address no (the default): the permanent address is required', () => {
    const noPermanent = { ...CONTACT, PermanentAddress: '', PermanentCountry: '', PermanentZipCode: '' };
    it('asks for the permanent address, country and zip with their messages', () => {
      const r = validate('contact', noPermanent);
      expect(r.ok).toBe(false);
      expect(englishText(r.errors.PermanentAddress)).toBe('Please input your permanent address');
      expect(englishText(r.errors.PermanentCountry)).toBe('Please select country.');
      expect(englishText(r.errors.PermanentZipCode)).toBe('Please input the correct zip code');
    });
    it('a permanent zip must be exactly 4 digits', () => {
      expect(message('contact', { ...CONTACT, PermanentZipCode: '123' }, 'PermanentZipCode')).toBe(
        'Please input the correct zip code',
      );
      expect(message('contact', { ...CONTACT, PermanentZipCode: '12345' }, 'PermanentZipCode')).toBe(
        'Please input the correct zip code',
      );
    });
    it("the permanent address messages come with the other fields' (not only once those pass)", () => {
      const r = validate('contact', { ...noPermanent, PhoneNo: '1' });
      expect(Object.keys(r.errors).sort()).toEqual([
        'PermanentAddress',
        'PermanentCountry',
        'PermanentZipCode',
        'PhoneNo',
      ]);
    });
    it('a blank-only permanent address is missing', () => {
      expect(message('contact', { ...CONTACT, PermanentAddress: '   ' }, 'PermanentAddress')).toBe(
        'Please input your permanent address',
      );
    });
  });

  describe('same address yes: the permanent address is the present one', () => {
    const same = { ...CONTACT, SameAddress: 'yes', PermanentAddress: '', PermanentCountry: '', PermanentZipCode: '' };
    it('does not ask for it', () => {
      expect(validate('contact', same).ok).toBe(true);
    });
    it('withPermanentCopied copies address, country, province and zip', () => {
      const province = PLACE_NAMES[0]!;
      expect(TIME_DEPOSIT.visible({ ...same, CurrentProvince: province })).toMatchObject({
        PermanentAddress: '123 Ayala Avenue',
        PermanentCountry: 'PH',
        PermanentProvince: province,
        PermanentZipCode: '1226',
      });
    });
    it('withPermanentCopied leaves a different permanent address alone', () => {
      expect(TIME_DEPOSIT.visible(CONTACT)).toEqual(CONTACT);
    });
    it('validateTimeDeposit outputs the copied permanent address', () => {
      const r = TIME_DEPOSIT.validate({ ...ALL, ...same });
      expect(r.ok).toBe(true);
      if (r.ok)
        expect(r.output).toMatchObject({
          PermanentAddress: '123 Ayala Avenue',
          PermanentCountry: 'PH',
          PermanentZipCode: '1226',
        });
    });
  });
});

describe('step 3: Review Application', () => {
  it('the agreement must be ticked', () => {
    expect(validate('review', { agreement: true }).ok).toBe(true);
    expect(message('review', { agreement: false }, 'agreement')).toBe(
      'You can only submit this form if you agree to our privacy statement and terms of use',
    );
  });
});

describe('validateTimeDeposit', () => {
  it('accepts a complete application', () => {
    expect(TIME_DEPOSIT.validate(ALL).ok).toBe(true);
  });
  it('gathers the errors of every step', () => {
    const r = TIME_DEPOSIT.validate({ ...ALL, customeremail: 'x', FirstName: '', PhoneNo: '1', agreement: false });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['FirstName', 'PhoneNo', 'agreement', 'customeremail']);
  });
});

describe('payload (§3, §7 calls 6 and 7)', () => {
  const SPEC_ORDER = [
    'customeremail',
    'DateOfBirth',
    'StageInLife',
    'AmountToInvest',
    'Tenor',
    'FirstName',
    'MiddleName',
    'LastName',
    'CountryOfBirth',
    'PlaceOfBirth',
    'Gender',
    'PhoneNo',
    'MobileNo',
    'CurrentAddress',
    'CurrentProvince',
    'CurrentZipCode',
    'CurrentCountry',
    'PermanentAddress',
    'PermanentProvince',
    'PermanentZipCode',
    'PermanentCountry',
    'preferedstore',
    'nationality',
    'maritalstatus',
    'tin',
    'employmentstatus',
    'employername',
    'SameAddress',
    'ReferenceId',
  ];

  it('has §3 field names in §3 order; natureOfEmployment and the agreement are not sent', () => {
    expect([...TD_PAYLOAD_FIELDS]).toEqual(SPEC_ORDER);
    const names = timeDepositPayload(ALL).map(([k]) => k);
    expect(names).toEqual(SPEC_ORDER);
    expect(names).not.toContain('natureOfEmployment');
    expect(names).not.toContain('agreement');
  });

  it('sends phones and TIN cleaned, the rest trimmed, the reference id included', () => {
    const p = Object.fromEntries(timeDepositPayload({ ...ALL, FirstName: '  Juan ', ReferenceId: 'abc' }));
    expect(p.PhoneNo).toBe('0281234567');
    expect(p.MobileNo).toBe('639171234567');
    expect(p.tin).toBe('123456789');
    expect(p.FirstName).toBe('Juan');
    expect(p.ReferenceId).toBe('abc');
    expect(p.AmountToInvest).toBe('100,000');
  });

  it('copies the present address into the permanent one when the same', () => {
    const p = Object.fromEntries(
      timeDepositPayload({ ...ALL, SameAddress: 'yes', PermanentAddress: 'old', PermanentZipCode: '9999' }),
    );
    expect(p.PermanentAddress).toBe('123 Ayala Avenue');
    expect(p.PermanentZipCode).toBe('1226');
  });

  it('the multipart body carries the same pairs', () => {
    const data = TIME_DEPOSIT.formData(ALL);
    expect([...data.entries()]).toEqual(timeDepositPayload(ALL));
  });

  it("RESUME_FIELDS are call 8's answer", () => {
    expect([...RESUME_FIELDS]).toEqual([
      'customeremail',
      'DateOfBirth',
      'FirstName',
      'MiddleName',
      'LastName',
      'CountryOfBirth',
      'PlaceOfBirth',
      'Gender',
      'PhoneNo',
      'MobileNo',
      'PermanentAddress',
      'PermanentProvince',
      'PermanentZipCode',
      'PermanentCountry',
      'maritalstatus',
      'preferedstore',
    ]);
  });
});

describe('defaults (§3, §4)', () => {
  it('term 30 days, amount 0, same address no, everything else empty', () => {
    const empty: Values = TIME_DEPOSIT.empty();
    expect(empty.Tenor).toBe('30');
    expect(empty.AmountToInvest).toBe('0');
    expect(empty.SameAddress).toBe('no');
    expect(empty.agreement).toBe(false);
    for (const f of [...TD_PAYLOAD_FIELDS, 'natureOfEmployment']) {
      if (!['Tenor', 'AmountToInvest', 'SameAddress'].includes(f)) expect(empty[f], f).toBe('');
    }
  });
  it('the permanent address is hidden only when the same', () => {
    expect([...TIME_DEPOSIT.hidden({ SameAddress: 'no' })]).toEqual([]);
    expect([...TIME_DEPOSIT.hidden({ SameAddress: 'yes' })]).toEqual(
      expect.arrayContaining(['PermanentAddress', 'PermanentCountry', 'PermanentProvince', 'PermanentZipCode']),
    );
  });
});

describe('draftSchema (call 7: save)', () => {
  it('needs a valid email and birthday only', () => {
    expect(v.safeParse(draftSchema, { customeremail: 'juan@example.com', DateOfBirth: '1990-05-17' }).success).toBe(
      true,
    );
    expect(v.safeParse(draftSchema, { customeremail: 'juan', DateOfBirth: '1990-05-17' }).success).toBe(false);
    expect(v.safeParse(draftSchema, { customeremail: 'juan@example.com', DateOfBirth: '' }).success).toBe(false);
  });
});

describe('lists (§3 "Time deposit and second form lists") and their labels', () => {
  const lookup = (tree: unknown, key: string) =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
        tree,
      );

  it('codes as the spec lists them', () => {
    expect([...TD_LISTS.Gender].sort()).toEqual(['8', '9']);
    expect([...TD_LISTS.nationality].sort()).toEqual(['1', '12', '19', '2', '3']);
    expect([...TD_LISTS.maritalstatus].sort()).toEqual(['1', '2', '3']);
    expect([...TD_LISTS.employmentstatus].sort()).toEqual(['1', '2', '3']);
    expect([...TD_LISTS.natureOfEmployment]).toEqual([
      '10',
      '20',
      '30',
      '40',
      '60',
      '70',
      '80',
      '90',
      '100',
      '110',
      '120',
      '130',
      '140',
      '150',
      '160',
      '170',
      '180',
      '190',
      '220',
      '230',
      '240',
    ]);
  });

  it('English labels as the spec names them', () => {
    expect(options.en.sex).toEqual({ '8': 'Male', '9': 'Female' });
    expect(options.en.civilStatus).toEqual({ '1': 'Single', '2': 'Legally Separated / Widow(er)', '3': 'Married' });
    expect(options.en.employmentStatus).toEqual({
      '1': 'Employed (Local)',
      '2': 'Self-Employed (Local)',
      '3': 'OCW/OFW',
    });
    expect(options.en.citizenship).toMatchObject({
      '1': 'Filipino',
      '3': 'American',
      '2': 'Canadian',
      '12': 'Korean',
      '19': 'Others',
    });
  });

  const optionFields = TD_FIELD_STEPS.flatMap((s) => s.fields).filter(
    (f) => f.options && 'labels' in f.options && f.options.labels,
  );
  it.each(['en', 'fil'] as const)('every option of every select and radio has a %s label', (lang) => {
    expect(optionFields.length).toBeGreaterThanOrEqual(6);
    for (const field of optionFields) {
      const o = field.options as { values: readonly string[]; labels: string };
      for (const value of o.values) {
        const label = lookup(options[lang], `${o.labels.replace(/^options\./, '')}.${value}`);
        expect(typeof label === 'string' && label.length > 0, `${field.name} ${value} (${lang})`).toBe(true);
      }
    }
  });

  it.each(['en', 'fil'] as const)('every field label, hint and step title resolves in %s', (lang) => {
    const keys = TD_FIELD_STEPS.flatMap((s) => [
      s.title,
      ...s.fields.flatMap((f) => [f.label, ...(f.hint ? [f.hint] : [])]),
    ]);
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      expect(key.startsWith('timeDeposit.'), key).toBe(true);
      const text = lookup(timeDeposit[lang], key.replace(/^timeDeposit\./, ''));
      expect(typeof text === 'string' && text.length > 0, `${key} (${lang})`).toBe(true);
    }
    expect(typeof lookup(timeDeposit[lang], 'fields.agreement')).toBe('string');
  });

  it('every field of the payload but the reference id has a label', () => {
    const labelled = new Set(TD_FIELD_STEPS.flatMap((s) => s.fields.map((f) => f.name)));
    for (const f of TD_PAYLOAD_FIELDS) {
      if (['StageInLife', 'AmountToInvest', 'Tenor', 'ReferenceId'].includes(f)) continue;
      expect(labelled.has(f), f).toBe(true);
    }
  });

  it('every error message key of the schemas resolves in English and in Filipino', () => {
    for (const [key, en] of Object.entries(timeDeposit.en.errors)) {
      expect(englishText(`timeDeposit.errors.${key}`)).toBe(en);
      expect((timeDeposit.fil.errors as Record<string, string>)[key], key).toBeTruthy();
    }
  });
});
