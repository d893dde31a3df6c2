/**
 * §5 "Auto loan" and "Home loan": every rule and message, checked through the whole form (so each
 * case also proves no other field complains) and resolved to English as the server answers.
 */
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import type { Form, Values } from '../forms/contract.ts';
import { AUTO_LOAN, HOME_LOAN } from './forms.ts';
import { LENGTH_OF_SERVICE, LOAN_LISTS } from './lists.ts';
import { mortgageShown } from './fields.ts';

// Freeze "today" at the real current moment so the age bounds cannot move between the test's
// dayjs() and the schema's new Date() around midnight.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(() => {
  vi.useRealTimers();
});

const ago = (years: number, days = 0) => dayjs().subtract(years, 'year').add(days, 'day').format('YYYY-MM-DD');

const PERSONAL: Values = {
  firstname: 'Juan',
  middlename: 'Santos',
  lastname: 'Dela Cruz',
  bday: '1990-05-17',
  citizenship: '1',
  sex: '8',
  civilStatus: '1',
  spouseName: '',
  spouseBday: '',
  spouseEmployer: '',
  spouseIncome: '',
  numberOfDependents: '',
  motherMaidenName: 'Maria Reyes',
  cityAddress: '123 Ayala Avenue, Makati',
  provincialAddress: 'NA',
  cityMunicipalityProvince: 'Makati',
  zipCode: '',
  lengthOfStay: '5',
  typeOfResidence: '1',
  carOwned: '',
  homeAreaCode: '',
  homePhone: '',
  mobilePhone: '09171234567',
  emailAddress: 'juan@example.com',
  education: '7',
  tin: '123-456-789',
  sss: '12-3456789-0',
  gsis: '',
};
const REST: Values = {
  bankName: '',
  bankDeposit: '',
  bankAccount: '',
  typeOfEmployment: 'PV',
  employerName: 'Acme Corporation',
  lengthOfService: '15',
  rankPosition: '4',
  typeOfJob: '9',
  faxNumber: '',
  businessName: '',
  businessNature: '',
  businessDateRegistered: '',
  businessPhone: '',
  lengthOfOperation: '',
  placeOfBusiness: '',
  monthlyIncome: '50000',
  agreement: true,
  consentOtherProducts: false,
};
const AUTO: Values = {
  ...PERSONAL,
  autoType: 'New',
  autoBrand: 'Toyota',
  autoModel: 'Vios 1.3 XLE 2024',
  autoCashPrize: '1000000',
  downpayment: '200000',
  amountFinanced: '800000',
  autoTerms: '36',
  ...REST,
};
const HOME: Values = {
  ...PERSONAL,
  loanAmount: '3000000',
  loanTerm: '20',
  loanPurpose: '12',
  collateralType: '8',
  collateralUse: '',
  coborrowersName: '',
  propertyMortgaged: 'No',
  bankFinancialInstitution: '',
  mortgageAmount: '',
  outstandingBalance: '',
  monthlyAmortization: '',
  ...REST,
};

const FORMS: [string, Form, Values][] = [
  ['auto loan', AUTO_LOAN, AUTO],
  ['home loan', HOME_LOAN, HOME],
];

/** { field: English message } of the whole form with `changes` applied; {} when it passes. */
function errors(form: Form, base: Values, changes: Values = {}): Record<string, string | undefined> {
  const r = form.validate({ ...base, ...changes });
  return r.ok ? {} : Object.fromEntries(Object.entries(r.errors).map(([f, key]) => [f, englishText(key)]));
}

function output(form: Form, base: Values, changes: Values = {}): Values {
  const r = form.validate({ ...base, ...changes });
  if (!r.ok) throw new Error(`expected valid, got ${JSON.stringify(r.errors)}`);
  return r.output;
}

describe('fixtures', () => {
  it.each(FORMS)('the %s fixture is valid and complete', (_name, form, base) => {
    expect(Object.keys(base).sort()).toEqual(Object.keys(form.empty()).sort());
    expect(errors(form, base)).toEqual({});
  });
});

