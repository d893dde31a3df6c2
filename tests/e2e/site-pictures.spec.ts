/**
 * The home page's hero slide loads at once and the pictures below it lazily, and a picture's box is
 * the same before and after the picture arrives. (That every picture of every route is a composed
 * sample picture, and lazy below the first screen, is checked by the English route walk,
 * site-walks.spec.ts.)
 */
import { expect, test } from '@playwright/test';

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
