/**
 * Layout shift as Core Web Vitals define it, measured the way ../shared/bench/cls.mjs does: a phone's
 * and a laptop's viewport, layout-shift entries without recent input from the document's start, CPU 4x
 * slower and the cache disabled through CDP, grouped in session windows (gap 1 s, at most 5 s), the
 * largest window counting. Used by the site's route walk (site-cls.spec.ts) and the partner pages
 * (reserve.spec.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { SAMPLE_RATES } from '../../shared/fx/sample.ts';

export const MAX_CLS = 0.05;

export const VIEWPORTS = [
  {
    name: '412x823',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  { name: '1280x800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

/** [startTime, value, sources] of one layout shift. */
export type Shift = [number, number, string];

/**
 * An init script: collects layout shifts (with the elements that moved), the time of the last shift,
 * and how many widgets have taken over (ew:ready) or given up (ew:error).
 */
export const OBSERVE_SHIFTS = `(() => {
  window.__shifts = [];
  window.__lastShift = 0;
  window.__widgetsDone = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__lastShift = performance.now();
      if (e.hadRecentInput) continue;
      const src = (e.sources || []).map((s) => (s.node && s.node.nodeType === 1 ? s.node.localName + (typeof s.node.className === 'string' && s.node.className ? '.' + s.node.className.split(' ')[0] : '') : '#text'));
      window.__shifts.push([e.startTime, e.value, src.join(' ')]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  for (const type of ['ew:ready', 'ew:error']) addEventListener(type, () => window.__widgetsDone++, true);
})();`;

/** CLS: the largest session window (gap 1 s, at most 5 s) of the shifts. */
export function cls(shifts: readonly (readonly [number, number, ...unknown[]])[]): number {
  let best = 0;
  let cur = 0;
  let start = -1;
  let last = -1;
  for (const [t, v] of shifts) {
    if (start < 0 || t - last > 1000 || t - start > 5000) {
      cur = 0;
      start = t;
    }
    cur += v;
    last = t;
    best = Math.max(best, cur);
  }
  return best;
}

/** The page as a phone loads it: CPU 4x slower, nothing from the cache. */
export async function throttle(context: BrowserContext, page: Page, rate = 4) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

export const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/** The shifts' sources by total value, the largest two: what moved. */
export function movers(shifts: readonly Shift[]): string {
  const by = new Map<string, number>();
  for (const [, v, src] of shifts) by.set(src, (by.get(src) ?? 0) + v);
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([s, v]) => `${s} ${v.toFixed(3)}`)
    .join('; ');
}

/**
 * The FX bulletin a fresh server publishes (shared/fx/sample.ts), answered to this context whatever
 * other tests have published on the shared test server since: the FX board's box is reserved at its
 * height on that bulletin (scripts/reserve-heights.mjs), and a board of another length is another size.
 */
export async function sampleFxBulletin(context: BrowserContext) {
  const asOf = new Date().toISOString();
  await context.route(`**${FX_PATHS.bulletin}*`, (route) =>
    route.fulfill({ json: { id: 1, asOf, publishedAt: asOf, rates: SAMPLE_RATES, previous: null } }),
  );
}
