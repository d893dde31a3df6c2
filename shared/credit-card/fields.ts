/**
 * The credit card application's fields, each declared once (application-forms.md §2 "Credit card
 * wizard (8 steps, 0 to 7)", §3, §4, §5 "Credit card"): kind, rule with the spec's messages, labels
 * (shared/i18n/credit-card.ts `creditCard.fields.<name>`), hints, masks. Built from the loan rules
 * of shared/loans/rules.ts. Declaration order is §3's (the payload's), which is the order on screen.
 */
import * as v from 'valibot';
import { conform } from '../masks.ts';
import {
  phoneWithArea,
  repeatField,
  requiredTogether,
  requiredWhen,
  type Field,
  type Seen,
  type ValuesOf,
} from '../forms/contract.ts';
import { numbered } from '../forms/repeat.ts';
import { field, listsOf, text } from '../forms/fields.ts';
import {
  amount,
  cardholderBounds,
  date,
  email,
  intRange,
  landline,
  masked,
  monthYear,
  optionalText,
  requiredText,
  zip,
} from '../forms/rules.ts';
import { noMarkupInName } from '../forms/names.ts';
import { CC_LISTS as L } from './lists.ts';

const e = (key: string) => `creditCard.errors.${key}`;
const le = (key: string) => `loans.errors.${key}`;
const REQUIRED = 'common.required';

/** Card number dddd-????-????-dddd (the middle groups may be masked), at most 19 characters. */
export const CARD_NUMBER = /^\d{4}-[\dXx*?]{4}-[\dXx*?]{4}-\d{4}$/;
const cardNumber = () =>
  v.pipe(
    v.string(REQUIRED),
    // Sixteen digits as typed or autofilled are the dddd-dddd-dddd-dddd form.
    v.transform((s: string) => conform(s.trim(), 'cardNumber')),
    v.maxLength(19, e('textTooLong')),
    v.check((s: string) => s === '' || CARD_NUMBER.test(s), e('cardNumber')),
  );
const limited = (max: number, key = e('textTooLong')) => optionalText(max, key);
/** A card number field: masked when left, a numeric keypad, the applicant's own card (autofill). */
const cardNumberField = { mask: 'cardNumber', inputMode: 'numeric', autoComplete: 'cc-number' } as const;
const name = (which: 'first' | 'middle' | 'last') =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(e(`${which}NameRequired`)),
    v.maxLength(30, e(`${which}NameLong`)),
    noMarkupInName(e('nameMarkup')),
  );

const { list, radio } = listsOf(L, 'creditCard.options');
const yesNo = () => radio('yesNo', undefined);
const opt = { optional: true } as const;

/** The values the rules across fields read and report (steps 1 to 5). */
type CC = ValuesOf<typeof CLIENT & typeof PERSONAL & typeof WORK & typeof SPOUSE>;

export const relShown = (i: Seen<CC>) => i.ewRelConfirm === 'Yes';
export const pepRelShown = (i: Seen<CC>) => i.ewPEPRel === 'Yes';
export const cardnoShown = (i: Seen<CC>) => i.ewcc === 'Yes';
export const foreignShown = (i: Seen<CC>) => i.citizenship1 === 'OTH';

/** Step 0: choose card. */
export const CARD = { cardType: radio('cardType', e('cardType'), { prefill: true }) } satisfies Record<string, Field>;

/** Step 1: existing client. */
export const CLIENT = {
  deposit: list('deposit', e('deposit')),
  ewcc: yesNo(),
  cardno: text(cardNumber(), { ...cardNumberField, hint: 'creditCard.hints.cardNumber', width: 'm' }),
  ewRelConfirm: radio('yesNo', e('ewRelConfirm')),
  ewRelName: text(limited(150), opt),
  ewRelRelationship: text(limited(150), opt),
  ewPos: yesNo(),
  ewPEP: yesNo(),
  ewPEPRel: yesNo(),
  ewPEPRelName: text(limited(150), opt),
  ewPEPRelRelationship: text(limited(150), opt),
} satisfies Record<string, Field>;

