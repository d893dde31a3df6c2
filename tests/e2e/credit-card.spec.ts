/**
 * The credit card wizard end to end (application-forms.md §2 "Credit card wizard (8 steps, 0 to 7)",
 * §3, §4, §5 "Credit card", §7 call 2, §8): keyboard-only to a stored row through every conditional
 * branch (the KrisFlyer card with its empty code), each step's messages, the review (consent boxes,
 * e-SOA text and link, edit-jumps), reload, both §8 alerts with a retry, axe on every step, review
 * and dialog.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { byLabel, enterTo, keyboardOn, summaryLinks } from './applications.ts';
import { expectNoAxeViolations, expectPageChangeAnnounced, submissions, uniqueName } from './helpers.ts';
import { next, step } from './loans.ts';

test.describe.configure({ timeout: 150_000 });

const T = {
  card: 'Choose your card',
  client: 'Existing client',
  personal: 'Personal information',
  work: 'Work and finances',
  cards: 'Credit card references',
  spouse: 'Spouse information',
  friend: 'Personal/trade reference',
  review: 'Review details',
};
const lastName = () =>
  `${uniqueName('X')
    .split(' ')
    .pop()!
    .replace(/^./, (c) => c.toUpperCase())}ez`;

async function open(page: Page) {
  await page.goto('/forms?preset=creditcard');
  await expect(step(page, T.card)).toBeVisible({ timeout: 20_000 });
}

test('keyboard only, every conditional branch, the KrisFlyer card, to a stored row', async ({ page, request }) => {
  await open(page);
  const lastname = lastName();
  let k = keyboardOn(page, T.card);
  await k.form.getByRole('radio').first().focus();
  await k.radio('Type of EastWest Bank Credit Card', 'KrisFlyer Platinum Mastercard');
  await k.press('Next');
  await expect(page.getByRole('heading', { name: T.client, level: 3 })).toBeFocused();

  k = keyboardOn(page, T.client);
  await k.type('Are you an existing EastWest Client?', 'Credit Card');
  await expect(byLabel(k.form, 'EastWest credit card number')).toHaveCount(0);
  await k.radio('Are you an existing EastWest principal cardholder?', 'Yes');
  await k.type('EastWest credit card number', '5412-XXXX-XXXX-1234');
  await k.radio('Are you a relative of an EastWest director, officer or employee?', 'Yes');
  await k.type("Relative's name", 'Pedro Reyes');
  await k.type('Relationship', 'Uncle');
  await expectNoAxeViolations(page, 'client');
  await enterTo(page, T.personal);

  k = keyboardOn(page, T.personal);
  await k.type('First Name', 'Maria');
  await k.type('Middle Name', 'Santos');
  await k.type('Last Name', lastname);
  await k.type('Name in Card', 'MARIA S REYES');
  await k.type('Birth Date', '05151990');
  await k.type('Place of Birth', 'Quezon City');
  await k.type("Mother's maiden first name", 'Lourdes');
  await k.type("Mother's maiden middle name", 'Garcia');
  await k.type("Mother's maiden last name", 'Cruz');
  await k.radio('Gender', 'Female');
  await k.type('Civil Status', 'Married');
  await k.type('Number of Dependents', '2');
  await k.type('Educational Attainment', 'College');
  await expect(byLabel(k.form, 'ACR No.')).toHaveCount(0);
  await k.type('Citizenship', 'Others');
  await k.type('Other citizenship', 'American');
  await k.type('ACR No.', 'E1234567');
  await k.type('Tax Identification Number (TIN)', '123456789');
  await k.type('SSS/GSIS No.', '1234567890');
  await k.type('Home Address', '6750 Ayala Avenue, Makati City');
  await k.type('Zip Code', '1226');
  await k.check('Permanent address same as home address');
  await expect(byLabel(k.form, 'Permanent Address')).toHaveCount(0);
  await k.type('Home Ownership', 'Rented');
  await k.type('Years of Stay', '5');
  await k.type('Area Code', '02');
  await k.type('Home Phone Number', '1234567');
  await k.type('Mobile Phone Number', '09171234567');
  await k.type('Primary E-mail Address', 'maria.reyes@example.ph');
  await enterTo(page, T.work);

  k = keyboardOn(page, T.work);
  await k.type('Source of Income', 'Others');
  await k.type('Other source of income', 'Royalties');
  await k.type('Employment', 'Others');
  await k.type('Other employment', 'Freelance');
  await k.type('Years with Present Employer/Business', '5');
  await k.type('Position/Rank', 'Others');
  await k.type('Other position/rank', 'Consultant');
  await k.type('Job Title/Occupation', 'Senior Consultant');
  await k.type('Nature of Present Business', 'Banking');
  await k.type('Company/Business Name', 'Reyes Consulting');
  await k.type('Company/Business Address', '30th Street, BGC, Taguig');
  await k.type('Company/Business Phone Number', '(02) 8888-1234');
  await k.type('Gross Annual Income (PHP)', '1200000');
  await enterTo(page, T.cards);

  k = keyboardOn(page, T.cards);
  await k.type('Credit card 1: card issuer', 'BDO');
  await k.type('Credit card 1: card number', '4111-1111-1111-1111');
  await k.type('Credit card 1: credit limit (PHP)', '100000');
  await expect(byLabel(k.form, 'Credit card 3: card issuer')).toHaveCount(0);
  await k.press('Add a third card');
  await expect(byLabel(k.form, 'Credit card 3: card issuer')).toBeFocused();
  await page.keyboard.type('RCBC');
  await enterTo(page, T.spouse);

  k = keyboardOn(page, T.spouse);
  await k.type("Spouse's Name", 'Juan Reyes');
  await k.type("Spouse's Area Code", '02');
  await k.type("Spouse's Phone Number", '7654321');
  await enterTo(page, T.friend);

  k = keyboardOn(page, T.friend);
  await k.type('Personal Reference Name', 'Jose Rizal');
  await k.type('Company/Business Name', 'Rizal Books');
  await k.type('Position', 'Owner');
  await k.type('Department', 'Sales');
  await k.type('Contact No.', '09181234567');
  await enterTo(page, T.review);

  k = keyboardOn(page, T.review);
  await expect(k.form.getByRole('definition').filter({ hasText: 'KrisFlyer Platinum Mastercard' })).toBeVisible();
  await k.radio('Deliver my card to', 'Company/Business Address');
  await k.check('Send my statement of account to my billing address');
  await expectNoAxeViolations(page, 'review');
  await k.press('Submit');
  await expect(page).toHaveURL(/\/creditcards\/thankyou$/);
  await expectPageChangeAnnounced(page, /Thank you/i);

  const rows = (await submissions(request, 'credit-card')).filter((r) => r.fields.lastName === lastname);
  expect(rows).toHaveLength(1);
  const stored = rows[0]!.fields;
  expect(stored).toMatchObject({
    cardType: 'KrisFlyer Platinum Mastercard',
    deposit: 'Credit Card',
    ewcc: 'Yes',
    cardno: '5412-XXXX-XXXX-1234',
    ewRelConfirm: 'Yes',
    ewRelName: 'Pedro Reyes',
    ewRelRelationship: 'Uncle',
    ewPEPRelName: '',
    firstName: 'Maria',
    middleName: 'Santos',
    lastName: lastname,
    cardName: 'MARIA S REYES',
    birthDate: '1990-05-15',
    birthPlace: 'Quezon City',
    momName: 'Lourdes',
    momName1: 'Garcia',
    momName2: 'Cruz',
    sex: 'F',
    civilStatus: 'M',
    numberDependents: '2',
    educ: 'CO',
    citizenship1: 'OTH',
    citizenship: 'American',
    acr: 'E1234567',
    tinNo: '123-456-789',
    sssNo: '12-3456789-0',
    homeAddress: '6750 Ayala Avenue, Makati City',
    zipCode: '1226',
    chkPermAddSameWithHomeAdd: 'true',
    permanentAddress: '6750 Ayala Avenue, Makati City',
    zipCode2: '1226',
    homeOwner: 'RN',
    yearStay: '5',
    homeAreaCode: '02',
    homePhone: '(02)+123-4567',
    mobilePhone: '(63) 917-123-4567',
    emailAddress: 'maria.reyes@example.ph',
    fundSrc: 'OTH',
    fundSrc1: 'Royalties',
    workType: 'OTH',
    employment1: 'Freelance',
    workYear: '5',
    workPos: 'OTH',
    workPos1: 'Consultant',
    workPos2: 'Senior Consultant',
    workNature: 'BANK',
    businessName: 'Reyes Consulting',
    businessAddress: '30th Street, BGC, Taguig',
    businessPhone: '(02) 8888-1234',
    businessIncome: '1200000',
    cardIssuer1: 'BDO',
    cardNumber1: '4111-1111-1111-1111',
    creditLimit1: '100000',
    cardIssuer3: 'RCBC',
    spouseName: 'Juan Reyes',
    spouseAreaCode: '02',
    spousePhone: '(02)+765-4321',
    friendName: 'Jose Rizal',
    friendBusiness: 'Rizal Books',
    friendPosition: 'Owner',
    friendDept: 'Sales',
    friendPhone: '09181234567',
    delivery: 'O',
    SOAtoBillingAdd: 'true',
    consentOther: 'true',
  });
  expect(Number(stored.notARobot)).toBeGreaterThanOrEqual(5);
});

async function expectSummary(form: Locator, texts: string[]) {
  // Focus first, then Enter: leaving a field shows its message and moves the button (no click lands amiss).
  await form.getByRole('button', { name: 'Next' }).focus();
  await form.page().keyboard.press('Enter');
  await expect(summaryLinks(form)).toHaveText(texts);
}

test('messages on every step, the review, reload, both alerts and a retry', async ({ page, request, context }) => {
  await open(page);
  const lastname = lastName();
  const card = step(page, T.card);
  await expectSummary(card, ['Type of EastWest Bank Credit Card is required']);
  await expectNoAxeViolations(page, 'card invalid');
  await card.getByRole('radio', { name: 'Visa Gold' }).check({ force: true });
  await next(page, T.card, T.client);

  const client = step(page, T.client);
  await expectSummary(client, [
    'Are you an existing EastWest Client?: Are you an existing EastWest Client is required',
    'Are you a relative of an EastWest director, officer or employee?: Are you a relative is required',
  ]);
  await byLabel(client, 'Are you an existing EastWest Client?').selectOption('No');
  await client
    .getByRole('radiogroup', { name: 'Are you an existing EastWest principal cardholder?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await client
    .getByRole('radiogroup', { name: /Are you a relative of an EastWest/ })
    .getByRole('radio', { name: 'No' })
    .check({ force: true });
  await byLabel(client, 'EastWest credit card number').fill('1234-5678');
  await expectSummary(client, ['EastWest credit card number: Invalid credit card number']);
  await client
    .getByRole('radiogroup', { name: 'Are you an existing EastWest principal cardholder?' })
    .getByRole('radio', { name: 'No' })
    .check({ force: true });
  await next(page, T.client, T.personal);

  const personal = step(page, T.personal);
  await expectSummary(personal, [
    'First Name is required',
    'Middle Name is required',
    'Last Name is required',
    'Name in Card is required',
    'Birth Date is required',
    'Place of Birth is required',
    "Mother's maiden first name is required",
    "Mother's maiden middle name is required",
    "Mother's maiden last name is required",
    'Gender: This field is required',
    'Civil Status: This field is required',
    'Number of Dependents: This field is required',
    'Educational Attainment: This field is required',
    'Citizenship: This field is required',
    'Tax Identification Number (TIN) is required',
    'SSS/GSIS No. is required',
    'Home Address: This field is required',
    'Zip code is required',
    'Home Ownership: This field is required',
    'Years of Stay: This field is required',
    'Mobile Phone Number is required',
    'Primary E-mail Address is required',
  ]);
  await expectNoAxeViolations(page, 'personal invalid');
  const fill = (label: string, value: string) => byLabel(personal, label).fill(value);
  await fill('First Name', 'M'.repeat(31));
  await fill('Middle Name', 'Santos');
  await fill('Last Name', lastname);
  await fill('Name in Card', 'MARIA S. REYES');
  await fill('Birth Date', '1990-05-15');
  await fill('Place of Birth', 'Quezon City');
  await fill("Mother's maiden first name", 'Lourdes');
  await fill("Mother's maiden middle name", 'Garcia');
  await fill("Mother's maiden last name", 'Cruz');
  await personal.getByRole('radio', { name: 'Female' }).check({ force: true });
  await byLabel(personal, 'Civil Status').selectOption({ label: 'Single' });
  await fill('Number of Dependents', '31');
  await byLabel(personal, 'Educational Attainment').selectOption({ label: 'College' });
  await byLabel(personal, 'Citizenship').selectOption({ label: 'Filipino' });
  await fill('Tax Identification Number (TIN)', '123456789');
  await fill('SSS/GSIS No.', '1234567890');
  await fill('Home Address', '6750 Ayala Avenue, Makati City');
  await fill('Zip Code', '12');
  await fill('Permanent Address', '1 Rizal Street, Lucena City');
  await fill('Permanent Address Zip Code', '4301');
  await byLabel(personal, 'Home Ownership').selectOption({ label: 'Owned Not Mortgaged' });
  await fill('Years of Stay', '10');
  await fill('Home Phone Number', '1234567');
  await fill('Mobile Phone Number', '09171234567');
  await fill('Primary E-mail Address', 'maria@');
  await expectSummary(personal, [
    'First Name: First in Card is too long',
    'Name in Card: Invalid special characters',
    'Number of Dependents: Invalid Entry',
    'Zip code should be 4 digits',
    'Area Code is required',
    'Primary E-mail Address: Must be a valid email',
  ]);
  await fill('First Name', 'Maria');
  await fill('Name in Card', 'MARIA SANTOS DELA REYES');
  await fill('Number of Dependents', '0');
  await fill('Zip Code', '1226');
  await fill('Area Code', '02');
  await fill('Primary E-mail Address', 'maria@example.ph');
  await expectSummary(personal, ['Name in Card is too long']);
  await fill('Name in Card', 'MARIA REYES');
  await next(page, T.personal, T.work);

  const work = step(page, T.work);
  // Source of Income is optional: no message for it.
  await expectSummary(work, [
    'Employment is required',
    'Years with Present Employer/Business is required',
    'Position/Rank is required',
    'Job Title/Occupation is required',
    'Nature of Present Business is required',
    'Company/Business Name is required',
    'Company/Business Address is required',
    'Company/Business Phone Number is required',
    'Gross Annual Income (PHP): Gross Annual Income is required',
  ]);
  await byLabel(work, 'Source of Income').selectOption({ label: 'Salary/Benefits' });
  await byLabel(work, 'Employment').selectOption({ label: 'Private' });
  await byLabel(work, 'Years with Present Employer/Business').fill('x');
  await byLabel(work, 'Position/Rank').selectOption({ label: 'Others' });
  await byLabel(work, 'Job Title/Occupation').fill('Analyst');
  await byLabel(work, 'Nature of Present Business').selectOption({ label: 'BPO' });
  await byLabel(work, 'Company/Business Name').fill('Acme BPO');
  await byLabel(work, 'Company/Business Address').fill('Eastwood City, Quezon City');
  await byLabel(work, 'Company/Business Phone Number').fill('1'.repeat(31));
  await byLabel(work, 'Gross Annual Income (PHP)').fill('1'.repeat(21));
  // The shared amount format keeps at most 10 digits of the 21 typed (§5).
  await expect(byLabel(work, 'Gross Annual Income (PHP)')).toHaveValue('1,111,111,111');
  await expectSummary(work, [
    'Years with Present Employer/Business: Invalid input',
    'Other position/rank: This field is required',
    'Company/Business Phone Number: Number too long',
  ]);
  await expectNoAxeViolations(page, 'work invalid');
  await byLabel(work, 'Years with Present Employer/Business').fill('3');
  await byLabel(work, 'Position/Rank').selectOption({ label: 'Clerk' });
  await byLabel(work, 'Company/Business Phone Number').fill('(02) 8123-4567');
  await byLabel(work, 'Gross Annual Income (PHP)').fill('600000');
  await next(page, T.work, T.cards);

  const cards = step(page, T.cards);
  await byLabel(cards, 'Credit card 2: card number').fill('1234');
  await byLabel(cards, 'Credit card 1: credit limit (PHP)').fill('1'.repeat(21));
  // 10 digits at most of the 21 typed (§5).
  await expect(byLabel(cards, 'Credit card 1: credit limit (PHP)')).toHaveValue('1,111,111,111');
  await expectSummary(cards, ['Credit card 2: card number: Invalid credit card number']);
  await expectNoAxeViolations(page, 'cards invalid');
  await byLabel(cards, 'Credit card 2: card number').fill('');
  await byLabel(cards, 'Credit card 1: credit limit (PHP)').fill('');
  await next(page, T.cards, T.spouse);

  const spouse = step(page, T.spouse);
  await byLabel(spouse, "Spouse's Phone Number").fill('12');
  await byLabel(spouse, "Spouse's Area Code").fill('123');
  await byLabel(spouse, "Spouse's Mobile Phone Number").fill('12');
  await expectSummary(spouse, [
    "Spouse's Area Code: Invalid Area Code",
    "Spouse's Phone Number: Invalid Number",
    "Spouse's Mobile Phone Number: Invalid Mobile Phone Number",
  ]);
  await expectNoAxeViolations(page, 'spouse invalid');
  for (const l of ["Spouse's Phone Number", "Spouse's Area Code", "Spouse's Mobile Phone Number"])
    await byLabel(spouse, l).fill('');
  await next(page, T.spouse, T.friend);

  // reload keeps every value
  await page.reload();
  const friend = step(page, T.friend);
  await expect(friend.getByRole('heading', { name: T.friend })).toBeVisible({ timeout: 20_000 });
  await expectSummary(friend, [
    'Personal Reference Name is required',
    'Company/Business Name is required',
    'Position is required',
    'Department is required',
    'Contact No. is required',
  ]);
  await expectNoAxeViolations(page, 'friend invalid');
  await byLabel(friend, 'Personal Reference Name').fill('Jose Rizal');
  await byLabel(friend, 'Company/Business Name').fill('Rizal Books');
  await byLabel(friend, 'Position').fill('Owner');
  await byLabel(friend, 'Department').fill('Sales');
  await byLabel(friend, 'Contact No.').fill('1'.repeat(13));
  await expectSummary(friend, ['Contact No.: Invalid Phone']);
  await byLabel(friend, 'Contact No.').fill('09181234567');
  await next(page, T.friend, T.review);

  const review = step(page, T.review);
  await expect(review.getByRole('definition').filter({ hasText: 'Visa Gold' })).toBeVisible();
  await expect(review.getByRole('definition').filter({ hasText: 'Acme BPO' })).toBeVisible();
  await expect(
    review.getByRole('checkbox', { name: /using this application to apply for its other products/ }),
  ).toBeChecked();
  await expect(
    review.getByRole('checkbox', { name: 'Send my statement of account to my billing address' }),
  ).not.toBeChecked();
  await expect(review.getByText('e-SOA is available within five banking days of statement cut-off.')).toBeVisible();
  await expect(
    review.getByRole('link', { name: 'Terms and conditions of the electronic statement of account' }),
  ).toHaveAttribute('href', /\/supportandsecurity\/termsandconditions\/electronicstatementofaccount$/);
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(summaryLinks(review)).toHaveText(['Deliver my card to: This field is required']);
  await review.getByRole('radio', { name: 'Present/Home Address' }).check({ force: true });
  await review
    .getByRole('checkbox', { name: /using this application to apply for its other products/ })
    .uncheck({ force: true });

  // edit-jumps: each section's Change to its step, and back
  for (const title of [T.card, T.personal, T.work]) {
    await review.getByRole('button', { name: `Change ${title}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: title, level: 3 })).toBeFocused();
    await next(page, title, T.review);
  }

  await page.route('**/cms/ewbcc/submit', (r) => r.fulfill({ status: 500 }));
  await review.getByRole('button', { name: 'Submit' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText('Unable to connect to server! Please try again.');
  await expectNoAxeViolations(page, 'http alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(review.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(alert).toContainText('Our servers are busy now! Please try again.');
  await alert.getByRole('button', { name: 'OK' }).click();
  await context.setOffline(false);
  await expect(review.getByRole('definition').filter({ hasText: 'Acme BPO' })).toBeVisible();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/creditcards\/thankyou$/);
  const rows = (await submissions(request, 'credit-card')).filter((r) => r.fields.lastName === lastname);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toMatchObject({
    cardType: 'GCV',
    deposit: 'No',
    ewcc: 'No',
    cardno: '',
    chkPermAddSameWithHomeAdd: 'false',
    permanentAddress: '1 Rizal Street, Lucena City',
    zipCode2: '4301',
    homePhone: '(02)+123-4567',
    spousePhone: '',
    consentOther: 'false',
    SOAtoBillingAdd: 'false',
    delivery: 'H',
    businessIncome: '600000',
    workPos: 'CK',
    workPos1: '',
  });
});

test('in Filipino', async ({ page }) => {
  await page.goto('/forms?preset=creditcard');
  // The chooser (ew-apply) opens the card form inside it and passes its language on.
  // The page is drawn once its content is in, after the load event: set it on the chooser once it is there.
  await page.locator('ew-apply').evaluate((el) => el.setAttribute('locale', 'fil'));
  await expect(step(page, 'Piliin ang iyong card')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'fil');
});
