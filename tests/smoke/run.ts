/**
 * Runs the cross-engine smoke suite (tests/smoke/suite.ts) against `npm start` on SMOKE_PORT with a
 * throwaway database, engine after engine: `node --import tsx tests/smoke/run.ts [chromium] [firefox]
 * [webkit]` (all three by default). Prints each engine's result and time; with SMOKE_JSON set, writes
 * them there for scripts/test.mjs. A scenario that fails is tried once more on CI (as Playwright's
 * retries), and counted flaky when it then passes.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { ensureEngines } from '../../scripts/ensure-engines.mjs';
import { ENGINES, launch, type Engine } from './driver.ts';
import { SCENARIOS, type Context } from './suite.ts';

const PORT = Number(process.env.SMOKE_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1);
const BASE = `http://localhost:${PORT}`;
const engines = (process.argv.slice(2).filter((a) => (ENGINES as string[]).includes(a)) as Engine[]).length
  ? (process.argv.slice(2) as Engine[])
  : [...ENGINES];
const retries = process.env.CI ? 1 : 0;
/** SMOKE_ONLY=<part of a name>: only the scenarios whose name has it (while working on one). */
const only = process.env.SMOKE_ONLY;

export interface EngineResult {
  passed: number;
  failed: number;
  flaky: number;
  seconds: number;
  failures: string[];
}

async function startServer() {
  // Our own server, never one left running on the port (its database and token are not ours).
  const taken = await fetch(`${BASE}/data/apiconfig.json`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is in use: set SMOKE_PORT`);
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: join(tmpdir(), `ew-smoke-${process.pid}`),
      ADMIN_TOKEN,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
  });
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/data/apiconfig.json`)).ok) return server;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until || server.exitCode !== null) throw new Error(`the server on ${PORT} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ctx: Context = {
  async admin(path) {
    const res = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json();
  },
};

async function runEngine(engine: Engine): Promise<EngineResult> {
  const started = Date.now();
  const result: EngineResult = { passed: 0, failed: 0, flaky: 0, seconds: 0, failures: [] };
  for (const scenario of SCENARIOS.filter((s) => !only || s.name.includes(only))) {
    for (let attempt = 0; attempt <= retries; attempt++) {
      const t = Date.now();
      // A fresh browser per scenario: nothing one leaves behind can make another pass.
      let driver;
      try {
        driver = await launch(engine, BASE);
        await scenario.run(driver, ctx);
        console.log(`  ✓ [${engine}] ${scenario.name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
        if (attempt > 0) result.flaky++;
        else result.passed++;
        break;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.log(`  ✗ [${engine}] ${scenario.name}${attempt < retries ? ' (trying again)' : ''}\n      ${message}`);
        if (attempt === retries) {
          result.failed++;
          result.failures.push(`${scenario.name}: ${message}`);
        }
      } finally {
        await driver?.close().catch(() => undefined);
      }
    }
  }
  result.seconds = Math.round((Date.now() - started) / 1000);
  return result;
}

ensureChromium();
ensureEngines();
const server = await startServer();
const results: Partial<Record<Engine, EngineResult>> = {};
try {
  for (const engine of engines) {
    console.log(`\n▶ smoke suite in ${engine}`);
    results[engine] = await runEngine(engine);
  }
} finally {
  server.kill();
}
console.log('');
for (const [engine, r] of Object.entries(results)) {
  console.log(`smoke ${engine}: ${r.passed + r.flaky} passed (${r.flaky} flaky), ${r.failed} failed in ${r.seconds} s`);
}
if (process.env.SMOKE_JSON) writeFileSync(process.env.SMOKE_JSON, JSON.stringify(results, null, 2));
const all = Object.values(results);
const passed = all.reduce((n, r) => n + r.passed + r.flaky, 0);
const failed = all.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
