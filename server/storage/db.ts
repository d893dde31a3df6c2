/**
 * The two database back ends behind one tiny interface, so every SQL statement is written once and
 * runs unchanged on embedded PGlite (the default: nothing to install) and on PostgreSQL (`pg`).
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Anything that runs one parameterised statement ($1, $2, ...) and returns its rows. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The files a fresh embedded database starts from instead of running initdb (startFreshFrom). */
let freshFiles: Blob | undefined;

/**
 * From now on every fresh embedded database this process opens (in memory, or in a data dir that has
 * none yet) starts from `files`, a just-initialised cluster as PGlite dumps it (dumpDataDir), instead
 * of running initdb: ~1 s instead of ~4 s, most of it CPU. The unit tests open ~50 databases a run
 * (server/storage/fresh-template.ts); the server opens one and never calls this.
 */
export function startFreshFrom(files: Blob | undefined) {
  freshFiles = files;
}

/** Embedded PostgreSQL (WASM). Persisted in dataDir; in memory when dataDir is omitted (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const fresh = !dataDir || !existsSync(join(dataDir, 'PG_VERSION'));
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(fresh && freshFiles ? { loadDataDir: freshFiles } : {}),
  });
  const on = (q: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) =>
      (await q.query<T>(sql, params ? [...params] : [])).rows,
  });
  return {
    kind: 'pglite',
    ...on(db),
    transaction: (fn) => db.transaction((tx) => fn(on(tx))),
    close: () => db.close(),
  };
}

/** How many distinct statements a process prepares on PostgreSQL (ours are fewer than 100). */
const MAX_PREPARED = 500;

/** A PostgreSQL server through a small connection pool. */
export async function openPostgres(
  connectionString: string,
  log: (line: string) => void = (line) => console.error(line),
  {
    max = 10,
    asyncCommit = false,
  }: {
    /** Connections in the pool. */
    max?: number;
    /**
     * Commits do not wait for the disk (synchronous_commit off): for what may lose its last
     * fraction of a second in a crash of the database server, never for what a visitor is told is
     * stored.
     */
    asyncCommit?: boolean;
  } = {},
): Promise<Db> {
  // The setting travels in the connection's start-up message, so it holds from the connection's first
  // statement (a `set` sent on 'connect' would race the pool's own first query on that client).
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: 'ew-reference-server',
    ...(asyncCommit ? { options: '-c synchronous_commit=off' } : {}),
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the
  // process. The next query reconnects, so log (without the URL: it may hold a password) and go on.
  pool.on('error', (err) => log(`PostgreSQL pool error: ${err.message}`));
  // Fail at start-up, not on the first visitor's submission, when the URL is wrong.
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  // Statements with parameters are prepared once per connection (named): PostgreSQL then parses and
  // plans each of ours once, not on every request. The names are this process's own; SQL built with
  // a varying text beyond the first MAX_PREPARED goes unnamed, so no connection collects them.
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name && names.size < MAX_PREPARED) names.set(sql, (name = `ew_${names.size}`));
    return name;
  };
  const on = (q: Pick<pg.PoolClient, 'query'>): Queryable => ({
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const values = params ? [...params] : [];
      const name = values.length ? nameOf(sql) : undefined;
      return (await (name ? q.query({ name, text: sql, values }) : q.query(sql, values))).rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(on(client));
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
