/**
 * The real entry point, as `npm start` runs it: a child process on a random port with a temp
 * DATA_DIR. Checks start-up output, a round trip, graceful SIGTERM, and that data and the generated
 * operator token survive restarts (and that a token from ADMIN_TOKEN is never printed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { BRANCHES } from '../shared/branches/index.ts';
import { PATHS } from '../shared/config.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const children = new Set<ChildProcess>();
let dataDir: string;

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

  const query = new URLSearchParams({
    CustomerName: 'Ana Reyes',
    MobileNumber: '09181234567',
    PreferredStore: String(BRANCHES[0]!.code),
    PreferredSchedule: 'AM',
    AgreeTerms: 'Yes',
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
  const second = await start({ DATA_DIR: dataDir, ADMIN_TOKEN: 'env-secret-token' });
  expect(second.token).toBeUndefined();
  expect(second.output()).not.toContain('env-secret-token');
  const list = (token: string) =>
    fetch(`${second.base}/admin/api/submissions?form=callback`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await list(first.token!)).status).toBe(401);
  const rows = (await (await list('env-secret-token')).json()) as { id: string }[];
  expect(rows.map((s) => s.id)).toEqual([id]);
  expect(await stop(second.child)).toBe(0);

  // Without it again: the generated token is back, read from DATA_DIR/admin-token.
  const third = await start({ DATA_DIR: dataDir });
  expect(third.token).toBe(first.token);
  expect(await stop(third.child)).toBe(0);
}, 90_000);
