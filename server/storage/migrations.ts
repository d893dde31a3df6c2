/**
 * Schema changes, applied in order on open. Append new entries (drafts, outbox, FX bulletins,
 * heartbeats, ...) with the next id; never edit or reorder one that has shipped, because databases
 * in the field record which ids they already ran. One statement per string: PGlite's parameterised
 * query runs a single statement, and that keeps both back ends on the same code path.
 */
import type { Db } from './db.ts';

export interface Migration {
  id: number;
  name: string;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'submissions',
    statements: [
      `create table if not exists submissions (
         id text primary key,
         form text not null,
         received_at timestamptz not null default now(),
         fields jsonb not null,
         -- Insertion order. PGlite's clock ticks in milliseconds, so quick submissions can share a
         -- received_at; seq keeps "newest first" exact on both back ends.
         seq bigint generated always as identity
       )`,
      `create index if not exists submissions_form_received_at on submissions (form, received_at desc, seq desc)`,
    ],
  },
];

/** Arbitrary constant: the advisory lock that serialises servers migrating one PostgreSQL database. */
const MIGRATION_LOCK = 7_415_001;

export async function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    // Two servers starting together against one PostgreSQL must not both run a migration;
    // the lock is released when this transaction ends.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`create table if not exists schema_migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const done = new Set((await tx.query<{ id: number }>('select id from schema_migrations')).map((r) => r.id));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      for (const sql of m.statements) await tx.query(sql);
      await tx.query('insert into schema_migrations (id, name) values ($1, $2)', [m.id, m.name]);
      applied.push(m.id);
    }
    return applied;
  });
}
