/**
 * Every route of the site's route table has its own descriptive <title> in the visitor's language
 * (WCAG 2.4.2 Page Titled), and the document's lang is the visitor's language (WCAG 3.1.1), switched
 * in place by the header's language buttons.
 */
import { expect, test, type Page } from '@playwright/test';
import { siteTitles } from '../../shared/i18n/site-titles.ts';
import type { Locale } from '../../shared/i18n/types.ts';
import { expectNoAxeViolationsFast, routesToWalk } from './site-helpers.ts';

const BRAND = siteTitles.en.brand;
const title = (locale: Locale, key: string) => siteTitles[locale][key.replace(/^siteTitles\./, '') as 'home'];

/** Routes with a parameter that is not a content page's id: their title is the route's alone. */
const PARAM_NOT_CONTENT = ['/request-for-callback/thankyou/:id', '/forms/timedeposit/:referenceid'];

/** A content page of a section's {id} route: its own title comes first (site/blocks/CmsArticle.tsx). */
function titledByContent(route: { path: string }) {
  return route.path.includes('/:') && !PARAM_NOT_CONTENT.includes(route.path);
}

async function goClientSide(page: Page, path: string) {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The title of a content page once it names its own content: "<h1> | <section> | EastWest Bank".
 * (Polled: client-side routing can reuse the page's element, so the previous page's h1 may still show;
 * and a navigation keeps the previous page on screen until the new one's content is in: `previous`,
 * the title before the navigation, is not the new page's.)
 */
async function contentTitle(page: Page, section: string, previous: string) {
  let last = '';
  await expect
    .poll(
      async () => {
        const h1 = (
          await page
            .locator('main h1')
            .first()
            .textContent({ timeout: 1000 })
            .catch(() => '')
        )?.trim();
        const shown = await page.title();
        last = shown;
        return !!h1 && shown !== previous && shown === `${h1} | ${section} | ${BRAND}`;
      },
      { timeout: 15_000, message: 'the title starts with the page h1, then its section' },
    )
    .toBe(true);
  return last;
}

for (const locale of ['en', 'fil'] as const) {
  test(`every route has its own descriptive title in ${locale}, and <html lang="${locale}">`, async ({ page }) => {
    test.setTimeout(180_000);
    const { table, walks, redirects } = routesToWalk();
    const missing = table.map((r) => r.path).filter((p) => !walks.has(p) && !redirects.includes(p));
    expect(missing, 'routes of the table that WALK (site-helpers.ts) does not reach').toEqual([]);

    await page.goto('/');
    if (locale === 'fil') await page.getByRole('button', { name: 'Filipino' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);

    const seen = new Map<string, string>();
    for (const route of table) {
      const walk = walks.get(route.path);
      if (!walk) continue;
      const before = await page.title();
      await goClientSide(page, walk.path);
      const section = title(locale, route.title);
      let expected = `${section} | ${BRAND}`;
      if (titledByContent(route)) expected = await contentTitle(page, section, before);
      else await expect(page, walk.path).toHaveTitle(expected);
      await expect(page.locator('main h1').first(), walk.path).toBeVisible();
      // English is checked at two widths by site.spec.ts; the Filipino pages here.
      if (locale === 'fil') await expectNoAxeViolationsFast(page, `fil ${walk.path}`);
      await expect(page.locator('html'), walk.path).toHaveAttribute('lang', locale);
      expect(seen.get(expected), `${walk.path} has the title of ${seen.get(expected)}`).toBeUndefined();
      seen.set(expected, walk.path);
    }
    expect(seen.size).toBeGreaterThan(80);
  });
}

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
