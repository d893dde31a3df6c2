/**
 * The auto and home loan forms as a whole: initial state, hidden fields, and the multipart payload of
 * calls 1 and 3 (application-forms.md §3, §7).
 */
import { describe, expect, it } from 'vitest';
import { PATHS } from '../config.ts';
import type { Form, Values } from '../forms/contract.ts';
import { VALID_AUTO, VALID_HOME } from './fixtures.ts';
import { AUTO_LOAN, HOME_LOAN } from './forms.ts';
import { fromPayload } from '../forms/decode.ts';

const PERSONAL_FIELDS = [
  'firstname',
  'middlename',
  'lastname',
  'bday',
  'citizenship',
  'sex',
  'civilStatus',
  'spouseName',
  'spouseBday',
  'spouseEmployer',
  'spouseIncome',
  'numberOfDependents',
  'motherMaidenName',
  'cityAddress',
  'provincialAddress',
  'cityMunicipalityProvince',
  'zipCode',
  'lengthOfStay',
  'typeOfResidence',
  'carOwned',
  'homeAreaCode',
  'homePhone',
  'mobilePhone',
  'emailAddress',
  'education',
  'tin',
  'sss',
  'gsis',
];
const AUTO_LOAN_FIELDS = [
  'autoType',
  'autoBrand',
  'autoModel',
  'autoCashPrize',
  'downpayment',
  'amountFinanced',
  'autoTerms',
];
const HOME_LOAN_FIELDS = [
  'loanAmount',
  'loanTerm',
  'loanPurpose',
  'collateralType',
  'collateralUse',
  'coborrowersName',
  'propertyMortgaged',
  'bankFinancialInstitution',
  'mortgageAmount',
  'outstandingBalance',
  'monthlyAmortization',
];
const BANK_FIELDS = ['bankName', 'bankDeposit', 'bankAccount'];
const EMPLOYMENT_FIELDS = [
  'typeOfEmployment',
  'employerName',
  'lengthOfService',
  'rankPosition',
  'typeOfJob',
  'faxNumber',
];
const BUSINESS_FIELDS = [
  'businessName',
  'businessNature',
  'businessDateRegistered',
  'businessPhone',
  'lengthOfOperation',
  'placeOfBusiness',
  'monthlyIncome',
];
const CONSENTS = ['agreement', 'consentOtherProducts'];
const SPOUSE = ['spouseName', 'spouseBday', 'spouseEmployer', 'spouseIncome'];
const MORTGAGE = ['bankFinancialInstitution', 'mortgageAmount', 'outstandingBalance', 'monthlyAmortization'];

/** The fixtures (as a visitor types them) on the empty forms: married, with spaces to tidy, the home mortgaged. */
const MARRIED: Values = {
  firstname: ' Juan ',
  lastname: 'Dela  Cruz',
  civilStatus: '3',
  spouseName: 'Ana Dela Cruz',
  spouseBday: '1991-01-31',
  spouseEmployer: 'Acme',
  spouseIncome: '30,000',
};
const AUTO: Values = { ...AUTO_LOAN.empty(), ...VALID_AUTO, ...MARRIED };
const HOME: Values = {
  ...HOME_LOAN.empty(),
  ...VALID_HOME,
  ...MARRIED,
  propertyMortgaged: 'Yes',
  bankFinancialInstitution: 'BPI',
  mortgageAmount: '2,000,000',
  outstandingBalance: '1,500,000',
  monthlyAmortization: '25,000',
};

function valid(form: Form, values: Values): Values {
  const r = form.validate(values);
  if (!r.ok) throw new Error(`fixture invalid: ${JSON.stringify(r.errors)}`);
  return r.output;
}
const payload = (form: Form, values: Values) => Object.fromEntries(form.payload(valid(form, values)));

