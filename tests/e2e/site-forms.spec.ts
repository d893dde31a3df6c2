/**
 * /forms is the Apply Today! chooser (application-forms.md §1, §2): <ew-apply> with
 * its four types, Credit Card opening the chat assistant in a new tab, the 'You may also apply for
 * other products through call' links routed inside the site, the presets, and the phones' Apply.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHAT_URL } from '../../shared/config.ts';
import { collectErrors, expectNoAxeViolations, widgetsTookOver } from './helpers.ts';

const CALLBACKS: [string, string][] = [
  ['Deposit', '/request-for-callback/deposit-page'],
  ['Fixed Income', '/request-for-callback/investment'],
  ['Business Deposit', '/request-for-callback/?solution=deposit'],
  ['Cash Management', '/request-for-callback/?solution=cash'],
  ['Business Loans', '/request-for-callback/?solution=loan'],
  ['Business Investments and Trust', '/request-for-callback/?solution=investment'],
  ['Business Forex Services', '/request-for-callback/?solution=forex'],
  ['Business Insurance', '/request-for-callback/?solution=insurance'],
];

async function chooser(page: Page) {
  const apply = page.getByRole('main').locator('ew-apply');
  await expect(apply.getByRole('heading', { name: 'Apply Today!' })).toBeVisible({ timeout: 20_000 });
  await widgetsTookOver(page);
  return apply;
}

test.describe.configure({ timeout: 90_000 });

for (const [locale, name] of [
  ['en', 'Apply Today!'],
  ['fil', 'Mag-apply Ngayon!'],
] as const)
  test(`/forms has one name (${locale}): its title, its heading and the chooser's say ${name}, shown once`, async ({
    page,
  }) => {
    if (locale === 'fil') await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
    await page.goto('/forms');
    const main = page.getByRole('main');
    await expect(main.locator('ew-apply').getByRole('heading', { level: 2 })).toHaveText(name, { timeout: 20_000 });
    await expect.poll(() => page.title()).toMatch(new RegExp(`^${name.replace('!', '\\!')} \\| `));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
    // Every heading of the page's top (levels 1 and 2, the chooser's included) is that one name...
    const names = await main
      .getByRole('heading')
      .evaluateAll((hs) => hs.filter((h) => /^h[12]$/i.test(h.localName)).map((h) => h.textContent!.trim()));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([name]));
    // ...and a sighted visitor reads it once: the page's own heading is for the outline only.
    const shown = await main
      .getByRole('heading', { name, exact: true })
      .evaluateAll(
        (hs) => hs.filter((h) => h.getBoundingClientRect().width > 1 && h.getBoundingClientRect().height > 1).length,
      );
    expect(shown).toBe(1);
  });

test('/forms shows the chooser: four types, Credit Card to the chat in a new tab, the callback links', async ({
  page,
  context,
}) => {
  const errors = collectErrors(page);
  // The chat assistant is another site: answer it here instead of going out.
  await context.route(`${CHAT_URL}**`, (route) => route.fulfill({ body: '<title>Chat</title>chat' }));
  await page.goto('/forms');
  await expect(page.getByRole('heading', { level: 1, name: 'Apply Today!' })).toBeAttached();
  const apply = await chooser(page);
  await expect(apply.getByText('Please select an application type')).toBeVisible();
  for (const type of ['Personal Loan', 'Auto Loan', 'Home Loan'])
    await expect(apply.getByRole('button', { name: type })).toBeVisible();
  const card = apply.getByRole('link', { name: /^Credit Card/ });
  await expect(card).toHaveAttribute('href', CHAT_URL);
  await expect(card).toHaveAttribute('target', '_blank');
  await expect(
    apply.getByRole('heading', { name: 'You may also apply for other products through call' }),
  ).toBeVisible();
  for (const [name, href] of CALLBACKS)
    await expect(apply.getByRole('link', { name, exact: true }), name).toHaveAttribute('href', href);

  const [chat] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(chat).toHaveURL(CHAT_URL);
  await chat.close();
  await expect(page).toHaveURL(/\/forms$/); // the site stays where it was

  // A type opens its form in place; a callback link is routed inside the site (no reload).
  await apply.getByRole('button', { name: 'Auto Loan' }).click();
  await expect(apply.getByRole('heading', { name: 'Auto loan application' })).toBeVisible({ timeout: 20_000 });
  await apply.getByRole('button', { name: 'Choose another application' }).click();
  await page.evaluate(() => ((window as { marker?: number }).marker = 1));
  await apply.getByRole('link', { name: 'Business Loans', exact: true }).click();
  await expect(page).toHaveURL(/\/request-for-callback\/\?solution=loan$/);
  await expect(page.getByRole('heading', { level: 1, name: /callback/i })).toBeVisible();
  expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(1);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  await page.goBack();
  await chooser(page);
  await expectNoAxeViolations(page, '/forms chooser');
});

test('a preset opens its form at once, inside the chooser', async ({ page }) => {
  await page.goto('/forms?preset=home-loan');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Loan' })).toBeVisible();
  const apply = page.getByRole('main').locator('ew-apply');
  await expect(apply.getByRole('heading', { name: 'Home loan application' })).toBeVisible({ timeout: 20_000 });
  await expect(apply.getByRole('button', { name: 'Choose another application' })).toHaveCount(0);
  await expect(apply.getByRole('heading', { name: 'Apply Today!' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the bottom navigation's Apply opens the chooser", async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/Forms$/);
    const apply = await chooser(page);
    await expect(apply.getByRole('link', { name: /^Credit Card/ })).toHaveAttribute('href', CHAT_URL);
    await expectNoAxeViolations(page, '/Forms chooser at 390 px');
  });
});
