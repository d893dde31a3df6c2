// npm test: every test, on a fresh machine. Lint, format, types and a fresh build side by side, the byte budgets,
// unit tests and component tests (vitest's two projects, vitest.config.ts: the components project
// renders the UI kit, runtime and wizard engine in Debian Chromium; the storage suite also runs
// against PostgreSQL too: a throwaway cluster, scripts/pg-throwaway.mjs, unless TEST_DATABASE_URL names
// one), then the browser tests (Playwright in Debian
// Chromium, installed here when missing) and, beside them, the cross-engine smoke suite in Chromium,
// Firefox ESR and WebKitGTK (tests/smoke; the engines from Debian too, scripts/ensure-engines.mjs),
// and the screen reader journeys under Orca (scripts/test-sr.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureEngines } from './ensure-engines.mjs';
import { startThrowawayPostgres } from './pg-throwaway.mjs';

const reports = mkdtempSync(join(tmpdir(), 'ew-test-'));
const started = Date.now();

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const t = Date.now();
  const r = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `  ${label}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${((Date.now() - t) / 1000).toFixed(1)} s`,
  );
  return r.status === 0;
}

const npx = (label, ...args) => run(label, 'npx', ['--no-install', ...args]);

/** Runs in the background, its output kept for later; resolves to whether it passed. */
function runBeside(command, args, env, log) {
  const out = createWriteStream(log);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => child.on('close', (code) => out.end(() => resolve(code === 0))));
}

let ok = true;

ensureChromium();
ensureEngines();
// The PostgreSQL back end's tests (the storage suites on both back ends, two instances on one
// database) need a server: without TEST_DATABASE_URL, a throwaway cluster for this run, removed at exit.
if (!process.env.TEST_DATABASE_URL) {
  const t = Date.now();
  const pg = await startThrowawayPostgres();
  if (pg) {
    process.env.TEST_DATABASE_URL = pg.url;
    console.log(`A throwaway PostgreSQL for this run (${((Date.now() - t) / 1000).toFixed(1)} s): ${pg.url}`);
  } else {
    console.log('No PostgreSQL: the storage suites run against the embedded database only.');
  }
}

/**
 * Runs steps at once (each one process, mostly on one core), each one's output kept and printed
 * whole, in order, when all have ended; resolves to whether every one passed.
 */
async function runTogether(steps) {
  const results = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const t = Date.now();
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let out = '';
          child.stdout.on('data', (c) => (out += c));
          child.stderr.on('data', (c) => (out += c));
          child.on('close', (code) => resolve({ label, code, out, s: (Date.now() - t) / 1000 }));
        }),
    ),
  );
  for (const { label, code, out, s } of results) {
    console.log(`\n▶ ${label}\n${out}  ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${s.toFixed(1)} s`);
  }
  return results.every((r) => r.code === 0);
}

// Lint, format and types read the sources only, the build writes dist/: side by side.
ok =
  (await runTogether([
    ['lint', 'npx', ['--no-install', 'eslint', '.']],
    ['format', 'npx', ['--no-install', 'prettier', '--check', '.']],
    ['typecheck', 'npx', ['--no-install', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
    ['build', 'node', ['scripts/build.mjs']],
  ])) && ok;
ok = run('bundle budgets', 'node', ['scripts/budget.mjs']) && ok;
const unitJson = join(reports, 'vitest.json');
ok =
  npx(
    'unit and component tests',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitJson}`,
  ) && ok;
// The other engines' smoke suite runs beside the Chromium browser tests (its own server and port):
// the whole run stays well within CI's time.
const smokeJson = join(reports, 'smoke.json');
const smokeLog = join(reports, 'smoke.log');
console.log('\n▶ cross-engine smoke suite (Chromium, Firefox ESR, WebKitGTK), beside the browser tests');
const smokeStarted = Date.now();
const smoke = runBeside(
  process.execPath,
  ['--import', 'tsx', 'tests/smoke/run.ts'],
  { SMOKE_JSON: smokeJson },
  smokeLog,
);
const e2eJson = join(reports, 'playwright.json');
ok =
  run('browser tests', 'npx', ['--no-install', 'playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  }) && ok;
// The journeys under a real screen reader (Orca); skipped, saying why, where Orca cannot be installed.
ok = run('screen reader journeys (Orca)', 'node', ['scripts/test-sr.mjs']) && ok;
const smokeOk = await smoke;
console.log(`\n▶ cross-engine smoke suite (its output)\n${readFileSync(smokeLog, 'utf8')}`);
console.log(
  `  cross-engine smoke suite: ${smokeOk ? 'ok' : 'FAILED'} in ${((Date.now() - smokeStarted) / 1000).toFixed(1)} s`,
);
ok = smokeOk && ok;

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
const unit = read(unitJson);
const e2e = read(e2eJson);
// Repeated here, at the end, where a CI log cut to its tail still shows them. vitest keeps a retried
// test's earlier failures: passed with failure messages is passed on its retry.
const unitTests = (status, failures) =>
  (unit?.testResults ?? []).flatMap((f) =>
    f.assertionResults
      .filter((t) => t.status === status && (!failures || t.failureMessages?.length))
      .map((t) => `${relative(process.cwd(), f.name)} > ${t.fullName}\n    ${t.failureMessages?.[0]?.split('\n')[0]}`),
  );
for (const [title, list] of [
  ['Unit and component tests that failed', unitTests('failed')],
  ['Unit and component tests that passed only on their retry', unitTests('passed', true)],
]) {
  if (list.length) console.log(`\n${title}:\n  ${list.join('\n  ')}`);
}
const engines = Object.values(read(smokeJson) ?? {});
const passed =
  (unit?.numPassedTests ?? 0) +
  (e2e?.stats?.expected ?? 0) +
  (e2e?.stats?.flaky ?? 0) +
  engines.reduce((n, r) => n + r.passed + r.flaky, 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + engines.reduce((n, r) => n + r.failed, 0);
const skipped = (unit?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
writeFileSync(join(reports, 'summary.txt'), `${passed} passed, ${failed} failed\n`);
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 && passed > 0 ? 0 : 1);