/** Step 2: personal information. */
export const PERSONAL = {
  firstName: text(name('first'), { autoComplete: 'given-name', prefill: true }),
  middleName: text(name('middle'), { autoComplete: 'additional-name', prefill: true }),
  lastName: text(name('last'), { autoComplete: 'family-name', prefill: true }),
  cardName: text(
    v.pipe(
      v.string(REQUIRED),
      v.trim(),
      v.nonEmpty(e('cardNameRequired')),
      v.regex(/^[A-Za-z0-9 ]*$/, e('cardNameChars')),
      v.maxLength(19, e('cardNameLong')),
    ),
    { hint: 'creditCard.hints.cardName', autoComplete: 'cc-name', width: 'm' },
  ),
  // A principal cardholder is 21 to 80 (application-forms.md §5 "Credit card" age bounds).
  birthDate: field(
    'date',
    date({ required: e('birthDateRequired'), invalid: le('date'), range: e('birthDateRange') }, cardholderBounds),
    { autoComplete: 'bday', hint: 'creditCard.hints.birthDate', width: 's', dateBounds: cardholderBounds },
  ),
  birthPlace: text(requiredText(e('birthPlaceRequired'), 250, e('textTooLong'))),
  momName: text(requiredText(e('momNameRequired'), 30, e('textTooLong')), { heading: 'creditCard.headings.mother' }),
  momName1: text(requiredText(e('momName1Required'), 30, e('textTooLong'))),
  momName2: text(requiredText(e('momName2Required'), 30, e('textTooLong'))),
  sex: radio('sex', REQUIRED),
  civilStatus: list('civilStatus', REQUIRED),
  numberDependents: text(intRange(0, 30, { required: REQUIRED, invalid: e('invalidEntry') }), {
    inputMode: 'numeric',
    width: 'xs',
  }),
  numberCar: text(intRange(0, 1000, { invalid: e('invalidEntry') }), {
    optional: true,
    inputMode: 'numeric',
    width: 'xs',
  }),
  educ: list('educ', REQUIRED),
  citizenship1: list('citizenship1', REQUIRED),
  citizenship: text(limited(100), { width: 'm' }),
  acr: text(limited(30), { width: 'm' }),
  tinNo: text(masked('tin', { required: le('tinRequired'), invalid: le('tin') }), {
    mask: 'tin',
    inputMode: 'numeric',
    hint: 'loans.hints.tin',
    width: 's',
  }),
  sssNo: text(masked('sss', { required: e('sssRequired'), invalid: le('sss') }), {
    mask: 'sss',
    inputMode: 'numeric',
    hint: 'loans.hints.sss',
    width: 's',
  }),
  homeAddress: text(requiredText(REQUIRED, 120, e('textTooLong')), {
    heading: 'creditCard.headings.address',
    autoComplete: 'street-address',
    hint: 'creditCard.hints.address',
  }),
  zipCode: text(zip(le('zipCode'), e('zipRequired')), {
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    hint: 'loans.hints.zipCode',
    width: 'xs',
  }),
  chkPermAddSameWithHomeAdd: field('checkbox', v.boolean(REQUIRED), opt),
  permanentAddress: text(limited(120), {
    optional: true,
    autoComplete: 'section-permanent street-address',
    hint: 'creditCard.hints.address',
  }),
  zipCode2: text(zip(le('zipCode')), {
    optional: true,
    inputMode: 'numeric',
    autoComplete: 'section-permanent postal-code',
    hint: 'loans.hints.zipCode',
    width: 'xs',
  }),
  homeOwner: list('homeOwner', REQUIRED),
  yearStay: text(intRange(0, 99, { required: REQUIRED, invalid: e('invalidEntry') }), {
    inputMode: 'numeric',
    width: 'xs',
  }),
  homeAreaCode: field('tel', masked('areaCode', { invalid: le('homeAreaCode') }), {
    heading: 'creditCard.headings.contact',
    optional: true,
    mask: 'areaCode',
    autoComplete: 'home tel-area-code',
    hint: 'loans.hints.homeAreaCode',
    width: 'xs',
  }),
  homePhone: field('tel', landline({ invalid: le('homePhone') }), {
    optional: true,
    mask: 'landline',
    autoComplete: 'home tel-local',
    hint: 'loans.hints.homePhone',
    width: 's',
    // §7 call 2: home and spouse phone as "(areacode)+number".
    ...phoneWithArea('homeAreaCode', 'homePhone', '+'),
  }),
  mobilePhone: field('tel', masked('mobile', { required: le('mobilePhoneRequired'), invalid: le('mobilePhone') }), {
    mask: 'mobile',
    autoComplete: 'mobile tel',
    hint: 'loans.hints.mobilePhone',
    width: 'm',
    prefill: true,
  }),
  emailAddress: field('email', email({ required: e('emailRequired'), invalid: le('email') }, 200), {
    autoComplete: 'email',
    prefill: true,
  }),
  emailAddressAlt: field('email', email({ invalid: le('email') }, 200), { optional: true, autoComplete: 'email' }),
  socMed: text(limited(100), opt),
} satisfies Record<string, Field>;