describe('forms', () => {
  it('post to /ewbal/submit and /ewbhl/submit under the CMS base and thank on §2’s routes', () => {
    expect(AUTO_LOAN.submit.path).toBe(`${PATHS.cms}/ewbal/submit`);
    expect(HOME_LOAN.submit.path).toBe(`${PATHS.cms}/ewbhl/submit`);
    expect(AUTO_LOAN.submit.thankYou).toBe('/loans/autoloans/thankyou');
    expect(HOME_LOAN.submit.thankYou).toBe('/loans/homeloans/thankyou');
    expect([AUTO_LOAN.name, HOME_LOAN.name]).toEqual(['auto-loan', 'home-loan']);
  });

  it('auto loan fields are §3’s, in order: 28 personal, 7 loan, 3 bank, 6 employment, 7 business, then the consents', () => {
    expect(PERSONAL_FIELDS).toHaveLength(28);
    expect(AUTO_LOAN.entries).toEqual([
      ...PERSONAL_FIELDS,
      ...AUTO_LOAN_FIELDS,
      ...BANK_FIELDS,
      ...EMPLOYMENT_FIELDS,
      ...BUSINESS_FIELDS,
      ...CONSENTS,
    ]);
    expect(AUTO_LOAN.steps.map((step) => step.fields)).toEqual([
      PERSONAL_FIELDS,
      AUTO_LOAN_FIELDS,
      BANK_FIELDS,
      EMPLOYMENT_FIELDS,
      BUSINESS_FIELDS,
      CONSENTS,
    ]);
  });

  it('home loan fields are §3’s, in order', () => {
    expect(HOME_LOAN.entries).toEqual([
      ...PERSONAL_FIELDS,
      ...HOME_LOAN_FIELDS,
      ...BANK_FIELDS,
      ...EMPLOYMENT_FIELDS,
      ...BUSINESS_FIELDS,
      ...CONSENTS,
    ]);
  });
});

describe('emptyLoan', () => {
  it.each([AUTO_LOAN, HOME_LOAN])('every field starts empty, consents unticked ($form)', (form) => {
    const empty: Values = form.empty();
    expect(Object.keys(empty)).toEqual(form.entries);
    for (const f of form.entries) expect(empty[f], f).toBe(CONSENTS.includes(f) ? false : '');
  });

  it('is a fresh object each time (a reset cannot be polluted)', () => {
    const a = AUTO_LOAN.empty();
    a.firstname = 'Juan';
    expect(AUTO_LOAN.empty().firstname).toBe('');
  });

  it('an empty form does not validate', () => {
    expect(AUTO_LOAN.validate(AUTO_LOAN.empty()).ok).toBe(false);
    expect(HOME_LOAN.validate(HOME_LOAN.empty()).ok).toBe(false);
  });
});

describe('hidden fields', () => {
  it('spouse details show for every civil status but Single (and none chosen), on both loans', () => {
    for (const form of [AUTO_LOAN, HOME_LOAN]) {
      expect([...form.hidden({ civilStatus: '1', propertyMortgaged: 'Yes' })]).toEqual(SPOUSE);
      expect([...form.hidden({ civilStatus: '', propertyMortgaged: 'Yes' })]).toEqual(SPOUSE);
      expect([...form.hidden({ civilStatus: '2', propertyMortgaged: 'Yes' })]).toEqual([]);
      expect([...form.hidden({ civilStatus: '3', propertyMortgaged: 'Yes' })]).toEqual([]);
    }
  });

  it('home loan mortgage details are hidden unless propertyMortgaged is Yes', () => {
    expect([...HOME_LOAN.hidden({ civilStatus: '3', propertyMortgaged: 'Yes' })]).toEqual([]);
    expect([...HOME_LOAN.hidden({ civilStatus: '3', propertyMortgaged: 'No' })]).toEqual(MORTGAGE);
    expect([...HOME_LOAN.hidden({ civilStatus: '3', propertyMortgaged: '' })]).toEqual(MORTGAGE);
    expect([...HOME_LOAN.hidden({ civilStatus: '1', propertyMortgaged: 'No' })].sort()).toEqual(
      [...SPOUSE, ...MORTGAGE].sort(),
    );
  });

  it('visibleValues blanks hidden fields and leaves the rest (and the input) alone', () => {
    const input: Values = { ...HOME, civilStatus: '1', propertyMortgaged: 'No' };
    const visible = HOME_LOAN.visible(input);
    for (const f of [...SPOUSE, ...MORTGAGE]) expect(visible[f], f).toBe('');
    expect(visible.firstname).toBe(input.firstname);
    expect(visible.loanAmount).toBe(input.loanAmount);
    expect(input.spouseName).toBe('Ana Dela Cruz');
  });
});

