/**
 * Submissions written together: concurrent ones share one statement (group commit), each caller gets
 * its own stored row only once it is committed, the order of arrival is kept, and a row the
 * database refuses fails only its own caller. On every back end (BACKENDS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from './migrations.ts';
import { limitStore, RateLimited } from './limits.ts';
import { listSubmissions, submissionWriter } from './submissions.ts';
import { BACKENDS, type Backend } from './test-backends.ts';

describe.each(BACKENDS)('submissions written together ($name)', ({ make }) => {
  let backend: Backend;
  let db: Db;
  const statements: string[] = [];
  let counted: Db;
  beforeAll(async () => {
    backend = await make();
    const options = backend.options();
    db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
    await migrate(db);
    counted = {
      ...db,
      query: (sql, params) => {
        if (/insert into submissions/.test(sql)) statements.push(sql);
        return db.query(sql, params);
      },
    };
  });
  afterAll(async () => {
    await db?.close();
    await backend?.cleanup();
  });

  it('stores 200 concurrent submissions in a few statements, each answered with its own row', async () => {
    statements.length = 0;
    const writer = submissionWriter(counted, { inFlight: 2 });
    const saved = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        writer.add('callback', { n }, undefined, n % 2 ? 'https://a.example' : undefined),
      ),
    );
    console.log(`200 concurrent submissions: ${statements.length} insert statements`);
    expect(statements.length).toBeLessThanOrEqual(4);
    expect(saved.map((s) => s.fields.n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
    expect(new Set(saved.map((s) => s.id)).size).toBe(200);
    expect(saved[1]!.requestOrigin).toBe('https://a.example');
    // Newest first is the order of arrival, reversed; every answer is what the listing holds.
    const listed = await listSubmissions(db, 'callback', 200);
    expect(listed).toEqual([...saved].reverse());
  });

  it('a row the database refuses fails only its own caller', async () => {
    const writer = submissionWriter(counted);
    // jsonb refuses \u0000 in a string: the whole statement fails, then each row goes alone.
    const results = await Promise.allSettled([
      writer.add('leadgen', { n: 'first' }),
      writer.add('leadgen', { n: 'bad\u0000' }),
      writer.add('leadgen', { n: 'last' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await listSubmissions(db, 'leadgen')).map((s) => s.fields.n)).toEqual(['last', 'first']);
  });

  it('counts each hit with its row and stores only the rows within the limit', async () => {
    statements.length = 0;
    const writer = submissionWriter(counted, { inFlight: 2 });
    const now = new Date('2026-11-28T03:00:10Z');
    const limit = (bucket: string) => ({ bucket, windowSeconds: 60, max: 5, now });
    // 12 hits of one client, 3 of another, and rows with no limit, all at once
    const results = await Promise.allSettled([
      ...Array.from({ length: 12 }, (_, n) =>
        writer.add('request-for-callback', { n }, undefined, undefined, limit('one')),
      ),
      ...Array.from({ length: 3 }, (_, n) =>
        writer.add('request-for-callback', { n: 100 + n }, undefined, undefined, limit('two')),
      ),
      ...Array.from({ length: 3 }, (_, n) => writer.add('request-for-callback', { n: 200 + n })),
    ]);
    console.log(`18 concurrent submissions with hits: ${statements.length} statements`);
    expect(statements.length).toBeLessThanOrEqual(4);
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.fields.n] : []));
    // the first five of one (in arrival order), every one of the others
    expect(stored).toEqual([0, 1, 2, 3, 4, 100, 101, 102, 200, 201, 202]);
    for (const r of results.slice(5, 12)) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason as RateLimited;
      expect(reason).toBeInstanceOf(RateLimited);
      expect(reason.resetAt.toISOString()).toBe('2026-11-28T03:01:00.000Z');
    }
    expect((await listSubmissions(db, 'request-for-callback')).map((s) => s.fields.n).sort()).toEqual(
      [...stored].sort(),
    );
    // every hit was counted, refused or not: the counters' own statement goes on from there
    const limits = limitStore(db);
    expect((await limits.hit('one', 60, now)).hits).toBe(13);
    expect((await limits.hit('two', 60, now)).hits).toBe(4);
    // a later window starts again
    const later = await writer.add('request-for-callback', { n: 300 }, undefined, undefined, {
      ...limit('one'),
      now: new Date('2026-11-28T03:01:01Z'),
    });
    expect(later.fields.n).toBe(300);
  });

  it('refuses an unknown form at once', async () => {
    await expect(submissionWriter(counted).add('nope' as never, {})).rejects.toThrow(/Unknown form/);
  });
});
