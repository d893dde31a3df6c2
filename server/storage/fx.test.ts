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
import { FORGET_SCREENS_AFTER_DAYS } from './fx.ts';

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
    const a = await storage.fx.recordHeartbeat(hb('A-1'), undefined, t0);
    expect(a).toEqual({ status: 'enrolled', key: expect.stringMatching(/^[\w-]{43}$/) });
    const aKey = (a as { key: string }).key;
    expect((await storage.fx.recordHeartbeat(hb('B-2', { variant: 'marquee' }), undefined, later(10))).status).toBe(
      'enrolled',
    );
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
    await storage.fx.recordHeartbeat(hb('C-3'), undefined, muchLater);
    screens = await storage.fx.listScreens();
    expect(screens.map((s) => s.screenId)).toEqual(['A-1', 'C-3']); // B-2 was silent for over 30 days
  });
}

describe('FX storage on PGlite', () => suite(pgliteBackend));
const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('FX storage on PostgreSQL', () => suite(() => postgresBackend(pgUrl!)));
