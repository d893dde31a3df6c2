/**
 * Personal loan (application-forms.md §3, §4, §5 "Personal loan (variant B)", §7 call 4, §9): every
 * rule and message, the conditional fields, the same-address copy, the repeatable groups, and the
 * payload's field names and phone formats. Variant A: the home loan's names, collateral only when
 * mortgaged.
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { PL_LISTS } from './lists.ts';
import { PERSONAL_LOAN_B } from './forms.ts';
import { PERSONAL_LOAN_A } from './variant-a.ts';
import type { Values } from '../forms/contract.ts';
import { VALID_B } from './fixtures.ts';
import { fromPayload } from '../forms/decode.ts';

/** English text of each failing field's message, as the wizard checks a step. */
const messages = (step: string, values: Values) =>
  Object.fromEntries(
    Object.entries(PERSONAL_LOAN_B.validateStep(step, values).errors).map(([f, k]) => [f, englishText(k)]),
  );

describe('lists (§3 "Personal loan lists")', () => {
  it('have the spec codes', () => {
    expect(PL_LISTS.civilStatus).toEqual(['1', '2', '3', '4']);
    expect(PL_LISTS.employment).toHaveLength(5);
    expect(PL_LISTS.position).toHaveLength(11);
    expect(PL_LISTS.natureOfPresentBusiness).toHaveLength(13);
    expect(PL_LISTS.sourceOfFunds).toHaveLength(7);
    expect(PL_LISTS.occupation).toHaveLength(10);
    expect(PL_LISTS.loanPurpose).toHaveLength(9);
    expect(PL_LISTS.myPreferredPaymentTenor).toEqual(['2', '3', '4', '5', '6', '7']);
    expect(PL_LISTS.dayToCall).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  });
});

describe('personal step (§5 "Personal")', () => {
  it('names every required field with the spec messages', () => {
    expect(messages('personal', PERSONAL_LOAN_B.empty())).toMatchObject({
      firstName: 'First name is required',
      middleName: 'Middle name is required',
      lastName: 'Last name is required',
      momFirstName: 'First name is required',
      birthDate: 'Birth Date is required',
      gender: 'Please select a gender',
      civilStatus: 'Please select a civil status',
      education: 'Please select education',
      citizenship: 'Please select citizenship',
      tinNo: 'Tax Identification Number (TIN) is required',
      sssNo: 'SSS/GSIS No. is required',
      dependentsNo: 'If no dependent, kindly indicate 0',
      presentZipCode: 'Zip code is required',
      homeStayYrs: 'Please input years of stay',
      mobilePhone: 'Mobile Phone Number is required',
    });
  });
  it('checks lengths, patterns and ranges', () => {
    const m = messages('personal', {
      ...VALID_B,
      firstName: 'M',
      lastName: 'A'.repeat(21),
      tinNo: '12',
      sssNo: '12',
      dependentsNo: '51',
      presentHomeAddr: 'Short',
      permanentHomeAddr: 'x'.repeat(121),
      homePhone: '123',
      homeAreaCode: '2',
      mobilePhone: '0917',
      email: `${'a'.repeat(45)}@example.ph`,
      facebook: 'f'.repeat(101),
      carsOwnedNo: '100',
      homeStayYrs: '51',
    });
    expect(m).toEqual({
      firstName: 'First name is too short',
      lastName: 'Last name is too long',
      tinNo: 'Invalid TIN',
      sssNo: 'Invalid SSS number',
      dependentsNo: 'Invalid Entry',
      presentHomeAddr: 'Address is too short',
      permanentHomeAddr: 'Address is too long',
      homePhone: 'Invalid Number',
      homeAreaCode: 'Invalid Area Code',
      mobilePhone: 'Invalid Mobile Phone Number',
      email: 'Email is too long',
      facebook: 'Invalid input',
      carsOwnedNo: 'Invalid Entry',
      homeStayYrs: 'Please input years of stay',
    });
  });
  it('home phone ####-#### (or ###-####) and area code: each required when the other is given', () => {
    expect(messages('personal', { ...VALID_B, homeAreaCode: '' })).toEqual({ homeAreaCode: 'Area Code is required' });
    expect(messages('personal', { ...VALID_B, homePhone: '' })).toEqual({
      homePhone: 'Home Phone Number is required',
    });
    expect(messages('personal', { ...VALID_B, homePhone: '123456' })).toEqual({ homePhone: 'Invalid Number' });
    // §5 "Shared input formats": landline ####-#### or ###-####, one rule in every form.
    expect(messages('personal', { ...VALID_B, homePhone: '1234567' })).toEqual({});
  });
  it('birth place 3 to 20', () => {
    expect(messages('personal', { ...VALID_B, birthPlace: 'QC' })).toEqual({
      birthPlace: 'Place of birth is too short',
    });
    expect(messages('personal', { ...VALID_B, birthPlace: 'Q'.repeat(21) })).toEqual({
      birthPlace: 'Place of birth is too long',
    });
  });
  it('a malformed zip code is not a missing one', () => {
    expect(messages('personal', { ...VALID_B, presentZipCode: '12' })).toEqual({
      presentZipCode: 'Zip code should be 4 digits',
    });
  });
  it('ACR No only when citizenship is 2 (§4), then required', () => {
    expect([...PERSONAL_LOAN_B.hidden(VALID_B)]).toContain('acrNo');
    const other = { ...VALID_B, citizenship: '2' };
    expect([...PERSONAL_LOAN_B.hidden(other)]).not.toContain('acrNo');
    expect(messages('personal', other)).toEqual({ acrNo: 'This field is required' });
  });
});

