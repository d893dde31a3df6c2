/**
 * The personal loan's fields, each declared once (application-forms.md §2 "Personal loan wizard", §3
 * "Personal loan application (variant B)", §4, §5 "Personal loan (variant B)"): kind, rule and the
 * spec's messages (`personalLoan.errors.*`, or the loans' own where the spec words them alike),
 * labels (shared/i18n/personal-loan.ts), hints, masks. Declaration order is §3's (the payload's).
 */
import * as v from 'valibot';
import { phoneWithArea, repeatField, requiredWhen, type Field, type Seen, type ValuesOf } from '../forms/contract.ts';
import { field, listsOf, text, type ListExtra } from '../forms/fields.ts';
import {
  adultBounds,
  amount,
  date,
  digitsUpTo,
  email,
  intRange,
  landline,
  masked,
  monthYear,
  optionalSized,
  optionalText,
  requiredText,
  sizedText,
  timeOfDay,
  zip,
} from '../forms/rules.ts';
import { personName } from '../forms/names.ts';
import { numbered } from '../forms/repeat.ts';
import { CALL_TIME, OTHERS, PL_LISTS as L, PL_MAX_AMOUNT, PL_MIN_AMOUNT } from './lists.ts';

const e = (key: string) => `personalLoan.errors.${key}`;
const le = (key: string) => `loans.errors.${key}`;
const h = (key: string) => `personalLoan.headings.${key}`;
const REQUIRED = 'common.required';

const nameOf = (which: 'first' | 'middle' | 'last') =>
  personName(
    sizedText(2, 20, {
      required: e(`${which}NameRequired`),
      short: e(`${which}NameShort`),
      long: e(`${which}NameLong`),
    }),
    e('nameMarkup'),
  );
const optionalName = (which: 'first' | 'middle' | 'last') =>
  personName(optionalSized(2, 20, { short: e(`${which}NameShort`), long: e(`${which}NameLong`) }), e('nameMarkup'));
const address = (required: boolean) =>
  required
    ? sizedText(15, 120, { required: e('addressRequired'), short: e('addressShort'), long: e('addressLong') })
    : optionalSized(15, 120, { short: e('addressShort'), long: e('addressLong') });
const anyLandline = () => landline({ invalid: le('homePhone') });
const areaCode = () => masked('areaCode', { invalid: le('homeAreaCode') });
const mobile = (required: boolean) =>
  masked('mobile', { invalid: le('mobilePhone'), ...(required ? { required: le('mobilePhoneRequired') } : {}) });
const otherText = () => optionalText(120, e('invalidInput'));

const { list, radio } = listsOf(L, 'personalLoan.options');
const yesNo = (extra: ListExtra = {}) => radio('yesNo', REQUIRED, extra);
const other = () => text(otherText(), { hint: 'personalLoan.hints.other' });
const optional = { optional: true } as const;

export const spouseShown = (values: Seen<PL>) => values.civilStatus === '2';
export const acrShown = (values: Seen<PL>) => values.citizenship === '2';

