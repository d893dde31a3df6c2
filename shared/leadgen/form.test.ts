/**
 * The second application form (leadgen; application-forms.md §2, §3 "Second form extra fields" and
 * the second-form lists, §5 "Second form"): its three sections with the time deposit's messages,
 * its own lists and labels in en and fil, and the payload.
 */
import { describe, expect, it } from 'vitest';
import type { Values } from '../forms/contract.ts';
import { englishText } from '../i18n/english.ts';
import { leadgen } from '../i18n/leadgen.ts';
import { options } from '../i18n/options.ts';
import { timeDeposit } from '../i18n/time-deposit.ts';
import { loans } from '../i18n/loans.ts';
import { BIRTHDAY_MIN, birthdayMax } from '../time-deposit/form.ts';
import { VALID_LEADGEN } from './fixtures.ts';
import { LEADGEN, LEADGEN_LISTS } from './form.ts';

/** A section as the wizard checks it. */
const validate = (step: string, values: Values) => LEADGEN.validateStep(step, values);
/** The payload's names. */
const LEADGEN_FIELDS = LEADGEN.entries;
/** The sections as drawn, each field's declaration. */
const LEADGEN_STEPS = LEADGEN.steps
  .filter((s) => s.id !== 'review')
  .map((s) => ({ ...s, fields: s.fields.map((name) => LEADGEN.fields[name]) }));

const VALID: Values = VALID_LEADGEN;

const en = (values: Values, field: string) => {
  const r = LEADGEN.validate(values);
  return r.ok ? undefined : englishText(r.errors[field]);
};

describe('fields (§3 "Second form extra fields")', () => {
  it('include every extra field the spec lists', () => {
    for (const f of [
      'email',
      'dateOfBirth',
      'tin',
      'landline',
      'mobile',
      'currentAddress',
      'currentCountry',
      'currentProvince',
      'currentZipCode',
      'sameAddress',
      'permanentAddress',
      'permanentCountry',
      'permanentProvince',
      'permanentZipCode',
    ])
      expect(LEADGEN_FIELDS, f).toContain(f);
  });
  it('the payload is LEADGEN_FIELDS in order, trimmed, without the agreement', () => {
    const p = LEADGEN.payload({ ...VALID, firstName: '  Maria  ' });
    expect(p.map(([k]) => k)).toEqual([...LEADGEN_FIELDS]);
    expect(Object.fromEntries(p).firstName).toBe('Maria');
    expect(p.map(([k]) => k)).not.toContain('agreement');
  });
  it('starts empty with same address no and the agreement unticked', () => {
    const empty = LEADGEN.empty();
    expect(empty.sameAddress).toBe('no');
    expect(empty.agreement).toBe(false);
    expect(empty.email).toBe('');
    expect(empty.tin).toBe('');
  });
});