describe('best time to call (§9 "Best time to call step: 300 seconds")', () => {
  const field = PERSONAL_LOAN_B.fields.timeToCall;
  const message = 'Please choose a time between 9:00 AM and 5:00 PM, in 5-minute steps';
  it('is a time field in 300-second steps within banking hours, not a time limit on the step', () => {
    expect(field.kind).toBe('time');
    expect(field.step).toBe(300);
    expect(field.dateBounds!()).toEqual({ min: '09:00', max: '17:00', step: 300 });
    for (const step of PERSONAL_LOAN_B.steps) expect(step).not.toHaveProperty('timeLimit');
  });
  it.each(['09:00', '10:35', '16:55', '17:00', '12:05:00', ''])('takes %j', (time) => {
    expect(messages('personal', { ...VALID_B, timeToCall: time })).toEqual({});
  });
  it.each(['08:55', '17:05', '10:32', '10:35:30', '25:00', '9:00', 'noon'])('refuses %j', (time) => {
    expect(messages('personal', { ...VALID_B, timeToCall: time })).toEqual({ timeToCall: message });
  });
  it('is sent as the form holds it (HH:mm)', () => {
    const r = PERSONAL_LOAN_B.validate({ ...VALID_B, timeToCall: '14:25' });
    expect(Object.fromEntries(PERSONAL_LOAN_B.payload(r.ok ? r.output : {})).timeToCall).toBe('14:25');
  });
});

describe('spouse step (§4, §5 "Spouse")', () => {
  it('shows only when civilStatus is 2; names then required 2 to 20', () => {
    expect([...PERSONAL_LOAN_B.hidden(VALID_B)]).toEqual(
      expect.arrayContaining(['spouseFirstName', 'spouseGrossAnnualIncome']),
    );
    expect([...PERSONAL_LOAN_B.hidden({ ...VALID_B, civilStatus: '2' })]).not.toContain('spouseFirstName');
    expect(messages('spouse', { ...VALID_B, civilStatus: '2' })).toEqual({
      spouseFirstName: 'First name is required',
      spouseMiddleName: 'Middle name is required',
      spouseLastName: 'Last name is required',
    });
    expect(PERSONAL_LOAN_B.validate({ ...VALID_B, civilStatus: '2' })).toMatchObject({
      ok: false,
      errors: { spouseFirstName: 'personalLoan.errors.firstNameRequired' },
    });
    expect(PERSONAL_LOAN_B.validate(VALID_B).ok).toBe(true);
  });
  it('checks the phones and address', () => {
    const married = {
      ...VALID_B,
      civilStatus: '2',
      spouseFirstName: 'Juan',
      spouseMiddleName: 'Cruz',
      spouseLastName: 'Reyes',
    };
    expect(
      messages('spouse', {
        ...married,
        spouseBusinessPhone: '12',
        spouseBusinessAreaCode: '1',
        spouseMobilePhone: '12',
        spouseBusinessAddr: 'short',
      }),
    ).toEqual({
      spouseBusinessPhone: 'Invalid Number',
      spouseBusinessAreaCode: 'Invalid Area Code',
      spouseMobilePhone: 'Invalid Mobile Phone Number',
      spouseBusinessAddr: 'Address is too short',
    });
  });
});

