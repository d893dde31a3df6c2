// npm run bench: what each widget costs a page, in bytes and in time.
//   1. builds (scripts/build.mjs) and prints the bytes (brotli as served, and gzip) of the loader,
//      the shared chunks, each widget's entry, first screen and all-in bytes (scripts/sizes.mjs);
//   2. starts the server (scripts/start.mjs) on a free port with a throwaway database and measures
//      each widget's time to interactive in Chromium against the naive React reference, CPU 4x
//      slower, without and with a 4G network, cold cache, interleaved (scripts/bench-mobile.mjs);
//   3. the kiosk (scripts/bench-kiosk.mjs): all-in bytes, marquee frames dropped with a busy main
//      thread (Chrome trace), JS heap and DOM nodes over 10,000 accelerated rate updates;
//   4. the site (scripts/bench-site.mjs): first-load bytes of / and its largest contentful paint
//      (and of /business, /interestrates) at 4x CPU throttle; reports only;
//   5. Lighthouse, mobile (scripts/bench-lighthouse.mjs): performance score and Web Vitals of the site's
//      routes and of a partner page with one widget between paragraphs; reports only;
//   6. the server (scripts/bench-server.mjs): callback GET and POST throughput and p99 (10 connections,
//      limits raised), a burst of 1,000 concurrent submissions from distinct addresses, on PGlite and
//      on PostgreSQL (BENCH_DATABASE_URL, else a throwaway cluster), with the server's CPU per
//      request; BENCH_ONLY=server: just this (after the bytes);
//   7. runs the byte budget check (scripts/budget.mjs).
// Exit code: 1 when a BYTE budget fails, 2 when something could not be measured (build, server or
// browser error, widget never interactive). Timings are printed, never a gate. See docs/performance.md.
import { spawn, spawnSync } from 'node:child_process';
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
import { benchLighthouse } from './bench-lighthouse.mjs';
import { benchSite } from './bench-site.mjs';
import { DIST } from './paths.mjs';
import { runBudget } from './budget.mjs';
import { benchMobile } from './bench-mobile.mjs';
import { formatTable, measureWidgets } from './sizes.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 3); // per page and profile, after one warm-up round
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

async function main() {
  console.log('== Build');
  await buildAndStamp(); // stamped: the server started below does not build again

  console.log(
    '\n== Bytes (per file as served: brotli q11, and gzip -9; all-in = loader + entry + its static imports, each once)',
  );
  const report = measureWidgets(join(DIST, 'widgets'));
  console.log(formatTable(report));

  console.log(
    '\n== Time to interactive on a phone (cold cache, CPU 4x slower; then + 4G), against a naive React build',
  );
  // BENCH_ONLY=callback-form,auto-loan times just those (bytes and budgets still cover all).
  const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((n) => n.trim())) : undefined;
  let browser;
  try {
    const origin = await startServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    console.log(`server ${origin}, Chromium ${browser.version()} (${CHROMIUM})`);
    const sizes = Object.fromEntries(report.widgets.map((w) => [w.name, { allInBr: w.allInBr, firstBr: w.firstBr }]));
    await benchMobile({ browser, origin, distWidgets: join(DIST, 'widgets'), runs: RUNS, sizes });
    // The kiosk (scripts/bench-kiosk.mjs): all-in bytes, marquee frames with a busy main
    // thread, heap and DOM nodes over 10,000 rate updates. Reports only. BENCH_ONLY=kiosk: just this.
    if (!only || only.has('kiosk')) await benchKiosk({ browser, origin, kioskDir: join(DIST, 'kiosk') });
    // The site (scripts/bench-site.mjs): first-load bytes of / and LCP at 4x throttle. BENCH_ONLY=site: just this.
    if (!only || only.has('site')) await benchSite({ browser, origin });
    // Lighthouse mobile over the site's routes and a one-widget partner page. BENCH_ONLY=lighthouse: just this.
    if (!only || only.has('lighthouse')) {
      console.log('\n== Lighthouse (mobile): performance score and Web Vitals');
      await benchLighthouse({ origin, runs: Number(process.env.LH_RUNS || 1) });
    }
  } finally {
    await browser?.close().catch(() => {});
    await stopServer();
  }

  // The services under load (scripts/bench-server.mjs): callback throughput and p99, and a burst
  // of 1,000 concurrent submissions, on PGlite and PostgreSQL (a throwaway cluster unless
  // BENCH_DATABASE_URL). Reports only.
  let serverBench = true;
  if (!only || only.has('server')) {
    console.log('\n== Server: callback throughput and p99; a burst of 1,000 submissions');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-server.mjs'], { stdio: 'inherit' });
    serverBench = run.status === 0;
    if (!serverBench) console.error('server bench FAILED: it could not run, or an acknowledged submission was lost');
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
  return serverBench ? 0 : 2;
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error(`\nbench failed: ${err?.stack ?? err}`);
    await stopServer().catch(() => {});
    process.exit(2);
  },
);
