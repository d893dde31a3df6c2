/**
 * The marketing blocks of site-and-content.md §2, §4 and §9 on the pages that use
 * them: the explore carousel (cards 2 to 3 a view, phones included; no page a lone card; in line with
 * the page's other sections; card heights 285 / 230 at width 400; the 599 px card margin as the space
 * between cards; images from the configured API base), grids that fill their row (the business
 * solutions' every row, its last one included), the promo
 * carousel (rotates, with Pause; arrow keys; reduced motion respected) and the UITF contact dialog's
 * own title style. Axe: 0 violations at 1280 and 390 px.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SAMPLE_CONTENT } from '../../shared/content/sample.ts';
import { collectErrors, expectNoAxeViolations, holdClock } from './helpers.ts';

const CDN = 'https://cdn.sample-ewbank.ph';
const WAYS = SAMPLE_CONTENT.homepagebanners.waysWeCanHelpData;
const PROMOS = SAMPLE_CONTENT.promos;

/** The site configured with another API base; its images answered here. */
async function withApiBase(page: Page) {
  await page.addInitScript((apiBase) => {
    (window as { EW_SITE_CONFIG?: object }).EW_SITE_CONFIG = { apiBase };
  }, CDN);
  await page.route(`${CDN}/**`, (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"/>',
    }),
  );
}

const explore = (page: Page) => page.getByRole('region', { name: 'Ways we can help' });
const promos = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Promos' });
const slides = (carousel: Locator) => carousel.getByRole('group');

const px = (l: Locator, prop: string) => l.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);

test('the explore carousel: cards per view, spacing and heights by width, images from the API base', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await withApiBase(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const carousel = explore(page);
  await expect(slides(carousel)).toHaveCount(3);
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide 1 of ${WAYS.length}`);
  expect(await px(carousel, 'padding-left')).toBe('0px');
  expect(await px(slides(carousel).first(), 'min-height')).toBe('230px');
  expect(await px(slides(carousel).first(), 'margin-left')).toBe('0px');
  expect(await px(carousel.locator('.site-carousel-track'), 'column-gap')).toBe('24px');
  await expect(carousel.locator('img').first()).toHaveAttribute('src', `${CDN}${WAYS[0]!.image}`);
  await expect
    .poll(() =>
      carousel
        .locator('img')
        .first()
        .evaluate((i: HTMLImageElement) => i.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Keyboard: the arrow keys anywhere in it, the buttons by name. The last page ends on the last card.
  const last = WAYS.length - 2;
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide ${last} of ${WAYS.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide 1 of ${WAYS.length}`);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide ${last} of ${WAYS.length}`);
  await expectNoAxeViolations(page, 'home carousels at 1280');

  for (const [width, count] of [
    [1920, 3],
    [960, 3],
    [800, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect(slides(carousel), `at ${width}`).toHaveCount(count);
    expect(await px(carousel, 'padding-left'), `at ${width}`).toBe('0px');
  }

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(slides(carousel)).toHaveCount(2);
  // the width is re-read after the 500 ms throttle: the cards grow to the phone's height then
  await expect.poll(() => px(slides(carousel).first(), 'min-height')).toBe('285px');
  expect(await px(slides(carousel).first(), 'margin-left')).toBe('0px');
  expect(await px(carousel.locator('.site-carousel-track'), 'column-gap')).toBe('16px');
  expect(errors).toEqual([]);
});

test('the explore carousel re-measures a resize after 500 ms, not before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await page.goto('/');
  const carousel = explore(page);
  await expect(slides(carousel)).toHaveCount(3);
  await holdClock(page);
  // The page has its resize event (after the carousel's own listener, so its throttle has started)
  // before the clock moves: on a loaded machine the event can come after a first runFor.
  await page.evaluate(() => addEventListener('resize', () => ((window as { resized?: boolean }).resized = true)));
  await page.setViewportSize({ width: 500, height: 900 });
  await expect.poll(() => page.evaluate(() => (window as { resized?: boolean }).resized)).toBe(true);
  await page.clock.runFor(400);
  await expect(slides(carousel)).toHaveCount(3);
  await page.clock.runFor(150);
  await expect(slides(carousel)).toHaveCount(2);
});

for (const width of [1280, 390])
  test(`at ${width} px no page of the explore carousel is a lone card, and every card is on a page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = explore(page);
    await expect(slides(carousel).first()).toHaveAccessibleName(`Slide 1 of ${WAYS.length}`);
    const seen = new Set<string>();
    const sizes: number[] = [];
    // from page 1 round to page 1 again
    do {
      const names = await slides(carousel).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
      sizes.push(names.length);
      names.forEach((n) => seen.add(n));
      await carousel.getByRole('button', { name: 'Next slide' }).click();
    } while ((await slides(carousel).first().getAttribute('aria-label')) !== `Slide 1 of ${WAYS.length}`);
    console.log(`explore carousel at ${width}: ${sizes.join(' + ')} cards a page`);
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size, `cards on a page at ${width}`).toBeGreaterThan(1);
    expect(seen.size).toBe(WAYS.length);
  });

