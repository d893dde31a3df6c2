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
// The partner page is served by a small server of its own on another port (another origin, as a
// partner's page is), loading the loader from the project's server by script tag.
//
//   node scripts/bench-lighthouse.mjs http://127.0.0.1:8080 [runs=1]   (against a running server)
//   LH_PATHS=/,/forms ...   other site paths;  LH_WIDGET=ew-personal-loan ...   another partner widget
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium.mjs';

export const SITE_PATHS = ['/', '/loans', '/loans/autoloans', '/forms', '/deposits/timedeposit'];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const PARAGRAPH =
  'Dealers across the country now offer same-day financing on new and pre-owned cars. Compare the ' +
  'monthly amortisation of each term, prepare your valid IDs and proof of income, and visit the ' +
  'showroom nearest you: our partners will walk you through the rest of the paperwork.';

/** A partner's campaign page: a heading, text, the widget, more text. */
export function partnerPage(origin, tag) {
  const p = Array.from({ length: 3 }, () => `<p>${PARAGRAPH}</p>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A partner's campaign page with one bank widget between paragraphs.">
<title>Drive home this month | Partner dealer</title>
<link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:44rem;padding:0 1rem;color:#222}</style>
<script src="${origin}/widgets/loader.js" async></script>
</head>
<body>
<main>
<h1>Drive home this month</h1>
${p}
<${tag}></${tag}>
${p}
</main>
</body>
</html>`;
}

/** Serves the partner page on a free loopback port; resolves to { url, close }. */
export function servePartnerPage(origin, tag) {
  const html = partnerPage(origin, tag);
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/partner.html`,
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

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
  return row;
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
export async function benchLighthouse({ origin, runs = 1, paths = SITE_PATHS, widget = 'ew-callback-form' }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const partner = await servePartnerPage(origin, widget);
  const rows = [];
  try {
    const pages = [...paths.map((p) => [p, origin + p]), [`partner page, one ${widget}`, partner.url]];
    for (const [label, url] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await audit(chrome.port, url));
      const row = { page: label };
      for (const k of Object.keys(fmt)) row[k] = median(results.map((r) => r[k]));
      rows.push(row);
    }
  } finally {
    await partner.close();
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
