/**
 * No placeholder picture anywhere: on every route of the route walk (every slide of its carousels
 * too), each `img` and each CSS background image, in the page and in open shadow roots, is one of the
 * composed sample pictures (scripts/sample-pictures.mjs), known by the sha256 of the bytes the server
 * sends, as its manifest records them; and a picture below the first screen loads lazily while the
 * home page's hero slide loads at once (it is the largest contentful paint).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openRoute, routesToWalk } from './site-helpers.ts';

const MANIFEST = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'scripts', 'sample-pictures.json'), 'utf8'),
) as Record<string, { sha256: string }>;
/**
 * Pictures of the sample content that no page shows: the business solution banners' pictures (the
 * business home shows their bodies only); cash is the one no other block uses.
 */
const NOT_SHOWN = ['cash'];
const BY_HASH = new Map(Object.entries(MANIFEST).map(([name, m]) => [m.sha256, name]));

interface Shown {
  url: string;
  /** An img's loading attribute; null for a CSS background. */
  loading: string | null;
  /** Whether it starts below the first screen (its top past the viewport's height, page scrolled to the top). */
  below: boolean;
}

/** Every picture the page shows now: img sources and CSS background images, shadow roots included. */
function shownPictures(page: Page) {
  return page.evaluate((): Shown[] => {
    const out: Shown[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el instanceof HTMLImageElement) {
          const top = el.getBoundingClientRect().top + scrollY;
          out.push({ url: el.currentSrc || el.src, loading: el.getAttribute('loading'), below: top > innerHeight });
        }
        for (const pseudo of [null, '::before', '::after']) {
          const bg = getComputedStyle(el, pseudo).backgroundImage;
          for (const m of bg.matchAll(/url\("?([^")]+)"?\)/g))
            out.push({ url: new URL(m[1]!, location.href).href, loading: null, below: false });
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return out;
  });
}

/** Shows each slide of each carousel on the page in turn, collecting what each shows. */
async function everySlide(page: Page, collect: () => Promise<void>) {
  const carousels = page.locator('main .site-carousel');
  for (let c = 0; c < (await carousels.count()); c++) {
    const carousel = carousels.nth(c);
    const count = carousel.locator('.site-carousel-controls > span');
    if (!(await count.count())) continue;
    const pages = Number((await count.textContent())!.split('/')[1]);
    for (let i = 1; i < pages; i++) {
      await carousel.locator('.site-carousel-controls > button').last().click();
      await expect(count).toHaveText(new RegExp(`^${i + 1} / ${pages}$`));
      await collect();
    }
  }
}

test('every picture of every route is a composed sample picture, none a placeholder; lazy below the fold', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { walks } = routesToWalk();
  const shown = new Map<string, string[]>(); // url -> routes
  const eagerBelow: string[] = [];
  let first = true;
  for (const walk of walks.values()) {
    await openRoute(page, walk, !first);
    first = false;
    await page.evaluate(() => scrollTo(0, 0));
    const collect = async () => {
      for (const p of await shownPictures(page)) {
        shown.set(p.url, [...(shown.get(p.url) ?? []), walk.path]);
        if (p.below && p.loading !== 'lazy') eagerBelow.push(`${walk.path}: ${p.url}`);
      }
    };
    await collect();
    await everySlide(page, collect);
  }

  const unknown: string[] = [];
  const names = new Set<string>();
  for (const [url, routes] of shown) {
    const res = await page.request.get(url);
    expect(res.ok(), url).toBe(true);
    const name = BY_HASH.get(
      createHash('sha256')
        .update(await res.body())
        .digest('hex'),
    );
    if (name) names.add(name);
    else unknown.push(`${url} (on ${[...new Set(routes)].slice(0, 3).join(', ')})`);
  }
  expect(unknown, 'pictures that are not composed sample pictures (placeholders?)').toEqual([]);
  expect(eagerBelow, 'pictures below the first screen that do not load lazily').toEqual([]);
  // the walk reaches every picture the site shows: a walk that found none would prove nothing
  expect([...names].sort()).toEqual(
    Object.keys(MANIFEST)
      .filter((n) => !NOT_SHOWN.includes(n))
      .sort(),
  );
});

test("the home page's hero slide loads at once, the pictures below it lazily", async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('main .site-carousel img').first();
  await expect(hero).toBeVisible();
  await expect(hero).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('main .site-section img').first()).toHaveAttribute('loading', 'lazy');
});

/** The routes with pictures in every kind of slot: slides, cards, card faces, banners, badges, seal, portraits. */
const BOXED = ['/', '/CreditCards', '/easyway', '/Promos', '/Promos/japan-trip', '/business/investment-solution'];

for (const width of [412, 1280]) {
  test(`at ${width} px a picture's box is the same before and after the picture arrives`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    // each route's pictures held back until its boxes are measured (no cache: each is asked for)
    let release = () => {};
    let gate = Promise.resolve();
    await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.route(/\/content\/[\w-]+\.svg$/, async (route) => {
      await gate;
      await route.continue();
    });
    const boxes = () =>
      page.locator('main img').evaluateAll((imgs: HTMLImageElement[]) =>
        imgs.map((i) => {
          const r = i.getBoundingClientRect();
          return `${i.getAttribute('src')} ${Math.round(r.left)},${Math.round(r.top + scrollY)} ${r.width.toFixed(1)}x${r.height.toFixed(1)}`;
        }),
      );
    for (const path of BOXED) {
      gate = new Promise((r) => (release = r));
      await page.goto(path);
      await expect(page.locator('main img').first()).toBeAttached({ timeout: 15_000 });
      await expect(page.locator('main').getByText('Loading....', { exact: true })).toHaveCount(0);
      const before = await boxes();
      expect(
        await page
          .locator('main img')
          .evaluateAll((imgs: HTMLImageElement[]) => imgs.some((i) => i.complete && i.naturalWidth)),
        `${path}: the pictures are held back`,
      ).toBe(false);
      release();
      // every picture in, lazy ones too: scroll through, then measure at the top again
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        scrollTo(0, 0);
      });
      await expect
        .poll(() =>
          page
            .locator('main img')
            .evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete && i.naturalWidth > 0)),
        )
        .toBe(true);
      expect(await boxes(), path).toEqual(before);
    }
  });
}