describe('validateLoan', () => {
  it('gives the normalised values of every step', () => {
    const out = valid(AUTO_LOAN, AUTO);
    expect(Object.keys(out).sort()).toEqual([...AUTO_LOAN.entries].sort());
    expect(out).toMatchObject({
      firstname: 'Juan',
      lastname: 'Dela Cruz',
      homeAreaCode: '02',
      homePhone: '123-4567',
      mobilePhone: '(63) 917-123-4567',
      tin: '123-456-789',
      sss: '12-3456789-0',
      spouseIncome: '30000',
      autoCashPrize: '1000000',
      amountFinanced: '800000',
      monthlyIncome: '50000',
      agreement: true,
      consentOtherProducts: false,
    });
  });

  it('reports errors of every step at once, keyed by field', () => {
    const r = AUTO_LOAN.validate({
      ...AUTO,
      firstname: '',
      autoBrand: '',
      employerName: '',
      monthlyIncome: '',
      agreement: false,
    });
    expect(r.ok).toBe(false);
    expect(r.ok ? {} : r.errors).toEqual({
      firstname: 'loans.errors.firstnameRequired',
      autoBrand: 'loans.errors.autoBrand',
      employerName: 'loans.errors.employerNameRequired',
      monthlyIncome: 'loans.errors.monthlyIncome',
      agreement: 'loans.errors.agreement',
    });
  });

  it('does not check hidden fields', () => {
    expect(
      AUTO_LOAN.validate({ ...AUTO, civilStatus: '1', spouseIncome: 'not a number', spouseBday: 'never' }).ok,
    ).toBe(true);
    expect(AUTO_LOAN.validate({ ...AUTO, civilStatus: '3', spouseIncome: 'not a number' }).ok).toBe(false);
  });
});

describe('loanPayload (calls 1 and 3)', () => {
  it('sends every field under §3’s name, once, in order', () => {
    for (const [form, values] of [
      [AUTO_LOAN, AUTO],
      [HOME_LOAN, HOME],
    ] as const) {
      expect(form.payload(valid(form, values)).map(([k]) => k)).toEqual(form.entries);
    }
    expect(AUTO_LOAN.payload(valid(AUTO_LOAN, AUTO))).toHaveLength(53);
    expect(HOME_LOAN.payload(valid(HOME_LOAN, HOME))).toHaveLength(57);
  });

  it('sends every value as a string', () => {
    for (const [, value] of HOME_LOAN.payload(valid(HOME_LOAN, HOME))) expect(typeof value).toBe('string');
  });

  it("sends the home phone as '(areacode)number'", () => {
    expect(payload(AUTO_LOAN, AUTO).homePhone).toBe('(02)123-4567');
    expect(payload(HOME_LOAN, HOME).homePhone).toBe('(02)123-4567');
    expect(payload(AUTO_LOAN, { ...AUTO, homeAreaCode: '32', homePhone: '2345678' }).homePhone).toBe('(32)234-5678');
  });

  it('sends an empty home phone when either part is missing', () => {
    expect(payload(AUTO_LOAN, { ...AUTO, homeAreaCode: '', homePhone: '' }).homePhone).toBe('');
    const out = valid(AUTO_LOAN, AUTO);
    expect(Object.fromEntries(AUTO_LOAN.payload({ ...out, homeAreaCode: '' })).homePhone).toBe('');
    expect(Object.fromEntries(AUTO_LOAN.payload({ ...out, homePhone: '' })).homePhone).toBe('');
  });

  it('sends amounts without separators and masked values in their masks', () => {
    const p = payload(HOME_LOAN, HOME);
    expect(p).toMatchObject({
      loanAmount: '3000000',
      mortgageAmount: '2000000',
      outstandingBalance: '1500000',
      monthlyAmortization: '25000',
      monthlyIncome: '50000',
      spouseIncome: '30000',
      mobilePhone: '(63) 917-123-4567',
      tin: '123-456-789',
      sss: '12-3456789-0',
    });
    const a = payload(AUTO_LOAN, AUTO);
    expect([a.autoCashPrize, a.downpayment, a.amountFinanced]).toEqual(['1000000', '200000', '800000']);
    for (const [k, value] of Object.entries(a))
      if (/Prize|payment|Financed|Income/.test(k)) expect(value, k).not.toMatch(/,/);
  });

  it("sends the consents as 'Yes'/'No'", () => {
    expect(payload(AUTO_LOAN, AUTO)).toMatchObject({ agreement: 'Yes', consentOtherProducts: 'No' });
    expect(payload(AUTO_LOAN, { ...AUTO, consentOtherProducts: true }).consentOtherProducts).toBe('Yes');
  });

  it('sends hidden spouse details empty when the applicant is not married', () => {
    const p = payload(AUTO_LOAN, { ...AUTO, civilStatus: '1' });
    for (const f of SPOUSE) expect(p[f], f).toBe('');
    const married = payload(AUTO_LOAN, AUTO);
    expect([married.spouseName, married.spouseBday, married.spouseEmployer, married.spouseIncome]).toEqual([
      'Ana Dela Cruz',
      '1991-01-31',
      'Acme',
      '30000',
    ]);
  });

  it('sends mortgage details empty when propertyMortgaged is No, and sends them when Yes', () => {
    const no = payload(HOME_LOAN, { ...HOME, propertyMortgaged: 'No' });
    expect(no.propertyMortgaged).toBe('No');
    for (const f of MORTGAGE) expect(no[f], f).toBe('');
    const yes = payload(HOME_LOAN, HOME);
    expect(yes.propertyMortgaged).toBe('Yes');
    expect(yes.bankFinancialInstitution).toBe('BPI');
  });

  it('sends selects by their option value', () => {
    const p = payload(AUTO_LOAN, AUTO);
    expect(p).toMatchObject({
      citizenship: '1',
      sex: '8',
      civilStatus: '3',
      autoType: 'Used/Pre-owned',
      autoTerms: '36',
      lengthOfService: '15',
      cityMunicipalityProvince: 'Makati',
    });
  });
});