describe.each(FORMS)('%s: personal step', (formName, form, base) => {
  const err = (changes: Values) => errors(form, base, changes);
  const out = (changes: Values) => output(form, base, changes);

  describe.each([
    ['firstname', 'First'],
    ['middlename', 'Middle'],
    ['lastname', 'Last'],
  ] as const)('%s (2 to 50 characters)', (field, label) => {
    it('is required', () => {
      expect(err({ [field]: '' })).toEqual({ [field]: `${label} name is required` });
      expect(err({ [field]: '   ' })).toEqual({ [field]: `${label} name is required` });
    });
    it('one character is too short, two are enough', () => {
      expect(err({ [field]: 'J' })).toEqual({ [field]: `${label} name too short` });
      expect(err({ [field]: 'Jo' })).toEqual({});
    });
    it('50 characters pass, 51 are too long', () => {
      expect(err({ [field]: 'a'.repeat(50) })).toEqual({});
      expect(err({ [field]: 'a'.repeat(51) })).toEqual({ [field]: `${label} name is too long` });
    });
    it('is stored tidied (runs of spaces collapsed, trimmed)', () => {
      expect(out({ [field]: '  Ma.   Luisa ' })[field]).toBe('Ma. Luisa');
    });
  });

  describe('bday', () => {
    it('is required', () => {
      expect(err({ bday: '' })).toEqual({ bday: 'Date of birth is required' });
    });
    it('must be a real date', () => {
      expect(err({ bday: '1990-02-30' })).toEqual({ bday: englishText('loans.errors.date') });
      expect(err({ bday: '17/05/1990' })).toEqual({ bday: englishText('loans.errors.date') });
    });
    it('18 years old today passes; a day younger is out of bounds', () => {
      expect(err({ bday: ago(18) })).toEqual({});
      expect(err({ bday: ago(18, 1) })).toEqual({ bday: 'You must be between 18 and 80 years old' });
      expect(err({ bday: dayjs().format('YYYY-MM-DD') })).toEqual({ bday: 'You must be between 18 and 80 years old' });
    });
    it('80 years before today passes; a day earlier is out of bounds', () => {
      expect(err({ bday: ago(80) })).toEqual({});
      expect(err({ bday: ago(80, -1) })).toEqual({ bday: 'You must be between 18 and 80 years old' });
      expect(err({ bday: ago(30) })).toEqual({});
    });
  });

  describe.each([
    ['citizenship', 'Please select citizenship', LOAN_LISTS.citizenship],
    ['sex', 'Please select a gender', LOAN_LISTS.sex],
    ['civilStatus', 'Please select a civil status', LOAN_LISTS.civilStatus],
    ['lengthOfStay', 'Please select length of stay', LOAN_LISTS.lengthOfStay],
    ['typeOfResidence', 'Please select type of residence', LOAN_LISTS.typeOfResidence],
    ['education', 'Please select education', LOAN_LISTS.education],
    ['cityMunicipalityProvince', 'Please select city/municipality/province', PLACE_NAMES],
  ] as const)('%s (select)', (field, message, values) => {
    it(`nothing chosen: '${message}'`, () => {
      expect(err({ [field]: '' })).toEqual({ [field]: message });
    });
    it('a value not in the list gets the same message', () => {
      expect(err({ [field]: 'bogus' })).toEqual({ [field]: message });
    });
    it('every listed value is accepted', () => {
      for (const value of values) expect(err({ [field]: value }), value).toEqual({});
    });
  });

  it('lengthOfStay is 0 to 65', () => {
    expect(err({ lengthOfStay: '0' })).toEqual({});
    expect(err({ lengthOfStay: '65' })).toEqual({});
    expect(err({ lengthOfStay: '66' })).toEqual({ lengthOfStay: 'Please select length of stay' });
  });

  it("motherMaidenName: 'Mother's maiden name is required'", () => {
    expect(err({ motherMaidenName: '' })).toEqual({ motherMaidenName: "Mother's maiden name is required" });
    expect(err({ motherMaidenName: '  ' })).toEqual({ motherMaidenName: "Mother's maiden name is required" });
  });

  describe.each([
    ['cityAddress', 'City'],
    ['provincialAddress', 'Provincial'],
  ] as const)('%s (2 to 120 characters)', (field, label) => {
    const required = form === HOME_LOAN ? `${label} address is required` : `${label} address is too short`;
    it(`empty: '${required}' (${formName})`, () => {
      expect(err({ [field]: '' })).toEqual({ [field]: required });
      expect(err({ [field]: '   ' })).toEqual({ [field]: required });
    });
    it('one character is too short', () => {
      expect(err({ [field]: 'X' })).toEqual({ [field]: `${label} address is too short` });
    });
    it("'NA' is accepted", () => {
      expect(err({ [field]: 'NA' })).toEqual({});
    });
    it('120 characters pass, 121 are too long', () => {
      expect(err({ [field]: 'a'.repeat(120) })).toEqual({});
      expect(err({ [field]: 'a'.repeat(121) })).toEqual({ [field]: `${label} address is too long` });
    });
  });

  describe('home phone (ddd-dddd) and area code (2 digits)', () => {
    it('both empty is fine (optional)', () => {
      expect(err({ homeAreaCode: '', homePhone: '' })).toEqual({});
    });
    it('both given pass, conformed to their masks', () => {
      const o = out({ homeAreaCode: '(02)', homePhone: '123 4567' });
      expect([o.homeAreaCode, o.homePhone]).toEqual(['02', '123-4567']);
    });
    it("a wrong number: 'Invalid Number'", () => {
      expect(err({ homeAreaCode: '02', homePhone: '12-345' })).toEqual({ homePhone: 'Invalid Number' });
      expect(err({ homeAreaCode: '02', homePhone: '8123-45678' })).toEqual({ homePhone: 'Invalid Number' });
      // Eight digits are a landline too (§5 "landline ####-#### or ###-####").
      expect(err({ homeAreaCode: '02', homePhone: '8123-4567' })).toEqual({});
      expect(err({ homeAreaCode: '02', homePhone: 'abc-defg' })).toEqual({ homePhone: 'Invalid Number' });
    });
    it("a wrong area code: 'Invalid Area Code'", () => {
      expect(err({ homeAreaCode: '2', homePhone: '123-4567' })).toEqual({ homeAreaCode: 'Invalid Area Code' });
      expect(err({ homeAreaCode: '032', homePhone: '123-4567' })).toEqual({ homeAreaCode: 'Invalid Area Code' });
    });
    it("number without area code: 'Area Code is required'", () => {
      expect(err({ homeAreaCode: '', homePhone: '123-4567' })).toEqual({ homeAreaCode: 'Area Code is required' });
    });
    it("area code without number: 'Home Phone Number is required'", () => {
      expect(err({ homeAreaCode: '02', homePhone: '' })).toEqual({ homePhone: 'Home Phone Number is required' });
      expect(err({ homeAreaCode: '02', homePhone: '   ' })).toEqual({ homePhone: 'Home Phone Number is required' });
    });
    it('the pairing is reported alongside other errors of the step', () => {
      expect(err({ homeAreaCode: '', homePhone: '123-4567', firstname: '' })).toEqual({
        firstname: 'First name is required',
        homeAreaCode: 'Area Code is required',
      });
    });
  });

  describe('mobilePhone ((dd) ddd-ddd-dddd)', () => {
    it("is required: 'Mobile Phone Number is required'", () => {
      expect(err({ mobilePhone: '' })).toEqual({ mobilePhone: 'Mobile Phone Number is required' });
      expect(err({ mobilePhone: ' ' })).toEqual({ mobilePhone: 'Mobile Phone Number is required' });
    });
    it.each(['09171234567', '+63 917 123 4567', '0917-123-4567', '(63) 917-123-4567'])(
      '%s is accepted and conformed to (63) 917-123-4567',
      (mobilePhone) => {
        expect(out({ mobilePhone }).mobilePhone).toBe('(63) 917-123-4567');
      },
    );
    it.each(['0917123456', '917-123-4567', '0917a123b4567', '0917123456789'])(
      "%s: 'Invalid Mobile Phone Number'",
      (mobilePhone) => {
        expect(err({ mobilePhone })).toEqual({ mobilePhone: 'Invalid Mobile Phone Number' });
      },
    );
  });

  describe('tin (ddd-ddd-ddd) and sss (dd-ddddddd-d)', () => {
    it('are required with the spec’s messages', () => {
      expect(err({ tin: '' })).toEqual({ tin: 'Tax Identification Number (TIN) is required' });
      expect(err({ sss: '' })).toEqual({ sss: 'SSS No. is required' });
    });
    it('wrong digit counts are invalid', () => {
      expect(err({ tin: '12345678' })).toEqual({ tin: 'Invalid TIN' });
      expect(err({ tin: '123-456-789-000' })).toEqual({ tin: 'Invalid TIN' });
      expect(err({ sss: '123456789' })).toEqual({ sss: 'Invalid SSS number' });
      expect(err({ sss: '12-3456789-0X' })).toEqual({ sss: 'Invalid SSS number' });
    });
    it('digits alone are conformed', () => {
      const o = out({ tin: '123456789', sss: '12 3456789 0' });
      expect([o.tin, o.sss]).toEqual(['123-456-789', '12-3456789-0']);
    });
  });

  describe('optional fields', () => {
    it('spouse fields, numberOfDependents, zipCode, carOwned and gsis may be empty', () => {
      const empties = {
        spouseName: '',
        spouseBday: '',
        spouseEmployer: '',
        spouseIncome: '',
        numberOfDependents: '',
        zipCode: '',
        carOwned: '',
        gsis: '',
      };
      expect(err({ ...empties, civilStatus: '3' })).toEqual({});
      expect(err(empties)).toEqual({});
    });
    it('numberOfDependents 1 to 15, carOwned 0 to 20, when given', () => {
      expect(err({ numberOfDependents: '1', carOwned: '0' })).toEqual({});
      expect(err({ numberOfDependents: '15', carOwned: '20' })).toEqual({});
      expect(err({ numberOfDependents: '0' })).toEqual({ numberOfDependents: 'Please check this entry' });
      expect(err({ numberOfDependents: '16' })).toEqual({ numberOfDependents: 'Please check this entry' });
      expect(err({ carOwned: '21' })).toEqual({ carOwned: 'Please check this entry' });
    });
    it('zipCode, when given, is 4 digits', () => {
      expect(err({ zipCode: '1200' })).toEqual({});
      expect(err({ zipCode: '120' })).toEqual({ zipCode: 'Zip code should be 4 digits' });
    });
    it('a married applicant’s spouse details are checked and kept', () => {
      const spouse = {
        civilStatus: '3',
        spouseName: 'Ana Cruz',
        spouseBday: '1991-01-31',
        spouseEmployer: 'Acme',
        spouseIncome: '30,000',
      };
      expect(out(spouse)).toMatchObject({ ...spouse, spouseIncome: '30000' });
      expect(err({ ...spouse, spouseIncome: 'lots' })).toEqual({ spouseIncome: 'Invalid value' });
      expect(err({ ...spouse, spouseBday: '1991-02-30' })).toEqual({ spouseBday: englishText('loans.errors.date') });
      // Bounded like every birth date (§5): an adult, born 1910-07-31 or later.
      const range = { spouseBday: 'Your spouse must be at least 18 years old (born 1910-07-31 or later)' };
      expect(err({ ...spouse, spouseBday: '2030-01-01' })).toEqual(range);
      expect(err({ ...spouse, spouseBday: ago(18, 1) })).toEqual(range);
      expect(err({ ...spouse, spouseBday: '1910-07-30' })).toEqual(range);
      expect(err({ ...spouse, spouseBday: '1910-07-31' })).toEqual({});
      expect(err({ ...spouse, spouseBday: ago(18) })).toEqual({});
    });
  });
});

