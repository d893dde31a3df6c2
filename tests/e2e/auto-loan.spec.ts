/**
 * The auto loan wizard end to end (application-forms.md §2-§8): keyboard-only to a stored row,
 * every step's messages, review edit-jumps, reload, failures with a retry, axe on every step.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations, expectPageChangeAnnounced, submissions, uniqueName } from './helpers.ts';
import {
  PERSON,
  STORED_EMPLOYMENT_BUSINESS,
  STORED_PERSONAL,
  fillBusiness,
  fillEmployment,
  fillPersonal,
  keyboard,
  next,
  commonStepsByKeyboard,
  personalByKeyboard,
  step,
} from './loans.ts';

const SUBMIT = '**/cms/ewbal/submit';
// Whole wizards, with axe on each step: longer than the default test timeout on a loaded machine.
test.describe.configure({ timeout: 150_000 });

const ALERT =
  'Unsuccessful form submission. Please make sure your entries are in the correct format before submitting again.';

async function open(page: Page) {
  await page.goto('/forms?preset=auto-loan');
  await expect(step(page, 'Personal Information')).toBeVisible({ timeout: 20_000 });
}

const lastName = () =>
  uniqueName('X')
    .split(' ')
    .pop()!
    .replace(/^./, (c) => c.toUpperCase()) + 'son';

async function fillLoan(page: Page) {
  const form = step(page, 'Loan Information');
  await form.getByLabel('Car type', { exact: true }).selectOption({ label: 'Used/Pre-owned' });
  await form.getByLabel('Car brand').fill('Toyota');
  await form.getByLabel('Car type and year model').fill('Vios 1.3 XLE 2022');
  await form.getByLabel('Cash price (PHP)').fill('850000');
  await form.getByLabel('Downpayment (PHP)').fill('170000');
  await form.getByLabel('Amount financed (PHP)').fill('680000');
  await form.getByLabel('Number of terms (months)').selectOption('48');
}

/** Fills every step with the pointer up to the review. */
async function toReview(page: Page, lastname: string) {
  await fillPersonal(step(page, 'Personal Information'), lastname);
  await next(page, 'Personal Information', 'Loan Information');
  await fillLoan(page);
  await next(page, 'Loan Information', 'Bank Accounts');
  await next(page, 'Bank Accounts', 'Employment Information');
  await fillEmployment(step(page, 'Employment Information'));
  await next(page, 'Employment Information', 'Business Information');
  await fillBusiness(step(page, 'Business Information'));
  await next(page, 'Business Information', 'Review details');
}

