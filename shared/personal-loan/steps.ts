/**
 * The steps of the personal loan application (application-forms.md §2 "Personal loan wizard", §3
 * "Personal loan application (variant B)", §4, §5 "Personal loan (variant B)"): one valibot schema
 * per step, used by the wizard on Next and by the server on submit. Built from the loan rules of
 * shared/loans/rules.ts; message keys are `personalLoan.errors.*` (spec texts) or the loans' own
 * where the spec words them alike.
 */
import * as v from 'valibot';
import { LOAN_LISTS } from '../loans/lists.ts';
import {
  adultBounds,
  amount,
  choice,
  date,
  digitsUpTo,
  intRange,
  masked,
  optionalChoice,
  optionalSized,
  optionalText,
  requiredText,
  requiredTogether,
  requiredWhen,
  sizedText,
  withRules,
  zip,
  type CrossRule,
} from '../loans/rules.ts';
import { numbered } from '../forms/repeat.ts';
import { OTHERS, PL_A_LISTS, PL_LISTS as L, PL_MAX_AMOUNT, PL_MIN_AMOUNT } from './lists.ts';

const e = (key: string) => `personalLoan.errors.${key}`;
const le = (key: string) => `loans.errors.${key}`;
const REQUIRED = 'common.required';

const nameOf = (which: 'first' | 'middle' | 'last') =>
  sizedText(2, 20, { required: e(`${which}NameRequired`), short: e(`${which}NameShort`), long: e(`${which}NameLong`) });
const address = (required: boolean) =>
  required
    ? sizedText(15, 120, { required: e('addressRequired'), short: e('addressShort'), long: e('addressLong') })
    : optionalSized(15, 120, { short: e('addressShort'), long: e('addressLong') });
const phone = () => masked('landline', { invalid: le('homePhone') });
const areaCode = () => masked('areaCode', { invalid: le('homeAreaCode') });
const mobile = (required: boolean) =>
  masked('mobile', { invalid: le('mobilePhone'), ...(required ? { required: le('mobilePhoneRequired') } : {}) });
const email = (required: boolean) =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.check((s: string) => !required || s !== '', e('emailRequired')),
    v.check((s: string) => s === '' || v.is(v.pipe(v.string(), v.email()), s), le('email')),
    v.maxLength(50, e('emailLong')),
  );
const yesNo = (key = REQUIRED) => choice(L.yesNo, key);
const otherText = () => optionalText(120, e('invalidInput'));

/** An Others text is required when its list is on its Others code (§4). */
const othersRule = (list: keyof typeof OTHERS, other: string): CrossRule =>
  requiredWhen((i) => i[list] === OTHERS[list], { [other]: REQUIRED });

export const spouseShown = (values: Record<string, unknown>) => values.civilStatus === '2';
export const acrShown = (values: Record<string, unknown>) => values.citizenship === '2';

/** §5 "Personal". */
export const personalStep = withRules(
  v.object({
    firstName: nameOf('first'),
    middleName: nameOf('middle'),
    lastName: nameOf('last'),
    birthDate: date({ required: e('birthDateRequired'), invalid: le('date'), range: le('bdayRange') }, adultBounds),
    birthPlace: sizedText(3, 20, {
      required: e('birthPlaceRequired'),
      short: e('birthPlaceShort'),
      long: e('birthPlaceLong'),
    }),
    momFirstName: nameOf('first'),
    momMiddleName: nameOf('middle'),
    momLastName: nameOf('last'),
    gender: choice(L.gender, le('sex')),
    civilStatus: choice(L.civilStatus, le('civilStatus')),
    education: choice(L.education, le('education')),
    citizenship: choice(L.citizenship, le('citizenship')),
    acrNo: optionalText(20, e('invalidInput')),
    sssNo: masked('sss', { required: e('sssRequired'), invalid: le('sss') }),
    tinNo: masked('tin', { required: le('tinRequired'), invalid: le('tin') }),
    dependentsNo: intRange(0, 50, { required: e('dependentsRequired'), invalid: e('invalidEntry') }),
    presentHomeAddr: address(true),
    presentZipCode: zip(e('zipRequired'), e('zipRequired')),
    chkPermAddSameWithHomeAdd: v.boolean(REQUIRED),
    permanentHomeAddr: address(false),
    permanentZipCode: zip(le('zipCode')),
    homeOwnership: choice(L.homeOwnership, e('homeOwnership')),
    homeStayYrs: intRange(0, 50, { required: e('homeStayYrs'), invalid: e('homeStayYrs') }),
    homeAreaCode: areaCode(),
    homePhone: masked('landline8', { invalid: le('homePhone') }),
    mobilePhone: mobile(true),
    dayToCall: optionalChoice(L.dayToCall),
    timeToCall: optionalChoice(L.timeToCall),
    email: email(true),
    facebook: optionalText(100, e('invalidInput')),
    twitter: optionalText(100, e('invalidInput')),
    im: optionalText(100, e('invalidInput')),
    carsOwnedNo: v.pipe(v.string(REQUIRED), v.trim(), v.regex(/^\d{0,2}$/, e('invalidEntry'))),
  }),
  requiredTogether('homeAreaCode', 'homePhone', { a: le('homeAreaCodeRequired'), b: le('homePhoneRequired') }),
  requiredWhen(acrShown, { acrNo: REQUIRED }),
);

