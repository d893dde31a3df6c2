/**
 * The time deposit application (application-forms.md §2 "Time deposit wizard (4 steps)", §3, §4, §5
 * "Time deposit", §7 calls 5-8): step schemas used by the wizard and the server, the payload with
 * §3's field names, the fields a resume restores, and the save (draft) check.
 */
import * as v from 'valibot';
import { maxGraphemes, minGraphemes } from '../graphemes.ts';
import { isBranchCode } from '../branches/codes.ts';
import { PATHS, THANK_YOU } from '../config.ts';
import { isIsoDate, yearsAgo } from '../dates.ts';
import { tidyText } from '../format.ts';
import type { FormModel, Values } from '../forms/spec.ts';
import { validate } from '../messages.ts';
import { COUNTRY_CODES } from '../places/countries.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import { TD_LISTS as L } from './lists.ts';

const e = (key: string) => `timeDeposit.errors.${key}`;

/** The earliest birthday the forms accept (§5, §9). */
export const BIRTHDAY_MIN = '1910-07-31';
/** The latest: "a shared constant (not shown)": 18 years ago, the age to open a deposit alone. */
export const birthdayMax = (today = new Date()) => yearsAgo(18, today);

/** §5: "after stripping spaces, plus, slash, underscore, parentheses and hyphens". */
export const cleanNumber = (text: string) => text.replace(/[\s+/_()-]/g, '');

export const str = () => v.pipe(v.string('common.required'), v.transform(tidyText));
export const pick = (values: readonly string[], key: string) => v.picklist(values as [string, ...string[]], key);
export const between = (min: number, max: number, key: string) =>
  v.pipe(str(), minGraphemes(min, key), maxGraphemes(max, key));
export const cleanedLength = (min: number, max: number, key: string) =>
  v.pipe(v.string('common.required'), v.transform(cleanNumber), v.minLength(min, key), v.maxLength(max, key));
export const zip = v.pipe(v.string('common.required'), v.trim(), v.regex(/^\d{4}$/, e('zip')));

export const birthday = v.pipe(
  v.string('common.required'),
  v.trim(),
  v.nonEmpty(e('birthDate')),
  v.check((s: string) => isIsoDate(s), e('birthDate')),
  v.check((s: string) => s >= BIRTHDAY_MIN && s <= birthdayMax(), e('birthDateRange')),
);

export const email = v.pipe(
  v.string('common.required'),
  v.trim(),
  v.maxLength(35, e('email')),
  v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, e('email')),
);

/** Step 0: Get Started. */
export const startStep = v.object({
  customeremail: email,
  DateOfBirth: birthday,
  preferedstore: v.pipe(
    v.string(e('store')),
    v.check((c: string) => /^\d+$/.test(c) && isBranchCode(c), e('store')),
  ),
});

/** Step 1: Personal Information. */
export const personalStep = v.object({
  FirstName: between(2, 35, e('firstName')),
  MiddleName: between(2, 35, e('middleName')),
  LastName: between(2, 35, e('lastName')),
  CountryOfBirth: pick(COUNTRY_CODES, e('countryOfBirth')),
  // §5: the original check compared text with a number; the intended rule is at least 3 characters.
  PlaceOfBirth: v.pipe(str(), minGraphemes(3, e('placeOfBirth')), maxGraphemes(100, e('placeOfBirth'))),
  Gender: pick(L.Gender, e('gender')),
  nationality: pick(L.nationality, e('nationality')),
  maritalstatus: pick(L.maritalstatus, e('civilStatus')),
  tin: cleanedLength(9, 35, e('tin')),
  employmentstatus: pick(L.employmentstatus, e('employmentStatus')),
  employername: between(1, 35, e('employerName')),
  natureOfEmployment: pick(L.natureOfEmployment, e('natureOfEmployment')),
});

const sameAddress = (i: Record<string, unknown>) => i.SameAddress === 'yes';

/** Step 2: Contact Information; the permanent address only when it is not the same (default no). */
export const contactStep = v.pipe(
  v.object({
    PhoneNo: cleanedLength(9, 17, e('landline')),
    MobileNo: cleanedLength(12, 17, e('mobile')),
    CurrentAddress: v.pipe(str(), v.nonEmpty(e('currentAddress')), maxGraphemes(250, e('currentAddress'))),
    CurrentCountry: pick(COUNTRY_CODES, e('country')),
    CurrentProvince: v.picklist(['', ...PLACE_NAMES] as [string, ...string[]], 'common.invalid'),
    CurrentZipCode: zip,
    SameAddress: pick(L.SameAddress, 'common.required'),
    PermanentAddress: v.pipe(str(), maxGraphemes(250, e('permanentAddress'))),
    PermanentCountry: v.picklist(['', ...COUNTRY_CODES] as [string, ...string[]], e('country')),
    PermanentProvince: v.picklist(['', ...PLACE_NAMES] as [string, ...string[]], 'common.invalid'),
    PermanentZipCode: v.pipe(v.string('common.required'), v.trim(), v.regex(/^(\d{4})?$/, e('zip'))),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    const i = (dataset.value ?? {}) as Record<string, unknown>;
    if (sameAddress(i)) return;
    const missing: [string, string][] = [];
    if (!String(i.PermanentAddress ?? '').trim()) missing.push(['PermanentAddress', e('permanentAddress')]);
    if (!i.PermanentCountry) missing.push(['PermanentCountry', e('country')]);
    if (!/^\d{4}$/.test(String(i.PermanentZipCode ?? ''))) missing.push(['PermanentZipCode', e('zip')]);
    for (const [key, message] of missing) {
      addIssue({ message, path: [{ type: 'object', origin: 'value', input: i, key, value: i[key] }] });
    }
  }),
);

