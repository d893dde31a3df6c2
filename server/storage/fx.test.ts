/**
 * FX storage on every back end: PGlite always, PostgreSQL when TEST_DATABASE_URL is set
 * (in a throwaway schema, as index.test.ts does).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Heartbeat } from '../../shared/fx/heartbeat.ts';
import { SAMPLE_RATES } from '../../shared/fx/sample.ts';
import { openStorage, type Storage, type StorageOptions } from './index.ts';
import { FORGET_PENDING_AFTER_HOURS, FORGET_SCREENS_AFTER_DAYS } from './fx.ts';

interface Backend {
  options(): StorageOptions;
  cleanup(): Promise<void>;
}

async function pgliteBackend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'ew-fx-storage-'));
  return {
    options: () => ({ dataDir: join(dir, 'pglite') }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresBackend(url: string): Promise<Backend> {
  const schema = `ew_fx_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    options: () => ({ databaseUrl: scoped.toString() }),
    async cleanup() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

const hb = (screenId: string, extra: Partial<Heartbeat> = {}): Heartbeat => ({
  screenId,
  variant: 'board',
  appVersion: 'v1',
  lastSuccessAt: null,
  dataAgeSeconds: null,
  bulletinId: null,
  heapUsedBytes: null,
  uptimeSeconds: 1,
  failing: false,
  ...extra,
});

function suite(makeBackend: () => Promise<Backend>) {
  let backend: Backend;
  let storage: Storage;
  beforeAll(async () => {
    backend = await makeBackend();
    storage = await openStorage(backend.options());
  });
  afterAll(async () => {
    await storage?.close();
    await backend?.cleanup();
  });

  it('starts with the sample bulletin, dated the hour of first start', async () => {
    const [first, ...rest] = await storage.fx.latest(5);
    expect(rest).toEqual([]);
    expect(first!.id).toBeGreaterThanOrEqual(1);
    expect(first!.rates).toEqual(SAMPLE_RATES);
    const asOf = new Date(first!.asOf);
    expect(asOf.getUTCMinutes()).toBe(0);
    expect(Math.abs(Date.now() - asOf.getTime())).toBeLessThan(2 * 3600_000);
  });

  it('publishes bulletins, newest first, keeping rates exactly and the times as given', async () => {
    const at = new Date('2026-11-21T01:02:03.000Z');
    const a = await storage.fx.publish(
      { asOf: '2026-11-21T09:00:00+08:00', rates: [{ pair: 'USD/PHP', buyRate: 58.1, sellRate: 58.7 }] },
      at,
    );
    const b = await storage.fx.publish({
      asOf: '2026-11-21T10:00:00+08:00',
      rates: [{ pair: 'CNY/USD', buyRate: 0.1366, sellRate: 0.1419, decimals: 4 }],
    });
    expect(a).toMatchObject({ asOf: '2026-11-21T01:00:00.000Z', publishedAt: at.toISOString() });
    expect(b.id).toBeGreaterThan(a.id);
    const [latest, previous] = await storage.fx.latest();
    expect(latest).toEqual(b);
    expect(previous).toEqual(a);
    expect(latest!.rates[0]!.buyRate).toBe(0.1366);
  });

  it('keeps the sample out once anything is there: reopening does not seed again', async () => {
    const before = await storage.fx.latest(100);
    await storage.close();
    storage = await openStorage(backend.options());
    expect(await storage.fx.latest(100)).toEqual(before);
  });

  it('upserts heartbeats per screen, lists the longest silent first, forgets screens gone for 30 days', async () => {
    const t0 = new Date('2026-11-21T00:00:00Z');
    const later = (s: number) => new Date(t0.getTime() + s * 1000);
    const { secret } = await storage.fx.issueEnrolmentSecret({ label: 'roll-out', validDays: 365 }, t0);
    const a = await storage.fx.recordHeartbeat(hb('A-1'), undefined, t0, undefined, secret);
    expect(a).toEqual({ status: 'enrolled', key: expect.stringMatching(/^[\w-]{43}$/) });
    const aKey = (a as { key: string }).key;
    expect(
      (await storage.fx.recordHeartbeat(hb('B-2', { variant: 'marquee' }), undefined, later(10), undefined, secret))
        .status,
    ).toBe('enrolled');
    expect(await storage.fx.recordHeartbeat(hb('A-1', { appVersion: 'v2', bulletinId: 7 }), aKey, later(20))).toEqual({
      status: 'ok',
    });
    // without its key, or with another's, a known screen's heartbeat changes nothing
    expect(await storage.fx.recordHeartbeat(hb('A-1', { appVersion: 'evil' }), undefined, later(21))).toEqual({
      status: 'forbidden',
    });
    expect(await storage.fx.recordHeartbeat(hb('A-1', { appVersion: 'evil' }), 'x'.repeat(43), later(21))).toEqual({
      status: 'forbidden',
    });
    let screens = await storage.fx.listScreens();
    expect(screens.map((s) => s.screenId)).toEqual(['B-2', 'A-1']);
    expect(screens[1]).toMatchObject({ firstSeen: t0.toISOString(), lastSeen: later(20).toISOString() });
    expect(screens[1]!.info).toMatchObject({ appVersion: 'v2', bulletinId: 7 });

    const muchLater = later(FORGET_SCREENS_AFTER_DAYS * 86_400 + 15);
    await storage.fx.recordHeartbeat(hb('C-3'), undefined, muchLater, undefined, secret);
    screens = await storage.fx.listScreens();
    expect(screens.map((s) => s.screenId)).toEqual(['A-1', 'C-3']); // B-2 was silent for over 30 days
  });

  it('enrols a new screen only with a valid secret; without one it waits for an operator or is forgotten', async () => {
    const t0 = new Date('2026-12-01T00:00:00Z');
    const at = (h: number) => new Date(t0.getTime() + h * 3600_000);
    // Without a secret: waiting, with a key of its own, listed as pending.
    const w = await storage.fx.recordHeartbeat(hb('W-1'), undefined, t0);
    expect(w).toEqual({ status: 'waiting', key: expect.stringMatching(/^[\w-]{43}$/) });
    const wKey = (w as { key: string }).key;
    expect(await storage.fx.recordHeartbeat(hb('W-1'), wKey, at(1))).toEqual({ status: 'pending' });
    expect(await storage.fx.recordHeartbeat(hb('W-1'), undefined, at(1))).toEqual({ status: 'forbidden' });
    expect((await storage.fx.listScreens()).find((s) => s.screenId === 'W-1')?.pendingSince).toBe(t0.toISOString());
    // Confirmed by an operator: enrolled, same key.
    expect(await storage.fx.confirmScreen('W-1')).toBe('confirmed');
    expect(await storage.fx.confirmScreen('W-1')).toBe('already');
    expect(await storage.fx.confirmScreen('NOPE')).toBe('not_found');
    expect(await storage.fx.recordHeartbeat(hb('W-1'), wKey, at(2))).toEqual({ status: 'ok' });
    // Never confirmed: gone within FORGET_PENDING_AFTER_HOURS, however often it beats.
    const x = (await storage.fx.recordHeartbeat(hb('X-1'), undefined, t0)) as { key: string };
    for (let h = 1; h < FORGET_PENDING_AFTER_HOURS; h++) {
      expect(await storage.fx.recordHeartbeat(hb('X-1'), x.key, at(h))).toEqual({ status: 'pending' });
    }
    await storage.fx.recordHeartbeat(hb('W-1'), wKey, at(FORGET_PENDING_AFTER_HOURS + 0.01));
    const ids = (await storage.fx.listScreens()).map((s) => s.screenId);
    expect(ids).toContain('W-1');
    expect(ids).not.toContain('X-1');
    // A wrong, revoked or expired secret enrols nothing (the screen waits, the secret is marked invalid).
    const issued = await storage.fx.issueEnrolmentSecret({ validDays: 1 }, t0);
    expect(await storage.fx.recordHeartbeat(hb('Y-1'), undefined, at(1), undefined, 'z'.repeat(43))).toMatchObject({
      status: 'waiting',
      secret: 'invalid',
    });
    expect(await storage.fx.recordHeartbeat(hb('Y-2'), undefined, at(25), undefined, issued.secret)).toMatchObject({
      status: 'waiting',
      secret: 'invalid',
    });
    const fresh = await storage.fx.issueEnrolmentSecret({}, at(25));
    expect((await storage.fx.recordHeartbeat(hb('Y-3'), undefined, at(25), undefined, fresh.secret)).status).toBe(
      'enrolled',
    );
    // A screen that lost its key is given a new one with the secret (never locked out).
    expect((await storage.fx.recordHeartbeat(hb('Y-3'), undefined, at(26), undefined, fresh.secret)).status).toBe(
      'enrolled',
    );
    expect(await storage.fx.revokeEnrolmentSecret(fresh.id, at(26))).toBe(true);
    expect((await storage.fx.recordHeartbeat(hb('Y-4'), undefined, at(26), undefined, fresh.secret)).status).toBe(
      'waiting',
    );
    const listed = await storage.fx.listEnrolmentSecrets();
    expect(listed.find((s) => s.id === fresh.id)).toMatchObject({ uses: 2, revokedAt: at(26).toISOString() });
    expect(JSON.stringify(listed)).not.toContain(fresh.secret);
  });
}

describe('FX storage on PGlite', () => suite(pgliteBackend));
const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('FX storage on PostgreSQL', () => suite(() => postgresBackend(pgUrl!)));
