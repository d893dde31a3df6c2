/**
 * The server's storage: embedded PGlite by default (a directory on disk, or memory for tests), or
 * PostgreSQL when a connection URL is given. Same SQL and same migrations on both.
 */
import type { FormName } from '../../shared/config.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from './migrations.ts';
import * as submissions from './submissions.ts';
import type { Submission } from './submissions.ts';

export type { Submission } from './submissions.ts';
export { isFormName, DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from './submissions.ts';

export interface StorageOptions {
  /** PostgreSQL connection URL; when set, dataDir is ignored. */
  databaseUrl?: string;
  /** PGlite data directory (created if missing). Omitted: in memory, gone on close. */
  dataDir?: string;
}

export interface Storage {
  readonly kind: Db['kind'];
  addSubmission(form: FormName, fields: Record<string, unknown>): Promise<Submission>;
  /** Newest first. */
  listSubmissions(form?: FormName, limit?: number): Promise<Submission[]>;
  close(): Promise<void>;
}

export async function openStorage(options: StorageOptions = {}): Promise<Storage> {
  const db = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openPglite(options.dataDir);
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  let closed: Promise<void> | undefined;
  return {
    kind: db.kind,
    addSubmission: (form, fields) => submissions.addSubmission(db, form, fields),
    listSubmissions: (form, limit) => submissions.listSubmissions(db, form, limit),
    // Idempotent: shutdown paths (signal handler, test teardown) may both call it.
    close: () => (closed ??= db.close()),
  };
}
