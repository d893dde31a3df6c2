/**
 * The steps of the credit card application (application-forms.md §2 "Credit card wizard (8 steps, 0
 * to 7)", §3, §4, §5 "Credit card"): one valibot schema per step, used by the wizard on Next and by
 * the server on submit. Built from the loan rules of shared/loans/rules.ts.
 */
import * as v from 'valibot';
import {
  amount,
  choice,
  date,
  intRange,
  masked,
  optionalChoice,
  optionalText,
  requiredText,
  requiredTogether,
  requiredWhen,
  withRules,
  zip,
} from '../loans/rules.ts';
import { numbered } from '../forms/repeat.ts';
import { CC_LISTS as L } from './lists.ts';

const e = (key: string) => `creditCard.errors.${key}`;
const le = (key: string) => `loans.errors.${key}`;
const REQUIRED = 'common.required';

/** Card number dddd-????-????-dddd (the middle groups may be masked), at most 19 characters. */
export const CARD_NUMBER = /^\d{4}-[\dXx*?]{4}-[\dXx*?]{4}-\d{4}$/;
const cardNumber = () =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.maxLength(19, e('textTooLong')),
    v.check((s: string) => s === '' || CARD_NUMBER.test(s), e('cardNumber')),
  );
const text = (max: number, key = e('textTooLong')) => optionalText(max, key);
const yesNo = () => optionalChoice(L.yesNo);
const emailRule = (required: string | undefined, max: number) =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.check((s: string) => required === undefined || s !== '', required ?? REQUIRED),
    v.check((s: string) => s === '' || v.is(v.pipe(v.string(), v.email()), s), le('email')),
    v.maxLength(max, le('email')),
  );

export const relShown = (i: Record<string, unknown>) => i.ewRelConfirm === 'Yes';
export const pepRelShown = (i: Record<string, unknown>) => i.ewPEPRel === 'Yes';
export const cardnoShown = (i: Record<string, unknown>) => i.ewcc === 'Yes';
export const foreignShown = (i: Record<string, unknown>) => i.citizenship1 === 'OTH';

/** Step 0: choose card. */
export const cardStep = v.object({ cardType: choice(L.cardType, e('cardType')) });

/** Step 1: existing client. */
export const clientStep = withRules(
  v.object({
    deposit: choice(L.deposit, e('deposit')),
    ewcc: yesNo(),
    cardno: cardNumber(),
    ewRelConfirm: choice(L.yesNo, e('ewRelConfirm')),
    ewRelName: text(150),
    ewRelRelationship: text(150),
    ewPos: yesNo(),
    ewPEP: yesNo(),
    ewPEPRel: yesNo(),
    ewPEPRelName: text(150),
    ewPEPRelRelationship: text(150),
  }),
  requiredWhen(cardnoShown, { cardno: REQUIRED }),
);

const name = (which: 'first' | 'middle' | 'last') =>
  v.pipe(v.string(REQUIRED), v.trim(), v.nonEmpty(e(`${which}NameRequired`)), v.maxLength(30, e(`${which}NameLong`)));

/** Step 2: personal information. */
export const personalStep = withRules(
  v.object({
    firstName: name('first'),
    middleName: name('middle'),
    lastName: name('last'),
    cardName: v.pipe(
      v.string(REQUIRED),
      v.trim(),
      v.nonEmpty(e('cardNameRequired')),
      v.regex(/^[A-Za-z0-9 ]*$/, e('cardNameChars')),
      v.maxLength(19, e('cardNameLong')),
    ),
    birthDate: date({ required: e('birthDateRequired'), invalid: le('date') }),
    birthPlace: requiredText(e('birthPlaceRequired'), 250, e('textTooLong')),
    momName: requiredText(e('momNameRequired'), 30, e('textTooLong')),
    momName1: requiredText(e('momName1Required'), 30, e('textTooLong')),
    momName2: requiredText(e('momName2Required'), 30, e('textTooLong')),
    sex: choice(L.sex, REQUIRED),
    civilStatus: choice(L.civilStatus, REQUIRED),
    numberDependents: intRange(0, 30, { required: REQUIRED, invalid: e('invalidEntry') }),
    numberCar: intRange(0, 1000, { invalid: e('invalidEntry') }),
    educ: choice(L.educ, REQUIRED),
    citizenship1: choice(L.citizenship1, REQUIRED),
    citizenship: text(100),
    acr: text(30),
    tinNo: masked('tin', { required: le('tinRequired'), invalid: le('tin') }),
    sssNo: masked('sss', { required: e('sssRequired'), invalid: le('sss') }),
    homeAddress: requiredText(REQUIRED, 120, e('textTooLong')),
    zipCode: zip(e('zipRequired'), e('zipRequired')),
    chkPermAddSameWithHomeAdd: v.boolean(REQUIRED),
    permanentAddress: text(120),
    zipCode2: zip(le('zipCode')),
    homeOwner: choice(L.homeOwner, REQUIRED),
    yearStay: intRange(0, 99, { required: REQUIRED, invalid: e('invalidEntry') }),
    homeAreaCode: masked('areaCode', { invalid: le('homeAreaCode') }),
    homePhone: masked('landline', { invalid: le('homePhone') }),
    mobilePhone: masked('mobile', { required: le('mobilePhoneRequired'), invalid: le('mobilePhone') }),
    emailAddress: emailRule(e('emailRequired'), 200),
    emailAddressAlt: emailRule(undefined, 200),
    socMed: text(100),
  }),
  requiredTogether('homeAreaCode', 'homePhone', { a: le('homeAreaCodeRequired'), b: le('homePhoneRequired') }),
  requiredWhen(foreignShown, { citizenship: REQUIRED, acr: REQUIRED }),
);

