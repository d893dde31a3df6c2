/**
 * Reflow of the site (WCAG 1.4.10): every route of the route table at 320 px wide
 * (320x640) and at 400 % zoom of a laptop (320x256): nothing scrolls sideways and the fixed or sticky
 * bars leave three quarters of the screen; axe-core (WCAG 2.2 AA) finds nothing at 320 px. One
 * document per size, routed client-side as a link does (one page load per size keeps ~90 routes quick).
 */
import { expect, test } from '@playwright/test';
import { coveredByFixedBars, sideways } from './reflow.ts';
import { expectNoAxeViolationsFast, openRoute, routesToWalk } from './site-helpers.ts';

const ROUTES = [...routesToWalk().walks.values()];

for (const size of [
  { width: 320, height: 640 },
  { width: 320, height: 256 },
]) {
  test(`every site route at ${size.width}x${size.height}: no sideways scroll, fixed bars cover at most a quarter`, async ({
    page,
  }) => {
    test.setTimeout(ROUTES.length * 4_000);
    await page.setViewportSize(size);
    const failures: string[] = [];
    for (const w of ROUTES) {
      await openRoute(page, w, true);
      const wide = await sideways(page);
      const covered = await coveredByFixedBars(page);
      if (wide > 0) failures.push(`${w.path}: scrolls ${wide} px sideways`);
      if (covered > 0.25) failures.push(`${w.path}: ${Math.round(covered * 100)} % under fixed bars`);
    }
    expect(failures).toEqual([]);
  });
}

test('axe finds nothing on any site route at 320 px', async ({ page }) => {
  test.setTimeout(ROUTES.length * 6_000);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const w of ROUTES) {
    await openRoute(page, w, true);
    await expectNoAxeViolationsFast(page, `${w.path} at 320 px`);
  }
});
