/**
 * The auto loan and home loan applications (application-forms.md §2, §3, §4, §5, §7 calls 1 and 3),
 * declared once on the form contract: the widgets and the server both use these. The multipart
 * fields are §3's names in §3's order, the home phone sent as "(areacode)number", the consents as
 * Yes / No.
 */
import { PATHS, THANK_YOU } from '../config.ts';
import { defineForm } from '../forms/contract.ts';
import { keysOf } from '../forms/fields.ts';
import {
  AUTO_LOAN_FIELDS,
  BANK_FIELDS,
  BUSINESS_FIELDS,
  CONSENT_FIELDS,
  EMPLOYMENT_FIELDS,
  HOME_LOAN_FIELDS,
  MORTGAGE_FIELDS,
  MORTGAGE_RULE,
  PHONE_PAIR,
  REVIEW_STEP,
  SHARED_STEPS,
  mortgageShown,
  personalFields,
  spouseHidden,
} from './fields.ts';

const personalStep = (fields: ReturnType<typeof personalFields>) =>
  ({ id: 'personal', title: 'loans.stepTitles.personal', fields: keysOf(fields) }) as const;

const AUTO_PERSONAL = personalFields('auto');
const HOME_PERSONAL = personalFields('home');

export const AUTO_LOAN = defineForm({
  name: 'auto-loan',
  labels: 'loans.fields',
  fields: {
    ...AUTO_PERSONAL,
    ...AUTO_LOAN_FIELDS,
    ...BANK_FIELDS,
    ...EMPLOYMENT_FIELDS,
    ...BUSINESS_FIELDS,
    ...CONSENT_FIELDS,
  },
  steps: [
    personalStep(AUTO_PERSONAL),
    { id: 'autoLoan', title: 'loans.stepTitles.autoLoan', fields: keysOf(AUTO_LOAN_FIELDS) },
    ...SHARED_STEPS,
    REVIEW_STEP,
  ],
  rules: [PHONE_PAIR],
  hidden: spouseHidden,
  submit: { path: `${PATHS.cms}/ewbal/submit`, config: 'autoloanapi', thankYou: THANK_YOU['auto-loan'] },
});

export const HOME_LOAN = defineForm({
  name: 'home-loan',
  labels: 'loans.fields',
  fields: {
    ...HOME_PERSONAL,
    ...HOME_LOAN_FIELDS,
    ...BANK_FIELDS,
    ...EMPLOYMENT_FIELDS,
    ...BUSINESS_FIELDS,
    ...CONSENT_FIELDS,
  },
  steps: [
    personalStep(HOME_PERSONAL),
    { id: 'homeLoan', title: 'loans.stepTitles.homeLoan', fields: keysOf(HOME_LOAN_FIELDS) },
    // §2 "Home loan wizard" names its steps in words of its own.
    ...SHARED_STEPS.map((step) => ({ ...step, title: `loans.stepTitles.home.${step.id}` })),
    { ...REVIEW_STEP, title: 'loans.stepTitles.home.review' },
  ],
  rules: [PHONE_PAIR, MORTGAGE_RULE],
  hidden: (values) => [...spouseHidden(values), ...(mortgageShown(values) ? [] : MORTGAGE_FIELDS)],
  submit: { path: `${PATHS.cms}/ewbhl/submit`, config: 'homeloanapi', thankYou: THANK_YOU['home-loan'] },
});