describe('references (§5 "References": both required)', () => {
  it('the first reference names and mobile are required', () => {
    expect(messages('references', { ...VALID_B, reference1FirstName: '', reference1MobilePhone: '' })).toEqual({
      reference1FirstName: 'First name is required',
      reference1MobilePhone: 'Mobile Phone Number is required',
    });
  });
  it('the second is always shown and its names and mobile are required too', () => {
    expect([...PERSONAL_LOAN_B.hidden(PERSONAL_LOAN_B.empty())]).not.toContain('reference2FirstName');
    expect(PERSONAL_LOAN_B.fields).not.toHaveProperty('referenceCount');
    const none = {
      ...VALID_B,
      reference2FirstName: '',
      reference2MiddleName: '',
      reference2LastName: '',
      reference2MobilePhone: '',
    };
    expect(messages('references', none)).toEqual({
      reference2FirstName: 'First name is required',
      reference2MiddleName: 'Middle name is required',
      reference2LastName: 'Last name is required',
      reference2MobilePhone: 'Mobile Phone Number is required',
    });
    expect(
      messages('references', { ...VALID_B, reference2FirstName: 'A', reference2LastName: 'x'.repeat(21) }),
    ).toEqual({ reference2FirstName: 'First name is too short', reference2LastName: 'Last name is too long' });
    expect(messages('references', { ...VALID_B, reference2MobilePhone: '0917' })).toEqual({
      reference2MobilePhone: 'Invalid Mobile Phone Number',
    });
  });
  it('phones ###-#### or ####-####, area codes 2 digits', () => {
    expect(messages('references', { ...VALID_B, reference1HomePhone: '88881234' })).toEqual({});
    expect(
      messages('references', { ...VALID_B, reference1HomePhone: '888812345', reference1BusinessAreaCode: '123' }),
    ).toEqual({
      reference1HomePhone: 'Invalid Number',
      reference1BusinessAreaCode: 'Invalid Area Code',
    });
  });
});

