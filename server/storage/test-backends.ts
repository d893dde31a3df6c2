/**
 * The storage back ends a test runs against: embedded PGlite in a fresh temp dir always, PostgreSQL
 * when TEST_DATABASE_URL is set (scripts/pg-test-server.sh starts a throwaway one; .ci/run does).
 * The PostgreSQL back end works in a schema of its own, dropped afterwards, so parallel runs never
 * see each other's rows. `options()` opens the same database every time, so two storages opened on
 * one PostgreSQL back end behave as two server instances sharing one database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { StorageOptions } from './index.ts';

export interface Backend {
  readonly name: 'PGlite' | 'PostgreSQL';
  options(): StorageOptions;
  cleanup(): Promise<void>;
}

export async function pgliteBackend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'ew-backend-'));
  return {
    name: 'PGlite',
    options: () => ({ dataDir: join(dir, 'pglite') }),
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

export async function postgresBackend(url: string): Promise<Backend> {
  const schema = `ew_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    name: 'PostgreSQL',
    options: () => ({ databaseUrl: scoped.toString() }),
    async cleanup() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** The back ends of this run: PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const BACKENDS: readonly { name: Backend['name']; make: () => Promise<Backend> }[] = [
  { name: 'PGlite', make: pgliteBackend },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'PostgreSQL' as const, make: () => postgresBackend(process.env.TEST_DATABASE_URL!) }]
    : []),
];

/**
 * Waits, when less than `need` ms of the current minute is left, for the next one to begin. The
 * limits' windows are whole minutes of the clock (limits.ts `windowStart`): requests that straddle a
 * minute's end count in two windows, and a test expecting one budget would see it reset.
 */
export async function startEarlyInAMinute(need = 20_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < need) await new Promise((r) => setTimeout(r, left + 50));
}