/** §5 "Personal". */
export const PERSONAL = {
  firstName: text(nameOf('first'), { autoComplete: 'given-name', prefill: true }),
  middleName: text(nameOf('middle'), { autoComplete: 'additional-name', prefill: true }),
  lastName: text(nameOf('last'), { autoComplete: 'family-name', prefill: true }),
  birthDate: field(
    'date',
    date({ required: e('birthDateRequired'), invalid: le('date'), range: le('bdayRange') }, adultBounds),
    {
      autoComplete: 'bday',
      hint: 'loans.hints.bday',
      width: 's',
      dateBounds: adultBounds,
    },
  ),
  birthPlace: text(
    sizedText(3, 20, { required: e('birthPlaceRequired'), short: e('birthPlaceShort'), long: e('birthPlaceLong') }),
  ),
  momFirstName: text(nameOf('first'), { heading: h('mother') }),
  momMiddleName: text(nameOf('middle')),
  momLastName: text(nameOf('last')),
  gender: list('gender', le('sex'), { kind: 'radio' }),
  civilStatus: list('civilStatus', le('civilStatus')),
  education: list('education', le('education')),
  citizenship: list('citizenship', le('citizenship')),
  acrNo: text(optionalText(20, e('invalidInput')), { width: 'm' }),
  sssNo: text(masked('sss', { required: e('sssRequired'), invalid: le('sss') }), {
    mask: 'sss',
    inputMode: 'numeric',
    hint: 'loans.hints.sss',
    width: 's',
  }),
  tinNo: text(masked('tin', { required: le('tinRequired'), invalid: le('tin') }), {
    mask: 'tin',
    inputMode: 'numeric',
    hint: 'loans.hints.tin',
    width: 's',
  }),
  dependentsNo: text(intRange(0, 50, { required: e('dependentsRequired'), invalid: e('invalidEntry') }), {
    inputMode: 'numeric',
    hint: 'personalLoan.hints.dependentsNo',
    width: 'xs',
  }),
  presentHomeAddr: text(address(true), {
    heading: h('address'),
    autoComplete: 'street-address',
    hint: 'personalLoan.hints.address',
  }),
  presentZipCode: text(zip(le('zipCode'), e('zipRequired')), {
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    hint: 'loans.hints.zipCode',
    width: 'xs',
  }),
  chkPermAddSameWithHomeAdd: field('checkbox', v.boolean(REQUIRED), optional),
  permanentHomeAddr: text(address(false), {
    optional: true,
    autoComplete: 'section-permanent street-address',
    hint: 'personalLoan.hints.address',
  }),
  permanentZipCode: text(zip(le('zipCode')), {
    optional: true,
    inputMode: 'numeric',
    autoComplete: 'section-permanent postal-code',
    hint: 'loans.hints.zipCode',
    width: 'xs',
  }),
  homeOwnership: list('homeOwnership', e('homeOwnership'), {
    // Every option has an id of its own (two share code 0, two share 4); the code is what is sent.
    encode: (value) => String(value ?? '').split('-')[0] ?? '',
  }),
  homeStayYrs: text(intRange(0, 50, { required: e('homeStayYrs'), invalid: e('homeStayYrs') }), {
    inputMode: 'numeric',
    width: 'xs',
  }),
  homeAreaCode: field('tel', areaCode(), {
    heading: h('contact'),
    optional: true,
    mask: 'areaCode',
    autoComplete: 'home tel-area-code',
    hint: 'loans.hints.homeAreaCode',
    width: 'xs',
  }),
  homePhone: field('tel', anyLandline(), {
    optional: true,
    mask: 'landline',
    autoComplete: 'home tel-local',
    hint: 'personalLoan.hints.homePhone',
    width: 's',
    // §7 call 4: the home phones are sent as "(area)number".
    ...phoneWithArea('homeAreaCode', 'homePhone'),
  }),
  mobilePhone: field('tel', mobile(true), {
    mask: 'mobile',
    autoComplete: 'mobile tel',
    hint: 'loans.hints.mobilePhone',
    width: 'm',
    prefill: true,
  }),
  dayToCall: list('dayToCall', undefined),
  // §9 "Best time to call step: 300 seconds": a time of day in banking hours, in 5-minute steps.
  timeToCall: field('time', timeOfDay(CALL_TIME, e('timeToCall')), {
    optional: true,
    hint: 'personalLoan.hints.timeToCall',
    width: 's',
    dateBounds: () => CALL_TIME,
    step: CALL_TIME.step,
  }),
  email: field('email', email({ required: e('emailRequired'), invalid: le('email'), long: e('emailLong') }, 50), {
    autoComplete: 'email',
    prefill: true,
  }),
  facebook: text(optionalText(100, e('invalidInput')), optional),
  twitter: text(optionalText(100, e('invalidInput')), optional),
  im: text(optionalText(100, e('invalidInput')), optional),
  carsOwnedNo: text(v.pipe(v.string(REQUIRED), v.trim(), v.regex(/^\d{0,2}$/, e('invalidEntry'))), {
    optional: true,
    inputMode: 'numeric',
    width: 'xs',
  }),
} satisfies Record<string, Field>;

/** §5 "Spouse": names 2 to 20, required only if civilStatus is '2' (the step's fields show only then, §4). */
export const SPOUSE = {
  spouseFirstName: text(optionalName('first')),
  spouseMiddleName: text(optionalName('middle')),
  spouseLastName: text(optionalName('last')),
  spouseCompanyName: text(optionalText(120), { optional: true, send: 'spousecompanyName' }),
  spouseBusinessAddr: text(address(false), {
    optional: true,
    hint: 'personalLoan.hints.address',
    send: 'spousebusinessAddr',
  }),
  spouseBusinessZipCode: text(zip(le('zipCode')), { optional: true, inputMode: 'numeric', width: 'xs' }),
  spouseBusinessAreaCode: field('tel', areaCode(), { optional: true, mask: 'areaCode', width: 'xs' }),
  spouseBusinessPhone: field('tel', anyLandline(), {
    optional: true,
    mask: 'landline',
    hint: 'loans.hints.homePhone',
    width: 's',
  }),
  spouseMobilePhone: field('tel', mobile(false), {
    optional: true,
    mask: 'mobile',
    hint: 'loans.hints.mobilePhone',
    width: 'm',
  }),
  spouseGrossAnnualIncome: field('amount', amount({ invalid: le('invalidValue') }), { optional: true, width: 'm' }),
} satisfies Record<string, Field>;
export const SPOUSE_FIELDS = Object.keys(SPOUSE) as (keyof typeof SPOUSE)[];

