/**
 * Submissions written together: concurrent ones share one statement (group commit), each caller gets
 * its own stored row only once it is committed, the order of arrival is kept, and a row the
 * database refuses fails only its own caller. On every back end (BACKENDS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from './migrations.ts';
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

  it('refuses an unknown form at once', async () => {
    await expect(submissionWriter(counted).add('nope' as never, {})).rejects.toThrow(/Unknown form/);
  });
});