/** Step 3: work and finances. */
export const workStep = withRules(
  v.object({
    fundSrc: choice(L.fundSrc, REQUIRED),
    fundSrc1: text(100),
    workType: choice(L.workType, e('workType')),
    employment1: text(100),
    workYear: intRange(0, 99, { required: e('workYear'), invalid: e('invalidInput') }),
    workPos: choice(L.workPos, e('workPos')),
    workPos1: text(100),
    workPos2: requiredText(e('workPos2'), 200, e('textTooLong')),
    workNature: choice(L.workNature, e('workNature')),
    businessName: requiredText(e('businessName'), 200, e('textTooLong')),
    businessDept: text(200),
    businessAddress: requiredText(e('businessAddress'), 250, e('textTooLong')),
    businessZip: zip(le('zipCode')),
    businessPhone: requiredText(e('businessPhone'), 30, e('numberTooLong')),
    businessIncome: amount({ required: e('businessIncome'), invalid: e('invalidAmount') }, 20),
  }),
  requiredWhen((i) => i.fundSrc === 'OTH', { fundSrc1: REQUIRED }),
  requiredWhen((i) => i.workType === 'OTH', { employment1: REQUIRED }),
  requiredWhen((i) => i.workPos === 'OTH', { workPos1: REQUIRED }),
);

export const CARD_GROUPS = numbered(['cardIssuer', 'cardNumber', 'memberSince', 'creditLimit'], 3);

/** Step 4: credit card references (all optional; three, two shown at first). */
export const referencesStep = v.object(
  Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`cardIssuer${n}`, text(200)],
      [`cardNumber${n}`, cardNumber()],
      [`memberSince${n}`, text(20)],
      [`creditLimit${n}`, amount({ invalid: e('invalidValue') }, 20)],
    ]),
  ),
);

/** Step 5: spouse (all optional). */
export const spouseStep = withRules(
  v.object({
    spouseName: text(200),
    spouseBusiness: text(200),
    spousePosition: text(2000),
    spouseDept: text(200),
    spouseAddress: text(120),
    spouseZip: zip(le('zipCode')),
    spouseAreaCode: masked('areaCode', { invalid: le('homeAreaCode') }),
    spousePhone: masked('landline', { invalid: le('homePhone') }),
    spouseCP: masked('mobile', { invalid: le('mobilePhone') }),
    spouseIncome: amount({ invalid: e('invalidAmountSpouse') }, 20),
  }),
  requiredTogether('spouseAreaCode', 'spousePhone', { a: le('homeAreaCodeRequired'), b: le('homePhoneRequired') }),
);

/** Step 6: personal/trade reference, all required. */
export const friendStep = v.object({
  friendName: requiredText(e('friendName'), 200, e('textTooLong')),
  friendBusiness: requiredText(e('businessName'), 200, e('textTooLong')),
  friendPosition: requiredText(e('friendPosition'), 150, e('textTooLong')),
  friendDept: requiredText(e('friendDept'), 150, e('textTooLong')),
  friendPhone: requiredText(e('friendPhone'), 12, e('invalidPhone')),
});

/** Step 7: review: delivery, the statement and consent boxes. */
export const reviewStep = v.object({
  delivery: choice(L.delivery, REQUIRED),
  SOAtoBillingAdd: v.boolean(REQUIRED),
  consentOther: v.boolean(REQUIRED),
});