export const SPOUSE_RULE = requiredWhen(spouseShown, {
  spouseFirstName: e('firstNameRequired'),
  spouseMiddleName: e('middleNameRequired'),
  spouseLastName: e('lastNameRequired'),
});

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
type ReferencePart = (typeof REFERENCE_PARTS)[number];

/**
 * Reference n: §5 "each reference's names 2 to 20 and required; mobile phone required": both
 * references, always shown.
 */
function reference<N extends 1 | 2>(n: N): Record<`reference${N}${ReferencePart}`, Field> {
  const label = (part: string) => ({ label: `personalLoan.fields.reference${n}.${part}` });
  const parts: Record<ReferencePart, Field> = {
    FirstName: text(nameOf('first'), { ...label('FirstName'), heading: `personalLoan.headings.reference${n}` }),
    MiddleName: text(nameOf('middle'), label('MiddleName')),
    LastName: text(nameOf('last'), label('LastName')),
    businessName: text(optionalText(120), { ...label('businessName'), optional: true }),
    bussinessAddr: text(address(false), { ...label('bussinessAddr'), optional: true }),
    ZipCode: text(zip(le('zipCode')), { ...label('ZipCode'), optional: true, inputMode: 'numeric', width: 'xs' }),
    BusinessAreaCode: field('tel', areaCode(), {
      ...label('BusinessAreaCode'),
      optional: true,
      mask: 'areaCode',
      width: 'xs',
    }),
    BusinessPhone: field('tel', anyLandline(), { ...label('BusinessPhone'), optional: true, mask: 'landline' }),
    MobilePhone: field('tel', mobile(true), { ...label('MobilePhone'), mask: 'mobile' }),
    HomeAreaCode: field('tel', areaCode(), { ...label('HomeAreaCode'), optional: true, mask: 'areaCode', width: 'xs' }),
    HomePhone: field('tel', anyLandline(), {
      ...label('HomePhone'),
      optional: true,
      mask: 'landline',
      ...phoneWithArea(`reference${n}HomeAreaCode`, `reference${n}HomePhone`),
    }),
  };
  return Object.fromEntries(REFERENCE_PARTS.map((p) => [`reference${n}${p}`, parts[p]])) as Record<
    `reference${N}${ReferencePart}`,
    Field
  >;
}
export const REFERENCES = { ...reference(1), ...reference(2) };

export const OTHER_LOAN_GROUPS = numbered(['bank', 'loanType', 'monthlyAmortization'], 3);
export const OTHER_CARD_GROUPS = numbered(['cardIssuer', 'cardNumber', 'memberSince', 'creditLimit'], 3);

function otherLoan<N extends 1 | 2 | 3>(n: N) {
  const label = (part: string) => `personalLoan.fields.otherLoan${n}.${part}`;
  return {
    // §5: 'Invalid Input' (capital I), unlike the other texts' 'Invalid input'.
    [`bank${n}`]: text(optionalText(120, e('invalidInputCapital')), {
      label: label('bank'),
      optional: true,
      heading: `personalLoan.headings.otherLoan${n}`,
    }),
    [`loanType${n}`]: text(optionalText(120, e('invalidInputCapital')), { label: label('loanType'), optional: true }),
    [`monthlyAmortization${n}`]: field('amount', amount({ invalid: le('invalidValue') }), {
      label: label('monthlyAmortization'),
      optional: true,
      width: 'm',
    }),
  } as Record<`bank${N}` | `loanType${N}` | `monthlyAmortization${N}`, Field>;
}

