/**
 * The site's route walks, one per language and size: each page of the walk is opened once (routed
 * client-side inside one document, as a link does) and every check that needs that language and
 * size is made on it; each check keeps its own list of what it found, named by route, and fails on
 * its own at the end (expect.soft), so one failing check does not hide another.
 *
 * English at 1280x800, every route of the walk (WALK, redirects included):
 * - axe-core (WCAG 2.2 AA, open shadow roots) finds nothing, and no error reaches the console;
 * - every route of the route table has its own descriptive <title> in English (WCAG 2.4.2), and
 *   `<html lang="en">` (WCAG 3.1.1);
 * - every content route says at least MIN_WORDS words in its <main> (a site that reads as a bank's;
 *   not counted: a page whose <main> is a form or a finder, and the thank-you pages);
 * - every picture (every slide of its carousels too), img or CSS background, in the page and in open
 *   shadow roots, is one of the composed sample pictures (scripts/sample-pictures.mjs), known by the
 *   sha256 of the bytes the server sends; every composed picture is met; a picture below the first
 *   screen of a 1280x720 laptop loads lazily.
 * In Filipino (1280x720), every route of the walk (redirects and store screens left out):
 * - every route of the table has its own title in Filipino and `<html lang="fil">`;
 * - the content service's English texts are marked lang="en" (WCAG 3.1.2; its English headings too);
 * - no visible text reading as English prose sits outside lang="en" (shadow roots included), with the
 *   page's disclosures opened too;
 * - axe-core finds nothing, with the disclosures closed and again opened.
 * (The reflow walks at 320 px are a11y-reflow-site.spec.ts, 390 px site.spec.ts, the cold loads with
 * layout shift and HTML validity site-cls.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { axeViolations, collectErrors, widgetsTookOver } from './helpers.ts';
import { WALK, openRoute, routesToWalk, walkInFilipino, type Walk } from './site-helpers.ts';
import {
  BRAND,
  MANIFEST,
  MIN_WORDS,
  NOT_CONTENT,
  NOT_SHOWN,
  contentTexts,
  contentTitle,
  englishInFilipino,
  everySlide,
  samplePictureOf,
  shownPictures,
  title,
  titledByContent,
  unmarked,
  wordsInMain,
} from './walk-checks.ts';
import { sameInFilipinoAllowed } from '../../shared/i18n/filipino-allow.ts';
import type { Locale } from '../../shared/i18n/types.ts';

/** The first screen a picture below which should load lazily: a 1280x720 laptop's. */
const FIRST_SCREEN = 720;

/** The route-table line each walk entry stands for (one entry per line: routesToWalk). */
function linesOfTheTable() {
  const { table, walks, redirects } = routesToWalk();
  const lineOf = new Map<Walk, (typeof table)[number]>();
  for (const line of table) {
    const w = walks.get(line.path);
    if (w) lineOf.set(w, line);
  }
  const missing = table.map((r) => r.path).filter((p) => !walks.has(p) && !redirects.includes(p));
  return { lineOf, missing };
}

/** The first line of an assertion's message (a poll's or a matcher's), for a list of failures. */
const firstLine = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!;

/**
 * The title checks of one route in `locale` (site-titles.spec.ts kept the language switch): its own
 * title, a content page's starting with its h1, `<html lang>`, and no title two routes share.
 */
async function checkTitle(
  page: import('@playwright/test').Page,
  locale: Locale,
  w: Walk,
  line: { path: string; title: string },
  before: string,
  seen: Map<string, string>,
  failures: string[],
) {
  try {
    const section = title(locale, line.title);
    let expected = `${section} | ${BRAND}`;
    if (titledByContent(line)) expected = await contentTitle(page, section, before);
    else await expect(page, w.path).toHaveTitle(expected);
    await expect(page.locator('main h1').first(), w.path).toBeVisible();
    await expect(page.locator('html'), w.path).toHaveAttribute('lang', locale);
    if (seen.has(expected)) failures.push(`${w.path} has the title of ${seen.get(expected)}: ${expected}`);
    seen.set(expected, w.path);
  } catch (e) {
    failures.push(`${w.path}: ${firstLine(e)}`);
  }
}

