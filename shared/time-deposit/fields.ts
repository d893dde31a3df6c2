/**
 * The time deposit application's fields, each declared once (application-forms.md §2 "Time deposit
 * wizard", §3 "Time deposit application", §5 "Time deposit"). Declaration order is §3's multipart
 * order; natureOfEmployment and the agreement are held by the form, not sent (§2); StageInLife,
 * AmountToInvest and Tenor come from the calculator and ReferenceId from a save, shown in the
 * header rather than as fields.
 */
import * as v from 'valibot';
import type { Field } from '../forms/contract.ts';
import { field, listField } from '../forms/fields.ts';
import { COUNTRY_CODES, COUNTRY_OPTIONS as countries } from '../places/countries.ts';
import { ADDRESS } from './address.ts';
import { TD_LISTS as L } from './lists.ts';
import { cleanNumber, cleanedLength, mobileNumber } from '../forms/phones.ts';
import { choice } from '../forms/rules.ts';
import { personName } from '../forms/names.ts';
import { between, birthday, birthdayBounds, carried, customerEmail, placeOfBirth, store } from './rules.ts';

const e = (key: string) => `timeDeposit.errors.${key}`;
/** Numbers are sent as §5 checks them: spaces, plus, slash, underscore, parentheses and hyphens stripped. */
const cleaned = { encode: (value: unknown) => cleanNumber(String(value ?? '').trim()) };

export const TD_FIELDS = {
  customeremail: field('email', customerEmail, { autoComplete: 'email', prefill: true }),
  DateOfBirth: field('date', birthday, { autoComplete: 'bday', width: 's', dateBounds: birthdayBounds }),
  StageInLife: field('hidden', carried, { prefill: true }),
  // §3: default term 30 days, amount 0.
  AmountToInvest: field('hidden', carried, { initial: '0', prefill: true }),
  Tenor: field('hidden', carried, { initial: '30', prefill: true }),
  FirstName: field('text', personName(between(2, 35, e('firstName')), e('nameMarkup')), {
    autoComplete: 'given-name',
    prefill: true,
  }),
  MiddleName: field('text', personName(between(2, 35, e('middleName')), e('nameMarkup')), {
    autoComplete: 'additional-name',
    prefill: true,
  }),
  LastName: field('text', personName(between(2, 35, e('lastName')), e('nameMarkup')), {
    autoComplete: 'family-name',
    prefill: true,
  }),
  CountryOfBirth: field('select', choice(COUNTRY_CODES, e('countryOfBirth')), { options: countries }),
  PlaceOfBirth: field('text', placeOfBirth()),
  Gender: listField(L.Gender, 'options.sex', e('gender'), { kind: 'radio' }),
  PhoneNo: field('tel', cleanedLength(9, 17, e('landline')), {
    autoComplete: 'home tel',
    hint: 'timeDeposit.hints.PhoneNo',
    width: 'm',
    ...cleaned,
  }),
  // Tidied to (63) 917-123-4567 when left: 09171234567 is no longer stuck at 11.
  MobileNo: field('tel', mobileNumber(e('mobile')), {
    mask: 'mobile',
    autoComplete: 'mobile tel',
    hint: 'timeDeposit.hints.MobileNo',
    width: 'm',
    prefill: true,
    ...cleaned,
  }),
  CurrentAddress: ADDRESS.current.address,
  CurrentProvince: ADDRESS.current.province,
  CurrentZipCode: ADDRESS.current.zip,
  CurrentCountry: ADDRESS.current.country,
  // Required when the address is not the same (a rule of the form).
  PermanentAddress: ADDRESS.permanent.address,
  PermanentProvince: ADDRESS.permanent.province,
  PermanentZipCode: ADDRESS.permanent.zip,
  PermanentCountry: ADDRESS.permanent.country,
  preferedstore: field('branch', store, { hint: 'timeDeposit.hints.store' }),
  nationality: listField(L.nationality, 'options.citizenship', e('nationality')),
  maritalstatus: listField(L.maritalstatus, 'options.civilStatus', e('civilStatus')),
  tin: field('text', cleanedLength(9, 35, e('tin')), {
    inputMode: 'numeric',
    hint: 'timeDeposit.hints.tin',
    width: 'm',
    ...cleaned,
  }),
  employmentstatus: listField(L.employmentstatus, 'options.employmentStatus', e('employmentStatus')),
  employername: field('text', between(1, 35, e('employerName')), { autoComplete: 'organization' }),
  SameAddress: listField(L.SameAddress, 'options.yesNoLower', 'common.required', { kind: 'radio', initial: 'no' }),
  ReferenceId: field('hidden', carried),
  // The draft key of this browser session (docs/decisions.md "The draft key"): from a save or a resume, kept with the tab's
  // draft, sent in the X-Draft-Key header by the next save, never as a field.
  DraftKey: field('hidden', v.optional(carried, ''), { send: false }),
  natureOfEmployment: listField(L.natureOfEmployment, 'options.natureOfEmployment', e('natureOfEmployment'), {
    send: false,
  }),
  agreement: field('checkbox', v.pipe(v.boolean('common.required'), v.value(true, e('agreement'))), { send: false }),
} satisfies Record<string, Field>;

export const PERMANENT = ['PermanentAddress', 'PermanentCountry', 'PermanentProvince', 'PermanentZipCode'] as const;
