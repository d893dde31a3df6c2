/**
 * The last of the reading order, from the accessibility tree: the site-wide holiday banner's English
 * text marked lang="en" on Filipino pages; headings in order (no level skipped after the h1) on / and
 * /CreditCards; each wizard's step form with its own name when several share a page; and the widgets'
 * text following the browser's default font size (WCAG 1.4.4), here set to 32 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { axFind } from './ax-tree.ts';

test('on a Filipino page the holiday banner says its English text is English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
  await page.goto('/');
  const banner = page.locator('aside.site-holiday');
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const text = banner.locator('span').last();
  await expect(text).toHaveAttribute('lang', 'en');
});

for (const path of ['/', '/CreditCards']) {
  test(`headings of ${path} in order: none skips a level`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // In reading order (document order, through shadow roots), as a screen reader's heading list has them.
    const levels = await page.getByRole('heading').evaluateAll((els) =>
      els.map((e) => ({
        level: Number(e.getAttribute('aria-level') ?? e.tagName.slice(1)),
        name: (e.textContent ?? '').trim(),
      })),
    );
    expect(levels[0]?.level, JSON.stringify(levels)).toBe(1);
    for (let i = 1; i < levels.length; i++) {
      expect(levels[i]!.level, `${levels[i]!.name} after ${levels[i - 1]!.name}`).toBeLessThanOrEqual(
        levels[i - 1]!.level + 1,
      );
    }
  });
}

test("the wizards' step forms on one page each have their own name", async ({ page }) => {
  await page.goto('/demo/');
  await expect(page.locator('ew-personal-loan').getByRole('button', { name: 'Next' }).first()).toBeVisible({
    timeout: 30_000,
  });
  const names = (await axFind(page, 'form')).map((n) => n.name);
  expect(names.filter((n) => /Personal Information/i.test(n)).length, names.join('\n')).toBeGreaterThan(1);
  expect(new Set(names).size, names.join('\n')).toBe(names.length);
});

/** The browser's default font size (a visitor's setting), over CDP. */
async function defaultFontSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round(px * 0.8125) } });
}

test("the widgets' text follows the browser's default font size (32 px: twice)", async ({ page }) => {
  await page.goto('/demo/one/callback-form.html');
  const form = page.getByRole('form', { name: 'Request a callback' });
  const name = form.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible({ timeout: 20_000 });
  const sizes = () =>
    Promise.all(
      [form.locator('label.ew-label').first(), name, form.getByRole('button', { name: 'Submit' })].map((l) =>
        l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
      ),
    );
  const at16 = await sizes();
  await defaultFontSize(page, 32);
  await page.reload();
  await expect(name).toBeVisible({ timeout: 20_000 });
  const at32 = await sizes();
  at16.forEach((size, i) => expect(at32[i], `element ${i}: ${size}px at 16`).toBeCloseTo(size * 2, 0));
});
