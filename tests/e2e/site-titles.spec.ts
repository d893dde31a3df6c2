/**
 * The document's title and lang follow the visitor's language (WCAG 2.4.2, 3.1.1), switched in place
 * by the header's language buttons. (That every route of the route table has its own descriptive
 * title in each language is checked by the route walks, site-walks.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { BRAND } from './walk-checks.ts';

test('the language switch retitles the page and sets the document language in place, and is remembered', async ({
  page,
}) => {
  await page.goto('/about/newsroom');
  await expect(page).toHaveTitle(`Newsroom | ${BRAND}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Filipino' }).first().click();
  await expect(page).toHaveTitle(`Mga balita | ${BRAND}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mga Balita' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page).toHaveTitle(`Mga balita | ${BRAND}`);
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page).toHaveTitle(`Newsroom | ${BRAND}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('with web storage denied the site still starts, in English, and switches language for the visit', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: denied });
  });
  await page.goto('/advisories');
  await expect(page).toHaveTitle(`Advisories | ${BRAND}`);
  await page.getByRole('button', { name: 'Filipino' }).first().click();
  await expect(page).toHaveTitle(`Mga abiso | ${BRAND}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mga Abiso' })).toBeVisible();
});
