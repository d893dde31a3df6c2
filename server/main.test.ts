/**
 * The real entry point, as `npm start` runs it: a child process on a random port with a temp
 * DATA_DIR. Checks start-up output, a round trip, graceful SIGTERM, and that data and the generated
 * operator token survive restarts (and that a token from ADMIN_TOKEN is never printed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { callbackQuery } from '../shared/callback/fixtures.ts';
import { PATHS } from '../shared/config.ts';
import { serverTimeouts } from './http/timeouts.ts';
import { STALE_MS } from './data-lock.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const children = new Set<ChildProcess>();
let dataDir: string;
const ENV_TOKEN = 'env-secret-token-0123456789abcdef';

interface Started {
  child: ChildProcess;
  base: string;
  /** The printed operator token, if one was printed. */
  token: string | undefined;
  output: () => string;
}

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', DATABASE_URL: '', ADMIN_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const port = /Listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
      const token = /Operator token \(ADMIN_TOKEN\): ([0-9a-f]+)/.exec(out)?.[1];
      if (port) resolve({ child, base: `http://127.0.0.1:${port}`, token, output: () => out });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited early (${code}):\n${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('starts, serves, shuts down cleanly on SIGTERM and keeps data and token across restarts', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'ew-main-'));
  const first = await start({ DATA_DIR: dataDir });
  expect(first.token).toMatch(/^[0-9a-f]{64}$/);
  expect(first.output()).toContain(`Storage: PGlite in ${join(dataDir, 'pglite')}`);

  const query = callbackQuery({
    CustomerName: 'Ana Reyes',
    MobileNumber: '09181234567',
    PreferredSchedule: 'AM',
    Others: 'false,false,false,false,true|Yes',
  });
  const sent = await fetch(`${first.base}${PATHS.callback}?${query}`);
  expect(sent.status).toBe(200);
  const { id } = (await sent.json()) as { id: string };
  expect(await stop(first.child)).toBe(0);
  // The request line was logged without the query.
  expect(first.output()).toMatch(new RegExp(`GET ${PATHS.callback} 200 \\d+ms`));
  expect(first.output()).not.toContain('Ana');

  // Restart with ADMIN_TOKEN set: it wins over the stored token and is never printed.
  const second = await start({ DATA_DIR: dataDir, ADMIN_TOKEN: ENV_TOKEN });
  expect(second.token).toBeUndefined();
  expect(second.output()).not.toContain(ENV_TOKEN);
  const list = (token: string) =>
    fetch(`${second.base}/admin/api/submissions?form=callback`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await list(first.token!)).status).toBe(401);
  const rows = (await (await list(ENV_TOKEN)).json()) as { id: string }[];
  expect(rows.map((s) => s.id)).toEqual([id]);
  expect(await stop(second.child)).toBe(0);

  // Without it again: the generated token is back, read from DATA_DIR/admin-token, and no longer
  // printed (a secret is printed once, when generated, not at every start).
  const third = await start({ DATA_DIR: dataDir });
  expect(third.token).toBeUndefined();
  expect(third.output()).not.toContain(first.token!);
  expect(third.output()).toContain(`Operator token (ADMIN_TOKEN): kept in ${join(dataDir, 'admin-token')}`);
  const again = await fetch(`${third.base}/admin/api/submissions?form=callback`, {
    headers: { Authorization: `Bearer ${first.token}` },
  });
  expect(again.status).toBe(200);
  expect(await stop(third.child)).toBe(0);
}, 90_000);

