/**
 * A content load that fails (the service answers 500, or the network drops the
 * request) is logged only (site-and-content.md §8: no user message). Its block is left out quietly;
 * a page whose main content failed shows what it has (its route title as heading, what it adds).
 */
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_CONTENT } from '../../shared/content/sample.ts';
import { CONTENT_PATHS, pagesPath } from '../../shared/content/types.ts';
import { rateSetPath } from '../../shared/rates/sets.ts';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';

/** `path` fails for this page only: 500, or a dropped connection. */
const fail = (page: Page, path: string, how: '500' | 'network') =>
  page.route(`**${path}`, (route) =>
    how === '500' ? route.fulfill({ status: 500, body: 'down' }) : route.abort('connectionfailed'),
  );

/** The site's log lines about loads that failed. */
function failures(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('could not be loaded')) lines.push(m.text());
  });
  return lines;
}

/** Nothing tells the visitor: no alert, no message, no Try again. */
async function quiet(page: Page) {
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/could not (be )?load/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /try again/i })).toHaveCount(0);
}

/** Console errors other than the browser's own line for the failed request. */
const noErrors = (errors: string[]) =>
  expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_FAILED/.test(e))).toEqual([]);

test('home: failed blocks are left out quietly and logged; the rest shows', async ({ page }) => {
  await fail(page, CONTENT_PATHS.homecarousel, '500');
  await fail(page, CONTENT_PATHS.promos, 'network');
  const errors = collectErrors(page);
  const log = failures(page);
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Rates and tools' })).toBeVisible();
  await expect(main.getByRole('heading', { name: SAMPLE_CONTENT.homecarousel[0]!.headline })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: 'Ways we can help' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Promos', exact: true })).toHaveCount(0);
  await expect.poll(() => log.length).toBeGreaterThanOrEqual(2);
  expect(log.join('\n')).toContain(CONTENT_PATHS.homecarousel);
  expect(log.join('\n')).toContain(CONTENT_PATHS.promos);
  await quiet(page);
  await expectNoAxeViolations(page, 'home with failed blocks');
  noErrors(errors);
});

for (const how of ['500', 'network'] as const) {
  test(`a content page whose page failed (${how}) shows its title and what it adds, quietly`, async ({ page }) => {
    await fail(page, pagesPath('pages', 'mobile-check-deposit'), how);
    const errors = collectErrors(page);
    const log = failures(page);
    await page.goto('/mobile-check-deposit');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mobile check deposit' })).toBeVisible();
    // The page's own banner (after the body) still shows.
    await expect(main.getByRole('link', { name: 'Google Play' })).toBeVisible();
    await expect.poll(() => log.join('\n')).toContain(pagesPath('pages', 'mobile-check-deposit'));
    await quiet(page);
    await expectNoAxeViolations(page, `a content page that failed (${how})`);
    noErrors(errors);
  });
}

test('a list, an {id} page and a rate table that failed: headings stay, nothing is said', async ({ page }) => {
  await fail(page, pagesPath('advisories'), '500');
  await fail(page, pagesPath('advisories', 'phishing-warning'), 'network');
  await fail(page, rateSetPath('peso-savings'), '500');
  const errors = collectErrors(page);
  const log = failures(page);
  const main = page.getByRole('main');

  await page.goto('/advisories');
  await expect(main.getByRole('heading', { level: 1, name: 'Advisories' })).toBeVisible();
  await expect.poll(() => log.join('\n')).toContain(pagesPath('advisories'));
  await quiet(page);

  await page.goto('/advisories/phishing-warning');
  await expect(main.getByRole('heading', { level: 1, name: 'Advisories' })).toBeVisible();
  await expect.poll(() => log.join('\n')).toContain(pagesPath('advisories', 'phishing-warning'));
  await quiet(page);

  await page.goto('/interestrates');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => log.join('\n')).toContain('rates peso-savings could not be loaded');
  await quiet(page);
  await expectNoAxeViolations(page, 'interest rates with a failed table');
  noErrors(errors);
});