const other = () => text(limited(100), { hint: 'creditCard.hints.other' });

/** Step 3: work and finances. */
export const WORK = {
  // §5 "Credit card" asks no Source of Income: optional; its Others text is required when OTH is chosen.
  fundSrc: list('fundSrc', undefined),
  fundSrc1: other(),
  workType: list('workType', e('workType')),
  employment1: other(),
  workYear: text(intRange(0, 99, { required: e('workYear'), invalid: e('invalidInput') }), {
    inputMode: 'numeric',
    width: 'xs',
  }),
  workPos: list('workPos', e('workPos')),
  workPos1: other(),
  workPos2: text(requiredText(e('workPos2'), 200, e('textTooLong')), { autoComplete: 'organization-title' }),
  workNature: list('workNature', e('workNature')),
  businessName: text(requiredText(e('businessName'), 200, e('textTooLong')), { autoComplete: 'organization' }),
  businessDept: text(limited(200), opt),
  businessAddress: text(requiredText(e('businessAddress'), 250, e('textTooLong')), {
    autoComplete: 'section-work street-address',
  }),
  businessZip: text(zip(le('zipCode')), {
    optional: true,
    inputMode: 'numeric',
    autoComplete: 'section-work postal-code',
    width: 'xs',
  }),
  businessPhone: field('tel', requiredText(e('businessPhone'), 30, e('numberTooLong')), {
    autoComplete: 'work tel',
    width: 'm',
  }),
  businessIncome: field('amount', amount({ required: e('businessIncome'), invalid: e('invalidAmount') }, 20), {
    width: 'm',
  }),
} satisfies Record<string, Field>;

export const CARD_GROUPS = numbered(['cardIssuer', 'cardNumber', 'memberSince', 'creditLimit'], 3);

/** Card reference n (all optional). */
function cardRef<N extends 1 | 2 | 3>(n: N) {
  const label = (part: string) => `creditCard.fields.card${n}.${part}`;
  return {
    [`cardIssuer${n}`]: text(limited(200), {
      label: label('cardIssuer'),
      optional: true,
      heading: `creditCard.headings.card${n}`,
    }),
    [`cardNumber${n}`]: text(cardNumber(), {
      ...cardNumberField,
      label: label('cardNumber'),
      optional: true,
      hint: 'creditCard.hints.cardNumber',
      width: 'm',
    }),
    // mm/yyyy, not after this month (site §5 "month/year mm/yyyy limited to current year").
    [`memberSince${n}`]: text(monthYear(le('memberSince')), {
      label: label('memberSince'),
      optional: true,
      mask: 'monthYear',
      inputMode: 'numeric',
      hint: 'loans.hints.memberSince',
      width: 's',
    }),
    [`creditLimit${n}`]: field('amount', amount({ invalid: e('invalidValue') }, 20), {
      label: label('creditLimit'),
      optional: true,
      width: 'm',
    }),
  } as Record<`cardIssuer${N}` | `cardNumber${N}` | `memberSince${N}` | `creditLimit${N}`, Field>;
}

