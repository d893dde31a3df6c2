// The height of every widget's prerendered first screen, per language and width band, measured in
// Chromium from the built first-screen modules (dist/widgets) with the widget CSS: the loader reserves
// this box before anything has arrived (widgets/runtime/loader.ts), so the host page does not shift.
// Written to widgets/registry/reserve-heights.json (committed: `npm start` builds without a browser);
// tests/e2e/reserve.spec.ts fails when it is stale. Regenerate after a first screen changes:
//   node scripts/build.mjs && node scripts/reserve-heights.mjs && node scripts/build.mjs
// `--check` measures and compares instead of writing (exit 1 when stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium.mjs';
import { DIST } from './paths.mjs';

const root = resolve(import.meta.dirname, '..');
export const TABLE = join(root, 'widgets/registry/reserve-heights.json');
/**
 * Lower bounds of the width bands (px of the element's width). A band reserves the tallest height
 * measured at its lower bound, so it never underestimates within the band. Kept in step with the
 * loader (widgets/runtime/loader.ts).
 */
export const BANDS = [0, 360, 400, 480, 600, 720, 960];
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

/** A tiny static server of dist/widgets plus an empty page to measure in. */
function serve() {
  const types = { '.js': 'text/javascript', '.html': 'text/html' };
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:0"></body></html>');
    }
    try {
      const body = readFileSync(join(DIST, 'widgets', path.replace(/^\/widgets\//, '').replace(/\.\./g, '')));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
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
  const base = `http://127.0.0.1:${server.address().port}`;
  // Loaded here: the build reads this module's table code on machines without a browser.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const table = {};
  const widths = BANDS.map((b) => Math.max(b, NARROWEST));
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/`);
    const files = Object.entries(manifest.first).flatMap(([name, byLocale]) =>
      Object.entries(byLocale).map(([locale, file]) => [name, locale, `${base}/widgets/${file}`]),
    );
    for (const viewport of [...new Set([...widths, ...VIEWPORTS])].sort((a, b) => a - b)) {
      await page.setViewportSize({ width: viewport, height: 800 });
      const heights = await page.evaluate(firstScreenHeights, {
        files,
        widths: widths.map((w) => (w <= viewport ? w : 0)),
      });
      for (const [name, locale, i, height] of heights) {
        const rows = ((table[name] ??= {})[locale] ??= { narrow: BANDS.map(() => 0), wide: BANDS.map(() => 0) });
        const row = viewport <= NARROW_VIEWPORT ? rows.narrow : rows.wide;
        row[i] = Math.max(row[i], Math.ceil(height / STEP) * STEP);
      }
    }
  } finally {
    await browser.close();
    server.close();
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

/** In the page: each first screen shown in a block of each width, its height. */
async function firstScreenHeights({ files, widths }) {
  const out = [];
  for (const [name, locale, url] of files) {
    const m = await import(url);
    for (const [i, width] of widths.entries()) {
      if (!width) continue;
      const el = document.body.appendChild(document.createElement('div'));
      el.style.width = `${width}px`;
      m.default(el, { locale });
      await document.fonts.ready;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      out.push([name, locale, i, el.getBoundingClientRect().height]);
      el.remove();
    }
  }
  return out;
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
  if (process.argv.includes('--check')) {
    const now = readFileSync(TABLE, 'utf8');
    if (now !== text) {
      console.error(`${TABLE} is stale: run node scripts/reserve-heights.mjs, then rebuild.\nMeasured:\n${text}`);
      process.exit(1);
    }
    console.log('reserve-heights.json is current');
  } else {
    writeFileSync(TABLE, text);
    console.log(`Wrote ${TABLE}`);
  }
}
