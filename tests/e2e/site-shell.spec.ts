/**
 * Shell gaps (site-and-content.md §2 "Site shell", §9 "Theme"): on phones the
 * drawer has the chat and the Stores & ATMs entries; ATMs go to another site by default (configurable);
 * one chat address and one set of colours (shared/theme.ts) across site and widgets.
 */
import { expect, test, type Page } from '@playwright/test';
import { CHAT_URL } from '../../shared/config.ts';
import { THEME } from '../../shared/theme.ts';
import { expectNoAxeViolations, widgetsTookOver } from './helpers.ts';

const DEFAULT_ATMS = 'https://atms.sample-ewbank.ph/';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer has the chat and the Stores & ATMs entries the top bar shows on large screens', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: /Chat with us/ })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Stores & ATMs' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    const chat = drawer.getByRole('link', { name: 'Chat with us (opens in a new tab)' });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', CHAT_URL);
    await expect(chat).toHaveAttribute('target', '_blank');
    const atms = drawer.getByRole('link', { name: 'ATMs (opens in a new tab)' });
    await expect(atms).toBeVisible();
    await expect(atms).toHaveAttribute('href', DEFAULT_ATMS);
    await expect(drawer.getByRole('link', { name: 'Store and ATM locator' })).toHaveAttribute(
      'href',
      '/storedirectory',
    );
    await expectNoAxeViolations(page, 'phone drawer with chat and ATMs');
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Stores & ATMs: ATMs another site in a new tab, Stores a route; the drawer leaves them to the top bar', async ({
    page,
  }) => {
    await page.goto('/about');
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: 'Stores & ATMs' }).click();
    const atms = bar.getByRole('link', { name: 'ATMs (opens in a new tab)' });
    await expect(atms).toHaveAttribute('href', DEFAULT_ATMS);
    await expect(atms).toHaveAttribute('target', '_blank');
    await expect(bar.getByRole('link', { name: 'Stores', exact: true })).toHaveAttribute('href', '/storedirectory');
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByRole('link', { name: /ATMs/ })).toBeHidden();
    await expect(drawer.getByRole('link', { name: /Chat with us/ })).toBeHidden();
  });

  test('the ATM link is configurable: a route of the site when so configured', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { EW_SITE_CONFIG: object }).EW_SITE_CONFIG = { atms: '/storedirectory/atm' };
    });
    await page.goto('/about');
    const bar = page.getByRole('banner');
    await bar.getByRole('button', { name: 'Stores & ATMs' }).click();
    const atms = bar.getByRole('link', { name: 'ATMs', exact: true });
    await expect(atms).not.toHaveAttribute('target', /.*/);
    await atms.click();
    await expect(page).toHaveURL(/\/storedirectory\/atm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ATM Locator' })).toBeVisible();
  });

  test('one chat address and one purple and magenta across site and widgets', async ({ page }) => {
    await page.goto('/forms');
    const apply = page.getByRole('main').locator('ew-apply');
    await expect(apply.getByRole('heading', { name: 'Apply Today!' })).toBeVisible({ timeout: 20_000 });
    await widgetsTookOver(page);
    const siteChat = await page
      .getByRole('banner')
      .getByRole('link', { name: /Chat with us/ })
      .getAttribute('href');
    expect(siteChat).toBe(CHAT_URL);
    await expect(apply.getByRole('link', { name: /^Credit Card/ })).toHaveAttribute('href', siteChat!);

    const colours = await themeOf(page);
    expect(colours.site).toEqual({ primary: THEME.primary, secondary: THEME.secondary });
    expect(colours.widget).toEqual(colours.site);
    // what the visitor sees: the site's magenta button and the widget's purple text are the theme's
    expect(colours.applyNow).toBe(rgb(THEME.secondary));
    expect(colours.widgetTitle).toBe(rgb(THEME['primary-dark']));
  });
});

async function themeOf(page: Page) {
  return page.evaluate(() => {
    const pick = (el: Element) => {
      const s = getComputedStyle(el);
      return {
        primary: s.getPropertyValue('--ew-primary').trim(),
        secondary: s.getPropertyValue('--ew-secondary').trim(),
      };
    };
    const root = document.querySelector('main ew-apply')!.shadowRoot!.querySelector('.ew-root')!;
    const button = [...document.querySelectorAll('header button')].find((b) => b.textContent === 'Apply Now')!;
    return {
      site: pick(document.documentElement),
      widget: pick(root),
      applyNow: getComputedStyle(button).backgroundColor,
      widgetTitle: getComputedStyle(root.querySelector('h2')!).color,
    };
  });
}
