/**
 * The second application form (leadgen; application-forms.md §2 "Second application form (leadgen /
 * time deposit sections)", §3 "Second form extra fields", the second-form lists). It is the time
 * deposit's three sections with the second form's own lists and field names; its rule messages are
 * "not shown", so it speaks with the time deposit's (docs/decisions.md). It posts to the reference
 * server's leadgen endpoint (where it submits is not shown).
 */
import * as v from 'valibot';
import { maxGraphemes, minGraphemes } from '../graphemes.ts';
import { isBranchCode } from '../branches/codes.ts';
import { PATHS } from '../config.ts';
import type { FieldSpec, FormModel, StepSpec, Values } from '../forms/spec.ts';
import { conform, maskPattern } from '../masks.ts';
import { validate } from '../messages.ts';
import { COUNTRY_CODES } from '../places/countries.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import { BIRTHDAY_MIN, between, birthday, birthdayMax, email, pick, str, zip } from '../time-deposit/form.ts';
import { TD_LISTS } from '../time-deposit/lists.ts';

const e = (key: string) => `timeDeposit.errors.${key}`;

export const LEADGEN_LISTS = {
  gender: ['MALE', 'FEMALE'],
  civilStatus: ['SINGLE', 'MARRIED', 'SEPARATE', 'WIDOWED', 'DIVORCED'],
  employmentStatus: [
    'EMPLOYED',
    'SELF-EMPLOYED',
    'WAGE.PRIVATE',
    'WAGE.GOVT',
    'WAGE.OCW',
    'DEPEDAPDS',
    'DEPEDEHS',
    'DEPEDNEWLYHIRED',
    'DEPEDNEWLYHIREDFAS',
    'RETIRED',
    'STUDENT',
    'UNPAID',
    'OTHERS',
  ],
  natureOfEmployment: TD_LISTS.natureOfEmployment,
  nationality: TD_LISTS.nationality,
  sameAddress: ['yes', 'no'],
} as const;

/** Masked as the spec's shared formats (TIN ###-###-###; landline ###-####; mobile (##) ###-###-####). */
const maskedField = (name: 'tin' | 'landline' | 'mobile', key: string, required: boolean) =>
  v.pipe(
    v.string('common.required'),
    v.transform((s: string) => conform(s.trim(), name)),
    v.check((s: string) => !required || s !== '', 'common.required'),
    v.check((s: string) => s === '' || maskPattern(name).test(s), key),
  );

const optionalPick = (values: readonly string[], key: string) =>
  v.picklist(['', ...values] as [string, ...string[]], key);

export const sectionOne = v.object({
  email,
  dateOfBirth: birthday,
  preferredBranch: v.pipe(
    v.string(e('store')),
    v.check((c: string) => /^\d+$/.test(c) && isBranchCode(c), e('store')),
  ),
});

export const sectionTwo = v.object({
  firstName: between(2, 35, e('firstName')),
  middleName: v.pipe(str(), maxGraphemes(35, e('middleName'))),
  lastName: between(2, 35, e('lastName')),
  countryOfBirth: pick(COUNTRY_CODES, e('countryOfBirth')),
  placeOfBirth: v.pipe(str(), minGraphemes(3, e('placeOfBirth')), maxGraphemes(100, e('placeOfBirth'))),
  gender: pick(LEADGEN_LISTS.gender, e('gender')),
  nationality: pick(LEADGEN_LISTS.nationality, e('nationality')),
  civilStatus: pick(LEADGEN_LISTS.civilStatus, e('civilStatus')),
  tin: maskedField('tin', e('tin'), false),
  employmentStatus: pick(LEADGEN_LISTS.employmentStatus, e('employmentStatus')),
  employerName: v.pipe(str(), maxGraphemes(35, e('employerName'))),
  natureOfEmployment: optionalPick(LEADGEN_LISTS.natureOfEmployment, e('natureOfEmployment')),
});

export const sectionThree = v.pipe(
  v.object({
    landline: maskedField('landline', e('landline'), false),
    mobile: maskedField('mobile', e('mobile'), true),
    currentAddress: v.pipe(str(), v.nonEmpty(e('currentAddress')), maxGraphemes(250, e('currentAddress'))),
    currentCountry: pick(COUNTRY_CODES, e('country')),
    currentProvince: optionalPick(PLACE_NAMES, 'common.invalid'),
    currentZipCode: zip,
    sameAddress: pick(LEADGEN_LISTS.sameAddress, 'common.required'),
    permanentAddress: v.pipe(str(), maxGraphemes(250, e('permanentAddress'))),
    permanentCountry: optionalPick(COUNTRY_CODES, e('country')),
    permanentProvince: optionalPick(PLACE_NAMES, 'common.invalid'),
    permanentZipCode: v.pipe(v.string('common.required'), v.trim(), v.regex(/^(\d{4})?$/, e('zip'))),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const i = (dataset.value ?? {}) as Record<string, unknown>;
    if (i.sameAddress === 'yes') return;
    const wrong: [string, string][] = [];
    if (!String(i.permanentAddress ?? '').trim()) wrong.push(['permanentAddress', e('permanentAddress')]);
    if (!i.permanentCountry) wrong.push(['permanentCountry', e('country')]);
    if (!/^\d{4}$/.test(String(i.permanentZipCode ?? ''))) wrong.push(['permanentZipCode', e('zip')]);
    for (const [key, message] of wrong)
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: i, key, value: i[key] }] });
  }),
);

export const leadgenConsent = v.object({
  agreement: v.pipe(v.boolean('common.required'), v.value(true, e('agreement'))),
});

const STEPS = [
  { id: 'one', schema: sectionOne },
  { id: 'two', schema: sectionTwo },
  { id: 'three', schema: sectionThree },
  { id: 'review', schema: leadgenConsent },
] as const;

