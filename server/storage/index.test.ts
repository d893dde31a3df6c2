/**
 * One suite, run against every back end: PGlite in a fresh temp dir always, PostgreSQL when
 * TEST_DATABASE_URL is set (scripts/pg-test-server.sh starts a throwaway one). The PostgreSQL run
 * works in its own schema, dropped afterwards, so repeated or parallel runs never see each other's
 * rows and a developer's real tables are never touched.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage, type StorageOptions } from './index.ts';
import { migrate, MIGRATIONS } from './migrations.ts';
import { openPglite } from './db.ts';

interface Backend {
  /** Options that open the same database every time (so close + reopen can be tested). */
  options(): StorageOptions;
  cleanup(): Promise<void>;
}

async function pgliteBackend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'ew-storage-'));
  return {
    options: () => ({ dataDir: join(dir, 'pglite') }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresBackend(url: string): Promise<Backend> {
  const schema = `ew_test_${randomBytes(6).toString('hex')}`;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function storageSuite(makeBackend: () => Promise<Backend>): void {
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

  it('starts empty and adds a submission with a UUID, an ISO time and the fields as given', async () => {
    expect(await storage.listSubmissions()).toEqual([]);
    const fields = { CustomerName: 'Maria Dela Cruz-Ñiño', nested: { a: [1, 'two', null] }, ok: true };
    const before = Date.now();
    const s = await storage.addSubmission('callback', fields);
    expect(s.id).toMatch(UUID);
    expect(s.form).toBe('callback');
    expect(s.fields).toEqual(fields);
    expect(new Date(s.receivedAt).toISOString()).toBe(s.receivedAt);
    // Database and test clocks are the same machine's; allow a little skew either way.
    expect(Math.abs(Date.parse(s.receivedAt) - before)).toBeLessThan(60_000);
    expect(await storage.listSubmissions()).toEqual([s]);
  });

  it('lists newest first, filters by form and honours the limit', async () => {
    // Back to back, so several share a timestamp (PGlite's clock ticks in milliseconds).
    const burst = [];
    for (let n = 0; n < 12; n++) burst.push(await storage.addSubmission('request-for-callback', { n }));
    expect((await storage.listSubmissions('request-for-callback')).map((s) => s.fields.n)).toEqual(
      burst.map((s) => s.fields.n).reverse(),
    );
    const a = await storage.addSubmission('auto-loan', { n: 1 });
    const b = await storage.addSubmission('callback', { n: 2 });
    const c = await storage.addSubmission('auto-loan', { n: 3 });
    const all = await storage.listSubmissions();
    expect(all.slice(0, 3).map((s) => s.id)).toEqual([c.id, b.id, a.id]);
    expect((await storage.listSubmissions('auto-loan')).map((s) => s.id)).toEqual([c.id, a.id]);
    expect((await storage.listSubmissions('callback')).every((s) => s.form === 'callback')).toBe(true);
    expect(await storage.listSubmissions('leadgen')).toEqual([]);
    expect((await storage.listSubmissions(undefined, 2)).map((s) => s.id)).toEqual([c.id, b.id]);
  });

  it('stores a top-level array as JSON, not as a PostgreSQL array', async () => {
    const s = await storage.addSubmission('leadgen', { list: ['a', 'b'] });
    expect((await storage.listSubmissions('leadgen'))[0]).toEqual(s);
  });

  it('rejects unknown forms and bad limits', async () => {
    await expect(storage.addSubmission('nope' as never, {})).rejects.toThrow(/Unknown form/);
    await expect(storage.listSubmissions('nope' as never)).rejects.toThrow(/Unknown form/);
    await expect(storage.listSubmissions(undefined, 0)).rejects.toThrow(RangeError);
    await expect(storage.listSubmissions(undefined, 1.5)).rejects.toThrow(RangeError);
  });

  it('keeps everything across close and reopen (migrations run again harmlessly)', async () => {
    const before = await storage.listSubmissions();
    expect(before.length).toBeGreaterThan(0);
    await storage.close();
    await storage.close(); // idempotent
    storage = await openStorage(backend.options());
    expect(await storage.listSubmissions()).toEqual(before);
    const added = await storage.addSubmission('time-deposit', { after: 'reopen' });
    expect((await storage.listSubmissions())[0]).toEqual(added);
  });
}

describe('storage on PGlite (temp dir)', () => storageSuite(pgliteBackend));

const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)('storage on PostgreSQL (TEST_DATABASE_URL)', () => storageSuite(() => postgresBackend(pgUrl!)));

describe('migrations', () => {
  it('apply once, record their ids and skip them next time', async () => {
    const db = await openPglite();
    try {
      expect(await migrate(db)).toEqual(MIGRATIONS.map((m) => m.id));
      expect(await migrate(db)).toEqual([]);
      const extra = { id: 999, name: 'extra', statements: ['create table extra (x int)'] };
      expect(await migrate(db, [...MIGRATIONS, extra])).toEqual([999]);
      expect(await db.query('select id from schema_migrations order by id')).toEqual([
        ...MIGRATIONS.map((m) => ({ id: m.id })),
        { id: 999 },
      ]);
    } finally {
      await db.close();
    }
  });

  it('roll back a failing migration as a whole', async () => {
    const db = await openPglite();
    try {
      await migrate(db);
      const bad = { id: 998, name: 'bad', statements: ['create table half (x int)', 'select * from missing_table'] };
      await expect(migrate(db, [...MIGRATIONS, bad])).rejects.toThrow();
      expect(await db.query(`select to_regclass('half') as t`)).toEqual([{ t: null }]);
      expect(await db.query('select id from schema_migrations where id = 998')).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
