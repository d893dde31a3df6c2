/**
 * The personal loan's steps as the visitor sees them (application-forms.md §2, §3): fields, order,
 * kinds. Rules are in steps.ts; labels and hints in shared/i18n/personal-loan.ts.
 */
import type { FieldSpec, StepSpec } from '../forms/spec.ts';
import { HOME_LOAN_STEPS } from '../loans/fields.ts';
import { LOAN_LISTS } from '../loans/lists.ts';
import { adultBounds } from '../loans/rules.ts';
import { PL_A_LISTS, PL_LISTS as L } from './lists.ts';
import { PL_REPEATS } from './forms.ts';
import { REFERENCE_PARTS } from './steps.ts';

const f = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label: `personalLoan.fields.${name}`,
  ...extra,
});
const list = (name: keyof typeof L, extra: Partial<FieldSpec> = {}) =>
  f(name, 'select', { options: { values: L[name], labels: `personalLoan.options.${name}` }, ...extra });
const yesNo = (name: string, extra: Partial<FieldSpec> = {}) =>
  f(name, 'radio', { options: { values: L.yesNo, labels: 'personalLoan.options.yesNo' }, ...extra });
const other = (name: string) => f(name, 'text', { hint: 'personalLoan.hints.other' });
const h = (key: string) => `personalLoan.headings.${key}`;

const personal: StepSpec = {
  id: 'personal',
  title: 'personalLoan.stepTitles.personal',
  timeLimit: 300,
  fields: [
    f('firstName', 'text', { autoComplete: 'given-name' }),
    f('middleName', 'text', { autoComplete: 'additional-name' }),
    f('lastName', 'text', { autoComplete: 'family-name' }),
    f('birthDate', 'date', {
      autoComplete: 'bday',
      hint: 'loans.hints.bday',
      width: 's',
      dateBounds: () => adultBounds(),
    }),
    f('birthPlace', 'text'),
    f('momFirstName', 'text', { heading: h('mother') }),
    f('momMiddleName', 'text'),
    f('momLastName', 'text'),
    f('gender', 'radio', { options: { values: L.gender, labels: 'personalLoan.options.gender' } }),
    list('civilStatus'),
    list('education'),
    list('citizenship'),
    f('acrNo', 'text', { width: 'm' }),
    f('sssNo', 'text', { mask: 'sss', inputMode: 'numeric', hint: 'loans.hints.sss', width: 's' }),
    f('tinNo', 'text', { mask: 'tin', inputMode: 'numeric', hint: 'loans.hints.tin', width: 's' }),
    f('dependentsNo', 'text', { inputMode: 'numeric', hint: 'personalLoan.hints.dependentsNo', width: 'xs' }),
    f('presentHomeAddr', 'text', {
      heading: h('address'),
      autoComplete: 'street-address',
      hint: 'personalLoan.hints.address',
    }),
    f('presentZipCode', 'text', {
      inputMode: 'numeric',
      autoComplete: 'postal-code',
      hint: 'loans.hints.zipCode',
      width: 'xs',
    }),
    f('chkPermAddSameWithHomeAdd', 'checkbox', { optional: true }),
    f('permanentHomeAddr', 'text', { optional: true, hint: 'personalLoan.hints.address' }),
    f('permanentZipCode', 'text', { optional: true, inputMode: 'numeric', hint: 'loans.hints.zipCode', width: 'xs' }),
    list('homeOwnership'),
    f('homeStayYrs', 'text', { inputMode: 'numeric', width: 'xs' }),
    f('homeAreaCode', 'tel', {
      heading: h('contact'),
      optional: true,
      mask: 'areaCode',
      hint: 'loans.hints.homeAreaCode',
      width: 'xs',
    }),
    f('homePhone', 'tel', { optional: true, mask: 'landline8', hint: 'personalLoan.hints.homePhone', width: 's' }),
    f('mobilePhone', 'tel', { mask: 'mobile', autoComplete: 'tel', hint: 'loans.hints.mobilePhone', width: 'm' }),
    list('dayToCall', { optional: true }),
    list('timeToCall', { optional: true }),
    f('email', 'email', { autoComplete: 'email' }),
    f('facebook', 'text', { optional: true }),
    f('twitter', 'text', { optional: true }),
    f('im', 'text', { optional: true }),
    f('carsOwnedNo', 'text', { optional: true, inputMode: 'numeric', width: 'xs' }),
  ],
};

