/**
 * The homepage callback form's Continue, end to end on the site (application-forms.md §2 "Callback
 * form (homepage)"): / -> valid entries -> Continue -> /application-form (the Apply Today! chooser,
 * the hand-over dropped from the address) -> a form picked there starts with what the visitor
 * entered.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';

test('Continue opens the chooser; the form picked there starts with the name, mobile number and nothing made up', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const callback = page.getByRole('form', { name: 'Request a callback' });
  await expect(callback).toBeVisible({ timeout: 20_000 });
  await callback.getByRole('textbox', { name: 'Name' }).fill('Juan Dela Cruz');
  await callback.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await callback.getByRole('combobox', { name: 'Preferred Store' }).fill('Lanang');
  await callback.getByRole('option', { name: /Davao - Lanang/ }).click();
  await callback.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
  await callback.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/application-form$/); // the fragment is read and dropped
  await expect(page).toHaveTitle(/Choose your application/);
  const chooser = page.getByRole('region', { name: 'Apply Today!' });
  await expect(chooser).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'chooser');
  await chooser.getByRole('button', { name: 'Auto Loan' }).click();
  const first = page.getByRole('textbox', { name: 'First name', exact: true });
  await expect(first).toHaveValue('Juan', { timeout: 20_000 });
  await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Dela Cruz');
  await expect(page.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('(63) 917-123-4567');
  expect(errors).toEqual([]);
});

test('the hand-over reaches the chooser as its handover attribute; a forged one is dropped whole', async ({ page }) => {
  await page.goto('/application-form#name=Ana+Santos&mobile=09171234567&store=145');
  await expect(page).toHaveURL(/\/application-form$/);
  const apply = page.locator('ew-apply');
  await expect(apply).toHaveAttribute('handover', 'name=Ana+Santos&mobile=09171234567&store=145');

  await page.goto('about:blank'); // a new document: the same path with another fragment would not reload
  await page.goto('/application-form#mobile=12345&store=<b>&name=x');
  await expect(page.getByRole('region', { name: 'Apply Today!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('ew-apply')).not.toHaveAttribute('handover', /./);
});
