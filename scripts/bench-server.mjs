// The reference server under load: callback GET and business callback POST throughput and latency
// (10 keep-alive connections, per-client limits raised so the limiter is not what is measured, each
// request from its own address through TRUST_PROXY=1 and X-Forwarded-For), then a burst of 1,000
// concurrent callbacks from 1,000 addresses, every acknowledged one looked up in the operator API.
// On the embedded database always; on PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
// is set (a schema of its own, dropped afterwards).
//
//   node --import tsx scripts/bench-server.mjs
//   BENCH_SERVER_BEFORE=/tmp/old-tree node --import tsx scripts/bench-server.mjs
//
// BENCH_SERVER_BEFORE: a copy of an older tree (its server/ and shared/, e.g. `git archive <commit>
// server shared | tar -x -C /tmp/old-tree`, node_modules linked): measured in the same run,
// interleaved with this tree, and printed as ratios. BENCH_SERVER_SECONDS: per measurement (5).
// Timings on a shared machine are noisy: compare ratios within one run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BRANCHES } from '../shared/branches/index.ts';
import { BUSINESS_CALLBACK } from '../shared/business-callback/form.ts';
import { validValues } from '../shared/business-callback/fixtures.ts';
import { PATHS } from '../shared/config.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SERVER_SECONDS || 5);
const CONNECTIONS = 10;
const BURST = 1000;
const TOKEN = randomBytes(32).toString('hex');

const callbackQuery = (i) =>
  new URLSearchParams({
    CustomerName: `Bench Visitor ${i}`,
    MobileNumber: '09181234567',
    PreferredStore: String(BRANCHES[i % BRANCHES.length].code),
    PreferredSchedule: 'AM',
    AgreeTerms: 'Yes',
    Others: 'false,false,false,false,true|Yes',
  }).toString();
const businessBody = (() => {
  const r = BUSINESS_CALLBACK.validate(validValues());
  if (!r.ok) throw new Error(`business callback fixture invalid: ${JSON.stringify(r.errors)}`);
  return new URLSearchParams(BUSINESS_CALLBACK.payload(r.output)).toString();
})();

let addressCounter = 0;
/** A fresh client address per request (10.x.y.z). */
const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function send(agent, port, method, path, body) {
  return new Promise((done) => {
    const t0 = performance.now();
    const headers = { 'x-forwarded-for': nextAddress() };
    if (body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = Buffer.byteLength(body);
    }
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => done({ status: res.statusCode, ms: performance.now() - t0, text }));
    });
    req.on('error', () => done({ status: 0, ms: performance.now() - t0, text: '' }));
    req.end(body);
  });
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** CONNECTIONS loops sending one request after another for SECONDS: req/s, p50, p99, statuses. */
async function load(port, method, makePath, body) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const end = performance.now() + SECONDS * 1000;
  const times = [];
  const statuses = {};
  let i = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const r = await send(agent, port, method, makePath(i++), body);
        times.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p50: pct(times, 50), p99: pct(times, 99), statuses };
}

/** BURST concurrent callbacks from BURST addresses; p99 and whether every acknowledged one is stored. */
async function burst(port) {
  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const t0 = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) => send(agent, port, 'GET', `${PATHS.callback}?${callbackQuery(1e6 + i)}`)),
  );
  const wall = performance.now() - t0;
  agent.destroy();
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  const acknowledged = answers.filter((a) => a.status === 200).map((a) => JSON.parse(a.text).id);
  const listed = await fetch(`http://127.0.0.1:${port}/admin/api/submissions?form=callback&limit=10000`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  }).then((r) => r.json());
  const stored = new Set(listed.map((s) => s.id));
  return {
    ok: acknowledged.length,
    p99: pct(times, 99),
    wall,
    lost: acknowledged.filter((id) => !stored.has(id)).length,
  };
}