/** The left and right edges of an element, in CSS pixels. */
const edges = (l: Locator) =>
  l.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { left: Math.round(r.left), right: Math.round(r.right) };
  });

for (const width of [1280, 390])
  test(`at ${width} px the home page's sections line up, and a grid's cards fill its row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const main = page.getByRole('main');
    const column = await edges(main.getByRole('heading', { level: 1 }));
    const ways = explore(page);
    await expect(slides(ways).first()).toBeVisible();
    const rates = main.locator('section[aria-labelledby="home-financial"] .site-grid');
    await expect(rates.locator('li')).toHaveCount(SAMPLE_CONTENT.homepagebanners.financialData.length);
    for (const [what, l] of [
      ['Ways we can help', main.getByRole('heading', { name: 'Ways we can help' })],
      ['the first card of Ways we can help', slides(ways).first()],
      ['Rates and tools', main.getByRole('heading', { name: 'Rates and tools' })],
      ['the first card of Rates and tools', rates.locator('li').first()],
      ['Promos', main.getByRole('heading', { name: 'Promos', exact: true })],
    ] as const)
      expect((await edges(l)).left, `${what} at ${width}`).toBe(column.left);
    // the last card of a row ends where the grid ends: no blank column beside it
    const grid = await edges(rates);
    expect((await edges(slides(ways).last())).right, `Ways we can help at ${width}`).toBe(grid.right);
    expect((await edges(rates.locator('li').last())).right, `Rates and tools at ${width}`).toBe(grid.right);

    // The solution pages' grids: products and services fill their row too.
    await page.goto('/business/deposit-solution');
    for (const id of ['sol-products', 'sol-services']) {
      const g = page.locator(`section[aria-labelledby="${id}"] .site-grid`);
      const cards = g.locator(':scope > *');
      await expect(cards.first()).toBeVisible();
      const row = await edges(g);
      const top = await cards.first().evaluate((e) => e.getBoundingClientRect().top);
      const firstRow = await cards.evaluateAll(
        (els, t) => els.filter((e) => Math.abs(e.getBoundingClientRect().top - t) < 1).length,
        top,
      );
      expect((await edges(cards.nth(firstRow - 1))).right, `${id} at ${width}`).toBe(row.right);
    }
  });

// The business solutions (7): 4 + 3 at 1280, 3 + 2 + 2 and 2 + 2 + 2 + 1 between, one a row on a phone.
for (const [width, shape] of [
  [1280, [4, 3]],
  [900, [3, 2, 2]],
  [700, [2, 2, 2, 1]],
  [390, [1, 1, 1, 1, 1, 1, 1]],
] as const)
  test(`at ${width} px every row of the business solutions ends at the grid's edges, none short by a card`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/business');
    const grid = page.locator('section[aria-labelledby="biz-solutions"] .site-grid');
    await expect(grid.locator(':scope > li')).toHaveCount(shape.reduce((a: number, b: number) => a + b, 0));
    const box = await edges(grid);
    const rows = await grid.locator(':scope > li').evaluateAll((els) => {
      const byTop = new Map<number, { left: number; right: number }[]>();
      for (const e of els) {
        const r = e.getBoundingClientRect();
        const top = Math.round(r.top);
        byTop.set(top, [...(byTop.get(top) ?? []), { left: Math.round(r.left), right: Math.round(r.right) }]);
      }
      return [...byTop.values()];
    });
    expect(
      rows.map((r) => r.length),
      `cards a row at ${width}`,
    ).toEqual(shape);
    // no blank cell at either end of any row, the last one included
    for (const [i, row] of rows.entries()) {
      expect(row[0]!.left, `row ${i + 1} at ${width}`).toBe(box.left);
      expect(row.at(-1)!.right, `row ${i + 1} at ${width}`).toBe(box.right);
    }
  });

