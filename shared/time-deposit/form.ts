/**
 * The time deposit application on the form contract (application-forms.md §2 "Time deposit wizard
 * (4 steps)", §3, §4, §5 "Time deposit", §7 calls 5-8): the form, the fields a resume restores, and
 * the save (draft) check.
 */
import * as v from 'valibot';
import { PATHS, THANK_YOU } from '../config.ts';
import { defineForm, type ValuesOf } from '../forms/contract.ts';
import { PERMANENT, TD_FIELDS } from './fields.ts';
import { birthday, customerEmail, permanentRequired } from './rules.ts';

export { BIRTHDAY_MIN, birthdayMax } from './rules.ts';

/** Where the time deposit forms post (call 5's timedepositeapi, and the gateway's application path). */
export const TD_PATHS = {
  submit: '/gateway/timedeposit/submit',
  application: `${PATHS.gateway}/timedeposit/application`,
} as const;

/**
 * The draft key travels in this header both ways: a save or resume answers it, a save
 * sends it back to update its draft. Call 7's body stays the reference id as text, as the spec says.
 */
export const DRAFT_KEY_HEADER = 'X-Draft-Key';
/** The field holding the draft key (shared/time-deposit/fields.ts: held, never sent). */
export const DRAFT_KEY = 'DraftKey' satisfies keyof typeof TD_FIELDS;

/** The time deposit's values, typed from its fields. */
export type TdValues = ValuesOf<typeof TD_FIELDS>;

export const TIME_DEPOSIT = defineForm({
  name: 'time-deposit',
  labels: 'timeDeposit.fields',
  fields: TD_FIELDS,
  steps: [
    {
      id: 'start',
      title: 'timeDeposit.stepTitles.start',
      fields: ['customeremail', 'DateOfBirth', 'preferedstore'],
    },
    {
      id: 'personal',
      title: 'timeDeposit.stepTitles.personal',
      fields: [
        'FirstName',
        'MiddleName',
        'LastName',
        'CountryOfBirth',
        'PlaceOfBirth',
        'Gender',
        'nationality',
        'maritalstatus',
        'tin',
        'employmentstatus',
        'employername',
        'natureOfEmployment',
      ],
    },
    {
      id: 'contact',
      title: 'timeDeposit.stepTitles.contact',
      fields: [
        'PhoneNo',
        'MobileNo',
        'CurrentAddress',
        'CurrentCountry',
        'CurrentProvince',
        'CurrentZipCode',
        'SameAddress',
        'PermanentAddress',
        'PermanentCountry',
        'PermanentProvince',
        'PermanentZipCode',
      ],
    },
    { id: 'review', title: 'timeDeposit.stepTitles.review', fields: ['agreement'] },
  ],
  rules: [
    permanentRequired<TdValues>({
      same: 'SameAddress',
      address: 'PermanentAddress',
      country: 'PermanentCountry',
      zip: 'PermanentZipCode',
    }),
  ],
  hidden: (values) => (values.SameAddress === 'yes' ? PERMANENT : []),
  // §4: with the same address, the permanent one is the present one.
  derive: (values) =>
    values.SameAddress === 'yes'
      ? {
          ...values,
          PermanentAddress: values.CurrentAddress ?? '',
          PermanentCountry: values.CurrentCountry ?? '',
          PermanentProvince: values.CurrentProvince ?? '',
          PermanentZipCode: values.CurrentZipCode ?? '',
        }
      : values,
  // Call 5: apiconfig.json's timedepositeapi gives the submission address (shared/api/endpoints.ts).
  submit: { path: TD_PATHS.submit, config: 'timedepositeapi', thankYou: THANK_YOU['time-deposit'] },
});

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
] as const satisfies readonly (keyof TdValues)[];

/**
 * Also answered by a resume, beyond §7's list: what the calculator handed over. A saved application
 * opened from the e-mail in another browser has no hand-over in its address, and the amount and term
 * the applicant chose must not fall back to the defaults (docs/decisions.md).
 */
export const RESUME_CARRIED = ['StageInLife', 'AmountToInvest', 'Tenor'] as const satisfies readonly (keyof TdValues)[];

/** A save (call 7) needs a reachable e-mail and a birthday (the key of the resume); the rest may be unfinished. */
export const draftSchema = v.object({
  customeremail: customerEmail,
  DateOfBirth: birthday,
  ...Object.fromEntries(
    TIME_DEPOSIT.entries
      .filter((f) => f !== 'customeremail' && f !== 'DateOfBirth')
      .map((f) => [f, v.optional(v.pipe(v.string('common.invalid'), v.maxLength(250, 'common.invalid')), '')]),
  ),
});
