/**
 * Reflow (WCAG 1.4.10): at 320 px wide, on a 390 px phone, at 200 % zoom of a
 * 1280 px window and at 400 % zoom (320x256), nothing scrolls sideways, the FX ticker shows at least
 * one whole rate and its Pause, and the site's fixed bars leave three quarters of the screen to read.
 */
import { expect, test } from '@playwright/test';
import { coveredByFixedBars, sideways } from './reflow.ts';

const SIZES = [
  { width: 390, height: 844, what: 'a phone' },
  { width: 320, height: 640, what: '320 px' },
  { width: 640, height: 400, what: '200 % zoom' },
  { width: 320, height: 256, what: '400 % zoom' },
];

for (const size of SIZES) {
  test(`the FX ticker at ${size.what} shows a whole rate and its Pause, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/forexrates');
    const ticker = page.locator('ew-fx-board[variant=marquee]');
    const pause = ticker.getByRole('button', { name: 'Pause the rates ticker' });
    await expect(pause).toBeVisible({ timeout: 20_000 });
    await expect(ticker.locator('.ew-fx-item').first()).toBeAttached();
    const fit = await ticker.evaluate((host) => {
      const root = host.shadowRoot!;
      const box = (s: string) => root.querySelector(s)!.getBoundingClientRect();
      const bar = box('.ew-fx-bar');
      const rates = box('.ew-fx-viewport');
      const button = box('.ew-fx-controls .ew-button');
      return {
        rates: rates.width,
        // a pair with its buying rate: what one rate is
        item: box('.ew-fx-item .ew-fx-side').right - box('.ew-fx-item').left,
        pauseInside: button.left >= bar.left && button.right <= bar.right,
        pauseWhole: (root.querySelector('.ew-fx-controls .ew-button') as HTMLElement).scrollWidth <= button.width + 1,
      };
    });
    expect(fit.rates, 'the rates area is as wide as a pair and its rate').toBeGreaterThanOrEqual(fit.item);
    expect(fit.pauseInside && fit.pauseWhole, 'Pause is whole').toBe(true);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}

for (const path of ['/', '/forms?preset=leadgen']) {
  test(`at 400 % zoom (320x256) the site's fixed bars cover at most a quarter of ${path}, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const covered = await coveredByFixedBars(page);
    expect(covered, 'share of the viewport under fixed or sticky bars').toBeLessThanOrEqual(0.25);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
}
