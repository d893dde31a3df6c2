/**
 * The kiosk heartbeat, attacked over HTTP on both back ends: nobody can report as an existing screen
 * (keep a dead screen "OK"), and a flood of invented screen ids from one client is limited without
 * locking out a genuine new screen elsewhere. Prints the heartbeats accepted.
 */
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { createApp } from '../app.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { BACKENDS, type Backend } from '../storage/test-backends.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';

const beat = (screenId: string, appVersion = 'v1') =>
  JSON.stringify({
    screenId,
    variant: 'board',
    appVersion,
    lastSuccessAt: null,
    dataAgeSeconds: null,
    bulletinId: null,
    heapUsedBytes: null,
    uptimeSeconds: 1,
    failing: false,
  });

describe.each(BACKENDS)('kiosk heartbeats under attack ($name)', ({ make }) => {
  let backend: Backend;
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    backend = await make();
    storage = await openStorage(backend.options());
    app = createApp({
      storage,
      adminToken: TOKEN,
      clientAddress: (c: Context) => c.req.header('x-test-client') ?? 'unknown',
      logger: { info: () => {}, error: (l) => console.error(l) },
    });
  });
  afterAll(async () => {
    await storage?.close();
    await backend?.cleanup();
  });

  const send = (screenId: string, client: string, key?: string, appVersion?: string) =>
    app.request(FX_PATHS.heartbeat, {
      method: 'POST',
      body: beat(screenId, appVersion),
      headers: {
        'content-type': 'application/json',
        'x-test-client': client,
        ...(key ? { 'X-Screen-Key': key } : {}),
      },
    });
  const screens = async () =>
    (await (await app.request(FX_PATHS.screens, { headers: { Authorization: `Bearer ${TOKEN}` } })).json()) as {
      screenId: string;
      appVersion: string;
    }[];

  it('an attacker cannot report as an existing screen', async () => {
    const first = await send('MKT-01', 'store-mkt');
    expect(first.status).toBe(200);
    const key = first.headers.get('X-Screen-Key')!;
    expect(key).toMatch(/^[\w-]{43}$/);
    expect((await send('MKT-01', 'store-mkt', key, 'v2')).status).toBe(200);

    let accepted = 0;
    for (let i = 0; i < 50; i++) {
      const res = await send('MKT-01', `attacker-${i % 3}`, i % 2 ? 'x'.repeat(43) : undefined, 'spoofed');
      if (res.status === 200) accepted++;
    }
    const row = (await screens()).find((s) => s.screenId === 'MKT-01')!;
    console.log(
      `[item 5] 50 spoofed heartbeats for a known screen: ${accepted} accepted; it reports ${row.appVersion}`,
    );
    expect(accepted).toBe(0);
    expect(row.appVersion).toBe('v2');
    // the real screen goes on
    expect((await send('MKT-01', 'store-mkt', key, 'v3')).status).toBe(200);
  });

  it('a flood of invented ids from one client is limited; a genuine new screen still enrols', async () => {
    let accepted = 0;
    let limited = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 300; i++) {
      const res = await send(`FAKE-${i}`, 'flooder');
      if (res.status === 200) accepted++;
      if (res.status === 429) {
        limited++;
        retryAfter ??= res.headers.get('retry-after');
      }
    }
    const genuine = await send('NEW-STORE-01', 'store-new');
    console.log(
      `[item 5] 300 invented screen ids from one client: ${accepted} accepted, ${limited} answered 429; ` +
        `a genuine new screen elsewhere: ${genuine.status}`,
    );
    expect(accepted).toBe(DEFAULT_LIMITS.screenEnrolmentsPerHour);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(genuine.status).toBe(200);
    // known screens of the flooding client's address keep reporting (their own keys)
    const known = await send('FAKE-0', 'flooder');
    expect(known.status).not.toBe(200);
  });

  it('the operator can forget a screen that lost its key; it enrols again', async () => {
    const first = await send('LOST-01', 'store-lost');
    expect(first.status).toBe(200);
    expect((await send('LOST-01', 'store-lost')).status).toBe(403);
    const del = await app.request(`${FX_PATHS.screens}/LOST-01`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(del.status).toBe(204);
    const again = await send('LOST-01', 'store-lost');
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Screen-Key')).toMatch(/^[\w-]{43}$/);
    expect((await app.request(`${FX_PATHS.screens}/LOST-01`, { method: 'DELETE' })).status).toBe(401);
  });
});
