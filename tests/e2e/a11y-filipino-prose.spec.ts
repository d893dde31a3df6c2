/**
 * English prose on Filipino pages (WCAG 3.1.2 Language of Parts), found by what it reads like rather
 * than by a list of known texts (walk-checks.ts englishInFilipino): the partner demo page with its
 * widgets in Filipino fails on any visible text node that reads as an English sentence and whose
 * nearest `lang` (across shadow-root boundaries, widgets included) is Filipino; axe stays at 0
 * violations. Every route of the site in Filipino gets the same check in the Filipino route walk
 * (site-walks.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, widgetsTookOver } from './helpers.ts';
import { englishInFilipino } from './walk-checks.ts';

test('the partner demo page with its widgets in Filipino: no English prose outside lang="en"', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/demo/?lang=fil');
  await widgetsTookOver(page);
  const hosts = page.locator('main [id^="campaign-"]');
  expect(await hosts.count(), 'the demo page hosts every widget').toBeGreaterThanOrEqual(13);
  await expect(page.locator('ew-callback-form .ew-root[lang="fil"]').first()).toBeAttached();
  const found = await englishInFilipino(page);
  console.log(`English prose outside lang="en" in the demo page's Filipino widgets: ${found.length}`);
  expect(found, 'English prose read as Filipino').toEqual([]);
  await expectNoAxeViolations(page, 'demo in Filipino');
});
