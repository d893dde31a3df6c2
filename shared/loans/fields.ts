/**
 * The loan applications' fields, each declared once (application-forms.md §2, §3, §5): kind, rule
 * with the spec's message keys, labels (shared/i18n/loans.ts `loans.fields.<name>`), hints, masks.
 * The auto and home loan (and the personal loan's variant A) share the personal, bank, employment
 * and business groups; they differ in the loan group and in how the personal group words a missing
 * address. Declaration order is §3's order, which is also the order on screen.
 */
import * as v from 'valibot';
import {
  phoneWithArea,
  requiredTogether,
  requiredWhen,
  yesNoBoolean,
  type Field,
  type Seen,
  type ValuesOf,
} from '../forms/contract.ts';
import { field, keysOf, listField, listsOf, type ListExtra } from '../forms/fields.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import { LENGTH_OF_SERVICE, LOAN_LISTS as L, serviceYears } from './lists.ts';
import {
  adultBounds,
  amount,
  date,
  email,
  landline,
  masked,
  optionalText,
  requiredText,
  sizedText,
  spouseBounds,
  zip,
} from '../forms/rules.ts';
import { personName } from '../forms/names.ts';

const e = (key: string) => `loans.errors.${key}`;

const { list, radio } = listsOf(L, 'options');
const numbers = (name: keyof typeof L, required: string | undefined, extra: ListExtra = {}) =>
  listField(L[name], { numeric: true }, required, { width: 's', ...extra });
const amountField = (rule: Field['rule'], extra: Partial<Field> = {}) =>
  field('amount', rule, { width: 'm', ...extra });

const name = (key: 'firstname' | 'middlename' | 'lastname') =>
  personName(
    sizedText(2, 50, { required: e(`${key}Required`), short: e(`${key}Short`), long: e(`${key}Long`) }),
    e('nameMarkup'),
  );

/** §5 Auto loan "Personal"; the home loan (and personal loan A) differ only in the required-address messages. */
export function personalFields(form: 'auto' | 'home') {
  const address = (key: 'cityAddress' | 'provincialAddress') =>
    sizedText(2, 120, {
      // Auto loan: an empty address is "too short"; home loan: "is required" (§5 Home loan).
      required: form === 'home' ? e(`${key}Required`) : e(`${key}Short`),
      short: e(`${key}Short`),
      long: e(`${key}Long`),
    });
  return {
    firstname: field('text', name('firstname'), { autoComplete: 'given-name', prefill: true }),
    middlename: field('text', name('middlename'), { autoComplete: 'additional-name', prefill: true }),
    lastname: field('text', name('lastname'), { autoComplete: 'family-name', prefill: true }),
    bday: field('date', date({ required: e('bdayRequired'), invalid: e('date'), range: e('bdayRange') }, adultBounds), {
      autoComplete: 'bday',
      hint: 'loans.hints.bday',
      width: 's',
      dateBounds: adultBounds,
    }),
    citizenship: list('citizenship', e('citizenship')),
    sex: radio('sex', e('sex')),
    civilStatus: list('civilStatus', e('civilStatus')),
    spouseName: field('text', optionalText(100), { optional: true }),
    spouseBday: field('date', date({ invalid: e('date'), range: e('spouseBdayRange') }, spouseBounds), {
      optional: true,
      width: 's',
      dateBounds: spouseBounds,
    }),
    spouseEmployer: field('text', optionalText(120), { optional: true }),
    spouseIncome: amountField(amount({ invalid: e('invalidValue') }), { optional: true }),
    numberOfDependents: numbers('numberOfDependents', undefined),
    motherMaidenName: field('text', requiredText(e('motherMaidenName'), 100)),
    cityAddress: field('text', address('cityAddress'), { autoComplete: 'street-address' }),
    provincialAddress: field('text', address('provincialAddress'), {
      hint: 'loans.hints.provincialAddress',
      autoComplete: 'section-permanent street-address',
    }),
    cityMunicipalityProvince: listField(PLACE_NAMES, { numeric: true }, e('cityMunicipalityProvince'), {
      autoComplete: 'address-level2',
    }),
    zipCode: field('text', zip(e('zipCode')), {
      optional: true,
      inputMode: 'numeric',
      autoComplete: 'postal-code',
      hint: 'loans.hints.zipCode',
      width: 'xs',
    }),
    lengthOfStay: numbers('lengthOfStay', e('lengthOfStay')),
    typeOfResidence: list('typeOfResidence', e('typeOfResidence')),
    carOwned: numbers('carOwned', undefined),
    homeAreaCode: field('tel', masked('areaCode', { invalid: e('homeAreaCode') }), {
      optional: true,
      mask: 'areaCode',
      autoComplete: 'home tel-area-code',
      hint: 'loans.hints.homeAreaCode',
      width: 'xs',
    }),
    homePhone: field('tel', landline({ invalid: e('homePhone') }), {
      optional: true,
      mask: 'landline',
      autoComplete: 'home tel-local',
      hint: 'loans.hints.homePhone',
      width: 's',
      // §7: the home phone is sent as "(areacode)number".
      ...phoneWithArea('homeAreaCode', 'homePhone'),
    }),
    mobilePhone: field('tel', masked('mobile', { required: e('mobilePhoneRequired'), invalid: e('mobilePhone') }), {
      mask: 'mobile',
      autoComplete: 'mobile tel',
      hint: 'loans.hints.mobilePhone',
      width: 'm',
      prefill: true,
    }),
    emailAddress: field('email', email({ required: e('emailRequired'), invalid: e('email') }), {
      autoComplete: 'email',
      prefill: true,
    }),
    education: list('education', e('education')),
    tin: field('text', masked('tin', { required: e('tinRequired'), invalid: e('tin') }), {
      mask: 'tin',
      inputMode: 'numeric',
      hint: 'loans.hints.tin',
      width: 's',
    }),
    sss: field('text', masked('sss', { required: e('sssRequired'), invalid: e('sss') }), {
      mask: 'sss',
      inputMode: 'numeric',
      hint: 'loans.hints.sss',
      width: 's',
    }),
    gsis: field('text', optionalText(20), { optional: true, inputMode: 'numeric', width: 's' }),
  } satisfies Record<string, Field>;
}