/** Step 4: credit card references (three, two shown at first: §3 "the early step shows two"). */
export const CARDS = { ...cardRef(1), ...cardRef(2), ...cardRef(3) };
export const CARD_REPEAT = {
  cardRefCount: repeatField(CARD_GROUPS, {
    min: 2,
    max: 3,
    add: 'creditCard.repeat.add',
    remove: 'creditCard.repeat.remove',
  }),
} satisfies Record<string, Field>;

/** Step 5: spouse (all optional). */
export const SPOUSE = {
  spouseName: text(limited(200), opt),
  spouseBusiness: text(limited(200), opt),
  spousePosition: text(limited(2000), opt),
  spouseDept: text(limited(200), opt),
  spouseAddress: text(limited(120), { optional: true, hint: 'creditCard.hints.address' }),
  spouseZip: text(zip(le('zipCode')), { optional: true, inputMode: 'numeric', width: 'xs' }),
  spouseAreaCode: field('tel', masked('areaCode', { invalid: le('homeAreaCode') }), {
    optional: true,
    mask: 'areaCode',
    width: 'xs',
  }),
  spousePhone: field('tel', landline({ invalid: le('homePhone') }), {
    optional: true,
    mask: 'landline',
    hint: 'loans.hints.homePhone',
    width: 's',
    ...phoneWithArea('spouseAreaCode', 'spousePhone', '+'),
  }),
  spouseCP: field('tel', masked('mobile', { invalid: le('mobilePhone') }), {
    optional: true,
    mask: 'mobile',
    hint: 'loans.hints.mobilePhone',
    width: 'm',
  }),
  spouseIncome: field('amount', amount({ invalid: e('invalidAmountSpouse') }, 20), { optional: true, width: 'm' }),
} satisfies Record<string, Field>;

/** Step 6: personal/trade reference, all required. */
export const FRIEND = {
  friendName: text(requiredText(e('friendName'), 200, e('textTooLong'))),
  friendBusiness: text(requiredText(e('businessName'), 200, e('textTooLong'))),
  friendPosition: text(requiredText(e('friendPosition'), 150, e('textTooLong'))),
  friendDept: text(requiredText(e('friendDept'), 150, e('textTooLong'))),
  friendPhone: field('tel', requiredText(e('friendPhone'), 12, e('invalidPhone')), { width: 'm' }),
} satisfies Record<string, Field>;

/** Seconds a person needs at least to fill the form (the bot check's minimum fill time). */
export const MIN_FILL_SECONDS = 5;
/** Values of the bot check held in the form state (never sent as such). */
export const STARTED_AT = '_startedAt';
export const HONEYPOT = '_website';

/** Step 7: review: delivery, the statement and consent boxes, and the bot check's state. */
export const REVIEW = {
  delivery: radio('delivery', REQUIRED),
  // Consent boxes: unticked is an answer, so not marked "(optional)" as a field left empty would be.
  SOAtoBillingAdd: field('checkbox', v.boolean(REQUIRED)),
  consentOther: field('checkbox', v.boolean(REQUIRED), { initial: true }),
  [STARTED_AT]: field('hidden', v.string(), { send: false, initial: () => String(Date.now()) }),
  /** The honeypot: a field people never see, drawn by the review (off screen, out of the tab order). */
  [HONEYPOT]: field('hidden', v.string(), { send: false, label: 'creditCard.fields.website' }),
} as const satisfies Record<string, Field>;

export const RULES = [
  requiredWhen(cardnoShown, { cardno: REQUIRED }),
  requiredTogether<CC>('homeAreaCode', 'homePhone', { a: le('homeAreaCodeRequired'), b: le('homePhoneRequired') }),
  requiredWhen(foreignShown, { citizenship: REQUIRED, acr: REQUIRED }),
  requiredWhen<CC>((i) => i.fundSrc === 'OTH', { fundSrc1: REQUIRED }),
  requiredWhen<CC>((i) => i.workType === 'OTH', { employment1: REQUIRED }),
  requiredWhen<CC>((i) => i.workPos === 'OTH', { workPos1: REQUIRED }),
  requiredTogether<CC>('spouseAreaCode', 'spousePhone', { a: le('homeAreaCodeRequired'), b: le('homePhoneRequired') }),
];
