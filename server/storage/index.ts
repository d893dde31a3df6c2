/**
 * The server's storage: embedded PGlite by default (a directory on disk, or memory for tests), or
 * PostgreSQL when a connection URL is given. Same SQL and same migrations on both.
 */
import type { FormName } from '../../shared/config.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { fxStore, type FxStore } from './fx.ts';
import { contentStore, type ContentStore } from './content.ts';
import { migrate, readiness } from './migrations.ts';
import { draftStore, type DraftStore } from './drafts.ts';
import { OUTBOX_RETENTION_DAYS, outboxStore, type OutboxStore } from './outbox.ts';
import { limitStore, memoryLimitStore, type LimitedHit, type LimitStore } from './limits.ts';
import * as submissions from './submissions.ts';
import * as rateSets from './rates.ts';
import type { RateData, RateSetRecord } from '../../shared/rates/schema.ts';
import type { RateSetName } from '../../shared/rates/sets.ts';
import type { LeadCount, Page, Submission } from './submissions.ts';
import type { Attribution } from '../../shared/api/attribution.ts';

export type { LeadCount, Submission } from './submissions.ts';
export { isFormName, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './submissions.ts';

export interface StorageOptions {
  /** PostgreSQL connection URL; when set, dataDir is ignored. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing). Omitted: in memory, gone on close. */
  dataDir?: string;
  /** Where the PostgreSQL pool reports a lost idle connection (default: stderr). */
  log?: (line: string) => void;
}

export interface Storage {
  readonly kind: Db['kind'];
  /**
   * `attribution`: where it came from, stored beside the fields; `requestOrigin`: the request's own
   * Origin header (requestOriginOf), stored beside the origin claimed. `limit`: the client's
   * rate-limit hit, counted in the same statement (only where `limits.countsWithSubmissions`); over
   * the limit the submission is not stored and the promise rejects with RateLimited.
   */
  addSubmission(
    form: FormName,
    fields: Record<string, unknown>,
    attribution?: Attribution,
    requestOrigin?: string,
    limit?: LimitedHit,
  ): Promise<Submission>;
  /** Newest first. */
  listSubmissions(form?: FormName, limit?: number): Promise<Submission[]>;
  /** Newest first, a page at a time (`cursor`: the previous page's `next`). */
  submissionsPage(options: {
    form?: FormName;
    partner?: string;
    limit?: number;
    cursor?: string;
  }): Promise<Page<Submission>>;
  /** Leads per partner and form. */
  leadsSummary(): Promise<LeadCount[]>;
  /**
   * Housekeeping: expired drafts, mails older than OUTBOX_RETENTION_DAYS and
   * rate-limit windows older than a day. What was deleted, by kind.
   */
  purge(now?: Date): Promise<{ drafts: number; mails: number; limits: number }>;
  /** FX bulletins and store-screen heartbeats. */
  readonly fx: FxStore;
  /** Saved time deposit applications. */
  readonly drafts: DraftStore;
  /** E-mails the services "sent". */
  readonly outbox: OutboxStore;
  /** Rate limit counters: in memory on the embedded database, shared by every instance on PostgreSQL. */
  readonly limits: LimitStore;
  /** The content service's records, pages and stores. */
  readonly content: ContentStore;
  /** Rate data sets: the published data of each set, seeded with samples. */
  rates: {
    get(name: RateSetName): Promise<RateSetRecord | undefined>;
    list(): Promise<RateSetRecord[]>;
    put(name: RateSetName, data: RateData): Promise<RateSetRecord>;
  };
  /**
   * Whether this instance can serve: the database answers and has every migration this build knows
   * (a newer instance may have run more). The reason when not, without connection details.
   */
  ready(): Promise<{ ok: true } | { ok: false; reason: string }>;
  close(): Promise<void>;
}

export async function openStorage(options: StorageOptions = {}): Promise<Storage> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.log)
    : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  let closed: Promise<void> | undefined;
  // One process per embedded database: its counters need no round trip (storage/limits.ts). On
  // PostgreSQL they go through connections of their own whose commits do not wait for the disk: a
  // request no longer waits for two flushes (its counter, then its row), and what a crash of the
  // database server can lose is the last fraction of a second of counted hits, never a submission.
  let counters: Db | undefined;
  if (options.databaseUrl) {
    try {
      counters = await openPostgres(options.databaseUrl, options.log, { max: 2, asyncCommit: true });
    } catch (err) {
      await db.close().catch(() => undefined);
      throw err;
    }
  }
  // On PostgreSQL a callback's hit is counted by the statement that stores it, on the pool of the
  // submissions (storage/submissions.ts): one statement and one flushed commit for both.
  const limits: LimitStore = counters ? { ...limitStore(counters), countsWithSubmissions: true } : memoryLimitStore();
  // Concurrent submissions go in one statement (storage/submissions.ts); PGlite has one connection.
  const writer = submissions.submissionWriter(db, { inFlight: db.kind === 'pglite' ? 1 : 4 });
  return {
    kind: db.kind,
    addSubmission: writer.add,
    listSubmissions: (form, limit) => submissions.listSubmissions(db, form, limit),
    submissionsPage: (options) => submissions.listSubmissionsPage(db, options),
    leadsSummary: () => submissions.leadsSummary(db),
    fx: fxStore(db),
    content: contentStore(db),
    drafts: draftStore(db),
    outbox: outboxStore(db),
    limits,
    async purge(now = new Date()) {
      const day = 86_400_000;
      return {
        drafts: await draftStore(db).purgeExpired(now),
        mails: await outboxStore(db).purge(new Date(now.getTime() - OUTBOX_RETENTION_DAYS * day)),
        limits: await limits.purge(new Date(now.getTime() - day)),
      };
    },
    rates: {
      get: (name) => rateSets.getRateSet(db, name),
      list: () => rateSets.listRateSets(db),
      put: (name, data) => rateSets.putRateSet(db, name, data),
    },
    ready: async () => (closed ? { ok: false, reason: 'closed' } : readiness(db)),
    // Idempotent: shutdown paths (signal handler, test teardown) may both call it.
    close: () => (closed ??= Promise.all([db.close(), counters?.close()]).then(() => undefined)),
  };
}