function otherCard<N extends 1 | 2 | 3>(n: N) {
  const label = (part: string) => `personalLoan.fields.otherCard${n}.${part}`;
  // The first card is required when the applicant has cards of other banks (a rule below).
  const optional = n > 1;
  return {
    [`cardIssuer${n}`]: text(optionalText(n === 1 ? 120 : 20, e('invalidInput')), {
      label: label('cardIssuer'),
      optional,
      heading: `personalLoan.headings.otherCard${n}`,
    }),
    [`cardNumber${n}`]: text(digitsUpTo(16, e('cardNumber')), {
      label: label('cardNumber'),
      optional,
      inputMode: 'numeric',
      autoComplete: 'cc-number',
      hint: 'personalLoan.hints.cardNumber',
      width: 'm',
    }),
    // mm/yyyy, not after this month (site §5 "month/year mm/yyyy limited to current year").
    [`memberSince${n}`]: text(monthYear(le('memberSince')), {
      label: label('memberSince'),
      optional,
      mask: 'monthYear',
      inputMode: 'numeric',
      hint: 'loans.hints.memberSince',
      width: 's',
    }),
    [`creditLimit${n}`]: field('amount', amount({ invalid: le('invalidValue') }), {
      label: label('creditLimit'),
      optional,
      width: 'm',
    }),
  } as Record<`cardIssuer${N}` | `cardNumber${N}` | `memberSince${N}` | `creditLimit${N}`, Field>;
}

const plRepeat = (what: string, min: number, max: number, groups: readonly (readonly string[])[]) =>
  repeatField(groups, {
    min,
    max,
    add: `personalLoan.repeat.${what}.add`,
    remove: `personalLoan.repeat.${what}.remove`,
  });

/** The repeatable groups: 3 other loans, 3 other cards (§9); both references always show (§5). */
export const REPEATS = {
  otherLoanCount: plRepeat('loan', 1, 3, OTHER_LOAN_GROUPS),
  otherCardCount: plRepeat('card', 1, 3, OTHER_CARD_GROUPS),
} satisfies Record<string, Field>;

/** §5 "Employment and finances". */
export const WORK = {
  employment: list('employment', e('employment')),
  employmentOther: other(),
  presentEmployerNoYrs: text(
    v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(REQUIRED), v.regex(/^\d{1,2}$/, e('invalidEntry'))),
    { inputMode: 'numeric', width: 'xs' },
  ),
  totalNoYrsWorking: text(intRange(0, 70, { invalid: e('invalidEntry') }), {
    optional: true,
    inputMode: 'numeric',
    width: 'xs',
  }),
  position: list('position', e('position')),
  positionOther: other(),
  positionTitle: text(requiredText(REQUIRED, 120, e('invalidInput')), { autoComplete: 'organization-title' }),
  natureOfPresentBusiness: list('natureOfPresentBusiness', e('natureOfPresentBusiness')),
  natureOfPresentBusinessOther: other(),
  sourceOfFunds: list('sourceOfFunds', e('sourceOfFunds')),
  sourceOfFundsOther: other(),
  occupation: list('occupation', e('occupation')),
  occupationOther: other(),
  companyName: text(sizedText(2, 30, { required: REQUIRED, short: e('textShort'), long: le('textTooLong') }), {
    heading: h('company'),
    autoComplete: 'organization',
  }),
  department: text(optionalSized(2, 30, { short: e('textShort'), long: le('textTooLong') }), optional),
  businessAddr: text(address(true), {
    hint: 'personalLoan.hints.address',
    autoComplete: 'section-work street-address',
  }),
  businessZipCode: text(zip(le('zipCode'), e('zipRequired')), {
    inputMode: 'numeric',
    autoComplete: 'section-work postal-code',
    hint: 'loans.hints.zipCode',
    width: 'xs',
  }),
  businessAreaCode: field('tel', areaCode(), {
    optional: true,
    mask: 'areaCode',
    autoComplete: 'work tel-area-code',
    width: 'xs',
  }),
  businessPhone: field('tel', landline({ invalid: le('homePhone'), required: REQUIRED }), {
    mask: 'landline',
    autoComplete: 'work tel-local',
    hint: 'loans.hints.homePhone',
    width: 's',
  }),
  businessEmail: field('email', email({ invalid: le('email'), long: e('emailLong') }, 50), {
    optional: true,
    autoComplete: 'work email',
  }),
  grossAnnualIncome: field('amount', amount({ required: REQUIRED, invalid: le('invalidValue') }), { width: 'm' }),
  existingEWDepositor: yesNo({ heading: h('bank') }),
  bankAccountNo: text(digitsUpTo(12, e('bankAccountNo')), {
    inputMode: 'numeric',
    hint: 'personalLoan.hints.bankAccountNo',
    width: 'm',
  }),
  existingEWCCholder: yesNo(),
  CCNo: text(digitsUpTo(16, e('cardNumber')), {
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    hint: 'personalLoan.hints.cardNumber',
    width: 'm',
  }),
  ...otherLoan(1),
  ...otherLoan(2),
  ...otherLoan(3),
  activeCCOtherBanks: yesNo(),
  ...otherCard(1),
  ...otherCard(2),
  ...otherCard(3),
} satisfies Record<string, Field>;

