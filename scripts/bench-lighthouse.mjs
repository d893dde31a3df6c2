// Lighthouse (mobile), as partners judge a page: `npm run bench` prints the performance score and the
// Web Vitals Lighthouse reports (FCP, LCP, TBT, CLS, Speed Index) for the site's routes and for a partner
// page with one widget between paragraphs of text. Reports only, never a gate (timings depend on the
// machine; layout shift is gated by the browser tests, tests/e2e/*cls*).
//
// Lighthouse's default mobile profile: a 412x823 phone, simulated slow 4G (150 ms round trip,
// 1.6 Mbit/s) and a CPU 4x slower, simulated from one unthrottled load (Lantern), so figures vary
// less with the machine than a real throttled load would. Debian's Chromium, launched by
// chrome-launcher (Lighthouse's own), no download.
//
// The partner page is the build's partner article page for one widget (demo/one.html, written per
// widget by scripts/partner-pages.mjs): the widget alone between paragraphs of a partner's text.
//
//   node scripts/bench-lighthouse.mjs http://127.0.0.1:8080 [runs=1]   (against a running server)
//   LH_PATHS=/,/forms ...   other site paths;  LH_WIDGET=personal-loan ...   another partner widget
//   LH_DETAIL=1 ...   also prints, per run, what blocked the main thread (Lighthouse's long tasks, by
//                     script) and each script's time: which file a TBT comes from
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_BASE_ARGS } from './ensure-chromium.mjs';

export const SITE_PATHS = ['/', '/loans', '/loans/autoloans', '/forms', '/deposits/timedeposit'];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const AUDITS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

async function audit(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const row = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [k, id] of Object.entries(AUDITS)) row[k] = lhr.audits[id]?.numericValue ?? NaN;
  if (process.env.LH_DETAIL) console.log(detail(url, lhr, row.score));
  return row;
}

/** The long tasks (simulated, CPU 4x) and each script's time, as Lighthouse's diagnostics list them. */
function detail(url, lhr, score) {
  const path = (u) => (u || '').replace(/^https?:\/\/[^/]+/, '') || u;
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const tasks = items('long-tasks').map(
    (t) => `${path(t.url)} at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms`,
  );
  const scripts = items('bootup-time').map(
    (t) => `${path(t.url)}: ${Math.round(t.total)} ms (script ${Math.round(t.scripting)})`,
  );
  return [
    `${path(url)} score ${score}`,
    `  long tasks: ${tasks.join(' | ') || 'none'}`,
    `  by script: ${scripts.join(' | ') || 'none'}`,
  ].join('\n');
}

const fmt = {
  score: (n) => String(n),
  FCP: (n) => `${(n / 1000).toFixed(1)} s`,
  LCP: (n) => `${(n / 1000).toFixed(1)} s`,
  TBT: (n) => `${Math.round(n)} ms`,
  CLS: (n) => n.toFixed(3),
  SI: (n) => `${(n / 1000).toFixed(1)} s`,
};

/**
 * Audits each page `runs` times (medians) and prints one table. Returns the rows, so bench.mjs can
 * put them beside the other figures.
 */
export async function benchLighthouse({ origin, runs = 1, paths = SITE_PATHS, widget = 'callback-form' }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_BASE_ARGS],
  });
  const rows = [];
  try {
    const pages = [
      ...paths.map((p) => [p, origin + p]),
      [`partner page, one ew-${widget}`, `${origin}/demo/one/${widget}.html`],
    ];
    for (const [label, url] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, url));
      const row = { page: label };
      for (const k of Object.keys(fmt)) row[k] = median(results.map((r) => r[k]));
      rows.push(row);
    }
  } finally {
    await chrome.kill();
  }
  const head = ['page', ...Object.keys(fmt)];
  const cells = [head, ...rows.map((r) => [r.page, ...Object.keys(fmt).map((k) => fmt[k](r[k]))])];
  const widths = head.map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  const line = (c) => c.map((s, i) => (i === 0 ? s.padEnd(widths[i]) : s.padStart(widths[i]))).join('  ');
  console.log([line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n'));
  console.log('(Lighthouse 12 mobile: 412x823, simulated slow 4G and CPU 4x; performance score 0-100, medians)');
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [origin, runs] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: node scripts/bench-lighthouse.mjs http://127.0.0.1:8080 [runs]');
    process.exit(2);
  }
  const paths = process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : SITE_PATHS;
  await benchLighthouse({ origin, runs: Number(runs || 1), paths, widget: process.env.LH_WIDGET || undefined });
}
