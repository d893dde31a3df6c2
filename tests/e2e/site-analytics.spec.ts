/**
 * Analytics as configured (site-and-content.md §7, §9 "analytics enabled"): on by
 * default, page views and the §7 events (categories, actions and labels as listed) go to
 * window.dataLayer; the widgets' success and failure too (application-forms.md §7); the mobile check
 * deposit event fires on its banner click only; a failing analytics path is only logged.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, widgetsTookOver } from './helpers.ts';

type Entry = Record<string, string>;
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []);
const events = async (page: Page) => (await dataLayer(page)).filter((e) => e.event === 'ew_event');
const views = async (page: Page) =>
  (await dataLayer(page)).filter((e) => e.event === 'page_view').map((e) => e.page_path);

/** Store and chat links open other sites in a new tab: answer them here instead of going out. */
async function keepInside(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(play\.google\.com|www\.apple\.com)\//, (route) => route.fulfill({ body: 'store' }));
}

async function clickInNewTab(page: Page, link: Locator) {
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.close();
}

test.describe.configure({ timeout: 90_000 });

test('by default: a page view on every route change and the carousel event, in window.dataLayer', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  // The address changes at once; the page (and its page view) once its content is in.
  await expect(page.getByRole('heading', { level: 1, name: /contact/i })).toBeVisible();
  await page.goBack();
  await expect.poll(() => views(page)).toEqual(['/', '/contactus', '/']);

  const carousel = page.getByRole('region', { name: 'Featured offers' });
  const cta = carousel.getByRole('link').first();
  const href = await cta.getAttribute('href');
  await cta.click();
  await expect
    .poll(() => events(page))
    .toEqual([
      {
        event: 'ew_event',
        event_category: 'HOME_PAGE_CAROUSEL',
        event_action: 'ENTRY_POINT_FROM_CAROUSEL',
        event_label: 'NAVIGATE_FROM_HOME_PAGE_CAROUSEL_TO',
        link_url: href!,
      },
    ]);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});

test('a path that only redirects counts no page view: only the page shown does', async ({ page }) => {
  for (const [from, to, heading] of [
    ['/no/such/page', '/', /./],
    ['/supportandsecurity', '/tipsandtutorials', /tips/i],
    ['/Promos/summer-cashback', '/promo-expired', /ended/i],
    ['/business/news/no-such-story', '/business/news-and-insight', /news/i],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => views(page), from).toEqual([to]);
  }
});

test('mobile check deposit: no event for the page view, one for its banner click', async ({ page }) => {
  await keepInside(page);
  await page.goto('/mobile-check-deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile Check Deposit' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Deposit checks from your phone' });
  await expect(banner).toBeVisible();
  await page.waitForTimeout(300);
  expect(await events(page)).toEqual([]);
  const store = banner.getByRole('link', { name: /Google Play/ });
  await clickInNewTab(page, store);
  await expect
    .poll(() => events(page))
    .toEqual([
      {
        event: 'ew_event',
        event_category: 'MOBILE_CHECK_DEPOSIT',
        event_action: 'BANNER_CALL_TO_ACTION_CLICK',
        event_label: 'DXP_DOWNLOAD',
        link_url: (await store.getAttribute('href'))!,
      },
    ]);
});

test('the app landing page: its section menu (NAV_AFFIX_CLICK) and its store buttons (DXP_DOWNLOAD)', async ({
  page,
}) => {
  await keepInside(page);
  await page.goto('/easyway');
  const menu = page.getByRole('navigation', { name: 'On this page' });
  await menu.getByRole('link', { name: 'Frequently asked questions' }).click();
  const faq = page.getByRole('heading', { level: 2, name: 'Frequently asked questions' });
  await expect(faq).toBeInViewport();
  // it lands below the top bar and the section menu, which stay in view
  await expect
    .poll(async () => (await faq.boundingBox())!.y - (await menu.boundingBox())!.y - (await menu.boundingBox())!.height)
    .toBeGreaterThanOrEqual(0);
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
  await clickInNewTab(
    page,
    page
      .getByRole('main')
      .getByRole('link', { name: /App Store/ })
      .first(),
  );
  await expect
    .poll(() => events(page))
    .toEqual([
      {
        event: 'ew_event',
        event_category: 'DXP_LANDING_PAGE',
        event_action: 'NAV_AFFIX_CLICK',
        event_label: 'NAV_AFFIX_SECTION_MENU',
        link_url: '#lp-faq',
      },
      {
        event: 'ew_event',
        event_category: 'DXP_LANDING_PAGE',
        event_action: 'BANNER_CALL_TO_ACTION_CLICK',
        event_label: 'DXP_DOWNLOAD',
        link_url: 'https://www.apple.com/app-store/',
      },
    ]);
  expect(await views(page)).toEqual(['/easyway']); // jumping to a section is not a page view
});

async function fillCallback(page: Page) {
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await widgetsTookOver(page);
  await form.getByRole('textbox', { name: 'Name' }).fill('Analytics Tester');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Ayala Avenue');
  await form.getByRole('option', { name: /Makati - Ayala Avenue/ }).click();
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
  return form;
}

test("the widgets' success and failure are pushed too, without reference numbers", async ({ page }) => {
  let fail = true;
  await page.route(/\/gateway\/transaction-process\/callback\b/, (route) =>
    fail ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
  );
  await page.goto('/');
  const form = await fillCallback(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event?.startsWith('ew_form_')))
    .toEqual([{ event: 'ew_form_error', form: 'callback', error_kind: 'http' }]);
  await page.getByRole('alertdialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
  fail = false;
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event?.startsWith('ew_form_')))
    .toEqual([
      { event: 'ew_form_error', form: 'callback', error_kind: 'http' },
      { event: 'ew_form_success', form: 'callback' },
    ]);
  expect(JSON.stringify(await dataLayer(page))).not.toMatch(/referenceId|Analytics Tester|09171234567/);
});

test('a broken analytics path is only logged: the site keeps working', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { dataLayer: unknown }).dataLayer = {
      push() {
        throw new Error('tag manager blocked');
      },
    };
  });
  const errors = collectErrors(page);
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect.poll(() => warnings.filter((w) => w.startsWith('analytics pageView failed')).length).toBe(2);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