describe('work and finances (§4, §5 "Employment and finances")', () => {
  it('names every required field', () => {
    const m = messages('work', PERSONAL_LOAN_B.empty());
    expect(Object.keys(m)).toEqual(
      expect.arrayContaining([
        'employment',
        'position',
        'positionTitle',
        'natureOfPresentBusiness',
        'sourceOfFunds',
        'occupation',
        'grossAnnualIncome',
        'existingEWDepositor',
        'existingEWCCholder',
        'activeCCOtherBanks',
        'presentEmployerNoYrs',
        'companyName',
        'businessAddr',
        'businessZipCode',
        'businessPhone',
      ]),
    );
    expect(m.businessZipCode).toBe('Zip code is required');
  });
  it('a malformed business zip code has its own message', () => {
    expect(messages('work', { ...VALID_B, businessZipCode: '16a' })).toEqual({
      businessZipCode: 'Zip code should be 4 digits',
    });
  });
  it.each([
    ['employment', '5', 'employmentOther'],
    ['position', '11', 'positionOther'],
    ['natureOfPresentBusiness', '13', 'natureOfPresentBusinessOther'],
    ['sourceOfFunds', '7', 'sourceOfFundsOther'],
    ['occupation', '10', 'occupationOther'],
  ])('%s %s shows %s, then required, max 120', (list, code, other) => {
    expect([...PERSONAL_LOAN_B.hidden(VALID_B)]).toContain(other);
    const v = { ...VALID_B, [list]: code };
    expect([...PERSONAL_LOAN_B.hidden(v)]).not.toContain(other);
    expect(messages('work', v)).toEqual({ [other]: 'This field is required' });
    expect(messages('work', { ...v, [other]: 'x'.repeat(121) })).toEqual({ [other]: 'Invalid input' });
    expect(messages('work', { ...v, [other]: 'Freelance' })).toEqual({});
  });
  it('bank account when depositor Yes (max 12 digits), card number when cardholder Yes (max 16)', () => {
    expect([...PERSONAL_LOAN_B.hidden(VALID_B)]).toEqual(expect.arrayContaining(['bankAccountNo', 'CCNo']));
    const v = { ...VALID_B, existingEWDepositor: 'Yes', existingEWCCholder: 'Yes' };
    expect([...PERSONAL_LOAN_B.hidden(v)]).not.toContain('bankAccountNo');
    expect(messages('work', v)).toEqual({ bankAccountNo: 'This field is required', CCNo: 'This field is required' });
    expect(messages('work', { ...v, bankAccountNo: '1234567890123', CCNo: '12345678901234567' })).toEqual({
      bankAccountNo: 'Invalid input, max 12 digits',
      CCNo: 'Invalid input, max 16 digits',
    });
  });
  it('member since: mm/yyyy, not after this month (site §5)', () => {
    const v = { ...VALID_B, activeCCOtherBanks: 'Yes', cardIssuer1: 'BPI', cardNumber1: '4111', creditLimit1: '1' };
    expect(messages('work', { ...v, memberSince1: '3/2015' })).toEqual({});
    expect(messages('work', { ...v, memberSince1: '2015' })).toEqual({
      memberSince1: 'Enter the month and year as mm/yyyy, not later than this month',
    });
    expect(PERSONAL_LOAN_B.tidy('memberSince1', '032015')).toBe('03/2015');
  });
  it('other cards when activeCCOtherBanks Yes: the first card required; up to 3', () => {
    expect([...PERSONAL_LOAN_B.hidden(VALID_B)]).toEqual(expect.arrayContaining(['cardIssuer1', 'otherCardCount']));
    const v = { ...VALID_B, activeCCOtherBanks: 'Yes' };
    expect([...PERSONAL_LOAN_B.hidden(v)]).not.toContain('cardIssuer1');
    expect([...PERSONAL_LOAN_B.hidden(v)]).toContain('cardIssuer2');
    expect(messages('work', v)).toEqual({
      cardIssuer1: 'This field is required',
      cardNumber1: 'This field is required',
      memberSince1: 'This field is required',
      creditLimit1: 'This field is required',
    });
    const three = { ...v, otherCardCount: '3' };
    expect([...PERSONAL_LOAN_B.hidden(three)]).not.toContain('cardIssuer3');
    expect(
      messages('work', {
        ...three,
        cardIssuer1: 'BPI',
        cardNumber1: '4111111111111111',
        memberSince1: '03/2015',
        creditLimit1: '100000',
        cardIssuer3: 'x'.repeat(21),
        cardNumber3: '1'.repeat(17),
      }),
    ).toEqual({
      cardIssuer3: 'Invalid input',
      cardNumber3: 'Invalid input, max 16 digits',
    });
  });
  it('other loans: one group shown, up to 3; bank and type max 120', () => {
    expect([...PERSONAL_LOAN_B.hidden(VALID_B)]).toEqual(expect.arrayContaining(['bank2', 'bank3']));
    expect([...PERSONAL_LOAN_B.hidden({ ...VALID_B, otherLoanCount: '3' })]).not.toContain('bank3');
    // §5: 'Invalid Input', with a capital I.
    expect(messages('work', { ...VALID_B, bank1: 'x'.repeat(121) })).toEqual({ bank1: 'Invalid Input' });
    expect(
      messages('work', {
        ...VALID_B,
        otherLoanCount: '3',
        bank3: 'x'.repeat(121),
        loanType1: 'x'.repeat(121),
        loanType2: 'x'.repeat(121),
      }),
    ).toEqual({ bank3: 'Invalid Input', loanType1: 'Invalid Input', loanType2: 'Invalid Input' });
    expect([...PERSONAL_LOAN_B.hidden({ ...VALID_B, otherLoanCount: '9' })]).not.toContain('bank3');
  });
  it('company 2 to 30, business phone ###-####', () => {
    expect(messages('work', { ...VALID_B, companyName: 'A', businessPhone: '12' })).toEqual({
      companyName: 'Text is too short',
      businessPhone: 'Invalid Number',
    });
  });
});