/**
 * Spouse details (optional fields in the spec) are asked of every applicant but a single one: married
 * (3), and legally separated or widowed (2), who may still have a spouse's details to give.
 */
export const SPOUSE_FIELDS = ['spouseName', 'spouseBday', 'spouseEmployer', 'spouseIncome'] as const;
/** The applicant's values, as the rules across fields read them. */
type Personal = ValuesOf<ReturnType<typeof personalFields>>;
export const spouseHidden = (values: Seen<Personal>) =>
  values.civilStatus === '2' || values.civilStatus === '3' ? [] : SPOUSE_FIELDS;

/** §5 "Loan" of the auto loan. */
export const AUTO_LOAN_FIELDS = {
  autoType: list('autoType', e('autoType'), { prefill: true }),
  autoBrand: field('text', requiredText(e('autoBrand'), 100), { prefill: true }),
  autoModel: field('text', requiredText(e('autoModel'), 100), { prefill: true }),
  autoCashPrize: amountField(amount({ required: e('autoCashPrize'), invalid: e('invalidValue') }), {
    hint: 'loans.hints.amounts',
    prefill: true,
  }),
  downpayment: amountField(amount({ required: e('downpayment'), invalid: e('invalidValue') }), { prefill: true }),
  amountFinanced: amountField(amount({ required: e('amountFinanced'), invalid: e('invalidValue') }), {
    prefill: true,
  }),
  autoTerms: numbers('autoTerms', e('autoTerms'), { prefill: true }),
} satisfies Record<string, Field>;

export const mortgageShown = (values: Seen<ValuesOf<typeof HOME_LOAN_FIELDS>>) => values.propertyMortgaged === 'Yes';
export const MORTGAGE_FIELDS = [
  'bankFinancialInstitution',
  'mortgageAmount',
  'outstandingBalance',
  'monthlyAmortization',
] as const;

/** §5 Home loan "Loan"; the mortgage details show (and are required) only when propertyMortgaged is Yes (§4). */
export const HOME_LOAN_FIELDS = {
  loanAmount: amountField(amount({ required: e('loanAmount'), invalid: e('invalidValue') }), {
    hint: 'loans.hints.amounts',
    prefill: true,
  }),
  loanTerm: numbers('loanTerm', e('loanTerm'), { prefill: true }),
  loanPurpose: list('loanPurpose', e('loanPurpose'), { prefill: true }),
  collateralType: list('collateralType', e('collateralType')),
  collateralUse: list('collateralUse', undefined),
  coborrowersName: field('text', optionalText(100), { optional: true }),
  propertyMortgaged: radio('yesNo', e('propertyMortgaged')),
  bankFinancialInstitution: field('text', optionalText(120)),
  mortgageAmount: amountField(amount({ invalid: e('invalidValue') })),
  outstandingBalance: amountField(amount({ invalid: e('invalidValue') })),
  monthlyAmortization: amountField(amount({ invalid: e('invalidValue') })),
} satisfies Record<string, Field>;

