/**
 * The Apply Today! chooser (presets and links) and the second application form (leadgen),
 * keyboard-only to a stored row (application-forms.md §1, §2, §3).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, fixture, submissions } from './helpers.ts';
import { keyboard, step } from './loans.ts';

test.describe.configure({ timeout: 150_000 });

test('leadgen, keyboard only, to a stored row whose fields match what was typed', async ({ page, request }) => {
  await page.goto('/forms?preset=leadgen');
  const one = step(page, 'About you');
  await expect(one).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'leadgen one');
  const email = `lead.${Date.now()}@example.ph`;
  const { keys, on } = keyboard(page);
  on('About you');
  await one.getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await keys('Birthday', '07041976');
  await page.keyboard.press('Tab'); // the date input's calendar button
  await keys('Preferred branch', 'Lanang');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(one.getByRole('combobox', { name: 'Preferred branch' })).toHaveValue('Davao - Lanang');
  await page.keyboard.press('Tab');
  await expect(one.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Personal details', level: 3 })).toBeFocused();
  await expectNoAxeViolations(page, 'leadgen two');

  const two = on('Personal details');
  await page.keyboard.press('Tab');
  await expect(two.getByLabel('First name')).toBeFocused();
  await page.keyboard.type('Lorna');
  await keys('Middle name', 'Diaz');
  await keys('Last name', 'Villanueva');
  await keys('Country of birth', 'Phil');
  await keys('Place of birth', 'Iloilo City');
  await page.keyboard.press('Tab');
  await expect(two.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await keys('Nationality', 'Filipino');
  await keys('Civil status', 'Single');
  await keys('TIN', '123456789');
  await keys('Employment status', 'Employed');
  await keys('Employer name', 'Iloilo Supermart');
  await keys('Nature of employment', 'Wholesale');
  await page.keyboard.press('Tab');
  await expect(two.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Contact details', level: 3 })).toBeFocused();
  await expectNoAxeViolations(page, 'leadgen three');

  const three = on('Contact details');
  await page.keyboard.press('Tab');
  await expect(three.getByLabel('Landline')).toBeFocused();
  await page.keyboard.type('3201234');
  await keys('Mobile number', '09181234567');
  await keys('Present address', '45 Diversion Road, Mandurriao');
  await keys('Country', 'Phil');
  await keys('Province', 'Iloilo City');
  await keys('Zip code', '5000');
  await page.keyboard.press('Tab');
  await expect(three.getByRole('radio', { name: 'No' })).toBeFocused(); // the default
  await page.keyboard.press('ArrowLeft'); // Yes
  await expect(three.getByLabel('Permanent address', { exact: true })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(three.getByRole('button', { name: 'Next' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review details', level: 3 })).toBeFocused();

  const review = step(page, 'Review details');
  await expectNoAxeViolations(page, 'leadgen review');
  await review.getByRole('checkbox', { name: 'I agree to the privacy statement and terms of use' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(review.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toBeVisible();
  await expectNoAxeViolations(page, 'leadgen thank you');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Thank-You$/);

  const rows = (await submissions(request, 'leadgen')).filter((r) => r.fields.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toEqual({
    email,
    dateOfBirth: '1976-07-04',
    preferredBranch: '147',
    firstName: 'Lorna',
    middleName: 'Diaz',
    lastName: 'Villanueva',
    countryOfBirth: 'PH',
    placeOfBirth: 'Iloilo City',
    gender: 'FEMALE',
    nationality: '1',
    civilStatus: 'SINGLE',
    tin: '123-456-789',
    employmentStatus: 'EMPLOYED',
    employerName: 'Iloilo Supermart',
    natureOfEmployment: '240',
    landline: '320-1234',
    mobile: '(63) 918-123-4567',
    currentAddress: '45 Diversion Road, Mandurriao',
    currentCountry: 'PH',
    currentProvince: 'Iloilo City',
    currentZipCode: '5000',
    sameAddress: 'yes',
    permanentAddress: '45 Diversion Road, Mandurriao',
    permanentCountry: 'PH',
    permanentProvince: 'Iloilo City',
    permanentZipCode: '5000',
  });
});

test('leadgen: the sections’ messages, and the permanent address only when not the same', async ({ page }) => {
  await page.goto('/forms?preset=leadgen');
  const one = step(page, 'About you');
  await expect(one).toBeVisible({ timeout: 20_000 });
  await one.getByRole('button', { name: 'Next' }).click();
  await expect(one.getByRole('group', { name: 'There is a problem' }).getByRole('link')).toHaveText([
    'Email address: Email is invalid',
    'Birthday: Please select a birth date',
    'Preferred branch: EastWest Branch is required', // application-forms.md §5 "Shared input formats"
  ]);
  await one.getByLabel('Birthday').fill('1900-01-01');
  await expect(
    one.getByRole('link', { name: 'Please enter a birth date from 1910-07-31 until you were 18' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'leadgen invalid');
});

test('the chooser: the list, switching to a form and back, the callback links, and presets', async ({ page }) => {
  await fixture(
    page,
    '<!doctype html><html lang="en"><head><title>Apply</title><script src="/widgets/loader.js" async></script></head><body><main><ew-apply id="a"></ew-apply><ew-apply id="b" preset="home-loan"></ew-apply></main></body></html>',
  );
  const chooser = page.locator('#a');
  await expect(chooser.getByRole('heading', { name: 'Apply Today!' })).toBeVisible({ timeout: 20_000 });
  await expect(chooser.getByText('Please select an application type')).toBeVisible();
  await expectNoAxeViolations(page, 'chooser');
  const card = chooser.getByRole('link', { name: /Credit Card/ });
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(card).toHaveAttribute('href', /^https:\/\//);
  await expect(
    chooser.getByRole('heading', { name: 'You may also apply for other products through call' }),
  ).toBeVisible();
  await expect(chooser.getByRole('link', { name: 'Business Forex Services' })).toHaveAttribute(
    'href',
    '/request-for-callback/?solution=forex',
  );
  // a preset opens its form at once
  await expect(page.locator('#b').getByRole('heading', { name: 'Home loan application' })).toBeVisible({
    timeout: 20_000,
  });
  // selecting a type switches from the list to that form, and back
  await chooser.getByRole('button', { name: 'Auto Loan' }).click();
  await expect(chooser.getByRole('heading', { name: 'Auto loan application' })).toBeVisible({ timeout: 20_000 });
  await chooser.getByRole('button', { name: 'Choose another application' }).click();
  await expect(chooser.getByRole('button', { name: 'Personal Loan' })).toBeVisible();
  const navigated = page.waitForRequest(
    (r) => r.isNavigationRequest() && r.url().endsWith('/request-for-callback/deposit-page'),
  );
  await chooser.getByRole('link', { name: 'Deposit', exact: true }).click();
  await navigated;
});