test('the site in English at 1280x800, one walk: axe and console, titles, words in <main>, pictures', async ({
  page,
}) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const { lineOf, missing } = linesOfTheTable();
  const content = [...lineOf.keys()].filter((w) => !NOT_CONTENT.some((re) => re.test(w.path)));
  const errors = collectErrors(page);

  const axe: string[] = [];
  const consoleErrors: string[] = [];
  const titles: string[] = [];
  const seen = new Map<string, string>();
  const words: [number, string][] = [];
  const shown = new Map<string, string[]>(); // picture url -> routes
  const eagerBelow: string[] = [];
  const timings: string[] = [];

  for (const [n, w] of WALK.entries()) {
    const started = Date.now();
    const before = n > 0 ? await page.title() : '';
    await openRoute(page, w, n > 0);
    const opened = Date.now();
    // axe at 1280 px (site.spec.ts checks 390 px), on every entry of the walk, redirects included
    for (const v of await axeViolations(page)) axe.push(`${w.path}: ${v}`);
    const line = lineOf.get(w);
    if (line) {
      await checkTitle(page, 'en', w, line, before, seen, titles);
      if (content.includes(w)) words.push([await wordsInMain(page), w.path]);
      // last: showing each slide moves the carousels on
      await page.evaluate(() => scrollTo(0, 0));
      const collect = async () => {
        for (const p of await shownPictures(page, FIRST_SCREEN)) {
          shown.set(p.url, [...(shown.get(p.url) ?? []), w.path]);
          if (p.below && p.loading !== 'lazy') eagerBelow.push(`${w.path}: ${p.url}`);
        }
      };
      await collect();
      await everySlide(page, collect);
    }
    for (const e of errors.splice(0)) if (!/Failed to load resource/.test(e)) consoleErrors.push(`${w.path}: ${e}`);
    timings.push(`${w.path} ${opened - started}+${Date.now() - opened} ms`);
  }
  test.info().annotations.push({ type: 'timings', description: timings.join(', ') });

  // pictures: each is asked for again and known by its bytes
  const unknown: string[] = [];
  const names = new Set<string>();
  for (const [url, routes] of shown) {
    const res = await page.request.get(url);
    expect.soft(res.ok(), `pictures: ${url} answers`).toBe(true);
    const name = samplePictureOf(await res.body());
    if (name) names.add(name);
    else unknown.push(`${url} (on ${[...new Set(routes)].slice(0, 3).join(', ')})`);
  }
  words.sort((a, b) => a[0] - b[0]);
  const [min, at] = words[0] ?? [0, 'none'];
  console.log(`content routes: ${words.length}; fewest words in <main>: ${min} (${at})`);
  test.info().annotations.push({ type: 'min words', description: `${min} at ${at} of ${words.length} routes` });

  expect.soft(axe, 'axe violations at 1280 px (route: rule: targets)').toEqual([]);
  expect.soft(consoleErrors, 'errors in the console (route: error)').toEqual([]);
  expect.soft(missing, 'titles: routes of the table that WALK (site-helpers.ts) does not reach').toEqual([]);
  expect.soft(titles, 'titles in en: each route its own descriptive title, <html lang="en">').toEqual([]);
  expect.soft(seen.size, 'titles in en: routes titled').toBeGreaterThan(80);
  // more than the routes a form or finder owns: the walk is not empty by accident
  expect.soft(content.length, 'words: content routes walked').toBeGreaterThan(60);
  expect.soft(words.length, 'words: content routes counted').toBe(content.length);
  expect
    .soft(
      words.filter(([n]) => n < MIN_WORDS),
      `words: content routes with fewer than ${MIN_WORDS} words in <main>`,
    )
    .toEqual([]);
  expect.soft(unknown, 'pictures that are not composed sample pictures (placeholders?)').toEqual([]);
  expect.soft(eagerBelow, 'pictures below the first screen that do not load lazily').toEqual([]);
  // the walk reaches every picture the site shows: a walk that found none would prove nothing
  expect.soft([...names].sort(), 'pictures: every composed sample picture is met').toEqual(
    Object.keys(MANIFEST)
      .filter((n) => !NOT_SHOWN.includes(n))
      .sort(),
  );
});

