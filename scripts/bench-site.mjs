// The site's part of `npm run bench`: reports, never a gate.
//   1. first-load bytes of the site's home page (/): every response of a cold load (document,
//      scripts, styles, images, the widget loader and chunks the home page embeds, content JSON),
//      encoded bytes as transferred and each file gzipped on its own as a server sends it;
//   2. largest contentful paint of /, /business and /interestrates, cold cache, CPU throttled 4x,
//      median of 5 runs (+1 warm-up).
// bench.mjs calls benchSite() with its browser and server; run alone against a running server:
//   node scripts/bench-site.mjs http://localhost:8080
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const RUNS = 5;
const WARMUP = 1;
const CPU_THROTTLE = 4;
const PAGES = ['/', '/business', '/interestrates'];
const KB = 1024;
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

/** Records largest-contentful-paint entries from the start of the page. */
function lcpProbe() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__lcp = Math.max(window.__lcp, e.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function coldLoad(browser, origin, path, { throttle }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    const files = new Map();
    page.on('response', async (res) => {
      try {
        const body = await res.body();
        const url = new URL(res.url());
        files.set(url.pathname + url.search, {
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          type: res.headers()['content-type'] ?? '',
        });
      } catch {
        /* redirects and aborted requests have no body */
      }
    });
    await page.addInitScript(lcpProbe);
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    // LCP is final once the user interacts; read it after the page settled.
    await page.waitForTimeout(500);
    const lcp = await page.evaluate(() => window.__lcp);
    return { lcp, files };
  } finally {
    await context.close();
  }
}

export async function benchSite({ browser, origin }) {
  console.log('\n== Site: first-load bytes of / (cold cache; gzip -9 per file as served)');
  const { files } = await coldLoad(browser, origin, '/', { throttle: false });
  const groups = new Map();
  for (const [path, f] of files) {
    const kind = path.startsWith('/widgets/')
      ? 'widgets (loader + home callback form)'
      : /\.js$/.test(path)
        ? 'site scripts'
        : /\.css$/.test(path)
          ? 'site styles'
          : /^\/(cms|api)\//.test(path)
            ? 'content JSON'
            : /\.(svg|png|jpe?g|webp)$/.test(path)
              ? 'images'
              : 'document and other';
    const g = groups.get(kind) ?? { n: 0, raw: 0, gzip: 0 };
    groups.set(kind, { n: g.n + 1, raw: g.raw + f.raw, gzip: g.gzip + f.gzip });
  }
  const rows = [['what', 'files', 'raw', 'gzip']];
  let total = { n: 0, raw: 0, gzip: 0 };
  for (const [kind, g] of [...groups].sort()) {
    rows.push([kind, g.n, kb(g.raw), kb(g.gzip)]);
    total = { n: total.n + g.n, raw: total.raw + g.raw, gzip: total.gzip + g.gzip };
  }
  rows.push(['TOTAL first load of /', total.n, kb(total.raw), kb(total.gzip)]);
  console.log(table(rows));

  console.log(
    `\n== Site: largest contentful paint (cold cache, CPU ${CPU_THROTTLE}x slower, median of ${RUNS} runs + ${WARMUP} warm-up)`,
  );
  const lcpRows = [['page', 'LCP median', 'min', 'max']];
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const { lcp } = await coldLoad(browser, origin, path, { throttle: true });
      if (i >= WARMUP) runs.push(lcp);
    }
    lcpRows.push([
      path,
      `${Math.round(median(runs))} ms`,
      `${Math.round(Math.min(...runs))} ms`,
      `${Math.round(Math.max(...runs))} ms`,
    ]);
  }
  console.log(table(lcpRows));
  return { firstLoad: total, lcp: lcpRows.slice(1) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { chromium } = await import('playwright-core');
  const { CHROMIUM, CHROMIUM_ARGS } = await import('./ensure-chromium.mjs');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await benchSite({ browser, origin: process.argv[2] ?? 'http://localhost:8080' });
  } finally {
    await browser.close();
  }
}
