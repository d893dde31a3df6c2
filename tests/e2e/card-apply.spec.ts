/**
 * One way to apply for a credit card, said the same everywhere: the Apply Today! chooser's Credit
 * Card choice, /CreditCards and each credit card's page all open the chat assistant in a new tab, and
 * each says so in words a visitor sees (English and Filipino). No page sends a visitor to the in-site
 * card form as the way to apply.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHAT_URL } from '../../shared/config.ts';
import { SAMPLE_CONTENT } from '../../shared/content/sample.ts';
import { apply } from '../../shared/i18n/apply.ts';
import { sitePages } from '../../shared/i18n/site-pages.ts';

const PAGES = ['/CreditCards', ...SAMPLE_CONTENT.creditcards.map((c) => `/CreditCards/${c.id}`)];

async function expectChatAnswer(page: Page, lang: 'en' | 'fil') {
  const t = sitePages[lang].creditCards;
  const link = page.getByRole('main').getByRole('link', { name: t.apply, exact: true });
  await expect(link).toHaveAttribute('href', CHAT_URL);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAccessibleDescription(t.chatNote);
  await expect(page.getByText(t.chatNote, { exact: true })).toBeVisible();
  await expect(page.locator('main a[href*="preset=creditcard"]')).toHaveCount(0);
}

for (const lang of ['en', 'fil'] as const) {
  test(`${lang}: the chooser, /CreditCards and every credit card page open the chat, and say so`, async ({ page }) => {
    if (lang === 'fil') await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
    await page.goto('/forms');
    const choice = page.locator('ew-apply').getByRole('link', { name: new RegExp(apply[lang].types.creditcard) });
    await expect(choice).toHaveAttribute('href', CHAT_URL);
    await expect(page.locator('ew-apply').getByText(`(${apply[lang].chatNote})`)).toBeVisible();
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectChatAnswer(page, lang);
    }
  });
}