test('the site in Filipino, one walk: titles, English texts marked lang="en", no English prose, axe', async ({
  page,
}) => {
  test.setTimeout(900_000); // ~85 routes in one document, axe on each
  const { lineOf, missing } = linesOfTheTable();
  const texts = [...contentTexts()];
  const longTexts = texts.filter((t) => t.length > 20);

  const titles: string[] = [];
  const seen = new Map<string, string>();
  const unmarkedTexts: string[] = [];
  let checked = 0; // content texts met on the walk
  const prose: string[] = [];
  let marked = 0; // English prose inside lang="en": the heuristic knows the content when it sees it
  const axe: string[] = [];
  let walked = 0;

  await walkInFilipino(page, async (w, quietFor, before) => {
    const line = lineOf.get(w);
    if (line) await checkTitle(page, 'fil', w, line, before, seen, titles);

    // the content service's texts (and a page heading still in English, the legal pages) say lang="en"
    const here = await unmarked(page, texts);
    if (typeof w.heading === 'string' && !sameInFilipinoAllowed(w.heading)) {
      const h1 = page.locator('main').getByRole('heading', { level: 1 }).first();
      const [text, lang] = await h1.evaluate((e) => [e.textContent?.trim(), e.closest('[lang]')?.getAttribute('lang')]);
      if (text === w.heading && lang !== 'en') here.push(`<h1> ${text}`);
    }
    checked += await page.evaluate((list) => list.filter((t) => document.body.innerText.includes(t)).length, longTexts);
    unmarkedTexts.push(...here.map((t) => `${w.path}: ${t}`));

    await widgetsTookOver(page);
    const english = new Set(await englishInFilipino(page));
    for (const v of await axeViolations(page)) axe.push(`${w.path} in Filipino: ${v}`);
    // what a disclosure shows when opened (an accordion's panel, a card's features, a services grid)
    const disclosures = await page.evaluate(
      () => Array.from(document.querySelectorAll('main button[aria-expanded="false"]:not([aria-haspopup])')).length,
    );
    let opened = 0;
    for (let i = 0; i < disclosures && i < 12; i++) {
      const open = await page.evaluate((i) => {
        const b = document.querySelectorAll<HTMLElement>('main button[aria-expanded]:not([aria-haspopup])')[i];
        if (!b || b.getAttribute('aria-expanded') !== 'false' || !b.checkVisibility()) return false;
        b.click();
        return true;
      }, i);
      if (!open) continue;
      opened++;
      await expect.poll(() => quietFor(100), { timeout: 5_000 }).toBe(true);
      for (const t of await englishInFilipino(page)) english.add(t);
    }
    prose.push(...[...english].map((t) => `${w.path}: ${t}`));
    marked += (await englishInFilipino(page, 'en')).length;
    // what the disclosures show, axe'd too (with them closed it ran above)
    if (opened) for (const v of await axeViolations(page)) axe.push(`${w.path} in Filipino, opened: ${v}`);
    walked++;
  });
  console.log(`English prose outside lang="en" on ${walked} Filipino routes: ${prose.length}`);
  console.log(`English prose inside lang="en": ${marked}`);

  expect.soft(missing, 'titles: routes of the table that WALK (site-helpers.ts) does not reach').toEqual([]);
  expect.soft(titles, 'titles in fil: each route its own descriptive title, <html lang="fil">').toEqual([]);
  expect.soft(seen.size, 'titles in fil: routes titled').toBeGreaterThan(80);
  expect.soft(texts.length, 'the sample content has texts').toBeGreaterThan(300);
  expect.soft(checked, 'the walk met the content service’s texts').toBeGreaterThan(100);
  expect.soft(unmarkedTexts, 'content texts read as Filipino on a Filipino page').toEqual([]);
  expect.soft(walked, 'prose: Filipino routes walked').toBeGreaterThan(80);
  expect.soft(marked, 'the heuristic recognises the English the site marks').toBeGreaterThan(100);
  expect.soft(prose, 'English prose read as Filipino').toEqual([]);
  expect.soft(axe, 'axe violations in Filipino (route: rule: targets)').toEqual([]);
});