/**
 * Values another step owns, read by this step's rules (a conditional requirement). Passed through
 * unchecked and never sent from here (CONTEXT_FIELDS).
 */
const context = () => v.optional(v.string(), '');
export const CONTEXT_FIELDS = ['civilStatus', 'referenceCount'];

const optionalName = (which: 'first' | 'middle' | 'last') =>
  optionalSized(2, 20, { short: e(`${which}NameShort`), long: e(`${which}NameLong`) });
const namesRequired = (prefix: string, caps: boolean) =>
  Object.fromEntries(
    (['first', 'middle', 'last'] as const).map((w) => [
      `${prefix}${caps ? w[0]!.toUpperCase() + w.slice(1) : w}Name`,
      e(`${w}NameRequired`),
    ]),
  );

/** §5 "Spouse": names 2 to 20, required only if civilStatus is '2' (the step's fields show only then, §4). */
export const spouseStep = withRules(
  v.object({
    civilStatus: context(),
    spouseFirstName: optionalName('first'),
    spouseMiddleName: optionalName('middle'),
    spouseLastName: optionalName('last'),
    spouseCompanyName: optionalText(120),
    spouseBusinessAddr: address(false),
    spouseBusinessZipCode: zip(le('zipCode')),
    spouseBusinessAreaCode: areaCode(),
    spouseBusinessPhone: phone(),
    spouseMobilePhone: mobile(false),
    spouseGrossAnnualIncome: amount({ invalid: le('invalidValue') }),
  }),
  requiredWhen(spouseShown, namesRequired('spouse', true)),
);
export const SPOUSE_FIELDS = Object.keys(spouseStep.pipe[0].entries).filter((f) => !CONTEXT_FIELDS.includes(f));

/** Each reference's fields, without the prefix (§3). */
export const REFERENCE_PARTS = [
  'FirstName',
  'MiddleName',
  'LastName',
  'businessName',
  'bussinessAddr',
  'ZipCode',
  'BusinessAreaCode',
  'BusinessPhone',
  'MobilePhone',
  'HomeAreaCode',
  'HomePhone',
] as const;
export const REFERENCE_GROUPS = numbered(REFERENCE_PARTS, 2, (part, n) => `reference${n}${part}`);

const referenceEntries = (n: number) => {
  const p = `reference${n}`;
  const name = n === 1 ? nameOf : optionalName;
  return {
    [`${p}FirstName`]: name('first'),
    [`${p}MiddleName`]: name('middle'),
    [`${p}LastName`]: name('last'),
    [`${p}businessName`]: optionalText(120),
    [`${p}bussinessAddr`]: address(false),
    [`${p}ZipCode`]: zip(le('zipCode')),
    [`${p}BusinessAreaCode`]: areaCode(),
    [`${p}BusinessPhone`]: phone(),
    [`${p}MobilePhone`]: mobile(n === 1),
    [`${p}HomeAreaCode`]: areaCode(),
    [`${p}HomePhone`]: phone(),
  };
};

