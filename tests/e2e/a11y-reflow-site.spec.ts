/**
 * Reflow of the site (WCAG 1.4.10): every route of the route table at 320 px wide
 * (320x640) and at 400 % zoom of a laptop (320x256): nothing scrolls sideways and the fixed or sticky
 * bars leave three quarters of the screen; axe-core (WCAG 2.2 AA) finds nothing at 320 px (in the
 * 320x640 walk). One document per size, routed client-side as a link does (one page load per size
 * keeps ~90 routes quick).
 */
import { expect, test } from '@playwright/test';
import { coveredByFixedBars, sideways } from './reflow.ts';
import { axeViolations } from './helpers.ts';
import { openRoute, routesToWalk } from './site-helpers.ts';

const ROUTES = [...routesToWalk().walks.values()];

for (const size of [
  { width: 320, height: 640 },
  { width: 320, height: 256 },
]) {
  // at 320x640 the same walk runs axe on each page too (one walk per size)
  const axe = size.height === 640;
  test(`every site route at ${size.width}x${size.height}: no sideways scroll, fixed bars cover at most a quarter${
    axe ? '; axe finds nothing' : ''
  }`, async ({ page }) => {
    test.setTimeout(ROUTES.length * (axe ? 8_000 : 4_000));
    await page.setViewportSize(size);
    const failures: string[] = [];
    const violations: string[] = [];
    for (const w of ROUTES) {
      await openRoute(page, w, true);
      // axe first, at the top of the page as it opens (the reflow check scrolls it)
      if (axe) for (const v of await axeViolations(page)) violations.push(`${w.path} at 320 px: ${v}`);
      const wide = await sideways(page);
      const covered = await coveredByFixedBars(page);
      if (wide > 0) failures.push(`${w.path}: scrolls ${wide} px sideways`);
      if (covered > 0.25) failures.push(`${w.path}: ${Math.round(covered * 100)} % under fixed bars`);
    }
    expect.soft(failures, `reflow at ${size.width}x${size.height}`).toEqual([]);
    expect.soft(violations, 'axe violations at 320 px (route: rule: targets)').toEqual([]);
  });
}
