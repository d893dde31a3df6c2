// The reference server under load: callback GET and business callback POST throughput and latency
// (10 keep-alive connections, per-client limits raised so the limiter is not what is measured, each
// request from its own address through TRUST_PROXY=1 and X-Forwarded-For), then a burst of 1,000
// concurrent callbacks from 1,000 addresses, every acknowledged one looked up in the operator API.
// On the embedded database (PGlite) and on PostgreSQL: BENCH_DATABASE_URL (or TEST_DATABASE_URL), else
// a throwaway cluster with fsync on (scripts/pg-throwaway.mjs; BENCH_POSTGRES=0 leaves it out). Each
// server works in a schema of its own, dropped afterwards. Beside req/s and latency: the server
// process's CPU time per request (and PostgreSQL's, its processes' on this machine), the steadier
// figure on a busy machine.
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
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BRANCHES } from '../shared/branches/index.ts';
import { BUSINESS_CALLBACK } from '../shared/business-callback/form.ts';
import { validValues } from '../shared/business-callback/fixtures.ts';
import { PATHS } from '../shared/config.ts';
import { startThrowawayPostgres } from './pg-throwaway.mjs';

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

const TICK_MS = 10; // Linux's USER_HZ is 100

/** CPU milliseconds a process has used (user + system), from /proc; NaN where there is none. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** CPU milliseconds used by every PostgreSQL server process on this machine (0 without one). */
function postgresCpuMs() {
  let total = 0;
  let dirs = [];
  try {
    dirs = readdirSync('/proc');
  } catch {
    return NaN;
  }
  for (const pid of dirs) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** CONNECTIONS loops sending one request after another for SECONDS: req/s, p50, p99, statuses. */
async function load(server, method, makePath, body) {
  const { port, pid } = server;
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const cpu0 = cpuMs(pid);
  const pg0 = server.postgres ? postgresCpuMs() : 0;
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
  const cpu = (cpuMs(pid) - cpu0) / times.length;
  const pgCpu = server.postgres ? (postgresCpuMs() - pg0) / times.length : undefined;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: times.length / SECONDS, p50: pct(times, 50), p99: pct(times, 99), statuses, cpu, pgCpu };
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
    pid: child.pid,
    postgres: !!databaseUrl,
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
    await load(server, 'GET', (i) => `${PATHS.callback}?${callbackQuery(i)}`).catch(() => undefined);
    const get = await load(server, 'GET', (i) => `${PATHS.callback}?${callbackQuery(i)}`);
    const post = await load(server, 'POST', () => BUSINESS_CALLBACK.submit.path, businessBody);
    const b = await burst(server.port);
    return { backend, get, post, burst: b };
  } finally {
    await server.stop();
    await schema?.drop();
  }
}

const fmt = (r) =>
  `${Math.round(r.rps)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, ` +
  `server CPU ${r.cpu.toFixed(2)} ms/req${r.pgCpu === undefined ? '' : ` + PostgreSQL ${r.pgCpu.toFixed(2)}`} ` +
  `(${Object.entries(r.statuses)
    .map(([s, n]) => `${n} x ${s}`)
    .join(', ')})`;

/**
 * In this process (app.request, no sockets), PGlite in memory: CPU milliseconds per callback GET and
 * per business callback POST, 1,000 each after a warm-up, this tree and (BENCH_SERVER_BEFORE) the
 * older one interleaved in blocks of 100.
 */
async function inProcess(trees) {
  const quiet = { info: () => {}, error: (l) => console.error(l) };
  const apps = [];
  for (const [label, tree] of trees) {
    const { createApp } = await import(join(tree, 'server/app.ts'));
    const { openStorage } = await import(join(tree, 'server/storage/index.ts'));
    const { DEFAULT_LIMITS } = await import(join(tree, 'server/limits.ts'));
    const storage = await openStorage();
    const app = createApp({
      storage,
      adminToken: TOKEN,
      limits: { ...DEFAULT_LIMITS, formPostsPerMinute: 999_999_999 },
      clientAddress: (c) => c.req.header('x-forwarded-for') ?? 'unknown',
      logger: quiet,
    });
    apps.push({ label, app, storage, get: { cpu: 0, n: 0 }, post: { cpu: 0, n: 0 } });
  }
  const get = (app, i) =>
    app.request(`${PATHS.callback}?${callbackQuery(i)}`, { headers: { 'x-forwarded-for': nextAddress() } });
  const post = (app) =>
    app.request(BUSINESS_CALLBACK.submit.path, {
      method: 'POST',
      body: businessBody,
      headers: { 'x-forwarded-for': nextAddress(), 'content-type': 'application/x-www-form-urlencoded' },
    });
  let i = 0;
  for (let block = -2; block < 10; block++) {
    for (const t of block % 2 ? [...apps].reverse() : apps) {
      for (const [kind, send] of [
        ['get', get],
        ['post', post],
      ]) {
        const cpu0 = process.cpuUsage();
        for (let j = 0; j < 100; j++) {
          const res = await send(t.app, i++);
          if (res.status !== 200) throw new Error(`in-process ${kind} answered ${res.status}: ${await res.text()}`);
        }
        const cpu = process.cpuUsage(cpu0);
        // the first two blocks warm up
        if (block >= 0) {
          t[kind].cpu += (cpu.user + cpu.system) / 1000;
          t[kind].n += 100;
        }
      }
    }
  }
  for (const t of apps) {
    await t.storage.close();
    console.log(
      `  in-process (PGlite in memory, 1,000 each), ${t.label}: callback GET ${(t.get.cpu / t.get.n).toFixed(2)} ms CPU, ` +
        `business callback POST ${(t.post.cpu / t.post.n).toFixed(2)} ms CPU`,
    );
  }
}

export async function benchServer({ before = process.env.BENCH_SERVER_BEFORE } = {}) {
  let databaseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  const throwaway =
    !databaseUrl && process.env.BENCH_POSTGRES !== '0' ? await startThrowawayPostgres({ fsync: true }) : undefined;
  databaseUrl ??= throwaway?.url;
  const backends = [['PGlite', undefined], ...(databaseUrl ? [['PostgreSQL', databaseUrl]] : [])];
  const trees = [['this tree', ROOT], ...(before ? [['before', resolve(before)]] : [])];
  console.log(
    `\nServer: ${CONNECTIONS} connections, ${SECONDS} s each, limits raised, one address per request; ` +
      `burst of ${BURST} concurrent callbacks from ${BURST} addresses. ` +
      'Goals on a quiet machine: >= 1,500 req/s on PGlite and >= 3,000 on PostgreSQL at p99 <= 50 ms; burst p99 <= 1 s',
  );
  if (throwaway) console.log('  PostgreSQL: a throwaway cluster on this machine, fsync on');
  if (!databaseUrl) console.log('  (no PostgreSQL here: set BENCH_DATABASE_URL to measure it too)');
  try {
    await inProcess(trees);
    return await measureAll(backends, trees, before);
  } finally {
    throwaway?.stop();
  }
}

async function measureAll(backends, trees, before) {
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
          `burst p99 x${ratio((r) => r.burst.p99)}; server CPU per request: GET x${ratio((r) => r.get.cpu)}, ` +
          `POST x${ratio((r) => r.post.cpu)}`,
      );
    }
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await benchServer();
  process.exit(results.every((r) => r.burst.lost === 0) ? 0 : 1);
}