const spouse: StepSpec = {
  id: 'spouse',
  title: 'personalLoan.stepTitles.spouse',
  note: 'personalLoan.notes.spouse',
  noteWhenEmpty: true,
  fields: [
    f('spouseFirstName', 'text'),
    f('spouseMiddleName', 'text'),
    f('spouseLastName', 'text'),
    f('spouseCompanyName', 'text', { optional: true }),
    f('spouseBusinessAddr', 'text', { optional: true, hint: 'personalLoan.hints.address' }),
    f('spouseBusinessZipCode', 'text', { optional: true, inputMode: 'numeric', width: 'xs' }),
    f('spouseBusinessAreaCode', 'tel', { optional: true, mask: 'areaCode', width: 'xs' }),
    f('spouseBusinessPhone', 'tel', { optional: true, mask: 'landline', hint: 'loans.hints.homePhone', width: 's' }),
    f('spouseMobilePhone', 'tel', { optional: true, mask: 'mobile', hint: 'loans.hints.mobilePhone', width: 'm' }),
    f('spouseGrossAnnualIncome', 'amount', { optional: true, width: 'm' }),
  ],
};

const OPTIONAL_REF = new Set([
  'businessName',
  'bussinessAddr',
  'ZipCode',
  'BusinessAreaCode',
  'BusinessPhone',
  'HomeAreaCode',
  'HomePhone',
]);
const referenceFields = (n: number): FieldSpec[] =>
  REFERENCE_PARTS.map((part, i) => {
    const masks: Partial<Record<string, FieldSpec['mask']>> = {
      BusinessAreaCode: 'areaCode',
      HomeAreaCode: 'areaCode',
      BusinessPhone: 'landline',
      HomePhone: 'landline',
      MobilePhone: 'mobile',
    };
    const mask = masks[part];
    return f(`reference${n}${part}`, mask ? 'tel' : 'text', {
      label: `personalLoan.fields.reference${n}.${part}`,
      optional: OPTIONAL_REF.has(part),
      ...(mask ? { mask } : {}),
      ...(i === 0 ? { heading: `personalLoan.headings.reference${n}` } : {}),
      ...(part.endsWith('AreaCode') || part === 'ZipCode' ? { width: 'xs' as const } : {}),
    });
  });

const repeat = (
  name: string,
  r: { min: number; max: number; groups: readonly (readonly string[])[] },
  what: string,
): FieldSpec => ({
  name,
  kind: 'repeat',
  label: `personalLoan.repeat.${what}.add`,
  repeat: {
    min: r.min,
    max: r.max,
    groups: r.groups,
    add: `personalLoan.repeat.${what}.add`,
    remove: `personalLoan.repeat.${what}.remove`,
  },
});

const references: StepSpec = {
  id: 'references',
  title: 'personalLoan.stepTitles.references',
  fields: [...referenceFields(1), ...referenceFields(2), repeat('referenceCount', PL_REPEATS.references, 'reference')],
};

const otherLoan = (n: number): FieldSpec[] => [
  f(`bank${n}`, 'text', {
    label: `personalLoan.fields.otherLoan${n}.bank`,
    optional: true,
    heading: `personalLoan.headings.otherLoan${n}`,
  }),
  f(`loanType${n}`, 'text', { label: `personalLoan.fields.otherLoan${n}.loanType`, optional: true }),
  f(`monthlyAmortization${n}`, 'amount', {
    label: `personalLoan.fields.otherLoan${n}.monthlyAmortization`,
    optional: true,
    width: 'm',
  }),
];
const otherCard = (n: number): FieldSpec[] => [
  f(`cardIssuer${n}`, 'text', {
    label: `personalLoan.fields.otherCard${n}.cardIssuer`,
    optional: n > 1,
    heading: `personalLoan.headings.otherCard${n}`,
  }),
  f(`cardNumber${n}`, 'text', {
    label: `personalLoan.fields.otherCard${n}.cardNumber`,
    optional: n > 1,
    inputMode: 'numeric',
    hint: 'personalLoan.hints.cardNumber',
    width: 'm',
  }),
  f(`memberSince${n}`, 'text', {
    label: `personalLoan.fields.otherCard${n}.memberSince`,
    optional: n > 1,
    inputMode: 'numeric',
    width: 's',
  }),
  f(`creditLimit${n}`, 'amount', {
    label: `personalLoan.fields.otherCard${n}.creditLimit`,
    optional: n > 1,
    width: 'm',
  }),
];