describe('loan (§5 "Loan", §9 25 thousand to 2 million pesos)', () => {
  it.each([
    ['24,999', 'Minimum of 25 thousand pesos'],
    ['2,000,001', 'Maximum of 2 million pesos'],
    ['', 'This field is required'],
  ])('%s -> %s', (amount, message) => {
    expect(messages('loan', { ...VALID_B, desiredLoanAmount: amount })).toEqual({ desiredLoanAmount: message });
  });
  it('accepts the bounds', () => {
    expect(messages('loan', { ...VALID_B, desiredLoanAmount: '25,000' })).toEqual({});
    expect(messages('loan', { ...VALID_B, desiredLoanAmount: '2000000' })).toEqual({});
  });
  it('purpose 9 shows the Other text', () => {
    expect([...PERSONAL_LOAN_B.hidden(VALID_B)]).toContain('loanPurposeOther');
    expect(messages('loan', { ...VALID_B, loanPurpose: '9' })).toEqual({
      loanPurposeOther: 'This field is required',
    });
  });
  it('tenor and lower amount required', () => {
    expect(messages('loan', { ...VALID_B, myPreferredPaymentTenor: '', loanLowerAmount: '' })).toEqual({
      myPreferredPaymentTenor: 'Please select a preferred payment tenor',
      loanLowerAmount: 'Please select a preferred payment tenor',
    });
  });
});

describe('agreement (§5 "Agreement")', () => {
  it('must be Yes', () => {
    expect(messages('review', { agreeRadio: '', ewOtherProducts: true })).toEqual({
      agreeRadio: 'This field is required',
    });
    expect(messages('review', { agreeRadio: 'No', ewOtherProducts: true })).toEqual({
      agreeRadio: 'You may only proceed if you accept our terms and condition',
    });
    expect(messages('review', { agreeRadio: 'Yes', ewOtherProducts: false })).toEqual({});
  });
  it('strings start empty, ewOtherProducts true (§3)', () => {
    const e = PERSONAL_LOAN_B.empty();
    expect(e.ewOtherProducts).toBe(true);
    expect(e.agreeRadio).toBe('');
    expect(e.firstName).toBe('');
  });
});

describe('same address (§4)', () => {
  it('copies the present address and zip into the permanent ones', () => {
    const v = { ...VALID_B, chkPermAddSameWithHomeAdd: true, permanentHomeAddr: 'ignored', permanentZipCode: '9999' };
    expect([...PERSONAL_LOAN_B.hidden(v)]).toEqual(expect.arrayContaining(['permanentHomeAddr', 'permanentZipCode']));
    const r = PERSONAL_LOAN_B.validate(v);
    expect(r.ok).toBe(true);
    const sent = Object.fromEntries(PERSONAL_LOAN_B.payload(r.ok ? r.output : {}));
    expect(sent.permanentHomeAddr).toBe(VALID_B.presentHomeAddr);
    expect(sent.permanentZipCode).toBe('1226');
    expect(sent.chkPermAddSameWithHomeAdd).toBe('true');
  });
});