/** Runs main.ts to its exit (a refusal); its exit code and output. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', DATABASE_URL: '', ADMIN_TOKEN: 'x'.repeat(32), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

it('a second server on the same DATA_DIR refuses to start, the first keeps every write', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ew-lock-'));
  try {
    const first = await start({ DATA_DIR: dir, ADMIN_TOKEN: 'x'.repeat(32) });
    const t0 = performance.now();
    const second = await runToExit({ DATA_DIR: dir });
    console.log(
      `[item 8] second server on one DATA_DIR: exit ${second.code} after ${Math.round(performance.now() - t0)} ms: ` +
        second.output.trim().split('\n').pop(),
    );
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another server (pid ${first.child.pid}`);
    expect(second.output).toContain('DATABASE_URL');
    expect(second.output).not.toMatch(/Listening on/);
    // the first still serves and stores
    const query = callbackQuery({
      CustomerName: 'Ana Reyes',
      MobileNumber: '09181234567',
      PreferredSchedule: 'AM',
      Others: 'false,false,false,false,true|Yes',
    });
    expect((await fetch(`${first.base}${PATHS.callback}?${query}`)).status).toBe(200);
    expect(await stop(first.child)).toBe(0);
    // once it has stopped, a server starts on the directory again at once
    const next = await start({ DATA_DIR: dir, ADMIN_TOKEN: 'x'.repeat(32) });
    const rows = (await (
      await fetch(`${next.base}/admin/api/submissions?form=callback`, {
        headers: { Authorization: `Bearer ${'x'.repeat(32)}` },
      })
    ).json()) as unknown[];
    expect(rows).toHaveLength(1);
    // 20 at once (written together, one statement): every one acknowledged survives a kill -9 that
    // follows at once
    const acknowledged = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${next.base}${PATHS.callback}?${query}`);
        expect(res.status).toBe(200);
        return ((await res.json()) as { id: string }).id;
      }),
    );
    // killed without a chance to unlock: the next start waits for the stale lock, then runs
    next.child.kill('SIGKILL');
    await new Promise((r) => next.child.once('exit', r));
    const t1 = performance.now();
    const after = await start({ DATA_DIR: dir, ADMIN_TOKEN: 'x'.repeat(32) });
    console.log(`[item 8] after kill -9 the next server started in ${Math.round(performance.now() - t1)} ms`);
    const kept = (await (
      await fetch(`${after.base}/admin/api/submissions?form=callback`, {
        headers: { Authorization: `Bearer ${'x'.repeat(32)}` },
      })
    ).json()) as { id: string }[];
    expect(kept.map((r) => r.id)).toEqual(expect.arrayContaining(acknowledged));
    expect(kept).toHaveLength(21);
    expect(await stop(after.child)).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);

it('with SMTP_URL the resume mail reaches the mail server; a bad SMTP_URL is refused unechoed', async () => {
  const { SMTPServer } = await import('smtp-server');
  const { TD_PATHS, TIME_DEPOSIT } = await import('../shared/time-deposit/form.ts');
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => (text += c.toString()));
      stream.on('end', () => {
        received.push(text);
        done();
      });
    },
  });
  await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
  const dir = await mkdtemp(join(tmpdir(), 'ew-smtp-'));
  try {
    const port = (smtp.server.address() as { port: number }).port;
    const server = await start({ DATA_DIR: dir, ADMIN_TOKEN: 'x'.repeat(32), SMTP_URL: `smtp://127.0.0.1:${port}` });
    expect(server.output()).toContain('Mail: SMTP (SMTP_URL)');
    const values = { ...TIME_DEPOSIT.empty(), customeremail: 'main.smtp@example.com', DateOfBirth: '1975-01-31' };
    const res = await fetch(`${server.base}${TD_PATHS.application}`, {
      method: 'POST',
      body: TIME_DEPOSIT.formData(TIME_DEPOSIT.visible(values)),
    });
    expect(res.status).toBe(200);
    const id = await res.text();
    await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
    expect(received[0]).toContain(`/forms/timedeposit/${id}`);
    expect(received[0]).toMatch(/^From: EastWest Bank <no-reply@localhost>$/m);
    expect(await stop(server.child)).toBe(0);

    const refused = await runToExit({ DATA_DIR: dir, SMTP_URL: 'http://user:hunter2@mail.example.com' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('SMTP_URL must be an smtp:// or smtps:// URL');
    expect(refused.output).not.toContain('hunter2');
  } finally {
    await new Promise<void>((closed) => smtp.close(() => closed()));
    await rm(dir, { recursive: true, force: true });
  }
}, 90_000);

it('LOG_FORMAT=json logs one JSON object a line; after SIGTERM /readyz is 503 while it drains', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ew-drain-'));
  try {
    const server = await start({ DATA_DIR: dir, ADMIN_TOKEN: 'x'.repeat(32), LOG_FORMAT: 'json', DRAIN_SECONDS: '2' });
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => server.output().includes('SIGTERM: shutting down'), { timeout: 5000 }).toBe(true);
    const ready = await fetch(`${server.base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    // Still live and still serving while the balancer moves visitors elsewhere.
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(await exited).toBe(0);
    const drained = performance.now() - signalled;
    console.log(`SIGTERM with DRAIN_SECONDS=2: exited after ${Math.round(drained)} ms`);
    expect(drained).toBeGreaterThanOrEqual(1900);
    const lines = server.output().trim().split('\n');
    const entries = lines.map((l) => JSON.parse(l) as { level: string; msg: string; status?: number });
    expect(entries.some((e) => e.msg.startsWith('Listening on'))).toBe(true);
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'request', path: '/readyz', status: 503 }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

it('refuses an ADMIN_TOKEN under 32 characters at once, saying how to make one, never echoing it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ew-short-token-'));
  try {
    const refused = await runToExit({ DATA_DIR: dir, ADMIN_TOKEN: 'hunter2-9' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('ADMIN_TOKEN is 9 characters long');
    expect(refused.output).toContain('openssl rand -hex 32');
    expect(refused.output).not.toContain('hunter2-9');
    expect(refused.output).not.toMatch(/Listening on|Storage:/);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

it('cuts a request sent too slowly (408) after REQUEST_TIMEOUT_SECONDS; 30 s by default', async () => {
  expect(serverTimeouts()).toMatchObject({ requestTimeout: 30_000, headersTimeout: 30_000 });
  expect(serverTimeouts().connectionsCheckingInterval).toBeLessThanOrEqual(5_000);
  const dir = await mkdtemp(join(tmpdir(), 'ew-slow-'));
  try {
    const server = await start({ DATA_DIR: dir, ADMIN_TOKEN: 'x'.repeat(32), REQUEST_TIMEOUT_SECONDS: '2' });
    const port = Number(new URL(server.base).port);
    /** Sends `first`, then a byte a second; the time until the server answers or closes, and what it said. */
    const dribble = (first: string) =>
      new Promise<{ ms: number; answer: string }>((resolve) => {
        const t0 = performance.now();
        const socket = connect(port, '127.0.0.1', () => socket.write(first));
        let answer = '';
        const drip = setInterval(() => socket.writable && socket.write('a'), 1000);
        socket.on('data', (d) => (answer += d.toString()));
        socket.on('error', () => {});
        socket.on('close', () => {
          clearInterval(drip);
          resolve({ ms: performance.now() - t0, answer });
        });
      });
    const [headers, body] = await Promise.all([
      dribble(`GET ${PATHS.callback} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `),
      dribble(
        `POST /gateway/leadgen HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n`,
      ),
    ]);
    console.log(
      `[timeouts] REQUEST_TIMEOUT_SECONDS=2: slow headers cut after ${Math.round(headers.ms)} ms, ` +
        `slow body after ${Math.round(body.ms)} ms (${body.answer.split('\r\n')[0]})`,
    );
    for (const cut of [headers, body]) {
      expect(cut.ms).toBeGreaterThan(1_500);
      expect(cut.ms).toBeLessThan(6_000);
    }
    expect(body.answer).toMatch(/^HTTP\/1\.1 408/);
    expect(await stop(server.child)).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

