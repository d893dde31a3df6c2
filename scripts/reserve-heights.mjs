// The box every widget needs before anything has arrived, per language, element width band and
// viewport, measured in Chromium against the built site (`npm start` on a free port): its prerendered
// first screen with the widget CSS, and, when its own rendering settles at another height (a board
// whose rates arrive, a locator whose branches arrive), that height on the reference data. The
// loader reserves it at connect (widgets/runtime/loader.ts), so the host page does not shift.
// Written to widgets/registry/reserve-heights.json (committed: `npm start` builds without a browser);
// tests/e2e/reserve.spec.ts fails when it is stale. Regenerate after a first screen changes:
//   node scripts/build.mjs && node scripts/reserve-heights.mjs && node scripts/build.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium.mjs';
import { DIST } from './paths.mjs';

const root = resolve(import.meta.dirname, '..');
export const TABLE = join(root, 'widgets/registry/reserve-heights.json');
/**
 * Lower bounds of the width bands (px of the element's width). A band reserves the tallest height
 * measured at its lower bound, so it never underestimates within the band. Kept in step with the
 * loader (widgets/runtime/loader.ts).
 */
export const BANDS = [0, 360, 400, 480, 600, 640, 720, 960];
/** Where band 0 is measured: a 320 px screen (WCAG 1.4.10 reflow) less a partner's margins. */
const NARROWEST = 280;
/**
 * The widest viewport of the narrow row: the widget CSS has max-width media queries up to 720 px, so
 * an element of one width is laid out differently in a phone's viewport than in a desktop's. Two rows
 * per language: viewports up to this width (phones, tablets) and wider (desktops).
 */
export const NARROW_VIEWPORT = 720;
/** Heights are kept in steps of this many px, rounded up (fewer bytes in the loader). */
export const STEP = 8;