test('keyboard only: every step to a stored row whose fields match what was typed', async ({ page, request }) => {
  const errors = collectErrors(page);
  await open(page);
  const lastname = lastName();
  await personalByKeyboard(page, lastname);
  const { keys, on } = keyboard(page);
  await expect(page.getByRole('heading', { name: 'Loan Information', level: 3 })).toBeFocused();

  const current = on('Loan Information');
  await page.keyboard.press('Tab');
  await expect(current.getByLabel('Car type', { exact: true })).toBeFocused();
  await page.keyboard.type('Used');
  await keys('Car brand', 'Toyota');
  await keys('Car type and year model', 'Vios 1.3 XLE 2022');
  await keys('Cash price (PHP)', '850000');
  await keys('Downpayment (PHP)', '170000');
  await keys('Amount financed (PHP)', '680000');
  await keys('Number of terms (months)', '48');
  await page.keyboard.press('Tab'); // Enter on a <select> does not submit: on to Next
  await expect(current.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Bank Accounts', level: 3 })).toBeFocused();

  await commonStepsByKeyboard(page);

  const review = step(page, 'Review details');
  await expect(review.getByRole('definition').filter({ hasText: lastname })).toBeVisible();
  await review.getByRole('checkbox', { name: /I have read and agree to the terms above/ }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // the optional consent, left unticked
  await page.keyboard.press('Tab');
  await expect(review.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loans\/autoloans\/thankyou$/);
  await expectPageChangeAnnounced(page, 'Thank you!');

  const rows = (await submissions(request, 'auto-loan')).filter((r) => r.fields.lastname === lastname);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toEqual({
    ...STORED_PERSONAL(lastname),
    sex: '9',
    autoType: 'Used/Pre-owned',
    autoBrand: 'Toyota',
    autoModel: 'Vios 1.3 XLE 2022',
    autoCashPrize: '850000',
    downpayment: '170000',
    amountFinanced: '680000',
    autoTerms: '48',
    bankName: 'BDO Unibank',
    bankDeposit: '57',
    bankAccount: '001234567890',
    ...STORED_EMPLOYMENT_BUSINESS,
    businessDateRegistered: '2015-01-15',
    agreement: 'Yes',
    consentOtherProducts: 'No',
  });
  expect(errors).toEqual([]);
});

test("every step's messages, in the summary and under the fields, and axe on every step", async ({ page }) => {
  await open(page);
  const expectations: [string, string[]][] = [
    [
      'Personal Information',
      [
        'First name is required',
        'Middle name is required',
        'Last name is required',
        'Date of birth is required',
        'Please select citizenship',
        'Please select a gender',
        'Please select a civil status',
        "Mother's maiden name is required",
        'City address (residential): City address is too short',
        'Provincial address (permanent): Provincial address is too short',
        'City / municipality / province: Please select city/municipality/province',
        'Length of stay (years): Please select length of stay',
        'Please select type of residence',
        'Mobile Phone Number is required',
        'Email Address is required',
        'Please select education',
        'Tax Identification Number (TIN) is required',
        'SSS number: SSS No. is required',
      ],
    ],
    [
      'Loan Information',
      [
        'Please select car type',
        'Please input car brand',
        'Please input car type and year model',
        'Cash price (PHP): Please input cash price',
        'Downpayment (PHP): Please input downpayment amount',
        'Amount financed (PHP): Please input amount financed',
        'Number of terms (months): Please select number of terms',
      ],
    ],
    ['Bank Accounts', []],
    [
      'Employment Information',
      [
        'Please select type of employment',
        'Please input employer name',
        'Length of service (years): Please select length of service',
        'Rank / position: Please select rank/position',
        'Please select type of job',
      ],
    ],
    ['Business Information', ['Monthly income (PHP): Please input monthly income']],
  ];
  const lastname = lastName();
  for (const [title, messages] of expectations) {
    const form = step(page, title);
    await expectNoAxeViolations(page, `${title} empty`);
    if (messages.length) {
      await form.getByRole('button', { name: 'Next' }).click();
      const summary = form.getByRole('group', { name: 'There is a problem' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText(messages);
      await expectNoAxeViolations(page, `${title} invalid`);
    }
    if (title === 'Personal Information') {
      // the format rules, and the pair rule of home phone and area code
      await form.getByLabel('First name', { exact: true }).fill('J');
      await form.getByLabel('Mobile phone number').fill('0917123');
      await form.getByLabel('Tax Identification Number (TIN)').fill('12345');
      await form.getByLabel('SSS number').fill('12');
      await form.getByLabel('Email address').fill('maria@');
      await form.getByLabel('Home phone number (optional)').fill('123');
      await form.getByLabel('Date of birth', { exact: true }).fill('2015-01-01');
      const summary = form.getByRole('group', { name: 'There is a problem' });
      for (const m of [
        'First name too short',
        'Invalid Mobile Phone Number',
        'Invalid TIN',
        'Invalid SSS number',
        'Must be a valid email',
        'Invalid Number',
        'Area Code is required',
        'You must be between 18 and 80 years old',
      ]) {
        await expect(summary.getByRole('link', { name: m })).toBeVisible();
      }
      await expect(form.getByLabel('First name', { exact: true })).toHaveAccessibleDescription(/First name too short/);
      await form.getByLabel('Home phone number (optional)').fill('');
      await fillPersonal(form, lastname);
      await expect(summary).toBeHidden();
    }
    if (title === 'Loan Information') {
      await fillLoan(page);
      // The shared amount format keeps at most 10 digits, grouped (§5).
      await form.getByLabel('Cash price (PHP)').fill('12345678901234567');
      await expect(form.getByLabel('Cash price (PHP)')).toHaveValue('1,234,567,890');
      await form.getByLabel('Cash price (PHP)').fill('850000');
    }
    if (title === 'Employment Information') {
      await fillEmployment(form);
      await form.getByLabel('Employer name').fill('A');
      await expect(form.getByRole('link', { name: 'Employer name is too short' })).toBeVisible();
      await form.getByLabel('Employer name').fill('Acme Trading Corp.');
    }
    if (title === 'Business Information') {
      // The shared amount format keeps at most 10 digits, grouped (§5).
      await form.getByLabel('Monthly income (PHP)').fill('12,345,678,901,234,567');
      await expect(form.getByLabel('Monthly income (PHP)')).toHaveValue('1,234,567,890');
      await form.getByLabel('Business phone number (optional)').fill('0'.repeat(31));
      await expect(form.getByRole('link', { name: 'Number too long' })).toBeVisible();
      await form.getByLabel('Business phone number (optional)').fill('');
      await fillBusiness(form);
    }
    const following = expectations[expectations.findIndex(([t]) => t === title) + 1]?.[0] ?? 'Review details';
    await next(page, title, following);
  }
  const review = step(page, 'Review details');
  await expectNoAxeViolations(page, 'review');
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(review.getByRole('group', { name: 'There is a problem' }).getByRole('link')).toHaveText([
    'I have read and agree to the terms above, the privacy statement and the terms of use: You can only submit this form if you agree to our privacy statement and terms of use',
  ]);
  await expectNoAxeViolations(page, 'review invalid');
});

test('review: every answer with Change jumping back to its step, Next returning to the review', async ({ page }) => {
  await open(page);
  const lastname = lastName();
  await toReview(page, lastname);
  const review = step(page, 'Review details');
  await expect(review.getByRole('definition').filter({ hasText: 'Vios 1.3 XLE 2022' })).toBeVisible();
  await expect(review.getByText('Not provided').first()).toBeVisible(); // optional answers left empty
  await review.getByRole('button', { name: 'Change Loan Information', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Loan Information', level: 3 })).toBeFocused();
  await step(page, 'Loan Information').getByLabel('Car brand').fill('Mitsubishi');
  await next(page, 'Loan Information', 'Review details');
  await expect(review.getByRole('definition').filter({ hasText: 'Mitsubishi' })).toBeVisible();
  await review.getByRole('button', { name: 'Change Personal Information', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information', level: 3 })).toBeFocused();
  await step(page, 'Personal Information').getByRole('button', { name: 'Save and return to review' }).click();
  await expect(page.getByRole('heading', { name: 'Review details', level: 3 })).toBeFocused();
});

test('a reload mid-wizard keeps every value; HTTP 500 and offline alert, keep values, and a retry succeeds', async ({
  page,
  request,
  context,
}) => {
  await open(page);
  const lastname = lastName();
  await fillPersonal(step(page, 'Personal Information'), lastname);
  await next(page, 'Personal Information', 'Loan Information');
  await step(page, 'Loan Information').getByLabel('Car brand').fill('Honda');
  await page.reload();
  await expect(step(page, 'Loan Information').getByLabel('Car brand')).toHaveValue('Honda');
  await step(page, 'Loan Information').getByRole('button', { name: 'Back' }).click();
  await expect(step(page, 'Personal Information').getByLabel('Last name', { exact: true })).toHaveValue(lastname);
  await expect(step(page, 'Personal Information').getByLabel('Mobile phone number')).toHaveValue(PERSON.mobilePhone);
  await next(page, 'Personal Information', 'Loan Information');
  await fillLoan(page);
  await next(page, 'Loan Information', 'Bank Accounts');
  await next(page, 'Bank Accounts', 'Employment Information');
  await fillEmployment(step(page, 'Employment Information'));
  await next(page, 'Employment Information', 'Business Information');
  await fillBusiness(step(page, 'Business Information'));
  await next(page, 'Business Information', 'Review details');
  const review = step(page, 'Review details');
  await review.getByRole('checkbox', { name: /I have read and agree to the terms above/ }).check({ force: true });

  await page.route(SUBMIT, (r) => r.fulfill({ status: 500, body: 'down' }));
  await review.getByRole('button', { name: 'Submit' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText(ALERT);
  await expectNoAxeViolations(page, 'submit alert');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(review.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  await context.setOffline(true);
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(alert).toContainText(ALERT);
  await alert.getByRole('button', { name: 'OK' }).click();
  await context.setOffline(false);
  await expect(review.getByRole('definition').filter({ hasText: lastname })).toBeVisible();
  await expect(review.getByRole('checkbox', { name: /I have read and agree to the terms above/ })).toBeChecked();

  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/loans\/autoloans\/thankyou$/);
  expect((await submissions(request, 'auto-loan')).filter((r) => r.fields.lastname === lastname)).toHaveLength(1);
  // the draft is gone after success: a new form starts empty
  await open(page);
  await expect(step(page, 'Personal Information').getByLabel('Last name', { exact: true })).toHaveValue('');
});

test('Filipino labels and messages, and the cancel confirmation clears the form', async ({ page }) => {
  await page.goto('/forms?preset=auto-loan');
  await page.getByRole('button', { name: 'Filipino' }).click();
  const form = page.getByRole('form', { name: 'Personal na Impormasyon' });
  await expect(form.getByLabel('Pangalan', { exact: true })).toBeVisible();
  await form.getByLabel('Pangalan', { exact: true }).fill('Juan');
  await form.getByRole('button', { name: 'Susunod' }).click();
  await expect(
    form.getByRole('group', { name: 'May problema' }).getByRole('link', { name: 'Kailangan ang apelyido' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'fil');
  await form.getByRole('button', { name: 'Kanselahin ang aplikasyon' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kanselahin ang aplikasyong ito?' });
  await expectNoAxeViolations(page, 'cancel dialog');
  await confirm.getByRole('button', { name: 'Oo, kanselahin' }).click();
  await expect(form.getByLabel('Pangalan', { exact: true })).toHaveValue('');
});