/** The conditional requirement of the mortgage details (§4). */
/** The mortgage's details are required while it is shown. */
export const MORTGAGE_RULE = requiredWhen(mortgageShown, {
  bankFinancialInstitution: e('bankFinancialInstitution'),
  mortgageAmount: e('mortgageAmount'),
  outstandingBalance: e('outstandingBalance'),
  monthlyAmortization: e('monthlyAmortization'),
});

/** §5 "Bank: no validation" (lengths only, so nothing unbounded is stored). */
export const BANK_FIELDS = {
  bankName: field('text', optionalText(120), { optional: true }),
  bankDeposit: list('bankDeposit', undefined),
  bankAccount: field('text', optionalText(30), { optional: true, inputMode: 'numeric', width: 'm' }),
} satisfies Record<string, Field>;

export const EMPLOYMENT_FIELDS = {
  typeOfEmployment: list('typeOfEmployment', e('typeOfEmployment')),
  employerName: field(
    'text',
    sizedText(2, 120, {
      required: e('employerNameRequired'),
      short: e('employerNameShort'),
      long: e('employerNameLong'),
    }),
    { hint: 'loans.hints.employerName', autoComplete: 'organization' },
  ),
  // Sent as the spec's codes (0, 11..40), shown as years (0..30).
  lengthOfService: listField(
    LENGTH_OF_SERVICE,
    { format: (code) => String(serviceYears(code)) },
    e('lengthOfService'),
    { width: 's' },
  ),
  rankPosition: list('rankPosition', e('rankPosition')),
  typeOfJob: list('typeOfJob', e('typeOfJob')),
  faxNumber: field('tel', v.pipe(v.string('common.required'), v.trim(), v.regex(/^\d{0,12}$/, e('faxNumber'))), {
    optional: true,
    inputMode: 'numeric',
    autoComplete: 'fax tel',
    hint: 'loans.hints.faxNumber',
    width: 'm',
  }),
} satisfies Record<string, Field>;

export const BUSINESS_FIELDS = {
  businessName: field('text', optionalText(120), { optional: true, autoComplete: 'organization' }),
  businessNature: list('businessNature', undefined),
  businessDateRegistered: field('date', date({ invalid: e('date') }), { optional: true, width: 's' }),
  businessPhone: field('tel', optionalText(30, e('numberTooLong')), {
    optional: true,
    autoComplete: 'work tel',
    hint: 'loans.hints.businessPhone',
    width: 'm',
  }),
  lengthOfOperation: numbers('lengthOfOperation', undefined),
  placeOfBusiness: list('placeOfBusiness', undefined),
  monthlyIncome: amountField(amount({ required: e('monthlyIncome'), invalid: e('invalidValueCap') }), {
    hint: 'loans.hints.amounts',
  }),
} satisfies Record<string, Field>;

/** The review: the consent the spec requires (§5 auto loan "Step 3"), and the optional one; sent as Yes / No. */
export const CONSENT_FIELDS = {
  agreement: field('checkbox', v.pipe(v.boolean('common.required'), v.value(true, e('agreement'))), yesNoBoolean),
  consentOtherProducts: field('checkbox', v.boolean('common.required'), { optional: true, ...yesNoBoolean }),
} satisfies Record<string, Field>;

/** The home phone and its area code go together (§5). */
export const PHONE_PAIR = requiredTogether<Pick<Personal, 'homeAreaCode' | 'homePhone'>>('homeAreaCode', 'homePhone', {
  a: e('homeAreaCodeRequired'),
  b: e('homePhoneRequired'),
});

/** The steps both loan forms share after their loan step. */
export const SHARED_STEPS = [
  { id: 'bank', title: 'loans.stepTitles.bank', fields: keysOf(BANK_FIELDS) },
  { id: 'employment', title: 'loans.stepTitles.employment', fields: keysOf(EMPLOYMENT_FIELDS) },
  { id: 'business', title: 'loans.stepTitles.business', fields: keysOf(BUSINESS_FIELDS) },
] as const;
export const REVIEW_STEP = { id: 'review', title: 'loans.stepTitles.review', fields: keysOf(CONSENT_FIELDS) } as const;
