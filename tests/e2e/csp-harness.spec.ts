/**
 * The browser tests' axe check (helpers.ts axeViolations) finds what it should, inside shadow roots
 * and only inside `include` when given; and under the pages' nonce CSP axe-core's own refused inline
 * style is not counted as an error of the page, and nothing else is hidden: a CSP violation of the
 * page's code is an error before, after and during an axe run.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, collectErrors, expectNoAxeViolations, withAxe } from './helpers.ts';

const CSP_REPORT = /Content Security Policy/;

test('the axe check finds a violation inside a shadow root, only inside `include` when given, and again after a change', async ({
  page,
}) => {
  await page.route('**/axe-harness.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html lang="en"><head><title>axe</title></head><body><main>' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"><x-box></x-box>' +
        '<script>document.querySelector("x-box").attachShadow({ mode: "open" }).innerHTML = "<input>";</script>' +
        '</main></body></html>',
    }),
  );
  await page.goto('/axe-harness.html');
  const rules = async (include?: string) => (await axeViolations(page, include)).map((v) => v.split(':')[0]);
  expect(await rules()).toEqual(expect.arrayContaining(['image-alt', 'label']));
  expect(await rules('x-box')).toEqual(['label']);
  // axe stays in the document between checks: a second check sees the page as it is now.
  await page.evaluate(() =>
    document.querySelector('x-box')!.shadowRoot!.querySelector('input')!.setAttribute('aria-label', 'Name'),
  );
  expect(await rules('x-box')).toEqual([]);
  expect(await rules()).toEqual(['image-alt']);
});

/** What our own code would do wrong: an inline style or an inline script without the nonce. */
const inlineStyle = (page: Page) =>
  page.evaluate(() => {
    const s = document.createElement('style');
    s.textContent = 'body { outline: 0 }';
    document.head.append(s);
  });
const inlineScript = (page: Page) =>
  page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__ran = true';
    document.head.append(s);
  });

test('axe on a page with a widget: its refused scratch style is not an error of the page', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && CSP_REPORT.test(m.text())) reports.push(m.text());
  });
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('form', { name: /callback/i })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'home');
  // the report happens (axe copies the widget's shadow-root styles into an inline <style>) ...
  expect(reports.some((r) => /^Applying inline style violates .*'style-src /.test(r))).toBe(true);
  // ... and is the only thing withAxe lets pass
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test("a CSP violation of the page's own code is an error outside and inside an axe run", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/termsofuse');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();

  await inlineStyle(page);
  await expect.poll(() => errors.filter((e) => CSP_REPORT.test(e)).length).toBe(1);

  // inside an axe run: an inline script is still an error (only the style report is axe's) ...
  await withAxe(page, async () => {
    await inlineScript(page);
    await expect.poll(() => errors.filter((e) => CSP_REPORT.test(e)).length).toBe(2);
  });
  expect(errors[1]).toMatch(/script-src/);
  expect(await page.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();

  // ... and once the run is over, an inline style is an error again
  await inlineStyle(page);
  await expect.poll(() => errors.filter((e) => CSP_REPORT.test(e)).length).toBe(3);
});