describe('sections', () => {
  it('accept a complete application', () => {
    const r = LEADGEN.validate(VALID);
    expect(r.ok, JSON.stringify(r.errors)).toBe(true);
  });

  it('section one: birthday, branch with the time deposit messages (its e-mail: shared/forms/rules.test.ts)', () => {
    expect(validate('one', VALID).ok).toBe(true);
    expect(en({ ...VALID, dateOfBirth: '' }, 'dateOfBirth')).toBe('Please select a birth date');
    // §5 "Shared input formats": an empty preferred store.
    expect(en({ ...VALID, preferredBranch: '' }, 'preferredBranch')).toBe('EastWest Branch is required');
    expect(en({ ...VALID, preferredBranch: '99999' }, 'preferredBranch')).toBe('EastWest Branch is required');
  });

  it('section one: birthday min 1910-07-31, max 18 years ago', () => {
    expect(en({ ...VALID, dateOfBirth: BIRTHDAY_MIN }, 'dateOfBirth')).toBeUndefined();
    expect(en({ ...VALID, dateOfBirth: '1910-07-30' }, 'dateOfBirth')).toBeDefined();
    expect(en({ ...VALID, dateOfBirth: birthdayMax() }, 'dateOfBirth')).toBeUndefined();
    const young = new Date(`${birthdayMax()}T00:00:00Z`);
    young.setUTCDate(young.getUTCDate() + 1);
    expect(en({ ...VALID, dateOfBirth: young.toISOString().slice(0, 10) }, 'dateOfBirth')).toBeDefined();
  });

  it('section two: required names and place of birth; codes from the second-form lists', () => {
    expect(validate('two', VALID).ok).toBe(true);
    expect(en({ ...VALID, firstName: 'M' }, 'firstName')).toBe('First name should be between 2 to 35 characters long');
    expect(en({ ...VALID, lastName: '' }, 'lastName')).toBe('Last name should be between 2 to 35 characters long');
    expect(en({ ...VALID, placeOfBirth: 'Ce' }, 'placeOfBirth')).toBe('Please Input a valid place of birth');
    expect(en({ ...VALID, countryOfBirth: '' }, 'countryOfBirth')).toBe('Please select country of birth.');
    expect(en({ ...VALID, gender: '8' }, 'gender')).toBe('Please select gender'); // the time deposit's code is not this form's
    expect(en({ ...VALID, civilStatus: '1' }, 'civilStatus')).toBe('Please select civil status');
    expect(en({ ...VALID, employmentStatus: '1' }, 'employmentStatus')).toBe('Please select an employment status');
    expect(en({ ...VALID, nationality: '' }, 'nationality')).toBe('Please select nationality.');
  });

  it('section two: the TIN is masked ###-###-### and optional', () => {
    const r = validate('two', { ...VALID, tin: '123 456 789' });
    expect(r.ok && r.output.tin).toBe('123-456-789');
    expect(validate('two', { ...VALID, tin: '' }).ok).toBe(true);
    expect(en({ ...VALID, tin: '12345' }, 'tin')).toBe('Tin number is invalid');
  });

  it('section three: mobile required in its mask, landline optional in its mask, zips exactly 4', () => {
    const r = validate('three', VALID);
    expect(r.ok && r.output.mobile).toBe('(63) 917-123-4567');
    expect(r.ok && r.output.landline).toBe('123-4567');
    expect(en({ ...VALID, mobile: '' }, 'mobile')).toBeDefined();
    expect(en({ ...VALID, mobile: '0917' }, 'mobile')).toBe('Mobile is invalid');
    expect(en({ ...VALID, landline: '' }, 'landline')).toBeUndefined();
    expect(en({ ...VALID, landline: '12' }, 'landline')).toBe('Landline is invalid');
    expect(en({ ...VALID, currentZipCode: '600' }, 'currentZipCode')).toBe('Please input the correct zip code');
    expect(en({ ...VALID, currentCountry: '' }, 'currentCountry')).toBe('Please select country.');
  });

  it('section three: same address no asks for the permanent address; yes copies it', () => {
    const none = { ...VALID, permanentAddress: '', permanentCountry: '', permanentZipCode: '' };
    const r = LEADGEN.validate(none);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(englishText(r.errors.permanentAddress)).toBe('Please input your permanent address');
      expect(englishText(r.errors.permanentCountry)).toBe('Please select country.');
      expect(englishText(r.errors.permanentZipCode)).toBe('Please input the correct zip code');
    }
    const same = LEADGEN.validate({ ...none, sameAddress: 'yes' });
    expect(same.ok).toBe(true);
    if (same.ok)
      expect(same.output).toMatchObject({
        permanentAddress: '1 Osmeña Blvd',
        permanentCountry: 'PH',
        permanentZipCode: '6000',
      });
    expect(validate('three', { ...none, sameAddress: 'yes' }).ok).toBe(true);
  });

  it('the agreement is required on the widget, not on the server check', () => {
    expect(validate('review', { agreement: true }).ok).toBe(true);
    expect(en({ ...VALID, agreement: false }, 'agreement')).toBe(
      'You can only submit this form if you agree to our privacy statement and terms of use',
    );
    expect(LEADGEN.validate({ ...VALID, agreement: false }, { sentOnly: true }).ok).toBe(true);
  });
});

