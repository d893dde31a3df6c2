/**
 * A site that reads as a bank's: every content route of the route walk says at least 80 words in its
 * <main> as a visitor sees it (the text the browser renders, widgets' shadow roots aside), at 1280 px.
 * Not counted: a page whose <main> is a form or a finder (the application forms, the requests for a
 * callback, the store and ATM locators) and the thank-you pages that close a form.
 */
import { expect, test } from '@playwright/test';
import { openRoute, routesToWalk } from './site-helpers.ts';

const MIN_WORDS = 80;

/** Routes whose page is a form, a finder, or a form's thank-you: their words are the widget's. */
const NOT_CONTENT = [
  /thank-?you/i,
  /^\/forms(\/|$)/,
  /^\/application-form$/,
  /^\/request-for-callback(\/|$)/,
  /^\/business\/form\//,
  /^\/storedirectory(\/|$)/,
];

const CONTENT = [...routesToWalk().walks.values()].filter((w) => !NOT_CONTENT.some((re) => re.test(w.path)));

test(`every content route of the walk says at least ${MIN_WORDS} words in <main>`, async ({ page }) => {
  test.setTimeout(CONTENT.length * 4_000 + 30_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // more than the routes a form or finder owns: the walk is not empty by accident
  expect(CONTENT.length).toBeGreaterThan(60);
  const counts: [number, string][] = [];
  for (const [n, w] of CONTENT.entries()) {
    await openRoute(page, w, n > 0);
    const words = await page
      .locator('main')
      .evaluate((m: HTMLElement) => m.innerText.split(/\s+/).filter(Boolean).length);
    counts.push([words, w.path]);
  }
  counts.sort((a, b) => a[0] - b[0]);
  const [min, at] = counts[0]!;
  console.log(`content routes: ${counts.length}; fewest words in <main>: ${min} (${at})`);
  test.info().annotations.push({ type: 'min words', description: `${min} at ${at} of ${counts.length} routes` });
  expect(counts.filter(([words]) => words < MIN_WORDS)).toEqual([]);
});