it('a second server refuses even while the first is still starting with its lock gone stale-looking', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ew-lock-start-'));
  try {
    // The first server, frozen (SIGSTOP) as soon as it holds the lock: before its migrations, as a
    // first start on a busy machine whose event loop cannot refresh the lock for longer than STALE_MS.
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: '0', DATABASE_URL: '', ADMIN_TOKEN: 'x'.repeat(32), DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    await expect
      .poll(() => readFile(join(dir, 'server.pid'), 'utf8').catch(() => ''), { timeout: 20_000, interval: 20 })
      .toMatch(/^\d+ /);
    child.kill('SIGSTOP');
    const frozenAt = performance.now();
    expect(out).not.toMatch(/Listening on/);
    // the lock now looks stale (not refreshed for longer than STALE_MS)
    await new Promise((r) => setTimeout(r, STALE_MS + 1_500));
    const { mtimeMs } = await stat(join(dir, 'server.lock'));
    expect(Date.now() - mtimeMs).toBeGreaterThan(STALE_MS);
    const second = await runToExit({ DATA_DIR: dir });
    console.log(
      `[lock] second server while the first was frozen ${Math.round(performance.now() - frozenAt)} ms into its start: ` +
        `exit ${second.code}: ${second.output.trim().split('\n').pop()}`,
    );
    expect(second.code).toBe(1);
    expect(second.output).toContain(`Another server (pid ${child.pid}`);
    // the first, thawed, finishes its start and serves: it kept its lock
    child.kill('SIGCONT');
    await expect.poll(() => /Listening on http:\/\/localhost:(\d+)/.exec(out)?.[1], { timeout: 60_000 }).toBeTruthy();
    const port = /Listening on http:\/\/localhost:(\d+)/.exec(out)![1];
    expect((await fetch(`http://127.0.0.1:${port}/data/apiconfig.json`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 6_000)); // a lock refresh or two: not compromised
    expect(out).not.toContain('Lost the lock');
    expect(await stop(child)).toBe(0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 120_000);