describe('auto loan: loan step', () => {
  const err = (changes: Values) => errors(AUTO_LOAN, AUTO, changes);

  it.each([
    ['autoType', 'Please select car type'],
    ['autoBrand', 'Please input car brand'],
    ['autoModel', 'Please input car type and year model'],
    ['autoCashPrize', 'Please input cash price'],
    ['downpayment', 'Please input downpayment amount'],
    ['amountFinanced', 'Please input amount financed'],
    ['autoTerms', 'Please select number of terms'],
  ])("%s empty: '%s'", (field, message) => {
    expect(err({ [field]: '' })).toEqual({ [field]: message });
  });

  it('autoType accepts the five types only', () => {
    for (const autoType of LOAN_LISTS.autoType) expect(err({ autoType })).toEqual({});
    expect(err({ autoType: 'Truck' })).toEqual({ autoType: 'Please select car type' });
  });

  it('autoTerms accepts 12, 18, 24, 36, 48, 60 and nothing else (no 38)', () => {
    for (const autoTerms of ['12', '18', '24', '36', '48', '60']) expect(err({ autoTerms })).toEqual({});
    for (const autoTerms of ['38', '6', '72', '36 months']) {
      expect(err({ autoTerms })).toEqual({ autoTerms: 'Please select number of terms' });
    }
  });

  describe.each(['autoCashPrize', 'downpayment', 'amountFinanced'])('%s (amount, max 16)', (field) => {
    it('16 digits pass; 17 are invalid', () => {
      expect(err({ [field]: '9'.repeat(16) })).toEqual({});
      expect(err({ [field]: '9'.repeat(17) })).toEqual({ [field]: 'Invalid value' });
    });
    it.each(['abc', '-5', '12.345', '1e5'])('%s is not an amount', (value) => {
      expect(err({ [field]: value })).toEqual({ [field]: 'Invalid value' });
    });
    it('is sent without separators, in whole pesos (centavos are refused)', () => {
      expect(output(AUTO_LOAN, AUTO, { [field]: '1,250,000' })[field]).toBe('1250000');
      expect(err({ [field]: '1,250,000.50' })).toEqual({ [field]: 'Invalid value' });
    });
  });

  it('autoBrand and autoModel are tidied free text', () => {
    const o = output(AUTO_LOAN, AUTO, { autoBrand: ' Toyota  Motors ', autoModel: 'Fortuner  2023 ' });
    expect([o.autoBrand, o.autoModel]).toEqual(['Toyota Motors', 'Fortuner 2023']);
  });
});

