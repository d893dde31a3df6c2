/**
 * Analytics on a partner page (application-forms.md §7 "Analytics events are pushed on callback
 * success or API error"): README's snippet, taken from README as written, forwards
 * the callback form's ew:error (an API error) and ew:success to the partner's window.dataLayer, with
 * the entries the bank's site pushes. The site's own push is tests/e2e/site-analytics.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fixture, uniqueName } from './helpers.ts';

const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const SNIPPET = /<!-- analytics-snippet -->\s*```html\n([\s\S]*?)```/.exec(README)?.[1];

test("README's snippet puts the callback's API error and success in the partner's dataLayer", async ({ page }) => {
  expect(SNIPPET, 'the snippet in README').toContain('dataLayer');
  await fixture(
    page,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>` +
      `<script src="/widgets/loader.js" async></script></head><body><main>` +
      `<ew-callback-form></ew-callback-form></main>${SNIPPET}</body></html>`,
    '/partner-analytics.html',
  );
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('textbox', { name: 'Name' }).fill(uniqueName('Analytics'));
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Lanang');
  await form.getByRole('option', { name: /Davao - Lanang/ }).click();
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
  const pushed = () => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).slice());

  await page.route('**/gateway/transaction-process/callback?*', (r) => r.fulfill({ status: 503, body: 'down' }));
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('alertdialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
  await expect.poll(pushed).toEqual([{ event: 'ew_form_error', form: 'callback', error_kind: 'http' }]);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
  await expect.poll(pushed).toEqual([
    { event: 'ew_form_error', form: 'callback', error_kind: 'http' },
    { event: 'ew_form_success', form: 'callback' },
  ]);
});
