/**
 * The marketing blocks of site-and-content.md §2, §4 and §9 on the pages that use
 * them: the explore carousel (cards 2 to 3 a view, 1 on phones; left margin by width; card heights
 * 285 / 230 at width 400; the 599 px card margin; images from the configured API base), the promo
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

test('the explore carousel: cards per view, margins and heights by width, images from the API base', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await withApiBase(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const carousel = explore(page);
  await expect(slides(carousel)).toHaveCount(3);
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide 1 of ${WAYS.length}`);
  expect(await px(carousel, 'padding-left')).toBe('100px');
  expect(await px(slides(carousel).first(), 'min-height')).toBe('230px');
  expect(await px(slides(carousel).first(), 'margin-left')).toBe('12px');
  await expect(carousel.locator('img').first()).toHaveAttribute('src', `${CDN}${WAYS[0]!.image}`);
  await expect
    .poll(() =>
      carousel
        .locator('img')
        .first()
        .evaluate((i: HTMLImageElement) => i.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Keyboard: the arrow keys anywhere in it, the buttons by name.
  await carousel.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide 4 of ${WAYS.length}`);
  await page.keyboard.press('ArrowLeft');
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide 1 of ${WAYS.length}`);
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slides(carousel).first()).toHaveAccessibleName(`Slide 4 of ${WAYS.length}`);
  await expectNoAxeViolations(page, 'home carousels at 1280');

  for (const [width, margin] of [
    [1920, '300px'],
    [1700, '250px'],
    [1500, '160px'],
    [800, '100px'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => px(carousel, 'padding-left'), `at ${width}`).toBe(margin);
  }
  await expect(slides(carousel)).toHaveCount(2);

  await page.setViewportSize({ width: 400, height: 800 });
  await expect(slides(carousel)).toHaveCount(1);
  expect(await px(carousel, 'padding-left')).toBe('0px');
  expect(await px(slides(carousel).first(), 'min-height')).toBe('285px');
  expect(await px(slides(carousel).first(), 'margin-left')).toBe('8px');
  expect(errors).toEqual([]);
});

test('the explore carousel re-measures a resize after 500 ms, not before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install();
  await page.goto('/');
  const carousel = explore(page);
  await expect(slides(carousel)).toHaveCount(3);
  await holdClock(page);
  await page.setViewportSize({ width: 500, height: 900 });
  await page.clock.runFor(400);
  await expect(slides(carousel)).toHaveCount(3);
  await page.clock.runFor(150);
  await expect(slides(carousel)).toHaveCount(1);
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
  await expect(slides(explore(page))).toHaveCount(1);
  await expect(slides(promos(page))).toHaveCount(1);
  await expectNoAxeViolations(page, 'home carousels at 390');
});
