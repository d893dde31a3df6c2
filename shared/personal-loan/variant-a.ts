/**
 * The personal loan's variant A (application-forms.md §2): the review summary, with the home loan's
 * field names. Its own module: only `variant="summary"` (and the server) builds it.
 */
import { THANK_YOU } from '../config.ts';
import { defineForm, requiredWhen, type Field, type Seen, type ValuesOf } from '../forms/contract.ts';
import { field, keysOf, listField } from '../forms/fields.ts';
import {
  BANK_FIELDS,
  BUSINESS_FIELDS,
  CONSENT_FIELDS,
  EMPLOYMENT_FIELDS,
  PHONE_PAIR,
  REVIEW_STEP,
  SHARED_STEPS,
  personalFields,
  spouseHidden,
} from '../loans/fields.ts';
import { LOAN_LISTS } from '../loans/lists.ts';
import { amount, optionalText } from '../forms/rules.ts';
import { loanAmount } from './fields.ts';
import { PL_PATH } from './forms.ts';
import { PL_A_LISTS } from './lists.ts';

const le = (key: string) => `loans.errors.${key}`;

/** Variant A's loan step: the home loan's field names, the personal loan's amounts, terms and purposes. */
export const mortgagedA = (values: Seen<ValuesOf<typeof SUMMARY_LOAN>>) => values.propertyMortgaged === 'Yes';
const SUMMARY_LOAN = {
  loanAmount: field('amount', loanAmount(le('loanAmount')), {
    hint: 'personalLoan.hints.desiredLoanAmount',
    width: 'm',
    prefill: true,
  }),
  loanTerm: listField(PL_A_LISTS.loanTerm, { numeric: true }, le('loanTerm'), {
    label: 'personalLoan.fields.loanTermMonths',
    width: 's',
    prefill: true,
  }),
  loanPurpose: listField(PL_A_LISTS.loanPurpose, 'personalLoan.options.loanPurpose', le('loanPurpose'), {
    prefill: true,
  }),
  coborrowersName: field('text', optionalText(100), { optional: true }),
  propertyMortgaged: listField(LOAN_LISTS.yesNo, 'options.yesNo', le('propertyMortgaged'), {
    kind: 'radio',
    label: 'personalLoan.fields.propertyMortgaged',
  }),
  // Required only when mortgaged (a rule below), so not marked optional.
  collateralType: { ...listField(LOAN_LISTS.collateralType, 'options.collateralType', undefined), optional: false },
  collateralUse: listField(LOAN_LISTS.collateralUse, 'options.collateralUse', undefined),
  bankFinancialInstitution: field('text', optionalText(120)),
  mortgageAmount: field('amount', amount({ invalid: le('invalidValue') }), { width: 'm' }),
  outstandingBalance: field('amount', amount({ invalid: le('invalidValue') }), { width: 'm' }),
  monthlyAmortization: field('amount', amount({ invalid: le('invalidValue') }), { width: 'm' }),
} satisfies Record<string, Field>;
export const COLLATERAL_FIELDS_A = [
  'collateralType',
  'collateralUse',
  'bankFinancialInstitution',
  'mortgageAmount',
  'outstandingBalance',
  'monthlyAmortization',
] as const;

const HOME_PERSONAL = personalFields('home');

/** Variant A: the home loan's field names (§2); collateral and mortgage only when mortgaged. */
export const PERSONAL_LOAN_A = defineForm({
  name: 'personal-loan',
  labels: 'loans.fields',
  fields: {
    ...HOME_PERSONAL,
    ...SUMMARY_LOAN,
    ...BANK_FIELDS,
    ...EMPLOYMENT_FIELDS,
    ...BUSINESS_FIELDS,
    ...CONSENT_FIELDS,
  },
  steps: [
    { id: 'personal', title: 'loans.stepTitles.personal', fields: keysOf(HOME_PERSONAL) },
    { id: 'loan', title: 'loans.stepTitles.autoLoan', fields: keysOf(SUMMARY_LOAN) },
    ...SHARED_STEPS,
    REVIEW_STEP,
  ],
  rules: [
    PHONE_PAIR,
    requiredWhen(mortgagedA, {
      collateralType: le('collateralType'),
      bankFinancialInstitution: le('bankFinancialInstitution'),
      mortgageAmount: le('mortgageAmount'),
      outstandingBalance: le('outstandingBalance'),
      monthlyAmortization: le('monthlyAmortization'),
    }),
  ],
  hidden: (values) => [...spouseHidden(values), ...(mortgagedA(values) ? [] : COLLATERAL_FIELDS_A)],
  submit: { path: PL_PATH, config: 'personalloanapi', thankYou: THANK_YOU['personal-loan'] },
});