describe.each(FORMS)('%s: bank, employment, business and consent', (_name, form, base) => {
  const err = (changes: Values) => errors(form, base, changes);

  it('bank: no validation (all empty or all filled pass)', () => {
    expect(err({ bankName: '', bankDeposit: '', bankAccount: '' })).toEqual({});
    expect(err({ bankName: 'BDO', bankDeposit: '57', bankAccount: '001234567890' })).toEqual({});
  });

  it.each([
    ['typeOfEmployment', 'Please select type of employment'],
    ['employerName', 'Please input employer name'],
    ['lengthOfService', 'Please select length of service'],
    ['rankPosition', 'Please select rank/position'],
    ['typeOfJob', 'Please select type of job'],
  ])("%s empty: '%s'", (field, message) => {
    expect(err({ [field]: '' })).toEqual({ [field]: message });
  });

  it('employerName is 2 to 120 characters, NA allowed', () => {
    expect(err({ employerName: 'A' })).toEqual({ employerName: 'Employer name is too short' });
    expect(err({ employerName: 'NA' })).toEqual({});
    expect(err({ employerName: 'a'.repeat(120) })).toEqual({});
    expect(err({ employerName: 'a'.repeat(121) })).toEqual({ employerName: 'Employer name is too long' });
  });

  it('lengthOfService accepts 0 and 11 to 40 only', () => {
    for (const lengthOfService of LENGTH_OF_SERVICE) expect(err({ lengthOfService })).toEqual({});
    for (const lengthOfService of ['1', '10', '41', '30 years']) {
      expect(err({ lengthOfService })).toEqual({ lengthOfService: 'Please select length of service' });
    }
  });

  it('rankPosition and typeOfJob accept their lists (NA included) only', () => {
    for (const rankPosition of LOAN_LISTS.rankPosition) expect(err({ rankPosition })).toEqual({});
    for (const typeOfJob of LOAN_LISTS.typeOfJob) expect(err({ typeOfJob })).toEqual({});
    expect(err({ rankPosition: 'CEO' })).toEqual({ rankPosition: 'Please select rank/position' });
    expect(err({ typeOfJob: 'Pilot' })).toEqual({ typeOfJob: 'Please select type of job' });
  });

  it('typeOfEmployment accepts its list only', () => {
    for (const typeOfEmployment of LOAN_LISTS.typeOfEmployment) expect(err({ typeOfEmployment })).toEqual({});
    expect(err({ typeOfEmployment: 'pv' })).toEqual({ typeOfEmployment: 'Please select type of employment' });
  });

  it('faxNumber is optional, numeric, at most 999999999999', () => {
    expect(err({ faxNumber: '' })).toEqual({});
    expect(err({ faxNumber: '0' })).toEqual({});
    expect(err({ faxNumber: '999999999999' })).toEqual({});
    expect(err({ faxNumber: '1000000000000' })).toEqual({ faxNumber: 'Invalid value' });
    expect(err({ faxNumber: '8123-4567' })).toEqual({ faxNumber: 'Invalid value' });
    expect(err({ faxNumber: 'fax' })).toEqual({ faxNumber: 'Invalid value' });
  });

  it("monthlyIncome is required ('Please input monthly income') and an amount of at most 16 ('Invalid Value')", () => {
    expect(err({ monthlyIncome: '' })).toEqual({ monthlyIncome: 'Please input monthly income' });
    expect(err({ monthlyIncome: 'fifty thousand' })).toEqual({ monthlyIncome: 'Invalid Value' });
    expect(err({ monthlyIncome: '9'.repeat(17) })).toEqual({ monthlyIncome: 'Invalid Value' });
    expect(err({ monthlyIncome: '9'.repeat(16) })).toEqual({});
    expect(output(form, base, { monthlyIncome: '75,000' }).monthlyIncome).toBe('75000');
  });

  it("businessPhone: at most 30 characters ('Number too long')", () => {
    expect(err({ businessPhone: '(044) 123-4567' })).toEqual({});
    expect(err({ businessPhone: '1'.repeat(30) })).toEqual({});
    expect(err({ businessPhone: '1'.repeat(31) })).toEqual({ businessPhone: 'Number too long' });
  });

  it('other business fields are optional but checked when given', () => {
    expect(
      err({
        businessName: 'Sari-sari Store',
        businessNature: '1',
        businessDateRegistered: '2015-03-01',
        lengthOfOperation: '50',
        placeOfBusiness: '2',
      }),
    ).toEqual({});
    expect(err({ lengthOfOperation: '51' })).toEqual({ lengthOfOperation: 'Please check this entry' });
    expect(err({ businessDateRegistered: '2015-02-30' })).toEqual({
      businessDateRegistered: englishText('loans.errors.date'),
    });
  });

  it("agreement must be ticked: 'You can only submit this form if you agree to our privacy statement and terms of use'", () => {
    expect(err({ agreement: false })).toEqual({
      agreement: 'You can only submit this form if you agree to our privacy statement and terms of use',
    });
  });

  it('consentOtherProducts is optional', () => {
    expect(err({ consentOtherProducts: false })).toEqual({});
    expect(err({ consentOtherProducts: true })).toEqual({});
  });
});

