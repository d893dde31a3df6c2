/**
 * The kiosk heartbeat, attacked over HTTP on both back ends: nobody can report as an existing screen
 * (keep a dead screen "OK"), and a flood of invented screen ids from many addresses enrols none of
 * them and cannot lock out a genuine new screen set up with an operator's enrolment secret. Prints
 * the heartbeats accepted.
 */
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { createApp } from '../app.ts';
import { MAX_PENDING } from '../storage/fx.ts';
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

  const AUTH = { Authorization: `Bearer ${TOKEN}` };
  const send = (screenId: string, client: string, key?: string, appVersion?: string, secret?: string) =>
    app.request(FX_PATHS.heartbeat, {
      method: 'POST',
      body: beat(screenId, appVersion),
      headers: {
        'content-type': 'application/json',
        'x-test-client': client,
        ...(key ? { 'X-Screen-Key': key } : {}),
        ...(secret ? { 'X-Screen-Enrolment': secret } : {}),
      },
    });
  const screens = async () =>
    (await (await app.request(FX_PATHS.screens, { headers: AUTH })).json()) as {
      screenId: string;
      appVersion: string;
      pending: boolean;
    }[];
  let secret: string;
  const issue = async (body?: unknown) => {
    const res = await app.request(`${FX_PATHS.screens}/enrolment-secrets`, {
      method: 'POST',
      headers: { ...AUTH, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as { id: string; secret: string; expiresAt: string } };
  };

  it('operators issue, list and revoke enrolment secrets; the secret is shown once', async () => {
    expect((await app.request(`${FX_PATHS.screens}/enrolment-secrets`, { method: 'POST' })).status).toBe(401);
    const made = await issue({ label: 'Makati roll-out', validDays: 7 });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^[\w-]{43}$/);
    secret = made.body.secret;
    expect((await issue()).status).toBe(201);
    expect((await issue({ validDays: 0 })).status).toBe(400);
    expect((await issue({ label: 'a\u202Eb' })).status).toBe(400);
    const list = await app.request(`${FX_PATHS.screens}/enrolment-secrets`, { headers: AUTH });
    const text = await list.text();
    expect(text).toContain('Makati roll-out');
    expect(text).not.toContain(secret);
    const other = await issue();
    const del = (id: string) =>
      app.request(`${FX_PATHS.screens}/enrolment-secrets/${id}`, { method: 'DELETE', headers: AUTH });
    expect((await del(other.body.id)).status).toBe(204);
    expect((await del('nope')).status).toBe(404);
    // a revoked secret enrols nothing: that screen waits
    expect((await send('REVOKED-01', 'store-x', undefined, 'v1', other.body.secret)).status).toBe(202);
  });

  it('an attacker cannot report as an existing screen', async () => {
    const first = await send('MKT-01', 'store-mkt', undefined, 'v1', secret);
    expect(first.status).toBe(200);
    const key = first.headers.get('X-Screen-Key')!;
    expect(key).toMatch(/^[\w-]{43}$/);
    expect((await send('MKT-01', 'store-mkt', key, 'v2')).status).toBe(200);

    let accepted = 0;
    for (let i = 0; i < 50; i++) {
      const res = await send('MKT-01', `attacker-${i % 3}`, i % 2 ? 'x'.repeat(43) : undefined, 'spoofed');
      if (res.status < 300) accepted++;
    }
    const row = (await screens()).find((s) => s.screenId === 'MKT-01')!;
    console.log(`50 spoofed heartbeats for a known screen: ${accepted} accepted; it reports ${row.appVersion}`);
    expect(accepted).toBe(0);
    expect(row.appVersion).toBe('v2');
    // the real screen goes on
    expect((await send('MKT-01', 'store-mkt', key, 'v3')).status).toBe(200);
  });

  it('5,100 invented ids from 170 addresses neither fill the screens nor lock out a genuine new screen', async () => {
    const t0 = performance.now();
    const outcome = new Map<number, number>();
    for (let a = 0; a < 170; a++) {
      const batch = [];
      for (let i = 0; i < 30; i++) batch.push(send(`FAKE-${a}-${i}`, `10.0.${a >> 8}.${a & 255}`));
      for (const res of await Promise.all(batch)) outcome.set(res.status, (outcome.get(res.status) ?? 0) + 1);
    }
    const ms = Math.round(performance.now() - t0);
    const listed = await screens();
    const enrolled = listed.filter((s) => !s.pending).length;
    const waiting = listed.filter((s) => s.pending).length;
    const genuine = await send('NEW-STORE-01', 'store-new', undefined, 'v1', secret);
    const genuineKey = genuine.headers.get('X-Screen-Key');
    const unsecured = await send('NEW-STORE-02', 'store-new');
    console.log(
      `5,100 invented screen ids from 170 addresses in ${ms} ms: ${JSON.stringify(Object.fromEntries(outcome))} ` +
        `(status: count); enrolled ${enrolled}, waiting ${waiting} (cap ${MAX_PENDING}); ` +
        `a genuine new screen with the secret: ${genuine.status}; one without: ${unsecured.status}`,
    );
    // none of them is enrolled; the waiting list stops at its cap
    expect(listed.filter((s) => s.screenId.startsWith('FAKE-') && !s.pending)).toEqual([]);
    expect(waiting).toBeLessThanOrEqual(MAX_PENDING + 2);
    expect(outcome.get(200) ?? 0).toBe(0);
    expect(genuine.status).toBe(200);
    expect((await send('NEW-STORE-01', 'store-new', genuineKey!, 'v2')).status).toBe(200);
    // enrolled screens keep reporting through the flood
    expect((await screens()).find((s) => s.screenId === 'MKT-01')?.pending).toBe(false);
  }, 180_000);

  it('a screen that lost its key enrols again with its secret; without one an operator forgets and confirms it', async () => {
    const first = await send('LOST-01', 'store-lost', undefined, 'v1', secret);
    expect(first.status).toBe(200);
    // the browser was reset: no key, but the URL still has the secret
    const again = await send('LOST-01', 'store-lost', undefined, 'v1', secret);
    expect(again.status).toBe(200);
    expect(again.headers.get('X-Screen-Key')).not.toBe(first.headers.get('X-Screen-Key'));

    // A screen set up without a secret, after the flood of the test before has been forgotten.
    const del = (id: string) => app.request(`${FX_PATHS.screens}/${id}`, { method: 'DELETE', headers: AUTH });
    for (const s of (await screens()).filter((s) => s.screenId.startsWith('FAKE-'))) await del(s.screenId);
    const plain = await send('PLAIN-01', 'store-plain');
    expect(plain.status).toBe(202);
    const key = plain.headers.get('X-Screen-Key')!;
    expect(await plain.json()).toEqual({ ok: true, key, pending: true });
    expect((await send('PLAIN-01', 'store-plain', key)).status).toBe(202);
    const confirm = (id: string, auth = AUTH) =>
      app.request(`${FX_PATHS.screens}/${id}/confirm`, { method: 'POST', headers: auth });
    expect((await confirm('PLAIN-01', {} as typeof AUTH)).status).toBe(401);
    expect((await confirm('PLAIN-01')).status).toBe(204);
    expect((await confirm('NOT-THERE')).status).toBe(404);
    expect((await send('PLAIN-01', 'store-plain', key)).status).toBe(200);
    expect((await screens()).find((s) => s.screenId === 'PLAIN-01')?.pending).toBe(false);
    // lost its key: 403 until an operator forgets it; then it starts again, waiting
    expect((await send('PLAIN-01', 'store-plain')).status).toBe(403);
    expect((await del('PLAIN-01')).status).toBe(204);
    expect((await send('PLAIN-01', 'store-plain')).status).toBe(202);
    expect((await app.request(`${FX_PATHS.screens}/PLAIN-01`, { method: 'DELETE' })).status).toBe(401);
  });
});