async function startServer(tree, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ew-bench-server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', join(tree, 'server/main.ts')], {
    cwd: tree,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ADMIN_TOKEN: TOKEN,
      TRUST_PROXY: '1',
      LIMIT_FORM_POSTS_PER_MINUTE: '999999999',
      DIST_DIR: join(dataDir, 'no-dist'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise((done, fail) => {
    const on = (c) => {
      out += c.toString();
      const m = /Listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) done(Number(m[1]));
    };
    child.stdout.on('data', on);
    child.stderr.on('data', on);
    child.on('exit', (code) => fail(new Error(`server exited (${code}):\n${out}`)));
  });
  child.stdout.removeAllListeners('data');
  child.stderr.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.resume();
  return {
    port,
    async stop() {
      child.removeAllListeners('exit');
      await new Promise((done) => {
        child.on('exit', done);
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshSchema(url) {
  const schema = `ew_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: scoped.toString(),
    async drop() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** One tree on one back end: the three measurements. */
async function measure(tree, backend, databaseUrl) {
  const schema = databaseUrl ? await freshSchema(databaseUrl) : undefined;
  const server = await startServer(tree, schema?.url);
  try {
    // warm-up
    await load(server.port, 'GET', (i) => `${PATHS.callback}?${callbackQuery(i)}`).catch(() => undefined);
    const get = await load(server.port, 'GET', (i) => `${PATHS.callback}?${callbackQuery(i)}`);
    const post = await load(server.port, 'POST', () => BUSINESS_CALLBACK.submit.path, businessBody);
    const b = await burst(server.port);
    return { backend, get, post, burst: b };
  } finally {
    await server.stop();
    await schema?.drop();
  }
}

const fmt = (r) =>
  `${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms ` +
  `(${Object.entries(r.statuses)
    .map(([s, n]) => `${n} x ${s}`)
    .join(', ')})`;

/**
 * In this process, on one embedded database, the callback GET with the rate-limit counters in the
 * database (one statement a request, as before) and in memory (now), interleaved in blocks: CPU
 * milliseconds and wall milliseconds per request. CPU time is the steadier measure on a busy machine.
 */
async function inProcess() {
  const { createApp } = await import('../server/app.ts');
  const { openStorage } = await import('../server/storage/index.ts');
  const { openPglite } = await import('../server/storage/db.ts');
  const { migrate } = await import('../server/storage/migrations.ts');
  const { limitStore } = await import('../server/storage/limits.ts');
  const { DEFAULT_LIMITS } = await import('../server/limits.ts');
  const storage = await openStorage();
  const counterDb = await openPglite();
  await migrate(counterDb);
  const quiet = { info: () => {}, error: (l) => console.error(l) };
  const limits = { ...DEFAULT_LIMITS, formPostsPerMinute: 999_999_999 };
  const make = (store) =>
    createApp({
      storage: { ...storage, limits: store },
      adminToken: TOKEN,
      limits,
      clientAddress: (c) => c.req.header('x-forwarded-for') ?? 'unknown',
      logger: quiet,
    });
  // the counters' statement on a second embedded database in this process (same thread, same cost)
  const db = make(limitStore(counterDb));
  const memory = make(storage.limits);
  const totals = { db: { cpu: 0, wall: 0, n: 0 }, memory: { cpu: 0, wall: 0, n: 0 } };
  let i = 0;
  for (let block = 0; block < 10; block++) {
    for (const [name, app] of block % 2
      ? [
          ['memory', memory],
          ['db', db],
        ]
      : [
          ['db', db],
          ['memory', memory],
        ]) {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (let j = 0; j < 100; j++) {
        const res = await app.request(`${PATHS.callback}?${callbackQuery(i)}`, {
          headers: { 'x-forwarded-for': nextAddress() },
        });
        if (res.status !== 200) throw new Error(`in-process callback answered ${res.status}`);
        i++;
      }
      const cpu = process.cpuUsage(cpu0);
      totals[name].cpu += (cpu.user + cpu.system) / 1000;
      totals[name].wall += performance.now() - t0;
      totals[name].n += 100;
    }
  }
  await storage.close();
  await counterDb.close();
  const per = (t) => `${(t.cpu / t.n).toFixed(2)} ms CPU, ${(t.wall / t.n).toFixed(2)} ms wall`;
  console.log(
    `  in-process callback GET (PGlite, 1,000 each, interleaved): counters in the database ${per(totals.db)}; ` +
      `in memory ${per(totals.memory)}; memory / database: CPU x${(totals.memory.cpu / totals.db.cpu).toFixed(2)}, ` +
      `wall x${(totals.memory.wall / totals.db.wall).toFixed(2)}`,
  );
}

export async function benchServer({ before = process.env.BENCH_SERVER_BEFORE } = {}) {
  const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const backends = [['PGlite', undefined], ...(databaseUrl ? [['PostgreSQL', databaseUrl]] : [])];
  const trees = [['this tree', ROOT], ...(before ? [['before', resolve(before)]] : [])];
  console.log(
    `\nServer: ${CONNECTIONS} connections, ${SECONDS} s each, limits raised, one address per request; ` +
      `burst of ${BURST} concurrent callbacks from ${BURST} addresses`,
  );
  if (!databaseUrl) console.log('  (PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
  await inProcess();
  const results = [];
  for (const [backend, url] of backends) {
    // interleaved, twice, so a busy moment of the machine does not land on one tree only
    for (let round = 0; round < (before ? 2 : 1); round++) {
      for (const [label, tree] of round % 2 ? [...trees].reverse() : trees) {
        const r = await measure(tree, backend, url);
        results.push({ label, ...r });
        console.log(
          `  ${backend} ${label}: callback GET ${fmt(r.get)}; business callback POST ${fmt(r.post)}; ` +
            `burst: ${r.burst.ok}/${BURST} x 200, p99 ${Math.round(r.burst.p99)} ms, ` +
            `${r.burst.lost} acknowledged not stored`,
        );
      }
    }
    if (before) {
      const mean = (label, f) => {
        const rs = results.filter((r) => r.backend === backend && r.label === label);
        return rs.reduce((s, r) => s + f(r), 0) / rs.length;
      };
      const ratio = (f) => (mean('this tree', f) / mean('before', f)).toFixed(2);
      console.log(
        `  ${backend} this tree / before: GET req/s x${ratio((r) => r.get.rps)}, GET p99 x${ratio((r) => r.get.p99)}, ` +
          `POST req/s x${ratio((r) => r.post.rps)}, POST p99 x${ratio((r) => r.post.p99)}, ` +
          `burst p99 x${ratio((r) => r.burst.p99)}`,
      );
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchServer();
  process.exit(results.every((r) => r.burst.lost === 0) ? 0 : 1);
}
