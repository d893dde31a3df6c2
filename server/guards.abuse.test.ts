/**
 * The form guards, attacked over HTTP. A 1 MiB urlencoded body of ~100,000 distinct keys on every
 * anonymous form endpoint is refused before any form parser sees it: the route's reader is never
 * called (asserted), and the byte scan that refuses it stops at the cap (form-guard.test.ts). What
 * each request cost, hostile and normal, is printed in CPU ms but not asserted: on a shared machine
 * one garbage collection once made a median of 5 read 74 ms. And every anonymous write endpoint has a
 * per-client limit with Retry-After that holds across two server instances sharing one PostgreSQL
 * (printed: requests accepted).
 */
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../shared/config.ts';
import { FX_PATHS } from '../shared/fx/config.ts';
import { TD_PATHS } from '../shared/time-deposit/form.ts';
import { createApp } from './app.ts';
import { FORM_ENDPOINTS } from './guards.ts';
import { readForm } from './http/multipart.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { openStorage, type Storage } from './storage/index.ts';
import { BACKENDS, startEarlyInAMinute, type Backend } from './storage/test-backends.ts';

// The routes' form reader, counted: the parser a hostile body must never reach.
vi.mock('./http/multipart.ts', async (original) => {
  const actual = await original<typeof import('./http/multipart.ts')>();
  return { ...actual, readForm: vi.fn(actual.readForm) };
});

const TOKEN = 'test-operator-token-0123456789abcdef';

/** ~1 MiB of `kNNNNN=1&...`: about 100,000 distinct keys. */
const HOSTILE = Array.from({ length: 100_000 }, (_, i) => `k${i}=1`)
  .join('&')
  .slice(0, 1024 * 1024 - 1);

const makeApp = (storage: Storage, limits = DEFAULT_LIMITS) =>
  createApp({
    storage,
    adminToken: TOKEN,
    limits,
    clientAddress: (c: Context) => c.req.header('x-test-client') ?? 'unknown',
    logger: { info: () => {}, error: (l) => console.error(l) },
  });

/**
 * The CPU time (user + system, ms) this process spent since `t0` (a process.cpuUsage()): what a
 * request cost the server itself. The clock would also count the time the process waited for a core
 * while other processes ran (on a loaded two-core machine, many times the work).
 */
const cpuMs = (t0: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};

describe('field caps: a 1 MiB body of 100,000 keys is refused before any parser reads it', () => {
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  let n = 0;
  beforeAll(async () => {
    storage = await openStorage();
    app = makeApp(storage);
  });
  afterAll(() => storage?.close());

  const postForm = (path: string, body: string, client = `c${n++}`) =>
    app.request(path, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': client },
    });

  it.each(FORM_ENDPOINTS.map((e) => [e.name, e.path] as const))('%s', async (_name, path) => {
    await postForm(path, 'a=1'); // warm up the route
    const normal: number[] = [];
    const hostile: number[] = [];
    const reads = vi.mocked(readForm);
    for (let i = 0; i < 5; i++) {
      reads.mockClear();
      let t0 = process.cpuUsage();
      const small = await postForm(path, 'FirstName=Ana&LastName=Reyes');
      normal.push(cpuMs(t0));
      expect(small.status).toBe(400); // incomplete, but read and checked
      expect(reads).toHaveBeenCalledTimes(1);
      reads.mockClear();
      t0 = process.cpuUsage();
      const res = await postForm(path, HOSTILE);
      hostile.push(cpuMs(t0));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/^More than \d+ fields$/);
      expect(reads).not.toHaveBeenCalled();
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    console.log(
      `[item 6] ${path}: hostile 1 MiB/100,000 keys ${median(hostile).toFixed(1)} CPU ms, ` +
        `normal ${median(normal).toFixed(1)} CPU ms (median of 5)`,
    );
  });

  it('a field name longer than any of the form has is refused unparsed', async () => {
    const res = await postForm(TD_PATHS.submit, `${'n'.repeat(5000)}=1`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^A field name is longer than \d+/);
  });

  it('multipart bodies are capped the same way', async () => {
    const body = new FormData();
    for (let i = 0; i < 5000; i++) body.append(`k${i}`, '1');
    const res = await app.request(FORM_ENDPOINTS[0]!.path, {
      method: 'POST',
      body,
      headers: { 'x-test-client': 'mp' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^More than \d+ fields$/);
  });
});

describe.each(BACKENDS)('per-client limits with Retry-After, shared by instances ($name)', ({ name, make }) => {
  let backend: Backend;
  let one: Storage;
  let two: Storage;
  let apps: ReturnType<typeof createApp>[];
  beforeAll(async () => {
    backend = await make();
    one = await openStorage(backend.options());
    two = name === 'PostgreSQL' ? await openStorage(backend.options()) : one;
    apps = [makeApp(one), makeApp(two)];
  });
  afterAll(async () => {
    if (two !== one) await two?.close();
    await one?.close();
    await backend?.cleanup();
  });

  const ENDPOINTS: [
    string,
    number,
    (app: ReturnType<typeof createApp>, client: string) => Response | Promise<Response>,
  ][] = [
    ...FORM_ENDPOINTS.map(
      (e) =>
        [
          e.name,
          DEFAULT_LIMITS.formPostsPerMinute,
          (app: ReturnType<typeof createApp>, client: string) =>
            app.request(e.path, {
              method: 'POST',
              body: 'x=1',
              headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': client },
            }),
        ] as [string, number, (app: ReturnType<typeof createApp>, client: string) => Response | Promise<Response>],
    ),
    [
      'callback',
      DEFAULT_LIMITS.formPostsPerMinute,
      (app, client) => app.request(`${PATHS.callback}?x=1`, { headers: { 'x-test-client': client } }),
    ],
    [
      'save and resume',
      DEFAULT_LIMITS.draftCallsPerMinute,
      (app, client) =>
        app.request(TD_PATHS.application, {
          method: 'POST',
          body: 'referenceid=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-test-client': client },
        }),
    ],
    [
      'heartbeat',
      DEFAULT_LIMITS.heartbeatsPerMinute,
      (app, client) =>
        app.request(FX_PATHS.heartbeat, {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json', 'x-test-client': client },
        }),
    ],
  ];

  it.each(ENDPOINTS)('%s: limit %i a minute', { timeout: 60_000 }, async (endpoint, max, send) => {
    await startEarlyInAMinute();
    const client = `${name}-${endpoint}-${Date.now()}`;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < max + 10; i++) {
      // alternating between the two instances
      const res = await send(apps[i % 2]!, client);
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
    }
    const accepted = statuses.filter((s) => s !== 429).length;
    console.log(`[item 6] ${name} ${endpoint}: ${max + 10} requests from one client, ${accepted} handled, rest 429`);
    expect(accepted).toBe(max);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    // another client is not affected
    expect((await send(apps[0]!, `${client}-other`)).status).not.toBe(429);
  });
});
