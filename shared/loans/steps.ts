/**
 * The steps of the auto loan and home loan applications (application-forms.md §2, §3, §5): one
 * valibot schema per step, used by the wizard on Next and by the server on submit. Both forms share
 * the personal, bank, employment and business steps; they differ in the loan step and in how the
 * personal step words a missing address.
 */
import * as v from 'valibot';
import { PLACE_NAMES } from '../places/provinces.ts';
import { LENGTH_OF_SERVICE, LOAN_LISTS as L } from './lists.ts';
import {
  adultBounds,
  amount,
  choice,
  date,
  email,
  masked,
  optionalChoice,
  optionalText,
  requiredText,
  requiredTogether,
  requiredWhen,
  sizedText,
  withRules,
  zip,
} from './rules.ts';

const e = (key: string) => `loans.errors.${key}`;

const name = (field: 'firstname' | 'middlename' | 'lastname') =>
  sizedText(2, 50, { required: e(`${field}Required`), short: e(`${field}Short`), long: e(`${field}Long`) });

/** §5 Auto loan "Personal"; the home loan differs only in the required-address messages. */
export function personalStep(form: 'auto' | 'home') {
  const address = (field: 'cityAddress' | 'provincialAddress') =>
    sizedText(2, 120, {
      // Auto loan: an empty address is "too short"; home loan: "is required" (§5 Home loan).
      required: form === 'home' ? e(`${field}Required`) : e(`${field}Short`),
      short: e(`${field}Short`),
      long: e(`${field}Long`),
    });
  return withRules(
    v.object({
      firstname: name('firstname'),
      middlename: name('middlename'),
      lastname: name('lastname'),
      bday: date({ required: e('bdayRequired'), invalid: e('date'), range: e('bdayRange') }, adultBounds),
      citizenship: choice(L.citizenship, e('citizenship')),
      sex: choice(L.sex, e('sex')),
      civilStatus: choice(L.civilStatus, e('civilStatus')),
      spouseName: optionalText(100),
      spouseBday: date({ invalid: e('date') }),
      spouseEmployer: optionalText(120),
      spouseIncome: amount({ invalid: e('invalidValue') }),
      numberOfDependents: optionalChoice(L.numberOfDependents),
      motherMaidenName: requiredText(e('motherMaidenName'), 100),
      cityAddress: address('cityAddress'),
      provincialAddress: address('provincialAddress'),
      cityMunicipalityProvince: choice(PLACE_NAMES, e('cityMunicipalityProvince')),
      zipCode: zip(e('zipCode')),
      lengthOfStay: choice(L.lengthOfStay, e('lengthOfStay')),
      typeOfResidence: choice(L.typeOfResidence, e('typeOfResidence')),
      carOwned: optionalChoice(L.carOwned),
      homeAreaCode: masked('areaCode', { invalid: e('homeAreaCode') }),
      homePhone: masked('landline', { invalid: e('homePhone') }),
      mobilePhone: masked('mobile', { required: e('mobilePhoneRequired'), invalid: e('mobilePhone') }),
      emailAddress: email({ required: e('emailRequired'), invalid: e('email') }),
      education: choice(L.education, e('education')),
      tin: masked('tin', { required: e('tinRequired'), invalid: e('tin') }),
      sss: masked('sss', { required: e('sssRequired'), invalid: e('sss') }),
      gsis: optionalText(20),
    }),
    requiredTogether('homeAreaCode', 'homePhone', { a: e('homeAreaCodeRequired'), b: e('homePhoneRequired') }),
  );
}

/** §5 "Loan" of the auto loan. */
export const autoLoanStep = v.object({
  autoType: choice(L.autoType, e('autoType')),
  autoBrand: requiredText(e('autoBrand'), 100),
  autoModel: requiredText(e('autoModel'), 100),
  autoCashPrize: amount({ required: e('autoCashPrize'), invalid: e('invalidValue') }),
  downpayment: amount({ required: e('downpayment'), invalid: e('invalidValue') }),
  amountFinanced: amount({ required: e('amountFinanced'), invalid: e('invalidValue') }),
  autoTerms: choice(L.autoTerms, e('autoTerms')),
});

export const mortgageShown = (values: Record<string, unknown>) => values.propertyMortgaged === 'Yes';

/** §5 Home loan "Loan", with the mortgage details required only when propertyMortgaged is Yes (§4). */
export const homeLoanStep = withRules(
  v.object({
    loanAmount: amount({ required: e('loanAmount'), invalid: e('invalidValue') }),
    loanTerm: choice(L.loanTerm, e('loanTerm')),
    loanPurpose: choice(L.loanPurpose, e('loanPurpose')),
    collateralType: choice(L.collateralType, e('collateralType')),
    collateralUse: optionalChoice(L.collateralUse),
    coborrowersName: optionalText(100),
    propertyMortgaged: choice(L.yesNo, e('propertyMortgaged')),
    bankFinancialInstitution: optionalText(120),
    mortgageAmount: amount({ invalid: e('invalidValue') }),
    outstandingBalance: amount({ invalid: e('invalidValue') }),
    monthlyAmortization: amount({ invalid: e('invalidValue') }),
  }),
  requiredWhen(mortgageShown, {
    bankFinancialInstitution: e('bankFinancialInstitution'),
    mortgageAmount: e('mortgageAmount'),
    outstandingBalance: e('outstandingBalance'),
    monthlyAmortization: e('monthlyAmortization'),
  }),
);

/** §5 "Bank: no validation" (lengths only, so nothing unbounded is stored). */
export const bankStep = v.object({
  bankName: optionalText(120),
  bankDeposit: optionalChoice(L.bankDeposit),
  bankAccount: optionalText(30),
});

export const employmentStep = v.object({
  typeOfEmployment: choice(L.typeOfEmployment, e('typeOfEmployment')),
  employerName: sizedText(2, 120, {
    required: e('employerNameRequired'),
    short: e('employerNameShort'),
    long: e('employerNameLong'),
  }),
  lengthOfService: choice(LENGTH_OF_SERVICE, e('lengthOfService')),
  rankPosition: choice(L.rankPosition, e('rankPosition')),
  typeOfJob: choice(L.typeOfJob, e('typeOfJob')),
  faxNumber: v.pipe(v.string('common.required'), v.trim(), v.regex(/^\d{0,12}$/, e('faxNumber'))),
});

export const businessStep = v.object({
  businessName: optionalText(120),
  businessNature: optionalChoice(L.businessNature),
  businessDateRegistered: date({ invalid: e('date') }),
  businessPhone: optionalText(30, e('numberTooLong')),
  lengthOfOperation: optionalChoice(L.lengthOfOperation),
  placeOfBusiness: optionalChoice(L.placeOfBusiness),
  monthlyIncome: amount({ required: e('monthlyIncome'), invalid: e('invalidValueCap') }),
});

/** The review step: the consent the spec requires (§5 auto loan "Step 3"), and the optional one. */
export const consentStep = v.object({
  agreement: v.pipe(v.boolean('common.required'), v.value(true, e('agreement'))),
  consentOtherProducts: v.boolean('common.required'),
});