/** "Others" codes show their free-text field (§4), which is then required. */
export const OTHER_FIELDS = {
  employment: 'employmentOther',
  position: 'positionOther',
  natureOfPresentBusiness: 'natureOfPresentBusinessOther',
  sourceOfFunds: 'sourceOfFundsOther',
  occupation: 'occupationOther',
  loanPurpose: 'loanPurposeOther',
} as const satisfies Record<keyof typeof OTHERS, Name>;

export const WORK_RULES = [
  ...(Object.keys(OTHER_FIELDS) as (keyof typeof OTHER_FIELDS)[]).map((list) =>
    requiredWhen<PL>((i) => i[list] === OTHERS[list], { [OTHER_FIELDS[list]]: REQUIRED } as Partial<
      Record<Name, string>
    >),
  ),
  requiredWhen<PL>((i) => i.existingEWDepositor === 'Yes', { bankAccountNo: REQUIRED }),
  requiredWhen<PL>((i) => i.existingEWCCholder === 'Yes', { CCNo: REQUIRED }),
  requiredWhen<PL>((i) => i.activeCCOtherBanks === 'Yes', {
    cardIssuer1: REQUIRED,
    cardNumber1: REQUIRED,
    memberSince1: REQUIRED,
    creditLimit1: REQUIRED,
  }),
];

/** Pesos within 25 thousand and 2 million (§5 "Loan", §9). */
export function loanAmount(required: string) {
  return v.pipe(
    amount({ required, invalid: le('invalidValue') }, 13),
    v.check((s: string) => s === '' || Number(s) >= PL_MIN_AMOUNT, e('amountMin')),
    v.check((s: string) => s === '' || Number(s) <= PL_MAX_AMOUNT, e('amountMax')),
  );
}

/** §5 "Loan". */
export const LOAN = {
  loanPurpose: list('loanPurpose', e('loanPurpose'), { prefill: true }),
  loanPurposeOther: other(),
  desiredLoanAmount: field('amount', loanAmount(REQUIRED), {
    hint: 'personalLoan.hints.desiredLoanAmount',
    width: 'm',
    prefill: true,
  }),
  myPreferredPaymentTenor: list('myPreferredPaymentTenor', e('tenor'), { prefill: true }),
  // §5 attaches 'Please select a preferred payment tenor' to loanLowerAmount.
  loanLowerAmount: list('loanLowerAmount', e('tenor'), { kind: 'radio' }),
} satisfies Record<string, Field>;

/** §5 "Agreement": the radio must be Yes; ewOtherProducts is the optional consent (default ticked). */
export const AGREEMENT = {
  agreeRadio: field(
    'radio',
    v.pipe(
      v.string(REQUIRED),
      v.check((s: string) => s !== '', REQUIRED),
      v.check((s: string) => s === '' || s === 'Yes', e('agree')),
    ),
    { options: { values: L.yesNo, labels: 'personalLoan.options.yesNo' } },
  ),
  // A consent box: unticked is an answer, so not marked "(optional)" as a field left empty would be.
  ewOtherProducts: field('checkbox', v.boolean(REQUIRED), { initial: true }),
} satisfies Record<string, Field>;

/** Variant B's values, typed from its fields (what its rules and predicates read). */
export type PL = ValuesOf<
  typeof PERSONAL & typeof SPOUSE & typeof REFERENCES & typeof WORK & typeof LOAN & typeof AGREEMENT & typeof REPEATS
>;
type Name = keyof PL;

/** Fields hidden for these values (§4 "Personal loan B"); the repeat groups past their counts besides. */
export function hiddenB(values: Seen<PL>): Name[] {
  const out: Name[] = [];
  if (!acrShown(values)) out.push('acrNo');
  if (!spouseShown(values)) out.push(...SPOUSE_FIELDS);
  if (values.chkPermAddSameWithHomeAdd === true) out.push('permanentHomeAddr', 'permanentZipCode');
  for (const list of Object.keys(OTHER_FIELDS) as (keyof typeof OTHER_FIELDS)[]) {
    if (values[list] !== OTHERS[list]) out.push(OTHER_FIELDS[list]);
  }
  if (values.existingEWDepositor !== 'Yes') out.push('bankAccountNo');
  if (values.existingEWCCholder !== 'Yes') out.push('CCNo');
  if (values.activeCCOtherBanks !== 'Yes') out.push('otherCardCount', ...(OTHER_CARD_GROUPS.flat() as Name[]));
  return out;
}
