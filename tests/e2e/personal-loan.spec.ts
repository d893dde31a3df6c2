/**
 * The personal loan wizard end to end (application-forms.md §2 "Personal loan wizard", §3, §4, §5,
 * §7 call 4, §8): variant B keyboard-only to a stored row through every conditional branch, each
 * step's messages, the review's spouse/ACR rules and edit-jumps, reload, failures with a retry, the
 * 300-second step limit (WCAG 2.2.1), axe on every step, review and dialog; variant A
 * (variant="summary") keyboard-only to a stored row with its summary table.
 */
import { expect, test, type Page } from '@playwright/test';
import { byLabel, enterTo, keyboardOn, summaryLinks } from './applications.ts';
import { expectNoAxeViolations, submissions, uniqueName } from './helpers.ts';
import {
  STORED_EMPLOYMENT_BUSINESS,
  STORED_PERSONAL,
  commonStepsByKeyboard,
  next,
  personalByKeyboard,
  step,
} from './loans.ts';

test.describe.configure({ timeout: 150_000 });

const ALERT =
  'Unsuccessful form submission. Please make sure your entries are in the correct format before submitting again.';
const T = {
  personal: 'My Personal Information',
  spouse: 'My Spouse',
  references: 'My Personal References',
  work: 'My Work and Finances',
  loan: 'Personal Loan Details',
  review: 'Review details',
};
const lastName = () =>
  `${uniqueName('X')
    .split(' ')
    .pop()!
    .replace(/^./, (c) => c.toUpperCase())}ez`.slice(0, 20);

async function open(page: Page, query = '') {
  await page.goto(`/forms?preset=personal-loan${query}`);
  await expect(step(page, query ? 'Personal Information' : T.personal)).toBeVisible({ timeout: 20_000 });
}