/** Step 3: Review Application. */
export const reviewStep = v.object({
  agreement: v.pipe(v.boolean('common.required'), v.value(true, e('agreement'))),
});

export const TD_STEPS = [
  { id: 'start', schema: startStep },
  { id: 'personal', schema: personalStep },
  { id: 'contact', schema: contactStep },
  { id: 'review', schema: reviewStep },
] as const;

/** §3's multipart fields, in order (natureOfEmployment and the agreement are held, not sent). */
export const TD_PAYLOAD_FIELDS = [
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
] as const;

/** What a resume restores (§4 "Resume" / §7 call 8's answer). */
export const RESUME_FIELDS = [
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
] as const;

/**
 * Also answered by a resume, beyond §7's list: what the calculator handed over. A saved application
 * opened from the e-mail in another browser has no hand-over in its address, and the amount and term
 * the applicant chose must not fall back to the defaults (docs/decisions.md).
 */
export const RESUME_CARRIED = ['StageInLife', 'AmountToInvest', 'Tenor'] as const;

const PERMANENT = ['PermanentAddress', 'PermanentCountry', 'PermanentProvince', 'PermanentZipCode'];

export function emptyTimeDeposit(): Values {
  const values: Values = Object.fromEntries([...TD_PAYLOAD_FIELDS, 'natureOfEmployment'].map((f) => [f, '']));
  values.Tenor = '30'; // §3: default term 30 days, amount 0
  values.AmountToInvest = '0';
  values.SameAddress = 'no';
  values.agreement = false;
  return values;
}

/** §4: with the same address, the permanent one is the present one. */
export function withPermanentCopied(values: Values): Values {
  if (values.SameAddress !== 'yes') return values;
  return {
    ...values,
    PermanentAddress: values.CurrentAddress ?? '',
    PermanentCountry: values.CurrentCountry ?? '',
    PermanentProvince: values.CurrentProvince ?? '',
    PermanentZipCode: values.CurrentZipCode ?? '',
  };
}

export function validateTimeDeposit(values: Values) {
  const errors: Record<string, string> = {};
  const output: Values = { ...values };
  for (const step of TD_STEPS) {
    const r = validate(step.schema, values);
    Object.assign(errors, r.errors);
    if (r.ok) Object.assign(output, r.output);
  }
  return Object.keys(errors).length
    ? { ok: false as const, errors }
    : { ok: true as const, output: withPermanentCopied(output) };
}

/** §7 calls 6 and 7: the multipart fields (numbers cleaned as §5 checks them). */
export function timeDepositPayload(values: Values): [string, string][] {
  const v2 = withPermanentCopied(values);
  return TD_PAYLOAD_FIELDS.map((f): [string, string] => {
    const raw = String(v2[f] ?? '');
    return [f, f === 'tin' || f === 'PhoneNo' || f === 'MobileNo' ? cleanNumber(raw) : raw.trim()];
  });
}

export function timeDepositFormData(values: Values): FormData {
  const data = new FormData();
  for (const [k, value] of timeDepositPayload(values)) data.append(k, value);
  return data;
}

/** A save (call 7) needs a reachable e-mail and a birthday (the key of the resume); the rest may be unfinished. */
export const draftSchema = v.object({
  customeremail: email,
  DateOfBirth: birthday,
  ...Object.fromEntries(
    TD_PAYLOAD_FIELDS.filter((f) => f !== 'customeremail' && f !== 'DateOfBirth').map((f) => [
      f,
      v.optional(v.pipe(v.string('common.invalid'), v.maxLength(250, 'common.invalid')), ''),
    ]),
  ),
});

/** Where the time deposit forms post (call 5's timedepositeapi, and the gateway's application path). */
export const TD_PATHS = {
  submit: '/gateway/timedeposit/submit',
  application: `${PATHS.gateway}/timedeposit/application`,
} as const;

export const TD_THANK_YOU = THANK_YOU['time-deposit'];

/**
 * The draft key travels in this header both ways (issue 15): a save or resume answers it, a save
 * sends it back to update its draft. Call 7's body stays the reference id as text, as the spec says.
 */
export const DRAFT_KEY_HEADER = 'X-Draft-Key';

/** Resolves call 5 (apiconfig.json's timedepositeapi), falling back to the default path. */
async function submitUrl(apiBase: string): Promise<string> {
  try {
    const res = await fetch(`${apiBase}${PATHS.apiConfig}`, { credentials: 'omit' });
    const config = (await res.json()) as { timedepositeapi?: string };
    if (res.ok && typeof config.timedepositeapi === 'string')
      return new URL(config.timedepositeapi, `${apiBase}/`).href;
  } catch {
    /* the default below */
  }
  return `${apiBase}${TD_PATHS.submit}`;
}

export const TIME_DEPOSIT_MODEL: FormModel = {
  form: 'time-deposit',
  submitPath: TD_PATHS.submit,
  submitUrl,
  thankYou: TD_THANK_YOU,
  schemas: Object.fromEntries(TD_STEPS.map((s) => [s.id, s.schema])) as FormModel['schemas'],
  empty: emptyTimeDeposit,
  hidden: (values) => (values.SameAddress === 'yes' ? PERMANENT : []),
  validateAll: validateTimeDeposit,
  formData: timeDepositFormData,
};
