/**
 * The loan applications' steps as the visitor sees them (application-forms.md §2, §3): which fields,
 * in which order, of which kind. Rules are in steps.ts; labels and hints in shared/i18n/loans.ts.
 */
import { adultBounds } from './rules.ts';
import type { FieldSpec, StepSpec } from '../forms/spec.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import { LENGTH_OF_SERVICE, LOAN_LISTS as L } from './lists.ts';

const f = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label: `loans.fields.${name}`,
  ...extra,
});
const list = (name: keyof typeof L, extra: Partial<FieldSpec> = {}) =>
  f(name, 'select', { options: { values: L[name], labels: `options.${name}` }, ...extra });
const numbers = (name: keyof typeof L, extra: Partial<FieldSpec> = {}) =>
  f(name, 'select', { options: { values: L[name], numeric: true }, width: 's', ...extra });
const amountField = (name: string, extra: Partial<FieldSpec> = {}) => f(name, 'amount', { width: 'm', ...extra });

const personal = (): StepSpec => ({
  id: 'personal',
  title: 'loans.stepTitles.personal',
  fields: [
    f('firstname', 'text', { autoComplete: 'given-name' }),
    f('middlename', 'text', { autoComplete: 'additional-name' }),
    f('lastname', 'text', { autoComplete: 'family-name' }),
    f('bday', 'date', { autoComplete: 'bday', hint: 'loans.hints.bday', width: 's', dateBounds: () => adultBounds() }),
    list('citizenship'),
    f('sex', 'radio', { options: { values: L.sex, labels: 'options.sex' } }),
    list('civilStatus'),
    f('spouseName', 'text', { optional: true }),
    f('spouseBday', 'date', { optional: true, width: 's' }),
    f('spouseEmployer', 'text', { optional: true }),
    amountField('spouseIncome', { optional: true }),
    numbers('numberOfDependents', { optional: true }),
    f('motherMaidenName', 'text'),
    f('cityAddress', 'text', { autoComplete: 'street-address' }),
    f('provincialAddress', 'text', { hint: 'loans.hints.provincialAddress' }),
    f('cityMunicipalityProvince', 'select', { options: { values: PLACE_NAMES, numeric: true } }),
    f('zipCode', 'text', {
      optional: true,
      inputMode: 'numeric',
      autoComplete: 'postal-code',
      hint: 'loans.hints.zipCode',
      width: 'xs',
    }),
    numbers('lengthOfStay'),
    list('typeOfResidence'),
    numbers('carOwned', { optional: true }),
    f('homeAreaCode', 'tel', { optional: true, mask: 'areaCode', hint: 'loans.hints.homeAreaCode', width: 'xs' }),
    f('homePhone', 'tel', { optional: true, mask: 'landline', hint: 'loans.hints.homePhone', width: 's' }),
    f('mobilePhone', 'tel', { mask: 'mobile', autoComplete: 'tel', hint: 'loans.hints.mobilePhone', width: 'm' }),
    f('emailAddress', 'email', { autoComplete: 'email' }),
    list('education'),
    f('tin', 'text', { mask: 'tin', inputMode: 'numeric', hint: 'loans.hints.tin', width: 's' }),
    f('sss', 'text', { mask: 'sss', inputMode: 'numeric', hint: 'loans.hints.sss', width: 's' }),
    f('gsis', 'text', { optional: true, inputMode: 'numeric', width: 's' }),
  ],
});

const bank: StepSpec = {
  id: 'bank',
  title: 'loans.stepTitles.bank',
  fields: [
    f('bankName', 'text', { optional: true }),
    list('bankDeposit', { optional: true }),
    f('bankAccount', 'text', { optional: true, inputMode: 'numeric', width: 'm' }),
  ],
};

const employment: StepSpec = {
  id: 'employment',
  title: 'loans.stepTitles.employment',
  fields: [
    list('typeOfEmployment'),
    f('employerName', 'text', { hint: 'loans.hints.employerName', autoComplete: 'organization' }),
    f('lengthOfService', 'select', {
      // Sent as the spec's codes (0, 11..40), shown as years (0..30).
      options: { values: LENGTH_OF_SERVICE, labels: 'options.serviceYears' },
      width: 's',
    }),
    list('rankPosition'),
    list('typeOfJob'),
    f('faxNumber', 'tel', { optional: true, inputMode: 'numeric', hint: 'loans.hints.faxNumber', width: 'm' }),
  ],
};

const business: StepSpec = {
  id: 'business',
  title: 'loans.stepTitles.business',
  fields: [
    f('businessName', 'text', { optional: true }),
    list('businessNature', { optional: true }),
    f('businessDateRegistered', 'date', { optional: true, width: 's' }),
    f('businessPhone', 'tel', { optional: true, hint: 'loans.hints.businessPhone', width: 'm' }),
    numbers('lengthOfOperation', { optional: true }),
    list('placeOfBusiness', { optional: true }),
    amountField('monthlyIncome', { hint: 'loans.hints.amounts' }),
  ],
};

export const AUTO_LOAN_STEPS: readonly StepSpec[] = [
  personal(),
  {
    id: 'autoLoan',
    title: 'loans.stepTitles.autoLoan',
    fields: [
      list('autoType'),
      f('autoBrand', 'text'),
      f('autoModel', 'text'),
      amountField('autoCashPrize', { hint: 'loans.hints.amounts' }),
      amountField('downpayment'),
      amountField('amountFinanced'),
      numbers('autoTerms'),
    ],
  },
  bank,
  employment,
  business,
];

export const HOME_LOAN_STEPS: readonly StepSpec[] = [
  personal(),
  {
    id: 'homeLoan',
    title: 'loans.stepTitles.homeLoan',
    fields: [
      amountField('loanAmount', { hint: 'loans.hints.amounts' }),
      numbers('loanTerm'),
      list('loanPurpose'),
      list('collateralType'),
      list('collateralUse', { optional: true }),
      f('coborrowersName', 'text', { optional: true }),
      f('propertyMortgaged', 'radio', { options: { values: L.yesNo, labels: 'options.yesNo' } }),
      f('bankFinancialInstitution', 'text'),
      amountField('mortgageAmount'),
      amountField('outstandingBalance'),
      amountField('monthlyAmortization'),
    ],
  },
  bank,
  employment,
  business,
];