const PERMANENT = ['permanentAddress', 'permanentCountry', 'permanentProvince', 'permanentZipCode'];
export const LEADGEN_FIELDS = [
  'email',
  'dateOfBirth',
  'preferredBranch',
  'firstName',
  'middleName',
  'lastName',
  'countryOfBirth',
  'placeOfBirth',
  'gender',
  'nationality',
  'civilStatus',
  'tin',
  'employmentStatus',
  'employerName',
  'natureOfEmployment',
  'landline',
  'mobile',
  'currentAddress',
  'currentCountry',
  'currentProvince',
  'currentZipCode',
  'sameAddress',
  ...PERMANENT,
] as const;

export const LEADGEN_PATH = `${PATHS.gateway}/leadgen`;
export const LEADGEN_THANK_YOU = '/Thank-You';

function copyPermanent(values: Values): Values {
  if (values.sameAddress !== 'yes') return values;
  return {
    ...values,
    permanentAddress: values.currentAddress ?? '',
    permanentCountry: values.currentCountry ?? '',
    permanentProvince: values.currentProvince ?? '',
    permanentZipCode: values.currentZipCode ?? '',
  };
}

export function validateLeadgen(values: Values, withConsent = true) {
  const errors: Record<string, string> = {};
  const output: Values = { ...values };
  for (const step of STEPS) {
    if (!withConsent && step.id === 'review') continue;
    const r = validate(step.schema, values);
    Object.assign(errors, r.errors);
    if (r.ok) Object.assign(output, r.output);
  }
  return Object.keys(errors).length
    ? { ok: false as const, errors }
    : { ok: true as const, output: copyPermanent(output) };
}

export function leadgenPayload(values: Values): [string, string][] {
  return LEADGEN_FIELDS.map((f) => [f, String(values[f] ?? '').trim()]);
}

export const LEADGEN_MODEL: FormModel = {
  form: 'leadgen',
  submitPath: LEADGEN_PATH,
  thankYou: LEADGEN_THANK_YOU,
  schemas: Object.fromEntries(STEPS.map((s) => [s.id, s.schema])) as FormModel['schemas'],
  empty: () => ({ ...Object.fromEntries(LEADGEN_FIELDS.map((f) => [f, ''])), sameAddress: 'no', agreement: false }),
  hidden: (values) => (values.sameAddress === 'yes' ? PERMANENT : []),
  validateAll: (values) => validateLeadgen(values),
  formData: (output) => {
    const data = new FormData();
    for (const [k, value] of leadgenPayload(output)) data.append(k, value);
    return data;
  },
};

const f = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label: `leadgen.fields.${name}`,
  ...extra,
});
const countries = { values: COUNTRY_CODES, format: 'country' as const };
const provinces = { values: PLACE_NAMES, numeric: true };

export const LEADGEN_STEPS: readonly StepSpec[] = [
  {
    id: 'one',
    title: 'leadgen.sections.one',
    fields: [
      f('email', 'email', { autoComplete: 'email' }),
      f('dateOfBirth', 'date', {
        autoComplete: 'bday',
        width: 's',
        dateBounds: () => ({ min: BIRTHDAY_MIN, max: birthdayMax() }),
      }),
      f('preferredBranch', 'branch', { hint: 'timeDeposit.hints.store' }),
    ],
  },
  {
    id: 'two',
    title: 'leadgen.sections.two',
    fields: [
      f('firstName', 'text', { autoComplete: 'given-name' }),
      f('middleName', 'text', { autoComplete: 'additional-name', optional: true }),
      f('lastName', 'text', { autoComplete: 'family-name' }),
      f('countryOfBirth', 'select', { options: countries }),
      f('placeOfBirth', 'text'),
      f('gender', 'radio', { options: { values: LEADGEN_LISTS.gender, labels: 'leadgen.gender' } }),
      f('nationality', 'select', { options: { values: LEADGEN_LISTS.nationality, labels: 'options.citizenship' } }),
      f('civilStatus', 'select', { options: { values: LEADGEN_LISTS.civilStatus, labels: 'leadgen.civilStatus' } }),
      f('tin', 'text', { mask: 'tin', inputMode: 'numeric', optional: true, hint: 'loans.hints.tin', width: 's' }),
      f('employmentStatus', 'select', {
        options: { values: LEADGEN_LISTS.employmentStatus, labels: 'leadgen.employmentStatus' },
      }),
      f('employerName', 'text', { optional: true, autoComplete: 'organization' }),
      f('natureOfEmployment', 'select', {
        optional: true,
        options: { values: LEADGEN_LISTS.natureOfEmployment, labels: 'options.natureOfEmployment' },
      }),
    ],
  },
  {
    id: 'three',
    title: 'leadgen.sections.three',
    fields: [
      f('landline', 'tel', { mask: 'landline', optional: true, hint: 'loans.hints.homePhone', width: 's' }),
      f('mobile', 'tel', { mask: 'mobile', autoComplete: 'tel', hint: 'loans.hints.mobilePhone', width: 'm' }),
      f('currentAddress', 'text', { autoComplete: 'street-address' }),
      f('currentCountry', 'select', { options: countries }),
      f('currentProvince', 'select', { options: provinces, optional: true }),
      f('currentZipCode', 'text', { inputMode: 'numeric', autoComplete: 'postal-code', width: 'xs' }),
      f('sameAddress', 'radio', { options: { values: LEADGEN_LISTS.sameAddress, labels: 'options.yesNoLower' } }),
      f('permanentAddress', 'text'),
      f('permanentCountry', 'select', { options: countries }),
      f('permanentProvince', 'select', { options: provinces, optional: true }),
      f('permanentZipCode', 'text', { inputMode: 'numeric', width: 'xs' }),
    ],
  },
];
