// npm run bench: what each widget costs a page, in bytes and in time.
//   1. builds (scripts/build.mjs) and prints the gzipped bytes of the loader, the shared chunk(s),
//      each widget's entry chunk and each widget's all-in bytes (scripts/sizes.mjs);
//   2. starts the server (scripts/start.mjs) on a free port with a throwaway database and measures
//      each widget's time to interactive in Chromium: a minimal same-origin page (the loader script
//      tag and the widget element, nothing else), cold cache, CPU throttled 4x; median of 5 runs;
//   3. the kiosk (scripts/bench-kiosk.mjs): all-in bytes, marquee frames dropped with a busy main
//      thread (Chrome trace), JS heap and DOM nodes over 10,000 accelerated rate updates;
//   4. the site (scripts/bench-site.mjs): first-load bytes of / and its largest contentful paint
//      (and of /business, /interestrates) at 4x CPU throttle; reports only;
//   5. runs the byte budget check (scripts/budget.mjs).
// Exit code: 1 when a BYTE budget fails, 2 when something could not be measured (build, server or
// browser error, widget never interactive). Timings are printed, never a gate. See docs/performance.md.
import { spawn } from 'node:child_process';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { buildAndStamp } from './build.mjs';
import { benchKiosk } from './bench-kiosk.mjs';
import { benchSite } from './bench-site.mjs';
import { DIST } from './paths.mjs';
import { runBudget } from './budget.mjs';
import { formatTable, measureWidgets } from './sizes.mjs';

const RUNS = 5;
const WARMUP = 1; // one discarded run per widget: the server's first requests are not the widget's cost
const CPU_THROTTLE = 4;
const RUN_TIMEOUT = 30_000;
const SERVER_TIMEOUT = 60_000;

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const started = Date.now();

// ---------------------------------------------------------------------------------------------
// The reference server, always killed on the way out (normal end, error, Ctrl+C).

let server; // ChildProcess
let dataDir;
let serverLog = '';

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'ew-bench-'));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_TOKEN: randomBytes(16).toString('hex') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d) => (serverLog = (serverLog + d).slice(-4000));
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_TIMEOUT;
  for (;;) {
    const res = await Promise.race([
      fetch(`${origin}/data/apiconfig.json`).then(
        (r) => r.ok,
        () => false,
      ),
      exited.then(({ code, signal }) => {
        throw new Error(`the server exited (${signal ?? `code ${code}`}) before it answered:\n${serverLog}`);
      }),
    ]);
    if (res) return origin;
    if (Date.now() > deadline)
      throw new Error(
        `the server did not answer /data/apiconfig.json within ${SERVER_TIMEOUT / 1000} s:\n${serverLog}`,
      );
    await new Promise((r) => setTimeout(r, 150));
  }
}