/** §5 "References": up to two (§9); the second shows when added. */
export const referencesStep = withRules(
  v.object({ referenceCount: context(), ...referenceEntries(1), ...referenceEntries(2) }),
  requiredWhen((i) => i.referenceCount === '2', {
    ...namesRequired('reference2', true),
    reference2MobilePhone: le('mobilePhoneRequired'),
  }),
  ...[1, 2].map((n) =>
    requiredTogether(`reference${n}HomeAreaCode`, `reference${n}HomePhone`, {
      a: le('homeAreaCodeRequired'),
      b: le('homePhoneRequired'),
    }),
  ),
);

export const OTHER_LOAN_GROUPS = numbered(['bank', 'loanType', 'monthlyAmortization'], 3);
export const OTHER_CARD_GROUPS = numbered(['cardIssuer', 'cardNumber', 'memberSince', 'creditLimit'], 3);

const cardEntries = (n: number) => ({
  [`cardIssuer${n}`]: optionalText(n === 1 ? 120 : 20, e('invalidInput')),
  [`cardNumber${n}`]: digitsUpTo(16, e('cardNumber')),
  [`memberSince${n}`]: optionalText(20, e('invalidInput')),
  [`creditLimit${n}`]: amount({ invalid: le('invalidValue') }),
});

/** §5 "Employment and finances". */
export const workStep = withRules(
  v.object({
    employment: choice(L.employment, e('employment')),
    employmentOther: otherText(),
    presentEmployerNoYrs: v.pipe(
      v.string(REQUIRED),
      v.trim(),
      v.nonEmpty(REQUIRED),
      v.regex(/^\d{1,2}$/, e('invalidEntry')),
    ),
    totalNoYrsWorking: intRange(0, 70, { invalid: e('invalidEntry') }),
    position: choice(L.position, e('position')),
    positionOther: otherText(),
    positionTitle: requiredText(REQUIRED, 120, e('invalidInput')),
    natureOfPresentBusiness: choice(L.natureOfPresentBusiness, e('natureOfPresentBusiness')),
    natureOfPresentBusinessOther: otherText(),
    sourceOfFunds: choice(L.sourceOfFunds, e('sourceOfFunds')),
    sourceOfFundsOther: otherText(),
    occupation: choice(L.occupation, e('occupation')),
    occupationOther: otherText(),
    companyName: sizedText(2, 30, { required: REQUIRED, short: e('textShort'), long: le('textTooLong') }),
    department: optionalSized(2, 30, { short: e('textShort'), long: le('textTooLong') }),
    businessAddr: address(true),
    businessZipCode: zip(e('zipRequired'), e('zipRequired')),
    businessAreaCode: areaCode(),
    businessPhone: masked('landline', { invalid: le('homePhone'), required: REQUIRED }),
    businessEmail: email(false),
    grossAnnualIncome: amount({ required: REQUIRED, invalid: le('invalidValue') }),
    existingEWDepositor: yesNo(),
    bankAccountNo: digitsUpTo(12, e('bankAccountNo')),
    existingEWCCholder: yesNo(),
    CCNo: digitsUpTo(16, e('cardNumber')),
    ...Object.fromEntries(
      [1, 2, 3].flatMap((n) => [
        [`bank${n}`, optionalText(120, e('invalidInput'))],
        [`loanType${n}`, optionalText(120, e('invalidInput'))],
        [`monthlyAmortization${n}`, amount({ invalid: le('invalidValue') })],
      ]),
    ),
    activeCCOtherBanks: yesNo(),
    ...cardEntries(1),
    ...cardEntries(2),
    ...cardEntries(3),
  }),
  othersRule('employment', 'employmentOther'),
  othersRule('position', 'positionOther'),
  othersRule('natureOfPresentBusiness', 'natureOfPresentBusinessOther'),
  othersRule('sourceOfFunds', 'sourceOfFundsOther'),
  othersRule('occupation', 'occupationOther'),
  requiredWhen((i) => i.existingEWDepositor === 'Yes', { bankAccountNo: REQUIRED }),
  requiredWhen((i) => i.existingEWCCholder === 'Yes', { CCNo: REQUIRED }),
  requiredWhen((i) => i.activeCCOtherBanks === 'Yes', {
    cardIssuer1: REQUIRED,
    cardNumber1: REQUIRED,
    memberSince1: REQUIRED,
    creditLimit1: REQUIRED,
  }),
);

