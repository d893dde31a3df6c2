/**
 * The second application form (leadgen; application-forms.md §2 "Second application form (leadgen /
 * time deposit sections)", §3 "Second form extra fields", the second-form lists). It is the time
 * deposit's three sections with the second form's own lists and field names; its rule messages are
 * "not shown", so it speaks with the time deposit's (docs/decisions.md). It posts to the reference
 * server's leadgen endpoint (where it submits is not shown).
 */
import * as v from 'valibot';
import { PATHS } from '../config.ts';
import { defineForm, type Field, type ValuesOf } from '../forms/contract.ts';
import { field, listField } from '../forms/fields.ts';
import { choice, landline, masked, optionalChoice, optionalText } from '../forms/rules.ts';
import { personName } from '../forms/names.ts';
import { COUNTRY_CODES, COUNTRY_OPTIONS as countries } from '../places/countries.ts';
import { ADDRESS } from '../time-deposit/address.ts';
import { TD_LISTS } from '../time-deposit/lists.ts';
import {
  between,
  birthday,
  birthdayBounds,
  customerEmail,
  permanentRequired,
  placeOfBirth,
  storeRule,
} from '../time-deposit/rules.ts';

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

/**
 * Masked as the spec's shared formats (TIN ###-###-###; landline ###-#### or ####-####, the one
 * landline rule; mobile (##) ###-###-####).
 */
function maskedField(name: 'tin' | 'landline' | 'mobile', required: boolean, extra: Partial<Field>) {
  const keys = { invalid: e(name), ...(required ? { required: 'common.required' } : {}) };
  return field(name === 'tin' ? 'text' : 'tel', name === 'landline' ? landline(keys) : masked(name, keys), {
    mask: name,
    ...(required ? {} : { optional: true }),
    ...extra,
  });
}

/** Every field of the three sections, in the payload's order (the agreement is held, not sent). */
const FIELDS = {
  email: field('email', customerEmail, { autoComplete: 'email', prefill: true }),
  dateOfBirth: field('date', birthday, { autoComplete: 'bday', width: 's', dateBounds: birthdayBounds }),
  // §5 "Shared input formats": an empty preferred store says 'EastWest Branch is required'.
  preferredBranch: field('branch', storeRule('leadgen.errors.store'), { hint: 'timeDeposit.hints.store' }),
  firstName: field('text', personName(between(2, 35, e('firstName')), e('nameMarkup')), {
    autoComplete: 'given-name',
    prefill: true,
  }),
  middleName: field('text', personName(optionalText(35, e('middleName')), e('nameMarkup')), {
    autoComplete: 'additional-name',
    optional: true,
    prefill: true,
  }),
  lastName: field('text', personName(between(2, 35, e('lastName')), e('nameMarkup')), {
    autoComplete: 'family-name',
    prefill: true,
  }),
  countryOfBirth: field('select', choice(COUNTRY_CODES, e('countryOfBirth')), { options: countries }),
  placeOfBirth: field('text', placeOfBirth()),
  gender: listField(LEADGEN_LISTS.gender, 'leadgen.gender', e('gender'), { kind: 'radio' }),
  nationality: listField(LEADGEN_LISTS.nationality, 'options.citizenship', e('nationality')),
  civilStatus: listField(LEADGEN_LISTS.civilStatus, 'leadgen.civilStatus', e('civilStatus')),
  tin: maskedField('tin', false, { inputMode: 'numeric', hint: 'loans.hints.tin', width: 's' }),
  employmentStatus: listField(LEADGEN_LISTS.employmentStatus, 'leadgen.employmentStatus', e('employmentStatus')),
  employerName: field('text', optionalText(35, e('employerName')), {
    optional: true,
    autoComplete: 'organization',
  }),
  natureOfEmployment: {
    ...listField(LEADGEN_LISTS.natureOfEmployment, 'options.natureOfEmployment', undefined),
    rule: optionalChoice(LEADGEN_LISTS.natureOfEmployment, e('natureOfEmployment')),
  },
  landline: maskedField('landline', false, { autoComplete: 'home tel', hint: 'loans.hints.homePhone', width: 's' }),
  mobile: maskedField('mobile', true, {
    autoComplete: 'mobile tel',
    hint: 'loans.hints.mobilePhone',
    width: 'm',
    prefill: true,
  }),
  currentAddress: ADDRESS.current.address,
  currentCountry: ADDRESS.current.country,
  currentProvince: ADDRESS.current.province,
  currentZipCode: ADDRESS.current.zip,
  sameAddress: listField(LEADGEN_LISTS.sameAddress, 'options.yesNoLower', 'common.required', {
    kind: 'radio',
    initial: 'no',
  }),
  permanentAddress: ADDRESS.permanent.address,
  permanentCountry: ADDRESS.permanent.country,
  permanentProvince: ADDRESS.permanent.province,
  permanentZipCode: ADDRESS.permanent.zip,
  agreement: field('checkbox', v.pipe(v.boolean('common.required'), v.value(true, e('agreement'))), { send: false }),
} satisfies Record<string, Field>;

const PERMANENT = ['permanentAddress', 'permanentCountry', 'permanentProvince', 'permanentZipCode'] as const;

export const LEADGEN_PATH = `${PATHS.gateway}/leadgen`;
export const LEADGEN_THANK_YOU = '/Thank-You';

export const LEADGEN = defineForm({
  name: 'leadgen',
  labels: 'leadgen.fields',
  fields: FIELDS,
  steps: [
    { id: 'one', title: 'leadgen.sections.one', fields: ['email', 'dateOfBirth', 'preferredBranch'] },
    {
      id: 'two',
      title: 'leadgen.sections.two',
      fields: [
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
      ],
    },
    {
      id: 'three',
      title: 'leadgen.sections.three',
      fields: [
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
      ],
    },
    { id: 'review', title: 'leadgen.sections.review', fields: ['agreement'] },
  ],
  rules: [
    permanentRequired<ValuesOf<typeof FIELDS>>({
      same: 'sameAddress',
      address: 'permanentAddress',
      country: 'permanentCountry',
      zip: 'permanentZipCode',
    }),
  ],
  hidden: (values) => (values.sameAddress === 'yes' ? PERMANENT : []),
  derive: (values) =>
    values.sameAddress === 'yes'
      ? {
          ...values,
          permanentAddress: values.currentAddress ?? '',
          permanentCountry: values.currentCountry ?? '',
          permanentProvince: values.currentProvince ?? '',
          permanentZipCode: values.currentZipCode ?? '',
        }
      : values,
  submit: { path: LEADGEN_PATH, config: 'leadgenapi', thankYou: LEADGEN_THANK_YOU },
});