describe('lists (§3 "Time deposit and second form lists")', () => {
  it('gender MALE, FEMALE; civil status and employment status codes as listed', () => {
    expect([...LEADGEN_LISTS.gender]).toEqual(['MALE', 'FEMALE']);
    expect([...LEADGEN_LISTS.civilStatus].sort()).toEqual(['DIVORCED', 'MARRIED', 'SEPARATE', 'SINGLE', 'WIDOWED']);
    expect([...LEADGEN_LISTS.employmentStatus].sort()).toEqual([
      'DEPEDAPDS',
      'DEPEDEHS',
      'DEPEDNEWLYHIRED',
      'DEPEDNEWLYHIREDFAS',
      'EMPLOYED',
      'OTHERS',
      'RETIRED',
      'SELF-EMPLOYED',
      'STUDENT',
      'UNPAID',
      'WAGE.GOVT',
      'WAGE.OCW',
      'WAGE.PRIVATE',
    ]);
  });

  it.each(['en', 'fil'] as const)('every code has a %s label', (lang) => {
    const t = leadgen[lang] as unknown as Record<string, Record<string, string>>;
    for (const list of ['gender', 'civilStatus', 'employmentStatus'] as const) {
      expect(Object.keys(t[list]!).sort(), list).toEqual([...LEADGEN_LISTS[list]].sort());
      for (const code of LEADGEN_LISTS[list]) expect(t[list]![code], `${list}.${code}`).toBeTruthy();
    }
  });

  it('English labels read as the codes say', () => {
    expect(leadgen.en.gender).toEqual({ MALE: 'Male', FEMALE: 'Female' });
    expect(leadgen.en.civilStatus.SEPARATE).toBe('Separated');
    expect(leadgen.fil.gender).toEqual({ MALE: 'Lalaki', FEMALE: 'Babae' });
  });
});

describe('labels', () => {
  const RESOURCES = { leadgen, timeDeposit, options, loans } as const;
  const lookup = (lang: 'en' | 'fil', key: string) => {
    const [ns, ...rest] = key.split('.');
    let node: unknown = (RESOURCES as Record<string, { en: unknown; fil: unknown }>)[ns!]?.[lang];
    for (const part of rest)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return node;
  };

  it.each(['en', 'fil'] as const)('every section title, field label, hint and option label resolves in %s', (lang) => {
    let checked = 0;
    for (const step of LEADGEN_STEPS) {
      expect(typeof lookup(lang, step.title), step.title).toBe('string');
      for (const field of step.fields) {
        const keys = [field.label, ...(field.hint ? [field.hint] : [])];
        for (const key of keys) {
          expect(
            typeof lookup(lang, key) === 'string' && (lookup(lang, key) as string).length > 0,
            `${key} (${lang})`,
          ).toBe(true);
          checked++;
        }
        const o = field.options as { values: readonly string[]; labels?: string } | undefined;
        // A value may hold a dot (WAGE.PRIVATE): i18next finds such keys whole, so look the value up whole.
        if (o?.labels) {
          const list = lookup(lang, o.labels) as Record<string, unknown> | undefined;
          for (const value of o.values) expect(typeof list?.[value], `${o.labels}.${value} (${lang})`).toBe('string');
        }
      }
    }
    expect(checked).toBeGreaterThan(LEADGEN_FIELDS.length);
  });

  it('every form field is on a section and labelled', () => {
    const shown = LEADGEN_STEPS.flatMap((s) => s.fields.map((f) => f.name));
    expect([...shown].sort()).toEqual([...LEADGEN_FIELDS].sort());
    for (const f of LEADGEN_FIELDS) expect(typeof lookup('en', `leadgen.fields.${f}`), f).toBe('string');
  });

  it('the sections have titles in both languages', () => {
    for (const lang of ['en', 'fil'] as const) {
      for (const id of ['one', 'two', 'three', 'review'])
        expect(lookup(lang, `leadgen.sections.${id}`), `${id} ${lang}`).toBeTruthy();
    }
  });
});
