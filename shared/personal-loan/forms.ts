/**
 * The personal loan application on the form contract (application-forms.md §2, §3, §4, §7 call 4):
 * variant B (the full form, the default); variant A (the review summary, with the home loan's field
 * names) is ./variant-a.ts, a module of its own so that a widget showing B does not build it. Both
 * post multipart to /ewbpl/submit under the CMS base.
 */
import { PATHS, THANK_YOU } from '../config.ts';
import { defineForm, requiredTogether, requiredWhen } from '../forms/contract.ts';
import { keysOf } from '../forms/fields.ts';
import {
  AGREEMENT,
  LOAN,
  PERSONAL,
  REFERENCES,
  REPEATS,
  SPOUSE,
  SPOUSE_RULE,
  WORK,
  WORK_RULES,
  acrShown,
  hiddenB,
  type PL,
} from './fields.ts';

export const PL_PATH = `${PATHS.cms}/ewbpl/submit`;
const le = (key: string) => `loans.errors.${key}`;

const work = keysOf(WORK);
const after = (name: (typeof work)[number]) => work.indexOf(name) + 1;

/** Variant B: My Personal Information, My Spouse, My Personal References, My Work and Finances, Personal Loan Details. */
export const PERSONAL_LOAN_B = defineForm({
  name: 'personal-loan',
  labels: 'personalLoan.fields',
  fields: { ...PERSONAL, ...SPOUSE, ...REFERENCES, ...WORK, ...LOAN, ...AGREEMENT, ...REPEATS },
  steps: [
    { id: 'personal', title: 'personalLoan.stepTitles.personal', fields: keysOf(PERSONAL) },
    {
      id: 'spouse',
      title: 'personalLoan.stepTitles.spouse',
      note: 'personalLoan.notes.spouse',
      noteWhenEmpty: true,
      fields: keysOf(SPOUSE),
    },
    {
      id: 'references',
      title: 'personalLoan.stepTitles.references',
      fields: keysOf(REFERENCES),
    },
    {
      id: 'work',
      title: 'personalLoan.stepTitles.work',
      fields: [
        ...work.slice(0, after('monthlyAmortization3')),
        'otherLoanCount',
        ...work.slice(after('monthlyAmortization3'), after('creditLimit3')),
        'otherCardCount',
      ],
    },
    { id: 'loan', title: 'personalLoan.stepTitles.loan', fields: keysOf(LOAN) },
    { id: 'review', title: 'personalLoan.stepTitles.review', fields: keysOf(AGREEMENT) },
  ],
  rules: [
    // The loans' PHONE_PAIR (shared/loans/fields.ts), written out: that module (the loans' fields and
    // the place list) is variant A's, not built for B.
    requiredTogether<PL>('homeAreaCode', 'homePhone', {
      a: le('homeAreaCodeRequired'),
      b: le('homePhoneRequired'),
    }),
    requiredWhen(acrShown, { acrNo: 'common.required' }),
    SPOUSE_RULE,
    ...([1, 2] as const).map((n) =>
      requiredTogether<PL>(`reference${n}HomeAreaCode`, `reference${n}HomePhone`, {
        a: le('homeAreaCodeRequired'),
        b: le('homePhoneRequired'),
      }),
    ),
    ...WORK_RULES,
  ],
  hidden: hiddenB,
  // The permanent address copies the present one when the same box is ticked (§4).
  derive: (values) =>
    values.chkPermAddSameWithHomeAdd === true
      ? { ...values, permanentHomeAddr: values.presentHomeAddr ?? '', permanentZipCode: values.presentZipCode ?? '' }
      : values,
  submit: { path: PL_PATH, config: 'personalloanapi', thankYou: THANK_YOU['personal-loan'] },
});

/** Which variant a posted body is: A carries the home loan's lower-case names (firstname, loanAmount). */
export const isVariantA = (fields: Readonly<Record<string, unknown>>) =>
  'firstname' in fields || 'loanAmount' in fields;