async function stopServer() {
  const child = server;
  server = undefined;
  if (child && child.exitCode === null && child.signalCode === null) {
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM'); // graceful: the server closes its database
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

// Last resort when the process ends without reaching stopServer (exception, process.exit).
process.on('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, () => {
    console.error(`\n${sig}: stopping the bench`);
    void stopServer().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Time to interactive of one widget, one run, in a fresh browser context.

/**
 * Runs in the page before any of its scripts. Records performance.now() (ms since navigation
 * start) when ew:ready arrives, and when the first form control in the widget's shadow root is
 * enabled, visible and takes focus; TTI is the later of the two (the first moment both hold).
 */
function benchProbe() {
  const b = (window.__ewBench = { ready: null, interactive: null, control: null, error: null });
  // [tabindex="0"]: a display widget's first stop (the FX board's table region) once its data is in.
  const CONTROLS = 'input:not([type=hidden]), select, textarea, button, [tabindex="0"]';
  let host;
  const check = () => {
    if (b.interactive != null) return true;
    const root = host?.shadowRoot;
    const el = root?.querySelector(CONTROLS);
    if (!el || el.disabled || el.closest('[inert], [aria-disabled="true"]')) return false;
    if (el.checkVisibility ? !el.checkVisibility() : !el.getClientRects().length) return false;
    el.focus({ preventScroll: true });
    if (root.activeElement !== el) return false;
    b.interactive = performance.now();
    b.control = `${el.localName}${el.type ? `[type=${el.type}]` : ''}${el.labels?.[0] ? ` "${el.labels[0].textContent.trim()}"` : ''}`;
    el.blur();
    return true;
  };
  addEventListener(
    'ew:ready',
    (e) => {
      if (b.ready != null) return;
      b.ready = performance.now();
      host = e.composedPath()[0];
      if (check()) return;
      const mo = new MutationObserver(() => check() && mo.disconnect());
      mo.observe(host.shadowRoot ?? host, { subtree: true, childList: true, attributes: true });
      const poll = () => (check() ? mo.disconnect() : setTimeout(poll, 5));
      setTimeout(poll, 5);
    },
    true,
  );
  addEventListener('ew:error', (e) => (b.error = JSON.stringify(e.detail)), true);
}

function benchPage(name) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench ${name}</title>` +
    `<link rel="icon" href="data:,"><script src="/widgets/loader.js" async></script></head>` +
    `<body><ew-${name}></ew-${name}></body></html>`
  );
}

async function measureOnce(browser, origin, name) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.addInitScript(benchProbe);
    const url = `${origin}/bench/${name}.html`;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: benchPage(name) }));
    await page.goto(url, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(() => window.__ewBench.interactive != null || window.__ewBench.error != null, null, {
        timeout: RUN_TIMEOUT,
        polling: 100,
      });
    } catch {
      const state = await page.evaluate(() => window.__ewBench).catch(() => null);
      throw new Error(
        `${name}: not interactive within ${RUN_TIMEOUT / 1000} s (state ${JSON.stringify(state)}; page errors: ${errors.join(' | ') || 'none'})`,
      );
    }
    const r = await page.evaluate(() => ({
      ...window.__ewBench,
      scriptsLoaded: Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === 'script' || /\.m?js(\?|$)/.test(e.name))
          .map((e) => e.responseEnd),
      ),
    }));
    if (r.error) throw new Error(`${name}: the widget dispatched ew:error ${r.error}`);
    if (errors.length) console.warn(`  ! ${name}: page errors: ${errors.join(' | ')}`);
    return {
      tti: Math.max(r.ready, r.interactive),
      ready: r.ready,
      scriptsLoaded: r.scriptsLoaded,
      control: r.control,
    };
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;

function ttiTable(results) {
  const rows = [
    ['widget', 'runs', 'TTI median', 'TTI min', 'TTI max', 'ew:ready median', 'scripts loaded median', 'first control'],
  ];
  for (const { name, runs } of results) {
    const tti = runs.map((r) => r.tti);
    rows.push([
      name,
      String(runs.length),
      ms(median(tti)),
      ms(Math.min(...tti)),
      ms(Math.max(...tti)),
      ms(median(runs.map((r) => r.ready))),
      ms(median(runs.map((r) => r.scriptsLoaded))),
      runs[0]?.control ?? '-',
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) =>
    r
      .map((c, i) => (i >= 1 && i <= 6 ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log('== Build');
  await buildAndStamp(); // stamped: the server started below does not build again

  console.log('\n== Bytes (gzip -9 per file; all-in = loader + entry + its static imports, each once)');
  const report = measureWidgets(join(DIST, 'widgets'));
  console.log(formatTable(report));

  console.log(
    `\n== Time to interactive (cold cache, CPU ${CPU_THROTTLE}x slower, median of ${RUNS} runs + ${WARMUP} warm-up)`,
  );
  let browser;
  const results = [];
  try {
    const origin = await startServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    console.log(`server ${origin}, Chromium ${browser.version()} (${CHROMIUM})`);
    // BENCH_ONLY=td-calculator,loan-calculator times just those (bytes and budgets still cover all).
    const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((n) => n.trim())) : undefined;
    for (const w of report.widgets.filter((x) => !only || only.has(x.name))) {
      const runs = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const r = await measureOnce(browser, origin, w.name);
        if (i >= WARMUP) runs.push(r);
        console.log(
          `  ${w.name} run ${i < WARMUP ? 'warm-up' : i - WARMUP + 1}: TTI ${ms(r.tti)} (ew:ready ${ms(r.ready)}, scripts loaded ${ms(r.scriptsLoaded)})`,
        );
      }
      results.push({ name: w.name, runs });
    }
    console.log(`\n${ttiTable(results)}`);
    // The kiosk (issue 7, scripts/bench-kiosk.mjs): all-in bytes, marquee frames with a busy main
    // thread, heap and DOM nodes over 10,000 rate updates. Reports only. BENCH_ONLY=kiosk: just this.
    if (!only || only.has('kiosk')) await benchKiosk({ browser, origin, kioskDir: join(DIST, 'kiosk') });
    // The site (issue 8, scripts/bench-site.mjs): first-load bytes of / and LCP at 4x throttle. BENCH_ONLY=site: just this.
    if (!only || only.has('site')) await benchSite({ browser, origin });
  } finally {
    await browser?.close().catch(() => {});
    await stopServer();
  }

  console.log('\n== Byte budgets');
  const failures = runBudget(join(DIST, 'widgets'), undefined, () => {}); // table printed above
  console.log(`\nbench took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failures.length) {
    console.error(`Byte budget check FAILED (${failures.length}):`);
    for (const f of failures) console.error(`  - ${f}`);
    return 1;
  }
  console.log('Byte budgets: all within budget. (Timings are reported, not checked.)');
  return 0;
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error(`\nbench failed: ${err?.stack ?? err}`);
    await stopServer().catch(() => {});
    process.exit(2);
  },
);
