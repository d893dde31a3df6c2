/**
 * Schema changes, applied in order on open. Append new entries (drafts, outbox, FX bulletins,
 * heartbeats, ...) with the next id; never edit or reorder one that has shipped, because databases
 * in the field record which ids they already ran. One statement per string: PGlite's parameterised
 * query runs a single statement, and that keeps both back ends on the same code path.
 */
import type { Db, Queryable } from './db.ts';
import { RATE_FIXTURES } from '../../shared/rates/fixtures.ts';
import { seedStatements } from './rates.ts';
import { SAMPLE_RATES } from '../../shared/fx/sample.ts';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from '../../shared/content/sample.ts';
import { SAMPLE_STORES } from '../../shared/stores/sample.ts';
import { contentSeedStatements, storeSeedStatements } from './content.ts';

/**
 * A table of JSON records under a text key, with when each was last written (the rate sets, the
 * content records). The text is the one these migrations shipped with, letter for letter.
 */
function keyedJsonTable(table: string, key: string): string {
  return `create table if not exists ${table} (
         ${key} text primary key,
         data jsonb not null,
         updated_at timestamptz not null default now()
       )`;
}

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
  // Rate data (ids 10-19): the rate data sets, seeded with the SAMPLE fixtures (README "Sample data").
  {
    id: 10,
    name: 'rate_sets',
    statements: [keyedJsonTable('rate_sets', 'name')],
  },
  { id: 11, name: 'rate_sets_sample_seed', statements: seedStatements(RATE_FIXTURES) },
  // FX board and kiosk: ids 20-29.
  {
    id: 20,
    name: 'fx bulletins',
    statements: [
      `create table if not exists fx_bulletins (
         id integer generated always as identity primary key,
         as_of timestamptz not null,
         published_at timestamptz not null default now(),
         rates jsonb not null
       )`,
    ],
  },
  {
    id: 21,
    name: 'fx sample bulletin',
    // The reference server starts with rates to show (README "Sample data"); PUT replaces them.
    statements: [
      `insert into fx_bulletins (as_of, rates)
         select date_trunc('hour', now()), '${JSON.stringify(SAMPLE_RATES)}'::jsonb
         where not exists (select 1 from fx_bulletins)`,
    ],
  },
  {
    id: 22,
    name: 'kiosk screens',
    statements: [
      `create table if not exists kiosk_screens (
         screen_id text primary key,
         first_seen timestamptz not null,
         last_seen timestamptz not null,
         info jsonb not null
       )`,
      `create index if not exists kiosk_screens_last_seen on kiosk_screens (last_seen)`,
    ],
  },
  // Site and content: ids 30-39. The content service's records, pages and store list,
  // seeded with SAMPLE content (README "Sample data"); a record an operator has published is kept.
  {
    id: 30,
    name: 'content service',
    statements: [
      keyedJsonTable('cms_content', 'key'),
      `create table if not exists cms_pages (
         section text not null,
         id text not null,
         position integer not null default 0,
         data jsonb not null,
         primary key (section, id)
       )`,
      `create table if not exists stores (
         id integer generated always as identity primary key,
         location text not null,
         store_name text not null,
         municipality text not null,
         address text not null,
         store_email text not null default '',
         kind text not null,
         atm boolean not null
       )`,
    ],
  },
  { id: 31, name: 'content sample seed', statements: contentSeedStatements(SAMPLE_CONTENT, SAMPLE_PAGES) },
  { id: 32, name: 'stores sample seed', statements: storeSeedStatements(SAMPLE_STORES) },
  {
    id: 40,
    name: 'time deposit drafts and the outbox',
    statements: [
      `create table if not exists td_drafts (
         reference_id text primary key,
         fields jsonb not null,
         birthday text not null,
         saved_at timestamptz not null default now(),
         expires_at timestamptz not null,
         -- wrong birthdays in the current window (resume rate limit)
         wrong_count integer not null default 0,
         wrong_since timestamptz
       )`,
      `create index if not exists td_drafts_expires_at on td_drafts (expires_at)`,
      `create table if not exists outbox (
         id text primary key,
         recipient text not null,
         subject text not null,
         body text not null,
         sent_at timestamptz not null default now(),
         seq bigint generated always as identity
       )`,
    ],
  },
  // Limits against abuse (draft keys, rate limits, screen keys): ids 41-49.
  {
    id: 41,
    name: 'time deposit draft key',
    // sha256 of the draft key a save or resume hands out; drafts saved before have none and can be
    // updated again only after a resume (which issues one).
    statements: [`alter table td_drafts add column if not exists key_hash text`],
  },
  {
    id: 42,
    name: 'rate limits',
    statements: [
      `create table if not exists rate_limits (
         bucket text primary key,
         window_start timestamptz not null,
         hits integer not null
       )`,
      `create index if not exists rate_limits_window_start on rate_limits (window_start)`,
    ],
  },
  {
    id: 43,
    name: 'kiosk screen keys',
    // sha256 of the key a screen got at first contact; screens known from before have none and
    // get one with their next heartbeat.
    statements: [`alter table kiosk_screens add column if not exists key_hash text`],
  },
  // Mail delivery: ids 50-59.
  {
    id: 50,
    name: 'outbox delivery',
    // Mails kept before are the outbox's own record (delivery 'outbox'): no SMTP was configured then.
    statements: [
      `alter table outbox add column if not exists delivery text not null default 'outbox'`,
      `alter table outbox add column if not exists attempts integer not null default 0`,
      `alter table outbox add column if not exists next_attempt_at timestamptz`,
      `alter table outbox add column if not exists last_error text`,
      `alter table outbox add column if not exists delivered_at timestamptz`,
      `create index if not exists outbox_pending on outbox (next_attempt_at) where delivery = 'pending'`,
    ],
  },
  {
    id: 51,
    name: 'outbox html part',
    // A mail's HTML part beside its text (server/mail/resume-link.ts resumeLetter).
    statements: [`alter table outbox add column if not exists html text`],
  },
  // Partner attribution: ids 60-69.
  {
    id: 60,
    name: 'submission attribution',
    // Where a submission came from (shared/api/attribution.ts), beside its payload: the
    // operator API filters and counts leads by partner.
    statements: [
      `alter table submissions add column if not exists attribution jsonb`,
      `create index if not exists submissions_partner on submissions ((attribution->>'partner'), received_at desc)`,
    ],
  },
  {
    id: 61,
    name: 'submission request origin',
    // The Origin header the submitting browser sent, beside the origin the page claimed.
    statements: [`alter table submissions add column if not exists request_origin text`],
  },
  // Store screen enrolment: ids 70-79.
  {
    id: 70,
    name: 'kiosk screen enrolment',
    // A screen that arrives without an operator's enrolment secret waits (pending_since) until an
    // operator confirms it, and is forgotten within hours otherwise; screens known before are enrolled.
    statements: [
      `alter table kiosk_screens add column if not exists pending_since timestamptz`,
      `create index if not exists kiosk_screens_pending on kiosk_screens (pending_since) where pending_since is not null`,
      `create table if not exists kiosk_enrolment_secrets (
         id text primary key,
         secret_hash text not null unique,
         label text not null default '',
         created_at timestamptz not null,
         expires_at timestamptz not null,
         revoked_at timestamptz,
         uses integer not null default 0
       )`,
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

/**
 * Whether the database answers and has run every migration of `migrations` (a newer instance may
 * have run more). The reason when not, without connection details.
 */
export async function readiness(
  db: Queryable,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  let done: Set<number>;
  try {
    done = new Set((await db.query<{ id: number }>('select id from schema_migrations')).map((r) => Number(r.id)));
  } catch {
    return { ok: false, reason: 'database unreachable' };
  }
  const missing = migrations.filter((m) => !done.has(m.id)).map((m) => m.id);
  return missing.length ? { ok: false, reason: `migrations not applied: ${missing.join(', ')}` } : { ok: true };
}