test('variant B keyboard only, every conditional branch, to a stored row', async ({ page, request }) => {
  await open(page);
  const lastname = lastName();
  let k = keyboardOn(page, T.personal);
  await k.form.getByLabel('First name', { exact: true }).focus();
  await page.keyboard.type('Maria');
  await k.type('Middle name', 'Santos');
  await k.type('Last name', lastname);
  await k.type('Birth Date', '05151990');
  await k.type('Place of birth', 'Quezon City');
  await k.type("Mother's first name", 'Lourdes');
  await k.type("Mother's middle name", 'Garcia');
  await k.type("Mother's last name", 'Cruz');
  await k.radio('Gender', 'Female');
  await k.type('Civil status', 'Married');
  await k.type('Education', 'College');
  // ACR No only for citizenship 2 (Others)
  await expect(byLabel(k.form, 'ACR No')).toHaveCount(0);
  await k.type('Citizenship', 'Others');
  await k.type('ACR No', 'E123456789');
  await k.type('SSS/GSIS No.', '1234567890');
  await k.type('Tax Identification Number (TIN)', '123456789');
  await k.type('Number of dependents', '2');
  await k.type('Present home address', '6750 Ayala Avenue, Makati City');
  await k.type('Present zip code', '1226');
  await k.check('My permanent address is the same as my present address');
  await expect(byLabel(k.form, 'Permanent home address')).toHaveCount(0);
  await k.type('Home ownership', 'Owned, N');
  await k.type('Years of stay', '5');
  await k.type('Home area code', '02');
  await k.type('Home phone number', '88881234');
  await k.type('Mobile phone number', '09171234567');
  await k.type('Best day to call', 'Tuesday');
  await k.type('Best time to call', '1035A'); // hour, minutes, AM of the time input
  await expect(byLabel(k.form, 'Best time to call')).toHaveValue('10:35');
  await k.type('Email address', 'maria.reyes@example.ph');
  await k.type('Number of cars owned', '1');
  await enterTo(page, T.spouse);

  k = keyboardOn(page, T.spouse);
  await k.type("Spouse's first name", 'Juan');
  await k.type("Spouse's middle name", 'Cruz');
  await k.type("Spouse's last name", 'Reyes');
  await k.type("Spouse's company name", 'Acme Corp');
  await k.type("Spouse's mobile phone", '09181234567');
  await expectNoAxeViolations(page, 'spouse');
  await enterTo(page, T.references);

  k = keyboardOn(page, T.references);
  await k.type('Reference 1: first name', 'Jose');
  await k.type('Reference 1: middle name', 'Perez');
  await k.type('Reference 1: last name', 'Rizal');
  await k.type('Reference 1: business address', '12 Shaw Boulevard, Mandaluyong');
  await k.type('Reference 1: mobile phone number', '09191234567');
  await k.type('Reference 1: home area code', '02');
  await k.type('Reference 1: home phone number', '1234567');
  // Both references are required (§5): the second is shown at once, no Add button.
  await expect(k.form.getByRole('button', { name: /second reference/ })).toHaveCount(0);
  await k.type('Reference 2: first name', 'Ana');
  await k.type('Reference 2: middle name', 'Lopez');
  await k.type('Reference 2: last name', 'Santos');
  await k.type('Reference 2: mobile phone number', '09201234567');
  await enterTo(page, T.work);

  k = keyboardOn(page, T.work);
  await k.type('Employment', 'Others');
  await k.type('Other employment', 'Freelance');
  await k.type('Years with present employer', '5');
  await k.type('Total years working', '12');
  await k.type('Position', 'Others');
  await k.type('Other position', 'Consultant');
  await k.type('Position title', 'Senior Consultant');
  await k.type('Nature of present business', 'Others');
  await k.type('Other nature of business', 'Consulting');
  await k.type('Source of funds', 'Others');
  await k.type('Other source of funds', 'Royalties');
  await k.type('Occupation', 'Others');
  await k.type('Other occupation', 'Writer');
  await k.type('Company name', 'Reyes Consulting');
  await k.type('Department', 'Advisory');
  await k.type('Business address', '30th Street, Bonifacio Global City');
  await k.type('Business zip code', '1634');
  await k.type('Business phone', '1234567');
  await k.type('Gross annual income (PHP)', '1200000');
  await k.radio('Are you an existing EastWest depositor?', 'Yes');
  await k.type('EastWest bank account number', '001234567890');
  await k.radio('Are you an existing EastWest credit cardholder?', 'Yes');
  await k.type('EastWest credit card number', '5412345678901234');
  await k.type('Other loan 1: bank', 'BPI');
  await k.type('Other loan 1: type of loan', 'Auto loan');
  await k.type('Other loan 1: monthly amortization (PHP)', '15000');
  await k.press('Add another loan');
  await expect(byLabel(k.form, 'Other loan 2: bank')).toBeFocused();
  await page.keyboard.type('Metrobank');
  await k.type('Other loan 2: type of loan', 'Salary loan');
  await k.radio('Do you have active credit cards from other banks?', 'Yes');
  await k.type('Card 1: card issuer', 'BDO');
  await k.type('Card 1: card number', '4111111111111111');
  await k.type('Card 1: member since', '03/2015'); // mm/yyyy
  await k.type('Card 1: credit limit (PHP)', '100000');
  await k.press('Add another card');
  await expect(byLabel(k.form, 'Card 2: card issuer')).toBeFocused();
  await page.keyboard.type('RCBC');
  await expectNoAxeViolations(page, 'work');
  await enterTo(page, T.loan);

  k = keyboardOn(page, T.loan);
  await k.type('Loan purpose', 'Others');
  await k.type('Other loan purpose', 'Wedding');
  await k.type('Desired loan amount (PHP)', '150000');
  await k.type('My preferred payment tenor', '36');
  await k.radio('Would you accept a lower loan amount?', 'Yes');
  await k.press('Next');
  await expect(page.getByRole('heading', { name: T.review, level: 3 })).toBeFocused();

  const review = step(page, T.review);
  // spouse rows for a married applicant, ACR for citizenship 2
  await expect(review.getByRole('term').filter({ hasText: /^Spouse's first name$/ })).toBeVisible();
  await expect(review.getByRole('term').filter({ hasText: /^ACR No$/ })).toBeVisible();
  await expect(review.getByRole('checkbox', { name: /use this application for its other products/ })).toBeChecked();
  await expect(review.getByRole('link', { name: 'Read our privacy statement' })).toHaveAttribute(
    'href',
    /\/privacystatement$/,
  );
  k = keyboardOn(page, T.review);
  await k.radio('Do you agree?', 'Yes');
  await k.press('Submit');
  await expect(page).toHaveURL(/\/loans\/personalloans\/thankyou$/);

  const rows = (await submissions(request, 'personal-loan')).filter((r) => r.fields.lastName === lastname);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toMatchObject({
    firstName: 'Maria',
    middleName: 'Santos',
    lastName: lastname,
    birthDate: '1990-05-15',
    birthPlace: 'Quezon City',
    momFirstName: 'Lourdes',
    momMiddleName: 'Garcia',
    momLastName: 'Cruz',
    gender: 'F',
    civilStatus: '2',
    education: '2',
    citizenship: '2',
    acrNo: 'E123456789',
    sssNo: '12-3456789-0',
    tinNo: '123-456-789',
    dependentsNo: '2',
    presentHomeAddr: '6750 Ayala Avenue, Makati City',
    presentZipCode: '1226',
    chkPermAddSameWithHomeAdd: 'true',
    permanentHomeAddr: '6750 Ayala Avenue, Makati City',
    permanentZipCode: '1226',
    homeOwnership: '2',
    homeStayYrs: '5',
    homeAreaCode: '02',
    homePhone: '(02)8888-1234',
    mobilePhone: '(63) 917-123-4567',
    dayToCall: 'Tuesday',
    timeToCall: '10:35',
    email: 'maria.reyes@example.ph',
    facebook: '',
    carsOwnedNo: '1',
    spouseFirstName: 'Juan',
    spouseMiddleName: 'Cruz',
    spouseLastName: 'Reyes',
    spousecompanyName: 'Acme Corp',
    spousebusinessAddr: '',
    spouseMobilePhone: '(63) 918-123-4567',
    reference1FirstName: 'Jose',
    reference1LastName: 'Rizal',
    reference1bussinessAddr: '12 Shaw Boulevard, Mandaluyong',
    reference1MobilePhone: '(63) 919-123-4567',
    reference1HomeAreaCode: '02',
    reference1HomePhone: '(02)123-4567',
    reference2FirstName: 'Ana',
    reference2MiddleName: 'Lopez',
    reference2LastName: 'Santos',
    reference2HomePhone: '',
    employment: '5',
    employmentOther: 'Freelance',
    presentEmployerNoYrs: '5',
    totalNoYrsWorking: '12',
    position: '11',
    positionOther: 'Consultant',
    positionTitle: 'Senior Consultant',
    natureOfPresentBusiness: '13',
    natureOfPresentBusinessOther: 'Consulting',
    sourceOfFunds: '7',
    sourceOfFundsOther: 'Royalties',
    occupation: '10',
    occupationOther: 'Writer',
    companyName: 'Reyes Consulting',
    department: 'Advisory',
    businessAddr: '30th Street, Bonifacio Global City',
    businessZipCode: '1634',
    businessPhone: '123-4567',
    grossAnnualIncome: '1200000',
    existingEWDepositor: 'Yes',
    bankAccountNo: '001234567890',
    existingEWCCholder: 'Yes',
    CCNo: '5412345678901234',
    bank1: 'BPI',
    loanType1: 'Auto loan',
    monthlyAmortization1: '15000',
    bank2: 'Metrobank',
    loanType2: 'Salary loan',
    bank3: '',
    activeCCOtherBanks: 'Yes',
    cardIssuer1: 'BDO',
    cardNumber1: '4111111111111111',
    memberSince1: '03/2015',
    creditLimit1: '100000',
    cardIssuer2: 'RCBC',
    cardIssuer3: '',
    loanPurpose: '9',
    loanPurposeOther: 'Wedding',
    desiredLoanAmount: '150000',
    myPreferredPaymentTenor: '5',
    loanLowerAmount: 'Yes',
    agreeRadio: 'Yes',
    ewOtherProducts: 'true',
  });
  expect(rows[0]!.fields).not.toHaveProperty('spouseCompanyName');
});

test('variant B messages on every step, review rules and edit-jumps, reload, failures and a retry', async ({
  page,
  request,
  context,
}) => {
  await open(page);
  const lastname = lastName();
  const personal = step(page, T.personal);
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(personal)).toHaveText([
    'First name is required',
    'Middle name is required',
    'Last name is required',
    'Birth Date is required',
    'Place of birth is required',
    "Mother's first name: First name is required",
    "Mother's middle name: Middle name is required",
    "Mother's last name: Last name is required",
    'Please select a gender',
    'Please select a civil status',
    'Please select education',
    'Please select citizenship',
    'SSS/GSIS No. is required',
    'Tax Identification Number (TIN) is required',
    'Number of dependents: If no dependent, kindly indicate 0',
    'Present home address: Address is required',
    'Present zip code: Zip code is required',
    'Please select home ownership',
    'Please input years of stay',
    'Mobile Phone Number is required',
    'Email address: Email is required',
  ]);
  await expectNoAxeViolations(page, 'personal invalid');
  const fill = async (label: string, value: string) => byLabel(personal, label).fill(value);
  await fill('First name', 'M');
  await fill('Middle name', 'Santos');
  await fill('Last name', lastname);
  await fill('Birth Date', '1990-05-15');
  await fill('Place of birth', 'QC');
  await fill("Mother's first name", 'Lourdes');
  await fill("Mother's middle name", 'Garcia');
  await fill("Mother's last name", 'Cruz');
  await personal.getByRole('radio', { name: 'Female' }).check({ force: true });
  await byLabel(personal, 'Civil status').selectOption({ label: 'Single' });
  await byLabel(personal, 'Education').selectOption({ label: 'College' });
  await byLabel(personal, 'Citizenship').selectOption({ label: 'Filipino' });
  await fill('SSS/GSIS No.', '12');
  await fill('Tax Identification Number (TIN)', '12');
  await fill('Number of dependents', '51');
  await fill('Present home address', 'Short');
  await fill('Present zip code', '1226');
  await byLabel(personal, 'Home ownership').selectOption({ label: 'Rented' });
  await fill('Years of stay', '5');
  await fill('Home phone number', '123456');
  await fill('Mobile phone number', '0917');
  await fill('Email address', `${'m'.repeat(45)}@example.ph`);
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(personal)).toHaveText([
    'First name is too short',
    'Place of birth is too short',
    'SSS/GSIS No.: Invalid SSS number',
    'Tax Identification Number (TIN): Invalid TIN',
    'Number of dependents: Invalid Entry',
    'Present home address: Address is too short',
    'Home area code: Area Code is required',
    'Home phone number: Invalid Number',
    'Invalid Mobile Phone Number',
    'Email address: Email is too long',
  ]);
  await fill('First name', 'Maria');
  await fill('Place of birth', 'Quezon City');
  await fill('SSS/GSIS No.', '1234567890');
  await fill('Tax Identification Number (TIN)', '123456789');
  await fill('Number of dependents', '0');
  await fill('Present home address', '6750 Ayala Avenue, Makati City');
  await fill('Home phone number', '');
  await fill('Mobile phone number', '09171234567');
  await fill('Email address', 'maria@example.ph');
  // not married: nothing to ask on My Spouse, which is passed over
  await next(page, T.personal, T.references);
  await expect(step(page, T.spouse)).toHaveCount(0);

  const refs = step(page, T.references);
  await refs.getByRole('button', { name: 'Next' }).click();
  // Each link names its reference and field.
  const required = (n: number) => [
    `Reference ${n}: first name: First name is required`,
    `Reference ${n}: middle name: Middle name is required`,
    `Reference ${n}: last name: Last name is required`,
    `Reference ${n}: mobile phone number: Mobile Phone Number is required`,
  ];
  // Both references are required (§5): the first's messages, then the second's.
  await expect(summaryLinks(refs)).toHaveText([...required(1), ...required(2)]);
  await expectNoAxeViolations(page, 'references invalid');
  await byLabel(refs, 'Reference 1: first name').fill('Jose');
  await byLabel(refs, 'Reference 1: middle name').fill('Perez');
  await byLabel(refs, 'Reference 1: last name').fill('Rizal');
  await byLabel(refs, 'Reference 1: mobile phone number').fill('09191234567');
  await expect(summaryLinks(refs)).toHaveText(required(2));
  await byLabel(refs, 'Reference 2: first name').fill('Ana');
  await byLabel(refs, 'Reference 2: middle name').fill('Lopez');
  await byLabel(refs, 'Reference 2: last name').fill('Santos');
  await byLabel(refs, 'Reference 2: mobile phone number').fill('09201234567');
  await byLabel(refs, 'Reference 1: business phone').fill('12');
  await refs.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(refs)).toHaveText(['Reference 1: business phone: Invalid Number']);
  await byLabel(refs, 'Reference 1: business phone').fill('');
  await next(page, T.references, T.work);

  const work = step(page, T.work);
  await work.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(work)).toHaveText([
    'Please select employment',
    'Years with present employer: This field is required',
    'Please select position',
    'Position title: This field is required',
    'Please select nature of present business',
    'Please select source of funds',
    'Please select occupation',
    'Company name: This field is required',
    'Business address: Address is required',
    'Business zip code: Zip code is required',
    'Business phone: This field is required',
    'Gross annual income (PHP): This field is required',
    'Are you an existing EastWest depositor?: This field is required',
    'Are you an existing EastWest credit cardholder?: This field is required',
    'Do you have active credit cards from other banks?: This field is required',
  ]);
  await expectNoAxeViolations(page, 'work invalid');
  await byLabel(work, 'Employment').selectOption({ label: 'Private' });
  await byLabel(work, 'Years with present employer').fill('5');
  await byLabel(work, 'Position').selectOption({ label: 'Officer-Senior' });
  await byLabel(work, 'Position title').fill('Finance Manager');
  await byLabel(work, 'Nature of present business').selectOption({ label: 'Banking' });
  await byLabel(work, 'Source of funds').selectOption({ label: 'Salary/Benefits' });
  await byLabel(work, 'Occupation').selectOption({ label: 'Professional/Technical' });
  await byLabel(work, 'Company name').fill('Acme Trading');
  await byLabel(work, 'Business address').fill('30th Street, Bonifacio Global City');
  await byLabel(work, 'Business zip code').fill('1634');
  await byLabel(work, 'Business phone').fill('1234567');
  await byLabel(work, 'Gross annual income (PHP)').fill('900000');
  for (const q of [
    'Are you an existing EastWest depositor?',
    'Are you an existing EastWest credit cardholder?',
    'Do you have active credit cards from other banks?',
  ]) {
    await work.getByRole('radiogroup', { name: q }).getByRole('radio', { name: 'Yes' }).check({ force: true });
  }
  await work.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(work)).toHaveText(
    [
      'EastWest bank account number',
      'EastWest credit card number',
      'Card 1: card issuer',
      'Card 1: card number',
      'Card 1: member since',
      'Card 1: credit limit (PHP)',
    ].map((label) => `${label}: This field is required`),
  );
  await byLabel(work, 'EastWest bank account number').fill('1234567890123');
  await byLabel(work, 'EastWest credit card number').fill('12345678901234567');
  await work.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(work)).toHaveText([
    'EastWest bank account number: Invalid input, max 12 digits',
    'EastWest credit card number: Invalid input, max 16 digits',
    ...['Card 1: card issuer', 'Card 1: card number', 'Card 1: member since', 'Card 1: credit limit (PHP)'].map(
      (label) => `${label}: This field is required`,
    ),
  ]);
  for (const q of [
    'Are you an existing EastWest depositor?',
    'Are you an existing EastWest credit cardholder?',
    'Do you have active credit cards from other banks?',
  ]) {
    await work.getByRole('radiogroup', { name: q }).getByRole('radio', { name: 'No' }).check({ force: true });
  }
  await expect(byLabel(work, 'Card 1: card issuer')).toHaveCount(0);
  await next(page, T.work, T.loan);

  const loan = step(page, T.loan);
  await loan.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(loan)).toHaveText([
    'Please select loan purpose',
    'Desired loan amount (PHP): This field is required',
    'My preferred payment tenor: Please select a preferred payment tenor',
    'Would you accept a lower loan amount?: Please select a preferred payment tenor',
  ]);
  await byLabel(loan, 'Loan purpose').selectOption({ label: 'Travel/Vacation' });
  await expectNoAxeViolations(page, 'loan invalid');
  await byLabel(loan, 'Desired loan amount (PHP)').fill('24999');
  await byLabel(loan, 'My preferred payment tenor').selectOption({ label: '24 months' });
  await loan.getByRole('radio', { name: 'No' }).check({ force: true });
  await loan.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(loan)).toHaveText(['Desired loan amount (PHP): Minimum of 25 thousand pesos']);
  await byLabel(loan, 'Desired loan amount (PHP)').fill('2000001');
  await loan.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(loan)).toHaveText(['Desired loan amount (PHP): Maximum of 2 million pesos']);
  await byLabel(loan, 'Desired loan amount (PHP)').fill('250000');
  await next(page, T.loan, T.review);

  // reload keeps every value
  await page.reload();
  const review = step(page, T.review);
  await expect(review.getByRole('heading', { name: T.review })).toBeVisible({ timeout: 20_000 });
  await expect(review.getByRole('definition').filter({ hasText: 'Travel/Vacation' })).toBeVisible();
  // single and Filipino: no spouse rows, no ACR row
  await expect(review.getByRole('term').filter({ hasText: /^Spouse's first name$/ })).toHaveCount(0);
  await expect(review.getByRole('term').filter({ hasText: /^ACR No$/ })).toHaveCount(0);

  // the agreement: required, and must be Yes
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(summaryLinks(review)).toHaveText(['Do you agree?: This field is required']);
  await review
    .getByRole('radiogroup', { name: 'Do you agree?' })
    .getByRole('radio', { name: 'No' })
    .check({ force: true });
  await expect(summaryLinks(review)).toHaveText([
    'Do you agree?: You may only proceed if you accept our terms and condition',
  ]);
  await expectNoAxeViolations(page, 'review invalid');
  await review
    .getByRole('radiogroup', { name: 'Do you agree?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await review.getByRole('checkbox', { name: /use this application for its other products/ }).uncheck({ force: true });

  // edit-jump: Change the loan amount, come back to the review
  await review.getByRole('button', { name: `Change ${T.loan}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: T.loan, level: 3 })).toBeFocused();
  await byLabel(step(page, T.loan), 'Desired loan amount (PHP)').fill('300000');
  await next(page, T.loan, T.review);
  await review.getByRole('button', { name: `Change ${T.personal}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: T.personal, level: 3 })).toBeFocused();
  await next(page, T.personal, T.review);

  await page.route('**/cms/ewbpl/submit', (r) => r.fulfill({ status: 500 }));
  await review.getByRole('button', { name: 'Submit' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText(ALERT);
  await expectNoAxeViolations(page, 'error alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(alert).toContainText(ALERT);
  await alert.getByRole('button', { name: 'OK' }).click();
  await context.setOffline(false);
  await expect(review.getByRole('definition').filter({ hasText: '300,000' })).toBeVisible();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/loans\/personalloans\/thankyou$/);
  const rows = (await submissions(request, 'personal-loan')).filter((r) => r.fields.lastName === lastname);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toMatchObject({
    civilStatus: '1',
    spouseFirstName: '',
    acrNo: '',
    desiredLoanAmount: '300000',
    loanLowerAmount: 'NO',
    ewOtherProducts: 'false',
    existingEWDepositor: 'No',
    bankAccountNo: '',
    cardIssuer1: '',
    homePhone: '',
    homeOwnership: '0',
  });
});

test('best time to call: a time in 300-second steps within banking hours, and no time limit on the step', async ({
  page,
}) => {
  await page.clock.install();
  await open(page);
  const personal = step(page, T.personal);
  const time = byLabel(personal, 'Best time to call');
  await expect(time).toHaveAttribute('type', 'time');
  await expect(time).toHaveAttribute('step', '300');
  await expect(time).toHaveAttribute('min', '09:00');
  await expect(time).toHaveAttribute('max', '17:00');
  await expect(personal.getByText('Between 9:00 AM and 5:00 PM, in 5-minute steps')).toBeVisible();
  // No countdown, no "time ran out": the 300 seconds are the field's step (§9).
  await expect(page.getByRole('timer')).toHaveCount(0);
  await byLabel(personal, 'First name').fill('Maria');
  await page.clock.runFor(900_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(byLabel(personal, 'First name')).toHaveValue('Maria');
  for (const [typed, ok] of [
    ['07:30', false],
    ['10:32', false],
    ['17:30', false],
    ['16:55', true],
  ] as const) {
    await time.fill(typed);
    await time.blur();
    const message = personal.getByText('Please choose a time between 9:00 AM and 5:00 PM, in 5-minute steps');
    if (ok) await expect(message).toHaveCount(0);
    else await expect(message).toBeVisible();
  }
});

test('variant A (variant="summary") keyboard only, mortgage rows, summary table edit-jumps, to a stored row', async ({
  page,
  request,
}) => {
  await open(page, '&variant=summary');
  const lastname = `${lastName()}a`.slice(0, 20);
  await personalByKeyboard(page, lastname);
  await expect(page.getByRole('heading', { name: 'Loan Information', level: 3 })).toBeFocused();
  const k = keyboardOn(page, 'Loan Information');
  await k.type('Loan amount (PHP)', '150000');
  await k.type('Loan term (months)', '36');
  await k.type('Purpose of loan', 'Travel');
  await expect(byLabel(k.form, 'Type of collateral')).toHaveCount(0);
  await k.radio('Is any of your property mortgaged?', 'Yes');
  await k.type('Type of collateral', 'House');
  await k.type('Use of collateral', 'Primary');
  await k.type('Bank / financial institution', 'Pag-IBIG Fund');
  await k.type('Mortgage amount (PHP)', '1200000');
  await k.type('Estimated outstanding balance (PHP)', '800000');
  await k.type('Monthly amortization (PHP)', '15000');
  await expectNoAxeViolations(page, 'A loan');
  await enterTo(page, 'Bank Accounts');
  await commonStepsByKeyboard(page);

  const review = step(page, 'Review details');
  const table = review.getByRole('table', { name: 'Summary of your application' });
  await expect(table.getByRole('row', { name: /Mortgage amount \(PHP\)/ })).toBeVisible();
  await expectNoAxeViolations(page, 'A review');
  // edit-jumps back by 4 (loan): the mortgage answer No hides the collateral rows
  await table.getByRole('button', { name: 'Edit Is any of your property mortgaged?' }).click();
  await expect(page.getByRole('heading', { name: 'Loan Information', level: 3 })).toBeFocused();
  await step(page, 'Loan Information').getByRole('radio', { name: 'No' }).check({ force: true });
  await next(page, 'Loan Information', 'Review details');
  await expect(table.getByRole('row', { name: /Mortgage amount/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Type of collateral/ })).toHaveCount(0);
  for (const [field, title] of [
    ['First name', 'Personal Information'],
    ['Bank name', 'Bank Accounts'],
    ['Employer name', 'Employment Information'],
    ['Monthly income (PHP)', 'Business Information'],
  ] as const) {
    await table.getByRole('button', { name: `Edit ${field}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeFocused();
    await next(page, title, 'Review details');
  }
  await review.getByRole('checkbox', { name: /I have read and agree to the terms above/ }).focus();
  await page.keyboard.press('Space');
  await review.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loans\/personalloans\/thankyou$/);
  const rows = (await submissions(request, 'personal-loan')).filter((r) => r.fields.lastname === lastname);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toEqual({
    ...STORED_PERSONAL(lastname),
    loanAmount: '150000',
    loanTerm: '36',
    loanPurpose: '4',
    coborrowersName: '',
    propertyMortgaged: 'No',
    collateralType: '',
    collateralUse: '',
    bankFinancialInstitution: '',
    mortgageAmount: '',
    outstandingBalance: '',
    monthlyAmortization: '',
    bankName: 'BDO Unibank',
    bankDeposit: '57',
    bankAccount: '001234567890',
    ...STORED_EMPLOYMENT_BUSINESS,
    businessDateRegistered: '2015-01-15',
    agreement: 'Yes',
    consentOtherProducts: 'No',
  });
});

test('in Filipino', async ({ page }) => {
  await page.goto('/forms?preset=personal-loan');
  // The chooser (ew-apply) opens the form inside it and passes its language on.
  // The page is drawn once its content is in, after the load event: set it on the chooser once it is there.
  await page.locator('ew-apply').evaluate((el) => el.setAttribute('locale', 'fil'));
  await expect(step(page, 'Aking Personal na Impormasyon')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'fil');
});
