import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';

export interface Stored {
  id: string;
  form: string;
  receivedAt: string;
  fields: Record<string, string>;
}

/** Rows the operator API returns for a form, newest first. */
export async function submissions(request: APIRequestContext, form: string): Promise<Stored[]> {
  const res = await request.get(`/admin/api/submissions?form=${form}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as Stored[];
}

/** Pages on which axe-core is running now (withAxe), with how many runs. */
const axeRunning = new WeakMap<Page, number>();

/**
 * Runs `fn`, which runs axe-core on `page`, with the page marked as being analysed. Every axe call
 * goes through here. axe copies each stylesheet it reads (the widgets' shadow-root styles among
 * them) into a `<style>` of a scratch document to read its rules; under our nonce CSP
 * (server/http/security.ts) Chromium refuses that inline style and logs "Applying inline style
 * violates ... style-src" to the console: a report about the test tool, not about our pages, which
 * collectErrors ignores only while this mark is set (and only that report).
 */
export async function withAxe<T>(page: Page, fn: () => Promise<T>): Promise<T> {
  axeRunning.set(page, (axeRunning.get(page) ?? 0) + 1);
  try {
    return await fn();
  } finally {
    axeRunning.set(page, (axeRunning.get(page) ?? 1) - 1);
  }
}

/** The console report of an inline `<style>` refused by the page's CSP (axe's scratch copy, while it runs). */
const REFUSED_INLINE_STYLE =
  /^Applying inline style violates the following Content Security Policy directive 'style-src /;

/**
 * axe-core on the browser's own timers when the page's clock is held (installClock): axe's queue
 * steps on setTimeout, which a held page clock never fires, so axe would wait forever. Elsewhere
 * the page's timers are the browser's own and this is axe as shipped.
 */
const AXE_ON_REAL_TIMERS =
  `(function (setTimeout, clearTimeout) {\n` +
  readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8') +
  `\n}).apply(this, window.__ewRealTimers ? [window.__ewRealTimers.set, window.__ewRealTimers.clear] : [setTimeout, clearTimeout]);`;

/** The WCAG 2.2 AA tags every axe check runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * WCAG 2.2 AA violations axe-core finds on the page, inside open shadow roots too, as "rule: targets";
 * `include` (a selector, e.g. a widget's element) limits the check to that element and what it holds.
 * axe runs in the page itself (axe.run), injected once per document: @axe-core/playwright's analyze()
 * opens a blank page for every check to finish its run in and injects axe twice, ~1.5 s of CPU a check
 * for what takes ~0.3 s here, and the browser tests run ~300 checks.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const has = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!has) await page.evaluate(AXE_ON_REAL_TIMERS);
  return withAxe(page, () =>
    page.evaluate(
      async ({ tags, include }) => {
        const axe = (
          window as unknown as {
            axe: {
              run(
                context: Document | { include: string[][] },
                options: object,
              ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
            };
          }
        ).axe;
        const r = await axe.run(include ? { include: [[include]] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      },
      { tags: AXE_TAGS, include },
    ),
  );
}

/** No WCAG 2.2 AA violation on the page (or inside `include`), inside open shadow roots too. */
export async function expectNoAxeViolations(page: Page, label: string, include?: string) {
  expect(await axeViolations(page, include), `axe violations (${label})`).toEqual([]);
}

/**
 * Fails the test on any console error or uncaught exception of the page, CSP reports included:
 * only the inline-style report axe itself causes while it runs (withAxe) is not ours.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if ((axeRunning.get(page) ?? 0) > 0 && REFUSED_INLINE_STYLE.test(m.text())) return;
    errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * Installs the page's fake clock (before load) and keeps the browser's own timers aside for axe
 * (expectNoAxeViolations), which must run while the clock is held.
 */
export async function installClock(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __ewRealTimers: object }).__ewRealTimers = {
      set: setTimeout.bind(window),
      clear: clearTimeout.bind(window),
    };
  });
  await page.clock.install();
}

/**
 * Stops the page's clock (installed with page.clock.install() or installClock before load), so only
 * page.clock.runFor moves it: a loaded machine cannot make a timed test late.
 */
export async function holdClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** A unique, valid name per test so rows can be told apart in a shared database. */
export function uniqueName(prefix = 'Juan') {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);
  return `${prefix} Dela Cruz ${letters}`;
}

/** Serves an HTML fixture at a same-origin URL (for mount, loader and light-DOM tests). */
export async function fixture(page: Page, html: string, path = '/fixture.html') {
  await page.route(`**${path}`, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  await page.goto(path);
}

/**
 * Waits until every widget on the page runs its own code: each ew-* element has mounted and no
 * prerendered first screen (widgets/runtime/first-screen.ts) is left. Before that a widget shows its
 * first screen: fields take input, but ew:ready has not fired yet.
 */
export async function widgetsTookOver(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((e) => e.localName.startsWith('ew-'))
      .every((e) => {
        const root = e.shadowRoot ?? e;
        return (
          // Drawn: something in the widget's own element (a part still on its way draws nothing yet,
          // the personal loan's variant A, a form waiting for a partner's prefill).
          (root.querySelector('.ew-root')?.firstElementChild?.childElementCount ?? 0) > 0 &&
          !Array.from(root.children).some((c) => c.hasAttribute('data-ew-first'))
        );
      }),
  );
}

/**
 * After a page change in the site (a link, Back, a form's thank-you navigation):
 * focus is on the new page's level-1 heading and the shell's live region says the page's title.
 */
export async function expectPageChangeAnnounced(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: await page.title() })).toHaveCount(1);
}
