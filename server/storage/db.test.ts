/**
 * The rate-limit counters' PostgreSQL connections commit without waiting for the disk; every other
 * connection (submissions, drafts, mails) waits, as a visitor's acknowledgement needs. A fresh
 * embedded database starts from the run's template (startFreshFrom), an existing one from its own files.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres, startFreshFrom } from './db.ts';

describe('embedded databases and the template of fresh ones', () => {
  const tables = (db: Awaited<ReturnType<typeof openPglite>>) =>
    db.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`);

  it('a fresh one, in memory or on disk, starts empty from the template; an existing one keeps its rows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ew-db-test-'));
    try {
      expect(await tables(await openPglite())).toEqual([{ n: 0 }]);
      const disk = await openPglite(join(dir, 'pg'));
      expect(await tables(disk)).toEqual([{ n: 0 }]);
      await disk.query('create table kept (x int)');
      await disk.query('insert into kept values (7)');
      await disk.close();
      // Loading the template into a data dir that has a database throws: this one is opened as it is.
      const again = await openPglite(join(dir, 'pg'));
      expect(await again.query('select x from kept')).toEqual([{ x: 7 }]);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a fresh one is a copy of the template set; without a template, initdb makes it', async () => {
    const seed = await PGlite.create();
    await seed.query('create table marker (x int)');
    startFreshFrom(await seed.dumpDataDir('none'));
    await seed.close();
    const copy = await openPglite();
    expect(await tables(copy)).toEqual([{ n: 1 }]);
    await copy.close();
    startFreshFrom(undefined);
    const made = await openPglite();
    expect(await tables(made)).toEqual([{ n: 0 }]);
    await made.close();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('PostgreSQL connections (TEST_DATABASE_URL)', () => {
  it('asyncCommit turns synchronous_commit off on every connection of that pool only', async () => {
    const counters = await openPostgres(pgUrl!, undefined, { max: 2, asyncCommit: true });
    const main = await openPostgres(pgUrl!);
    try {
      const settings = await Promise.all(
        [counters, counters, counters, main].map((db) =>
          db.query<{ synchronous_commit: string }>('show synchronous_commit'),
        ),
      );
      expect(settings.map((rows) => rows[0]!.synchronous_commit)).toEqual(['off', 'off', 'off', 'on']);
    } finally {
      await counters.close();
      await main.close();
    }
  });
});
