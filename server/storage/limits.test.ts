/**
 * The rate-limit counters on both back ends: concurrent hits each get their own count (none lost,
 * none counted twice), windows roll over, purge forgets ended windows. On the embedded database the
 * counters make no database round trip at all (they keep counting with the database closed); on
 * PostgreSQL a burst of hits travels in a few statements, not one each, and two instances on one
 * database count one limit. Prints the statements per burst.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.ts';
import { openStorage, type Storage } from './index.ts';
import { limitStore, memoryLimitStore, type LimitStore } from './limits.ts';
import { migrate } from './migrations.ts';
import { BACKENDS, type Backend } from './test-backends.ts';

const T0 = new Date('2026-11-27T10:00:30Z');

async function burst(stores: LimitStore[], n: number, bucket = 'b', now = T0) {
  const hits = await Promise.all(Array.from({ length: n }, (_, i) => stores[i % stores.length]!.hit(bucket, 60, now)));
  return hits;
}

function checkCounts(hits: { hits: number; resetAt: Date }[], from = 1) {
  expect(hits.map((h) => h.hits).sort((a, b) => a - b)).toEqual(
    Array.from({ length: hits.length }, (_, i) => from + i),
  );
  for (const h of hits) expect(h.resetAt.toISOString()).toBe('2026-11-27T10:01:00.000Z');
}

describe.each(BACKENDS)('rate-limit counters ($name)', ({ name, make }) => {
  let backend: Backend;
  const storages: Storage[] = [];
  beforeAll(async () => {
    backend = await make();
    storages.push(await openStorage(backend.options()));
    if (name === 'PostgreSQL') storages.push(await openStorage(backend.options()));
  });
  afterAll(async () => {
    for (const s of storages) await s.close();
    await backend?.cleanup();
  });

  it('counts 500 concurrent hits (over every instance) exactly once each', async () => {
    checkCounts(
      await burst(
        storages.map((s) => s.limits),
        500,
        'burst',
      ),
    );
    // a later window starts again at 1; a straggler from the old window counts in the new one
    const next = new Date('2026-11-27T10:01:05Z');
    expect((await storages[0]!.limits.hit('burst', 60, next)).hits).toBe(1);
    expect((await storages[0]!.limits.hit('burst', 60, T0)).hits).toBe(2);
    // other buckets are apart
    checkCounts(
      await burst(
        storages.map((s) => s.limits),
        10,
        'other',
      ),
    );
  });

  it('purges ended windows', async () => {
    await storages[0]!.limits.hit('old', 60, new Date('2026-11-26T10:00:00Z'));
    expect(await storages[0]!.limits.purge(new Date('2026-11-27T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await storages[0]!.limits.hit('old', 60, T0)).hits).toBe(1);
  });
});

describe('the embedded database: counters in memory', () => {
  it('count with no database round trip (the database is closed)', async () => {
    const storage = await openStorage();
    await storage.close();
    checkCounts(await burst([storage.limits], 100));
  });

  it('forget windows that ended', async () => {
    const store = memoryLimitStore();
    await store.hit('a', 60, new Date('2026-11-27T09:00:00Z'));
    await store.hit('b', 3600, new Date('2026-11-27T09:00:30Z'));
    expect(await store.purge(new Date('2026-11-27T09:10:00Z'))).toBe(2);
  });
});

describe('PostgreSQL SQL: a burst of hits is a few statements', () => {
  let db: Db;
  let statements = 0;
  beforeAll(async () => {
    db = await openPglite(); // the same SQL as PostgreSQL's, here without a server
    await migrate(db);
  });
  afterAll(() => db?.close());

  it('1,000 concurrent hits on 50 buckets', async () => {
    const counting = {
      query: <T>(sql: string, params?: readonly unknown[]) => {
        statements++;
        return db.query<T>(sql, params);
      },
    };
    const store = limitStore(counting);
    const hits = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => store.hit(`client-${i % 50}`, 60, T0).then((h) => [i % 50, h] as const)),
    );
    console.log(`[limits] 1,000 concurrent hits on 50 buckets: ${statements} statement(s) (one each before)`);
    expect(statements).toBeLessThanOrEqual(3);
    for (let b = 0; b < 50; b++) checkCounts(hits.filter(([k]) => k === b).map(([, h]) => h));
    // one at a time still works, one statement each
    const before = statements;
    expect((await store.hit('client-0', 60, T0)).hits).toBe(21);
    expect((await store.hit('client-0', 60, T0)).hits).toBe(22);
    expect(statements - before).toBe(2);
  });
});
