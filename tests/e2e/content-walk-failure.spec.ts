/**
 * A page keeps its heading and everything that does not depend on a content record that failed
 * (site-and-content.md §8: a failed load is logged only): every route of the walk is opened once to
 * learn which records it asks for, then again with each of them answering 500 in turn. The page must
 * still have its level-1 heading, no empty card, and the parts that are its own (OWN). (The shell's own
 * records, the holiday banner and the announcement, are left to content-failure.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { SOLUTION_CONTACTS } from '../../shared/content/solutions.ts';
import { collectErrors } from './helpers.ts';
import { routesToWalk, type Walk } from './site-helpers.ts';

const SHELL = new Set(['/cms/holidaybanner', '/api/annoucement']);

/** What a page shows of its own, whatever the content service answers: link names in main. */
const OWN: Record<string, string[]> = {
  '/business': [...SOLUTION_CONTACTS.map((s) => s.titleSolution), 'See the complete business solutions'],
  '/business/complete-business-solution': SOLUTION_CONTACTS.map((s) => s.titleSolution),
  ...Object.fromEntries(SOLUTION_CONTACTS.map((s) => [s.urlSolution, [s.emailSolution]])),
};

/** Opens path and waits until no block is loading any more. */
async function open(page: Page, path: string) {
  await page.goto(path);
  // <main> is there once the page is shown (until then the shell shows a box in its place): on a
  // loaded machine a page can take longer than the heading's wait below to be shown at all.
  await expect(page.locator('main').first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('main .site-loading')).toHaveCount(0, { timeout: 15_000 });
  // (A page that lost its heading has none to wait for: give it a moment to draw one.)
  await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 3000 })
    .catch(() => {});
}

/*
  The walk in three parts, every third route each, so the two workers share it and none comes near
  its time limit on a loaded machine (whole, it took 8-10 minutes there).
*/
const PARTS = 3;
for (let part = 0; part < PARTS; part++)
  test(`every route keeps its heading and its own parts when any one of its records fails (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await walk(
      page,
      [...routesToWalk().walks.values()].filter((_, i) => i % PARTS === part),
    );
  });

async function walk(page: Page, walks: Walk[]) {
  const errors = collectErrors(page);
  const asked = new Set<string>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/(cms|api)\//.test(path) && !SHELL.has(path)) asked.add(path);
  });
  const found: string[] = [];
  for (const w of walks) {
    asked.clear();
    await open(page, w.path);
    for (const record of [...asked]) {
      errors.length = 0;
      await page.route(`**${record}`, (route) => route.fulfill({ status: 500, body: 'down' }));
      await open(page, w.path);
      const lost = `${w.path} without ${record}`;
      if ((await page.locator('main h1').count()) === 0) found.push(`${lost}: no level-1 heading`);
      for (const name of OWN[w.path] ?? [])
        if ((await page.locator('main').getByRole('link', { name, exact: true }).count()) === 0)
          found.push(`${lost}: no link "${name}"`);
      const empty = await page.locator('main .site-card').evaluateAll((cards) =>
        // (A widget's card: its words are in the widget's shadow root.)
        cards.filter(
          (c) => !(c as HTMLElement).innerText.trim() && !c.querySelector('*:defined:not(:is(div, p, span))'),
        ),
      );
      if (empty.length) found.push(`${lost}: ${empty.length} empty card(s)`);
      const other = errors.filter((e) => !/Failed to load resource/.test(e));
      if (other.length) found.push(`${w.path} without ${record}: ${other.join('; ')}`);
      await page.unrouteAll();
    }
  }
  expect(found).toEqual([]);
}