/** Pesos within 25 thousand and 2 million (§5 "Loan", §9). */
export function loanAmount(required: string) {
  return v.pipe(
    amount({ required, invalid: le('invalidValue') }, 13),
    v.check((s: string) => s === '' || Number(s) >= PL_MIN_AMOUNT, e('amountMin')),
    v.check((s: string) => s === '' || Number(s) <= PL_MAX_AMOUNT, e('amountMax')),
  );
}

/** §5 "Loan". */
export const loanStep = withRules(
  v.object({
    loanPurpose: choice(L.loanPurpose, e('loanPurpose')),
    loanPurposeOther: otherText(),
    desiredLoanAmount: loanAmount(REQUIRED),
    myPreferredPaymentTenor: choice(L.myPreferredPaymentTenor, e('tenor')),
    loanLowerAmount: choice(L.loanLowerAmount, REQUIRED),
  }),
  othersRule('loanPurpose', 'loanPurposeOther'),
);

/** §5 "Agreement": the radio must be Yes; ewOtherProducts is the optional consent (default ticked). */
export const agreementStep = v.object({
  agreeRadio: v.pipe(
    v.string(REQUIRED),
    v.check((s: string) => s !== '', REQUIRED),
    v.check((s: string) => s === '' || s === 'Yes', e('agree')),
  ),
  ewOtherProducts: v.boolean(REQUIRED),
});

/** Fields hidden for these values (§4 "Personal loan B"); hidden fields are neither checked nor sent. */
export function hiddenB(
  values: Record<string, unknown>,
  counts: { references: number; loans: number; cards: number },
): string[] {
  const out: string[] = [];
  if (!acrShown(values)) out.push('acrNo');
  if (!spouseShown(values)) out.push(...SPOUSE_FIELDS);
  if (values.chkPermAddSameWithHomeAdd === true) out.push('permanentHomeAddr', 'permanentZipCode');
  for (const [list, other] of [
    ['employment', 'employmentOther'],
    ['position', 'positionOther'],
    ['natureOfPresentBusiness', 'natureOfPresentBusinessOther'],
    ['sourceOfFunds', 'sourceOfFundsOther'],
    ['occupation', 'occupationOther'],
    ['loanPurpose', 'loanPurposeOther'],
  ] as const) {
    if (values[list] !== OTHERS[list]) out.push(other);
  }
  if (values.existingEWDepositor !== 'Yes') out.push('bankAccountNo');
  if (values.existingEWCCholder !== 'Yes') out.push('CCNo');
  out.push(...REFERENCE_GROUPS.slice(counts.references).flat());
  out.push(...OTHER_LOAN_GROUPS.slice(counts.loans).flat());
  if (values.activeCCOtherBanks !== 'Yes') out.push('otherCardCount', ...OTHER_CARD_GROUPS.flat());
  else out.push(...OTHER_CARD_GROUPS.slice(counts.cards).flat());
  return out;
}

/** Variant A's loan step: the home loan's field names, the personal loan's amounts, terms and purposes. */
export const mortgagedA = (values: Record<string, unknown>) => values.propertyMortgaged === 'Yes';
export const summaryLoanStep = withRules(
  v.object({
    loanAmount: loanAmount(le('loanAmount')),
    loanTerm: choice(PL_A_LISTS.loanTerm, le('loanTerm')),
    loanPurpose: choice(PL_A_LISTS.loanPurpose, le('loanPurpose')),
    coborrowersName: optionalText(100),
    propertyMortgaged: choice(LOAN_LISTS.yesNo, le('propertyMortgaged')),
    collateralType: optionalChoice(LOAN_LISTS.collateralType),
    collateralUse: optionalChoice(LOAN_LISTS.collateralUse),
    bankFinancialInstitution: optionalText(120),
    mortgageAmount: amount({ invalid: le('invalidValue') }),
    outstandingBalance: amount({ invalid: le('invalidValue') }),
    monthlyAmortization: amount({ invalid: le('invalidValue') }),
  }),
  requiredWhen(mortgagedA, {
    collateralType: le('collateralType'),
    bankFinancialInstitution: le('bankFinancialInstitution'),
    mortgageAmount: le('mortgageAmount'),
    outstandingBalance: le('outstandingBalance'),
    monthlyAmortization: le('monthlyAmortization'),
  }),
);
export const COLLATERAL_FIELDS_A = [
  'collateralType',
  'collateralUse',
  'bankFinancialInstitution',
  'mortgageAmount',
  'outstandingBalance',
  'monthlyAmortization',
];