describe('home loan: loan step', () => {
  const err = (changes: Values) => errors(HOME_LOAN, HOME, changes);
  const out = (changes: Values) => output(HOME_LOAN, HOME, changes);
  const MORTGAGE = {
    bankFinancialInstitution: 'BPI',
    mortgageAmount: '2,000,000',
    outstandingBalance: '1,500,000',
    monthlyAmortization: '25,000',
  };

  it.each([
    ['loanAmount', 'Please input loan amount'],
    ['loanTerm', 'Please select loan term'],
    ['loanPurpose', 'Please select purpose of loan'],
    ['collateralType', 'Please select type of collateral'],
    ['propertyMortgaged', 'Please select yes or no'],
  ])("%s empty: '%s'", (field, message) => {
    expect(err({ [field]: '' })).toEqual({ [field]: message });
  });

  it('loanAmount is an amount of at most 16 characters', () => {
    expect(err({ loanAmount: 'three million' })).toEqual({ loanAmount: 'Invalid value' });
    expect(err({ loanAmount: '9'.repeat(17) })).toEqual({ loanAmount: 'Invalid value' });
    expect(out({ loanAmount: '3,000,000' }).loanAmount).toBe('3000000');
  });

  it('the selects accept their lists only', () => {
    for (const loanTerm of LOAN_LISTS.loanTerm) expect(err({ loanTerm })).toEqual({});
    for (const loanPurpose of LOAN_LISTS.loanPurpose) expect(err({ loanPurpose })).toEqual({});
    for (const collateralType of LOAN_LISTS.collateralType) expect(err({ collateralType })).toEqual({});
    expect(err({ loanTerm: '30' })).toEqual({ loanTerm: 'Please select loan term' });
    expect(err({ loanPurpose: '9' })).toEqual({ loanPurpose: 'Please select purpose of loan' });
    expect(err({ collateralType: '1' })).toEqual({ collateralType: 'Please select type of collateral' });
    expect(err({ propertyMortgaged: 'yes' })).toEqual({ propertyMortgaged: 'Please select yes or no' });
  });

  it('collateralUse and coborrowersName are optional', () => {
    expect(err({ collateralUse: '1', coborrowersName: 'Ana Cruz' })).toEqual({});
    expect(err({ collateralUse: '3' })).toEqual({ collateralUse: 'Please check this entry' });
  });

  it('propertyMortgaged Yes: the four mortgage details are required', () => {
    expect(err({ propertyMortgaged: 'Yes' })).toEqual({
      bankFinancialInstitution: 'Please input bank/financial institution',
      mortgageAmount: 'Please input mortgage amount',
      outstandingBalance: 'Please input estimated outstanding balance',
      monthlyAmortization: 'Please input monthly amortization',
    });
  });

  it.each([
    ['bankFinancialInstitution', 'Please input bank/financial institution'],
    ['mortgageAmount', 'Please input mortgage amount'],
    ['outstandingBalance', 'Please input estimated outstanding balance'],
    ['monthlyAmortization', 'Please input monthly amortization'],
  ])("propertyMortgaged Yes, %s alone missing: '%s'", (field, message) => {
    expect(err({ propertyMortgaged: 'Yes', ...MORTGAGE, [field]: '' })).toEqual({ [field]: message });
    expect(err({ propertyMortgaged: 'Yes', ...MORTGAGE, [field]: '  ' })).toEqual({ [field]: message });
  });

  it('propertyMortgaged Yes with details passes; amounts are checked and sent without separators', () => {
    expect(out({ propertyMortgaged: 'Yes', ...MORTGAGE })).toMatchObject({
      bankFinancialInstitution: 'BPI',
      mortgageAmount: '2000000',
      outstandingBalance: '1500000',
      monthlyAmortization: '25000',
    });
    for (const field of ['mortgageAmount', 'outstandingBalance', 'monthlyAmortization']) {
      expect(err({ propertyMortgaged: 'Yes', ...MORTGAGE, [field]: 'abc' })).toEqual({ [field]: 'Invalid value' });
      expect(err({ propertyMortgaged: 'Yes', ...MORTGAGE, [field]: '9'.repeat(17) })).toEqual({
        [field]: 'Invalid value',
      });
    }
  });

  it('propertyMortgaged No: none of the details is required, and what was typed is dropped', () => {
    expect(err({ propertyMortgaged: 'No' })).toEqual({});
    const o = out({ propertyMortgaged: 'No', ...MORTGAGE, mortgageAmount: 'not even an amount' });
    expect([o.bankFinancialInstitution, o.mortgageAmount, o.outstandingBalance, o.monthlyAmortization]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('propertyMortgaged unanswered: only its own message, not the details', () => {
    expect(err({ propertyMortgaged: '' })).toEqual({ propertyMortgaged: 'Please select yes or no' });
  });
});

describe('step schemas on their own (as the wizard runs them on Next)', () => {
  const pick = (values: Values, fields: string[]) => Object.fromEntries(fields.map((f) => [f, values[f]]));
  const english = (r: { errors: Record<string, string> }) =>
    Object.fromEntries(Object.entries(r.errors).map(([f, k]) => [f, englishText(k)]));

  it('personalStep("auto") and ("home") differ only in the empty-address message', () => {
    const values = { ...PERSONAL, cityAddress: '', provincialAddress: '' };
    expect(english(AUTO_LOAN.validateStep('personal', values))).toEqual({
      cityAddress: 'City address is too short',
      provincialAddress: 'Provincial address is too short',
    });
    expect(english(HOME_LOAN.validateStep('personal', values))).toEqual({
      cityAddress: 'City address is required',
      provincialAddress: 'Provincial address is required',
    });
    expect(AUTO_LOAN.validateStep('personal', PERSONAL).ok).toBe(true);
    expect(HOME_LOAN.validateStep('personal', PERSONAL).ok).toBe(true);
  });

  it('each step passes its slice of the valid fixture', () => {
    const autoFields = [
      'autoType',
      'autoBrand',
      'autoModel',
      'autoCashPrize',
      'downpayment',
      'amountFinanced',
      'autoTerms',
    ];
    expect(AUTO_LOAN.validateStep('autoLoan', pick(AUTO, autoFields)).ok).toBe(true);
    expect(AUTO_LOAN.validateStep('bank', { bankName: '', bankDeposit: '', bankAccount: '' }).ok).toBe(true);
    expect(AUTO_LOAN.validateStep('employment', REST).ok).toBe(true);
    expect(AUTO_LOAN.validateStep('business', REST).ok).toBe(true);
    expect(AUTO_LOAN.validateStep('review', { agreement: true, consentOtherProducts: true }).ok).toBe(true);
  });

  it('the home loan step requires mortgage details only when Yes (no visibility filter involved)', () => {
    const loan = pick(
      HOME,
      Object.keys(HOME).filter((f) => !(f in PERSONAL) && !(f in REST)),
    );
    expect(HOME_LOAN.validateStep('homeLoan', { ...loan, propertyMortgaged: 'No' }).ok).toBe(true);
    expect(
      Object.keys(HOME_LOAN.validateStep('homeLoan', { ...loan, propertyMortgaged: 'Yes' }).errors).sort(),
    ).toEqual(['bankFinancialInstitution', 'monthlyAmortization', 'mortgageAmount', 'outstandingBalance']);
  });

  it('mortgageShown is true for Yes only', () => {
    expect(mortgageShown({ propertyMortgaged: 'Yes' })).toBe(true);
    expect(mortgageShown({ propertyMortgaged: 'No' })).toBe(false);
    expect(mortgageShown({ propertyMortgaged: '' })).toBe(false);
    expect(mortgageShown({})).toBe(false);
  });

  it('consent: agreement must be exactly true; consentOtherProducts must be a boolean', () => {
    const key = 'loans.errors.agreement';
    expect(AUTO_LOAN.validateStep('review', { agreement: false, consentOtherProducts: false }).errors).toEqual({
      agreement: key,
    });
    expect(AUTO_LOAN.validateStep('review', { agreement: 'Yes', consentOtherProducts: false }).errors.agreement).toBe(
      'common.required',
    );
    expect(AUTO_LOAN.validateStep('review', { agreement: true }).errors.consentOtherProducts).toBe('common.required');
  });
});