const work: StepSpec = {
  id: 'work',
  title: 'personalLoan.stepTitles.work',
  fields: [
    list('employment'),
    other('employmentOther'),
    f('presentEmployerNoYrs', 'text', { inputMode: 'numeric', width: 'xs' }),
    f('totalNoYrsWorking', 'text', { optional: true, inputMode: 'numeric', width: 'xs' }),
    list('position'),
    other('positionOther'),
    f('positionTitle', 'text'),
    list('natureOfPresentBusiness'),
    other('natureOfPresentBusinessOther'),
    list('sourceOfFunds'),
    other('sourceOfFundsOther'),
    list('occupation'),
    other('occupationOther'),
    f('companyName', 'text', { heading: h('company'), autoComplete: 'organization' }),
    f('department', 'text', { optional: true }),
    f('businessAddr', 'text', { hint: 'personalLoan.hints.address' }),
    f('businessZipCode', 'text', { inputMode: 'numeric', hint: 'loans.hints.zipCode', width: 'xs' }),
    f('businessAreaCode', 'tel', { optional: true, mask: 'areaCode', width: 'xs' }),
    f('businessPhone', 'tel', { mask: 'landline', hint: 'loans.hints.homePhone', width: 's' }),
    f('businessEmail', 'email', { optional: true }),
    f('grossAnnualIncome', 'amount', { width: 'm' }),
    yesNo('existingEWDepositor', { heading: h('bank') }),
    f('bankAccountNo', 'text', { inputMode: 'numeric', hint: 'personalLoan.hints.bankAccountNo', width: 'm' }),
    yesNo('existingEWCCholder'),
    f('CCNo', 'text', { inputMode: 'numeric', hint: 'personalLoan.hints.cardNumber', width: 'm' }),
    ...otherLoan(1),
    ...otherLoan(2),
    ...otherLoan(3),
    repeat('otherLoanCount', PL_REPEATS.loans, 'loan'),
    yesNo('activeCCOtherBanks'),
    ...otherCard(1),
    ...otherCard(2),
    ...otherCard(3),
    repeat('otherCardCount', PL_REPEATS.cards, 'card'),
  ],
};

const loan: StepSpec = {
  id: 'loan',
  title: 'personalLoan.stepTitles.loan',
  fields: [
    list('loanPurpose'),
    other('loanPurposeOther'),
    f('desiredLoanAmount', 'amount', { hint: 'personalLoan.hints.desiredLoanAmount', width: 'm' }),
    list('myPreferredPaymentTenor'),
    f('loanLowerAmount', 'radio', {
      options: { values: L.loanLowerAmount, labels: 'personalLoan.options.loanLowerAmount' },
    }),
  ],
};

/** Variant B: My Personal Information, My Spouse, My Personal References, My Work and Finances, Personal Loan Details. */
export const PL_B_STEP_SPECS: readonly StepSpec[] = [personal, spouse, references, work, loan];

/** Variant A: the home loan's steps, with the personal loan's own loan step (home loan field names). */
const [homePersonal, , homeBank, homeEmployment, homeBusiness] = HOME_LOAN_STEPS;
const lf = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label: `loans.fields.${name}`,
  ...extra,
});
export const PL_A_STEP_SPECS: readonly StepSpec[] = [
  homePersonal!,
  {
    id: 'loan',
    title: 'loans.stepTitles.autoLoan',
    fields: [
      lf('loanAmount', 'amount', { hint: 'personalLoan.hints.desiredLoanAmount', width: 'm' }),
      lf('loanTerm', 'select', {
        label: 'personalLoan.fields.loanTermMonths',
        options: { values: PL_A_LISTS.loanTerm, numeric: true },
        width: 's',
      }),
      lf('loanPurpose', 'select', {
        options: { values: PL_A_LISTS.loanPurpose, labels: 'personalLoan.options.loanPurpose' },
      }),
      lf('coborrowersName', 'text', { optional: true }),
      lf('propertyMortgaged', 'radio', {
        label: 'personalLoan.fields.propertyMortgaged',
        options: { values: LOAN_LISTS.yesNo, labels: 'options.yesNo' },
      }),
      lf('collateralType', 'select', {
        options: { values: LOAN_LISTS.collateralType, labels: 'options.collateralType' },
      }),
      lf('collateralUse', 'select', {
        optional: true,
        options: { values: LOAN_LISTS.collateralUse, labels: 'options.collateralUse' },
      }),
      lf('bankFinancialInstitution', 'text'),
      lf('mortgageAmount', 'amount', { width: 'm' }),
      lf('outstandingBalance', 'amount', { width: 'm' }),
      lf('monthlyAmortization', 'amount', { width: 'm' }),
    ],
  },
  homeBank!,
  homeEmployment!,
  homeBusiness!,
];