describe('valuesFromPayload (the server’s view)', () => {
  it.each([
    ['auto loan, married, with home phone', AUTO_LOAN, AUTO],
    [
      'auto loan, single, no home phone',
      AUTO_LOAN,
      { ...AUTO, civilStatus: '1', homeAreaCode: '', homePhone: '', consentOtherProducts: true },
    ],
    ['home loan, mortgaged', HOME_LOAN, HOME],
    ['home loan, not mortgaged', HOME_LOAN, { ...HOME, propertyMortgaged: 'No' }],
  ] as const)('round-trips the payload: %s', (_name, form, values) => {
    const output = valid(form, values);
    const back = fromPayload(form, Object.fromEntries(form.payload(output))).values;
    expect(back).toEqual(output);
    expect(valid(form, back)).toEqual(output);
  });

  it("splits '(areacode)number' back into its two fields", () => {
    const v = fromPayload(AUTO_LOAN, { homePhone: '(02)123-4567', homeAreaCode: '99' }).values;
    expect([v.homeAreaCode, v.homePhone]).toEqual(['02', '123-4567']);
  });

  it('keeps separately sent area code and number when the phone is not in the combined form', () => {
    const v = fromPayload(AUTO_LOAN, { homePhone: '123-4567', homeAreaCode: '02' }).values;
    expect([v.homeAreaCode, v.homePhone]).toEqual(['02', '123-4567']);
  });

  it("reads only 'Yes' as a ticked consent", () => {
    expect(fromPayload(AUTO_LOAN, { agreement: 'Yes', consentOtherProducts: 'Yes' }).values).toMatchObject({
      agreement: true,
      consentOtherProducts: true,
    });
    for (const other of ['yes', 'true', 'on', '1', 'No', '']) {
      expect(fromPayload(AUTO_LOAN, { agreement: other }).values.agreement, other).toBe(false);
    }
  });

  it('ignores unknown fields and leaves missing ones empty', () => {
    const v = fromPayload(HOME_LOAN, { firstname: 'Juan', admin: 'true', autoBrand: 'Toyota' }).values;
    expect(Object.keys(v)).toEqual(HOME_LOAN.entries);
    expect(v.firstname).toBe('Juan');
    expect(v.lastname).toBe('');
    expect(v).not.toHaveProperty('admin');
    expect(v).not.toHaveProperty('autoBrand');
  });
});

describe('loanFormData', () => {
  it('is a FormData with exactly the payload’s entries, in order', () => {
    for (const [form, values] of [
      [AUTO_LOAN, AUTO],
      [HOME_LOAN, HOME],
    ] as const) {
      const output = valid(form, values);
      const data = form.formData(output);
      expect(data).toBeInstanceOf(FormData);
      expect([...data.entries()]).toEqual(form.payload(output));
      expect(new Set([...data.keys()]).size).toBe(form.entries.length);
    }
  });
});

describe('the form as the wizard engine takes it', () => {
  it.each([AUTO_LOAN, HOME_LOAN])('wires the form’s steps, state, rules and payload ($name)', (form) => {
    expect(form.steps.map((s) => s.id)).toEqual([
      'personal',
      form === AUTO_LOAN ? 'autoLoan' : 'homeLoan',
      'bank',
      'employment',
      'business',
      'review',
    ]);
    expect(form.empty()).toEqual(Object.fromEntries(form.names.map((f) => [f, CONSENTS.includes(f) ? false : ''])));
    const values = form === AUTO_LOAN ? AUTO : HOME;
    const all = form.validate(values);
    expect(all.ok).toBe(true);
    for (const step of form.steps) expect(form.validateStep(step.id, values).ok, step.id).toBe(true);
    expect([...form.formData(valid(form, values)).entries()]).toEqual(form.payload(valid(form, values)));
  });
});
