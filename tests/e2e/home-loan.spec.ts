/**
 * The home loan wizard end to end (application-forms.md §2 "Home loan wizard", §3, §4 conditional
 * mortgage details, §5, §7 call 3, §8): keyboard-only to a stored row, messages, the terms dialog,
 * reload and failures, axe on every step and dialog.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, submissions, uniqueName } from './helpers.ts';
import {
  STORED_EMPLOYMENT_BUSINESS,
  STORED_PERSONAL,
  commonStepsByKeyboard,
  HOME_TITLES,
  fillBusiness,
  fillEmployment,
  fillPersonal,
  keyboard,
  next,
  personalByKeyboard,
  step,
} from './loans.ts';

// Whole wizards, with axe on each step: longer than the default test timeout on a loaded machine.
test.describe.configure({ timeout: 150_000 });

const ALERT =
  'Unsuccessful form submission. Please make sure your entries are in the correct format before submitting again.';

async function open(page: Page) {
  await page.goto('/forms?preset=home-loan');
  await expect(step(page, 'Personal Information')).toBeVisible({ timeout: 20_000 });
}

const lastName = () =>
  `${uniqueName('X')
    .split(' ')
    .pop()!
    .replace(/^./, (c) => c.toUpperCase())}ez`;

test('keyboard only, with the mortgage details, the terms dialog, to a stored row', async ({ page, request }) => {
  await open(page);
  const lastname = lastName();
  await personalByKeyboard(page, lastname);
  await expect(page.getByRole('heading', { name: 'Loan Details', level: 3 })).toBeFocused();
  const { keys, on } = keyboard(page);
  const loan = on('Loan Details');
  await page.keyboard.press('Tab');
  await expect(loan.getByLabel('Loan amount (PHP)')).toBeFocused();
  await page.keyboard.type('3500000');
  await keys('Loan term (years)', '20');
  await keys('Purpose of loan', 'House');
  await keys('Type of collateral', 'House');
  await keys('Use of collateral', 'Primary');
  await keys("Co-borrower's name", '');
  // mortgage details appear only for Yes
  await expect(loan.getByLabel('Mortgage amount (PHP)')).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(loan.getByRole('radio', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Space');
  await keys('Bank / financial institution', 'Pag-IBIG Fund');
  await keys('Mortgage amount (PHP)', '1200000');
  await keys('Estimated outstanding balance (PHP)', '800000');
  await keys('Monthly amortization (PHP)', '15000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Bank Details', level: 3 })).toBeFocused();
  await commonStepsByKeyboard(page, HOME_TITLES);

  const review = step(page, 'Review and Submit');
  const link = review.getByRole('button', { name: 'Read full Terms and Conditions here.' });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Terms and Conditions Governing EastWest Home Loan Accounts' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'terms dialog');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(review.getByRole('checkbox', { name: /I have read and agree to the terms above/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // the optional consent too
  await page.keyboard.press('Tab');
  await expect(review.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/loans\/homeloans\/thankyou$/);

  const rows = (await submissions(request, 'home-loan')).filter((r) => r.fields.lastname === lastname);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toEqual({
    ...STORED_PERSONAL(lastname),
    loanAmount: '3500000',
    loanTerm: '20',
    loanPurpose: '12',
    collateralType: '8',
    collateralUse: '1',
    coborrowersName: '',
    propertyMortgaged: 'Yes',
    bankFinancialInstitution: 'Pag-IBIG Fund',
    mortgageAmount: '1200000',
    outstandingBalance: '800000',
    monthlyAmortization: '15000',
    bankName: 'BDO Unibank',
    bankDeposit: '57',
    bankAccount: '001234567890',
    ...STORED_EMPLOYMENT_BUSINESS,
    businessDateRegistered: '2015-01-15',
    agreement: 'Yes',
    consentOtherProducts: 'Yes',
  });
});

test('the loan step messages, conditional mortgage details, axe, a reload, HTTP 500 and offline with a retry', async ({
  page,
  request,
  context,
}) => {
  await open(page);
  const lastname = lastName();
  const personal = step(page, 'Personal Information');
  await personal.getByRole('button', { name: 'Next' }).click();
  // the home loan words a missing address "is required" (the auto loan: "too short")
  await expect(personal.getByRole('link', { name: 'City address is required' })).toBeVisible();
  await expect(personal.getByRole('link', { name: 'Provincial address is required' })).toBeVisible();
  await fillPersonal(personal, lastname);
  await next(page, 'Personal Information', 'Loan Details');

  const loan = step(page, 'Loan Details');
  await expectNoAxeViolations(page, 'loan details');
  await loan.getByRole('button', { name: 'Next' }).click();
  const summary = loan.getByRole('group', { name: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([
    'Please input loan amount',
    'Please select loan term',
    'Please select purpose of loan',
    'Please select type of collateral',
    'Please select yes or no',
  ]);
  await loan.getByRole('radio', { name: 'Yes' }).check({ force: true });
  await expect(summary.getByRole('link')).toHaveText([
    'Please input loan amount',
    'Please select loan term',
    'Please select purpose of loan',
    'Please select type of collateral',
    'Please input bank/financial institution',
    'Please input mortgage amount',
    'Please input estimated outstanding balance',
    'Please input monthly amortization',
  ]);
  await expectNoAxeViolations(page, 'loan details invalid');
  await loan.getByLabel('Loan amount (PHP)').fill('3500000');
  await loan.getByLabel('Loan term (years)').selectOption('15');
  await loan.getByLabel('Purpose of loan').selectOption({ label: 'Condominium Acquisition' });
  await loan.getByLabel('Type of collateral').selectOption({ label: 'Condominium Unit' });
  await loan.getByRole('radio', { name: 'No' }).check({ force: true });
  await expect(loan.getByLabel('Mortgage amount (PHP)')).toHaveCount(0);
  await next(page, 'Loan Details', 'Bank Details');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bank Details', level: 3 })).toBeVisible();
  await step(page, 'Bank Details').getByRole('button', { name: 'Back' }).click();
  await expect(step(page, 'Loan Details').getByLabel('Loan amount (PHP)')).toHaveValue('3,500,000');
  await expect(step(page, 'Loan Details').getByRole('radio', { name: 'No' })).toBeChecked();
  await next(page, 'Loan Details', 'Bank Details');
  await next(page, 'Bank Details', 'Employment');
  await fillEmployment(step(page, 'Employment'));
  await next(page, 'Employment', 'Business/Self-Employed Details');
  await fillBusiness(step(page, 'Business/Self-Employed Details'));
  await next(page, 'Business/Self-Employed Details', 'Review and Submit');

  const review = step(page, 'Review and Submit');
  await expectNoAxeViolations(page, 'review');
  await review.getByRole('checkbox', { name: /I have read and agree to the terms above/ }).check({ force: true });
  await page.route('**/cms/ewbhl/submit', (r) => r.fulfill({ status: 500 }));
  await review.getByRole('button', { name: 'Submit' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Error' });
  await expect(alert).toContainText(ALERT);
  await alert.getByRole('button', { name: 'OK' }).click();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(true);
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(alert).toContainText(ALERT);
  await alert.getByRole('button', { name: 'OK' }).click();
  await context.setOffline(false);
  await expect(review.getByRole('definition').filter({ hasText: 'Condominium Unit' })).toBeVisible();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/loans\/homeloans\/thankyou$/);
  const rows = (await submissions(request, 'home-loan')).filter((r) => r.fields.lastname === lastname);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toMatchObject({
    propertyMortgaged: 'No',
    mortgageAmount: '',
    loanAmount: '3500000',
    loanPurpose: '8',
  });
});