/** `npm start` (the built dist) on a free port with a throwaway database; resolves its URL and stop(). */
async function serve() {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const data = mkdtempSync(join(tmpdir(), 'ew-heights-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: data },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/data/apiconfig.json`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 240) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop() {
      child.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Viewport widths past every max-width media query of the widget CSS, and a desktop. */
const VIEWPORTS = [401, 561, 601, 721, 1280];

/**
 * { name: { en: { narrow: [px per band], wide: [...] }, fil: ... } }, measured now from dist. An
 * element of a band's width may sit in any viewport at least that wide: each row takes the tallest
 * of the band's lower bound over its viewports, and a narrower band is never shorter than a wider one.
 */
export async function measure() {
  const manifest = JSON.parse(readFileSync(join(DIST, 'widgets/manifest.json'), 'utf8'));
  const server = await serve();
  // Loaded here: the build reads this module's table code on machines without a browser.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const table = {};
  const widths = BANDS.map((b) => Math.max(b, NARROWEST));
  try {
    const page = await browser.newPage();
    const files = Object.entries(manifest.first).flatMap(([name, byLocale]) =>
      Object.entries(byLocale).map(([locale, file]) => [name, locale, `${server.base}/widgets/${file}`]),
    );
    // Which widgets settle at another height than their first screen (on a phone, in English).
    await page.setViewportSize({ width: 412, height: 800 });
    await page.goto(`${server.base}/demo/one/apply.html`);
    const settling = new Set(
      (await page.evaluate(heights, { files: files.filter(([, l]) => l === 'en'), widths: [372], own: true }))
        .filter(([, , , first, own]) => Math.abs(first - own) > 1)
        .map(([name]) => name),
    );
    for (const viewport of [...new Set([...widths, ...VIEWPORTS])].sort((a, b) => a - b)) {
      await page.setViewportSize({ width: viewport, height: 800 });
      await page.goto(`${server.base}/demo/one/apply.html`);
      for (const own of [false, true]) {
        const measured = await page.evaluate(heights, {
          files: files.filter(([name]) => !own || settling.has(name)),
          widths: widths.map((w) => (w <= viewport ? w : 0)),
          own,
        });
        for (const [name, locale, i, first, settled] of measured) {
          const rows = ((table[name] ??= {})[locale] ??= { narrow: BANDS.map(() => 0), wide: BANDS.map(() => 0) });
          const row = viewport <= NARROW_VIEWPORT ? rows.narrow : rows.wide;
          row[i] = Math.max(row[i], Math.ceil(Math.max(first, settled) / STEP) * STEP);
        }
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  for (const byLocale of Object.values(table)) {
    for (const rows of Object.values(byLocale)) {
      // An element wider than every narrow viewport is in a wide one.
      rows.narrow = rows.narrow.map((h, i) => h || rows.wide[i]);
      for (const row of Object.values(rows))
        for (let i = row.length - 2; i >= 0; i--) row[i] = Math.max(row[i], row[i + 1]);
    }
  }
  return table;
}

/**
 * In the page: for each file and width, [name, locale, band, first screen's height, widget's height]:
 * the first screen shown in a block of that width as the loader shows it; with `own`, also the widget
 * mounted there (EWWidgets.mount), once it is ready and its height has held still for half a second.
 */
async function heights({ files, widths, own }) {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const block = (width) => {
    const el = document.body.appendChild(document.createElement('div'));
    el.style.width = `${width}px`;
    return el;
  };
  // The page's own widget is not measured.
  document.querySelector('main')?.remove();
  const out = [];
  for (const [name, locale, url] of files) {
    const m = await import(url);
    const firsts = widths.map((width) => {
      if (!width) return 0;
      const el = block(width);
      m.default(el, { locale });
      return el;
    });
    await document.fonts.ready;
    await frames();
    const first = firsts.map((el) => (el ? el.getBoundingClientRect().height : 0));
    for (const el of firsts) if (el) el.remove();
    if (!own) {
      first.forEach((h, i) => widths[i] && out.push([name, locale, i, h, 0]));
      continue;
    }
    const hosts = widths.map((width) => {
      if (!width) return undefined;
      const el = block(width);
      const ready = new Promise((r) => el.addEventListener('ew:ready', r, { once: true }));
      const handle = window.EWWidgets.mount(name, el, { locale });
      return { el, ready, handle };
    });
    const live = hosts.filter(Boolean);
    await Promise.all(live.map((h) => h.ready));
    const size = () => live.map((h) => h.el.shadowRoot.querySelector('.ew-root').getBoundingClientRect().height).join();
    for (let last = '', still = 0; still < 5;) {
      await new Promise((r) => setTimeout(r, 100));
      const now = size();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    hosts.forEach((h, i) => {
      if (!h) return;
      out.push([name, locale, i, first[i], h.el.shadowRoot.querySelector('.ew-root').getBoundingClientRect().height]);
      h.handle.destroy();
      h.el.remove();
    });
  }
  return out;
}

/**
 * The loader's form of one widget's rows (en narrow, en wide, fil narrow, fil wide): each row the
 * first band's height in STEPs (two base-36 digits), then how many STEPs each next band is shorter
 * (one digit each; a larger drop is kept at 35, which only overestimates).
 */
export function encodeHeights(byLocale) {
  return ['en', 'fil']
    .flatMap((l) => [byLocale[l].narrow, byLocale[l].wide])
    .map((row) => {
      const units = row.map((h) => h / STEP);
      let out = units[0].toString(36).padStart(2, '0');
      let at = units[0];
      for (const u of units.slice(1)) {
        const drop = Math.min(35, at - u);
        out += drop.toString(36);
        at -= drop;
      }
      return out;
    })
    .join('');
}

const sorted = (table) =>
  Object.fromEntries(
    Object.keys(table)
      .sort()
      .map((n) => [n, table[n]]),
  );

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = sorted(await measure());
  const text = `${JSON.stringify(table, null, 2).replace(/\[\s+([\d,\s]+?)\s+\]/g, (_, a) => `[${a.replace(/\s+/g, ' ')}]`)}\n`;
  writeFileSync(TABLE, text);
  console.log(`Wrote ${TABLE}: rebuild (node scripts/build.mjs) for the loader to carry it.`);
}