describe('payload (§3, §7 call 4)', () => {
  const married: Values = {
    ...VALID_B,
    civilStatus: '2',
    spouseFirstName: 'Juan',
    spouseMiddleName: 'Cruz',
    spouseLastName: 'Reyes',
    spouseCompanyName: 'Acme',
    spouseBusinessAddr: '1 Paseo de Roxas, Makati City',
    reference2bussinessAddr: '12 Shaw Boulevard, Mandaluyong',
  };
  const r = PERSONAL_LOAN_B.validate(married);
  const sent = Object.fromEntries(PERSONAL_LOAN_B.payload(r.ok ? r.output : {}));
  it('validates', () => expect(r.ok).toBe(true));
  it('spells spousecompanyName, spousebusinessAddr and bussinessAddr as the spec does', () => {
    expect(sent.spousecompanyName).toBe('Acme');
    expect(sent.spousebusinessAddr).toBe('1 Paseo de Roxas, Makati City');
    expect(sent).not.toHaveProperty('spouseCompanyName');
    expect(sent).not.toHaveProperty('spouseBusinessAddr');
    expect(sent.reference2bussinessAddr).toBe('12 Shaw Boulevard, Mandaluyong');
  });
  it('sends home phone and reference home phones as (area)number', () => {
    expect(sent.homePhone).toBe('(02)8888-1234');
    expect(sent.homeAreaCode).toBe('02');
    expect(sent.reference1HomePhone).toBe('(02)123-4567');
    expect(sent.reference2HomePhone).toBe('');
    expect(sent.mobilePhone).toBe('(63) 917-123-4567');
  });
  it('sends codes, the agreement and ewOtherProducts', () => {
    expect(sent.homeOwnership).toBe('0');
    expect(sent.myPreferredPaymentTenor).toBe('5');
    expect(sent.agreeRadio).toBe('Yes');
    expect(sent.ewOtherProducts).toBe('true');
    expect(sent.desiredLoanAmount).toBe('150000');
    expect(sent.dayToCall).toBe('Tuesday');
  });
  it('reads back into the same values on the server', () => {
    const back = PERSONAL_LOAN_B.validate(fromPayload(PERSONAL_LOAN_B, sent).values);
    expect(back.ok).toBe(true);
    expect(Object.fromEntries(PERSONAL_LOAN_B.payload(back.ok ? back.output : {}))).toEqual(sent);
  });
  it('hidden fields are sent empty', () => {
    const single = PERSONAL_LOAN_B.validate({ ...VALID_B, spouseFirstName: 'Left over' });
    expect(Object.fromEntries(PERSONAL_LOAN_B.payload(single.ok ? single.output : {})).spouseFirstName).toBe('');
  });
  it('the model is what the engine takes', () => {
    expect(PERSONAL_LOAN_B.submit.path).toBe('/cms/ewbpl/submit');
    expect(PERSONAL_LOAN_B.submit.thankYou).toBe('/loans/personalloans/thankyou');
    expect(PERSONAL_LOAN_B.visible({ ...VALID_B, chkPermAddSameWithHomeAdd: true }).permanentZipCode).toBe('1226');
  });
});

describe('variant A (home loan names)', () => {
  const base: Values = {
    ...PERSONAL_LOAN_A.empty(),
    firstname: 'Maria',
    middlename: 'Santos',
    lastname: 'Reyes',
    bday: '1990-05-15',
    citizenship: '1',
    sex: '9',
    civilStatus: '1',
    motherMaidenName: 'Lourdes Cruz',
    cityAddress: '6750 Ayala Avenue',
    provincialAddress: 'NA',
    cityMunicipalityProvince: 'Makati',
    lengthOfStay: '5',
    typeOfResidence: '3',
    mobilePhone: '09171234567',
    emailAddress: 'maria@example.ph',
    education: '7',
    tin: '123456789',
    sss: '1234567890',
    loanAmount: '150,000',
    loanTerm: '36',
    loanPurpose: '4',
    propertyMortgaged: 'No',
    typeOfEmployment: 'PV',
    employerName: 'Acme',
    lengthOfService: '15',
    rankPosition: '2',
    typeOfJob: '9',
    monthlyIncome: '85,000',
    agreement: true,
  };
  it('validates and posts to /ewbpl/submit', () => {
    expect(PERSONAL_LOAN_A.validate(base).ok).toBe(true);
    expect(PERSONAL_LOAN_A.submit.path).toBe('/cms/ewbpl/submit');
  });
  it('collateral and mortgage only when propertyMortgaged is Yes, then required', () => {
    expect([...PERSONAL_LOAN_A.hidden(base)]).toEqual(
      expect.arrayContaining(['collateralType', 'collateralUse', 'mortgageAmount']),
    );
    const yes = { ...base, propertyMortgaged: 'Yes' };
    expect([...PERSONAL_LOAN_A.hidden(yes)]).not.toContain('collateralType');
    const r = PERSONAL_LOAN_A.validate(yes);
    expect(r.ok ? {} : r.errors).toEqual({
      collateralType: 'loans.errors.collateralType',
      bankFinancialInstitution: 'loans.errors.bankFinancialInstitution',
      mortgageAmount: 'loans.errors.mortgageAmount',
      outstandingBalance: 'loans.errors.outstandingBalance',
      monthlyAmortization: 'loans.errors.monthlyAmortization',
    });
  });
  it('amounts 25 thousand to 2 million', () => {
    const r = PERSONAL_LOAN_A.validate({ ...base, loanAmount: '10000' });
    expect(r.ok ? {} : r.errors).toEqual({ loanAmount: 'personalLoan.errors.amountMin' });
  });
});
