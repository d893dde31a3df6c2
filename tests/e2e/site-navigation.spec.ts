/**
 * Every content page is reachable from the navigation. A visitor's walk from the
 * home page, following only the links the site shows (top bar, drawer, footer, pages' own links),
 * must end up loading every page of the content service that is not an ended promo.
 */
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_PAGES } from '../../shared/content/sample.ts';
import { collectErrors } from './helpers.ts';
import { countRequests } from './site-helpers.ts';

/** Paths a walk does not follow: the store screens are the kiosk's, thank-you pages come after a form. */
const SKIP = /^\/(forexrates\/store-digitalscreens|.*thank-?you|promo-expired)/i;

/** The site's own paths the document links to right now (drawer and popovers included: they are in the DOM). */
async function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.target !== '_blank')
      .map((a) => new URL(a.href, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => u.pathname + u.search),
  );
}

/** Waits until the page has its heading and no block is still loading. */
async function settled(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('main .site-loading')).toHaveCount(0, { timeout: 15_000 });
}

test('a walk along the navigation reaches every content page', async ({ page }) => {
  test.setTimeout(600_000); // 5 min was not enough on a machine some 3x slower than usual (2026-11-28)
  const errors = collectErrors(page);
  const loaded = new Set<string>();
  page.on('request', (r) => {
    const m = /\/cms\/pages\/([a-z]+)\/([^/?#]+)/.exec(new URL(r.url()).pathname);
    if (m) loaded.add(`${m[1]}/${decodeURIComponent(m[2]!)}`);
  });

  // After a route change the old page's heading is still there for a moment, so a page counts as
  // opened once nothing has been loading for 150 ms (its records and code arrived).
  const quietFor = countRequests(page);
  const quiet = async () => {
    await page.waitForTimeout(50); // the route's own requests start
    await expect.poll(() => quietFor(150), { timeout: 15_000, intervals: [25] }).toBe(true);
  };

  const seen = new Set<string>(['/']);
  const queue: string[] = [];
  const key = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
  const follow = async () => {
    for (const link of await linksOf(page)) {
      if (SKIP.test(link) || seen.has(key(link))) continue;
      seen.add(key(link));
      queue.push(link);
    }
  };
  // The home page, with the menu open: the drawer's links are there only while it is.
  await page.goto('/');
  await settled(page);
  await follow();
  await page.getByRole('button', { name: 'Menu', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
  await follow();
  await page.keyboard.press('Escape');
  // Every page opened as a link opens it, inside the loaded site (history + popstate: the site's
  // routing; ~4x faster than a full load a page), and settled, so what it links to is its own.
  while (queue.length) {
    const before = await page.evaluate((path) => {
      const text = document.querySelector('main')?.textContent ?? '';
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
      return text;
    }, queue.shift()!);
    await quiet();
    // A route change is a transition: the old page stays until the new one is drawn, which on a loaded
    // machine can be well after its requests have ended. Its links are not the new page's.
    await page
      .waitForFunction((old) => document.querySelector('main')?.textContent !== old, before, { timeout: 5000 })
      .catch(() => {}); // (a path that draws what the last one did: nothing to wait for)
    await settled(page);
    await follow();
  }

  const expected = Object.entries(SAMPLE_PAGES).flatMap(([section, pages]) =>
    pages.filter((p) => !p.expired).map((p) => `${section}/${p.id}`),
  );
  const missing = expected.filter((x) => !loaded.has(x));
  for (const path of ['/promos', '/tipsandtutorials', '/supportandsecurity/faqs', '/loans/personalloans'])
    expect(seen.has(path), `${path} is linked`).toBe(true);
  expect(missing, `content pages no navigation leads to (walked ${seen.size} paths)`).toEqual([]);
  expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
});