test('the promo carousel rotates, pauses with its button, on hover and focus, and not at all for reduced motion', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  const carousel = promos(page);
  await expect(slides(carousel)).toHaveCount(1);
  await expect(slides(carousel)).toHaveAccessibleName(`Slide 1 of ${PROMOS.length}`);
  await expect(carousel.getByRole('heading', { name: PROMOS[0]!.headline })).toBeVisible();
  await holdClock(page);
  await page.mouse.move(0, 0);
  await page.clock.runFor(7100);
  await expect(slides(carousel)).toHaveAccessibleName(`Slide 2 of ${PROMOS.length}`);
  await expect(carousel.getByRole('heading', { name: PROMOS[1]!.headline })).toBeVisible();

  // Pause stops it, Play starts it again.
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(15_000);
  await expect(slides(carousel)).toHaveAccessibleName(`Slide 2 of ${PROMOS.length}`);
  await carousel.getByRole('button', { name: 'Play slides' }).click();
  // Focus is in it (the button): still held.
  await page.clock.runFor(8000);
  await expect(slides(carousel)).toHaveAccessibleName(`Slide 2 of ${PROMOS.length}`);
  await page.getByRole('heading', { level: 1 }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(7100);
  await expect(slides(carousel)).toHaveAccessibleName(`Slide 3 of ${PROMOS.length}`);
  // the subject is hidden text in the link (lang="en" on a Filipino page), after a hidden ": "
  const learnMore = carousel.getByRole('link', { name: `Learn More : ${PROMOS[2]!.headline}`, exact: true });
  await expect(learnMore).toBeVisible();
});

test('reduced motion: the promo carousel does not start by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const carousel = promos(page);
  await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await holdClock(page);
  await page.clock.runFor(20_000);
  await expect(slides(carousel)).toHaveAccessibleName(`Slide 1 of ${PROMOS.length}`);
});

test('the UITF contact dialog has its own title style; other solutions keep the plain one', async ({ page }) => {
  const titleStyle = async (path: string) => {
    await page.goto(path);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Contact Us/ })
      .first()
      .click();
    const title = page.getByRole('dialog').getByRole('heading', { level: 2 });
    await expect(title).toBeVisible();
    const style = { transform: await px(title, 'text-transform'), color: await px(title, 'color') };
    await page.keyboard.press('Escape');
    return style;
  };
  const uitf = await titleStyle('/business/investment-solution');
  expect(uitf).toEqual({ transform: 'uppercase', color: 'rgb(255, 255, 255)' });
  const deposit = await titleStyle('/business/deposit-solution');
  expect(deposit.transform).toBe('none');
  expect(deposit.color).not.toBe(uitf.color);
});

test('axe: the home page with its carousels at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(slides(explore(page))).toHaveCount(2);
  await expect(slides(promos(page))).toHaveCount(1);
  await expectNoAxeViolations(page, 'home carousels at 390');
});
