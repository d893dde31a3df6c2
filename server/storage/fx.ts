/**
 * FX bulletins (what the board and the kiosk show; PUT /admin/api/fx-rates publishes one) and the
 * store screens' heartbeats (the operator view). Times are passed in by the caller, so tests can
 * move the clock; the database keeps them as timestamptz.
 */
import type { Heartbeat } from '../../shared/fx/heartbeat.ts';
import type { FxRate } from '../../shared/fx/schema.ts';
import type { Queryable } from './db.ts';
import { hashKey, newKey } from './keys.ts';

export interface StoredBulletin {
  id: number;
  /** ISO 8601, UTC. */
  asOf: string;
  publishedAt: string;
  rates: FxRate[];
}

export interface ScreenRow {
  screenId: string;
  firstSeen: string;
  lastSeen: string;
  info: Heartbeat;
  /** Waiting for an operator since (first contact without an enrolment secret). */
  pendingSince?: string;
}

/** Screens not heard from for this long are forgotten. */
export const FORGET_SCREENS_AFTER_DAYS = 30;
/** More screens than any store network has; a flood of invented ids stops here. */
export const MAX_SCREENS = 5000;

interface BulletinRow {
  id: number | string;
  as_of: Date | string;
  published_at: Date | string;
  rates: unknown;
}

const iso = (v: Date | string) => new Date(v).toISOString();
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function toBulletin(row: BulletinRow): StoredBulletin {
  return {
    id: Number(row.id),
    asOf: iso(row.as_of),
    publishedAt: iso(row.published_at),
    rates: json<FxRate[]>(row.rates),
  };
}

const BULLETIN_COLUMNS = 'id, as_of, published_at, rates';

/** The newest `limit` bulletins, newest first. */
export async function latestBulletins(db: Queryable, limit = 2): Promise<StoredBulletin[]> {
  const rows = await db.query<BulletinRow>(`select ${BULLETIN_COLUMNS} from fx_bulletins order by id desc limit $1`, [
    limit,
  ]);
  return rows.map(toBulletin);
}

export async function publishBulletin(
  db: Queryable,
  bulletin: { asOf: string; rates: readonly FxRate[] },
  at: Date = new Date(),
): Promise<StoredBulletin> {
  const rows = await db.query<BulletinRow>(
    `insert into fx_bulletins (as_of, published_at, rates) values ($1, $2, $3::jsonb) returning ${BULLETIN_COLUMNS}`,
    [bulletin.asOf, at.toISOString(), JSON.stringify(bulletin.rates)],
  );
  return toBulletin(rows[0]!);
}

interface ScreenDbRow {
  screen_id: string;
  first_seen: Date | string;
  last_seen: Date | string;
  info: unknown;
  pending_since: Date | string | null;
}

export type HeartbeatResult =
  /** A known, enrolled screen with its key: recorded. */
  | { status: 'ok' }
  /** A known screen waiting for an operator, with its key: recorded, still waiting. */
  | { status: 'pending' }
  /**
   * Enrolled now (with an operator's enrolment secret, or a screen known from before keys): recorded,
   * and this is its key from now on.
   */
  | { status: 'enrolled'; key: string }
  /** A new screen without a valid secret: recorded as waiting for an operator, with its key. */
  | { status: 'waiting'; key: string; secret?: 'invalid' }
  /** A known screen without its key (and no valid secret): not recorded. */
  | { status: 'forbidden'; secret?: 'invalid' }
  /** Enrolling it would pass MAX_SCREENS: not recorded. */
  | { status: 'full' }
  /** MAX_PENDING screens already wait: not recorded (genuine screens enrol with a secret). */
  | { status: 'too_many_waiting' }
  /** The per-client limit of new screens said no (`mayEnrol`). */
  | { status: 'refused' };

export const newScreenKey = newKey;

/** A screen that arrived without an enrolment secret and no operator confirmed is forgotten after this. */
export const FORGET_PENDING_AFTER_HOURS = 6;
/** At most this many screens wait for an operator; more are refused until some are confirmed or forgotten. */
export const MAX_PENDING = 500;
/** An enrolment secret's validity when the operator does not say (days). */
export const DEFAULT_SECRET_DAYS = 30;
export const MAX_SECRET_DAYS = 366;
/** What an enrolment secret looks like (newKey: 43 base64url characters). */
export const ENROLMENT_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** The id of a valid (known, not revoked, not expired) enrolment secret, counting the use. */
async function useEnrolmentSecret(db: Queryable, secret: string, at: Date): Promise<string | undefined> {
  if (!ENROLMENT_SECRET.test(secret)) return undefined;
  const [row] = await db.query<{ id: string }>(
    `update kiosk_enrolment_secrets set uses = uses + 1
     where secret_hash = $1 and revoked_at is null and expires_at > $2 returning id`,
    [hashKey(secret), at.toISOString()],
  );
  return row?.id;
}

/**
 * Records a heartbeat. A screen proves who it is with the key it was given at first contact; a
 * heartbeat for a known screen without that key changes nothing. A new screen is enrolled only with
 * an operator's enrolment secret (`secret`, from the kiosk's URL); without one it waits for an
 * operator (confirmScreen) and is forgotten after FORGET_PENDING_AFTER_HOURS, so invented ids can
 * fill neither the screens nor, for long, the waiting list. `mayEnrol` is asked before a screen is
 * added to the waiting list (the route's per-client limit); a valid secret is not limited.
 */
export async function recordHeartbeat(
  db: Queryable,
  hb: Heartbeat,
  key: string | undefined,
  at: Date = new Date(),
  mayEnrol: () => Promise<boolean> = async () => true,
  secret?: string,
): Promise<HeartbeatResult> {
  await db.query(`delete from kiosk_screens where last_seen < $1 or pending_since < $2`, [
    new Date(at.getTime() - FORGET_SCREENS_AFTER_DAYS * 86_400_000).toISOString(),
    new Date(at.getTime() - FORGET_PENDING_AFTER_HOURS * 3600_000).toISOString(),
  ]);
  const stamp = at.toISOString();
  const info = JSON.stringify(hb);
  if (key) {
    const updated = await db.query<{ pending_since: Date | string | null }>(
      `update kiosk_screens set last_seen = $2, info = $3::jsonb
       where screen_id = $1 and key_hash = $4 returning pending_since`,
      [hb.screenId, stamp, info, hashKey(key)],
    );
    if (updated.length) return { status: updated[0]!.pending_since === null ? 'ok' : 'pending' };
  }
  const fresh = newScreenKey();
  if (secret) {
    if (await useEnrolmentSecret(db, secret, at)) {
      // One statement: enrolled (or re-keyed: a screen that lost its key, set up again with the
      // secret) while the enrolled screens stay within MAX_SCREENS.
      const rows = await db.query<{ screen_id: string }>(
        `insert into kiosk_screens (screen_id, first_seen, last_seen, info, key_hash, pending_since)
           select $1, $2, $2, $3::jsonb, $5, null
           where exists (select 1 from kiosk_screens where screen_id = $1 and pending_since is null)
              or (select count(*) from kiosk_screens where pending_since is null) < $4
         on conflict (screen_id) do update set last_seen = excluded.last_seen, info = excluded.info,
           key_hash = excluded.key_hash, pending_since = null
         returning screen_id`,
        [hb.screenId, stamp, info, MAX_SCREENS, hashKey(fresh)],
      );
      return rows.length ? { status: 'enrolled', key: fresh } : { status: 'full' };
    }
  }
  const invalid = secret ? ({ secret: 'invalid' } as const) : {};
  // A screen known from before keys (enrolled, keyless) gets one; of two first contacts one wins.
  const legacy = await db.query<{ screen_id: string }>(
    `update kiosk_screens set last_seen = $2, info = $3::jsonb, key_hash = $4
     where screen_id = $1 and key_hash is null and pending_since is null returning screen_id`,
    [hb.screenId, stamp, info, hashKey(fresh)],
  );
  if (legacy.length) return { status: 'enrolled', key: fresh };
  if ((await db.query('select 1 from kiosk_screens where screen_id = $1', [hb.screenId])).length) {
    return { status: 'forbidden', ...invalid };
  }
  if (!(await mayEnrol())) return { status: 'refused' };
  const rows = await db.query<{ screen_id: string }>(
    `insert into kiosk_screens (screen_id, first_seen, last_seen, info, key_hash, pending_since)
       select $1, $2, $2, $3::jsonb, $5, $2
       where (select count(*) from kiosk_screens where pending_since is not null) < $4
     on conflict (screen_id) do nothing
     returning screen_id`,
    [hb.screenId, stamp, info, MAX_PENDING, hashKey(fresh)],
  );
  if (rows.length) return { status: 'waiting', key: fresh, ...invalid };
  return (await db.query('select 1 from kiosk_screens where screen_id = $1', [hb.screenId])).length
    ? { status: 'forbidden', ...invalid }
    : { status: 'too_many_waiting' };
}

/**
 * An operator confirms a waiting screen: it is enrolled and keeps its key. `already` when it was
 * enrolled, `full` when that would pass MAX_SCREENS.
 */
export async function confirmScreen(
  db: Queryable,
  screenId: string,
): Promise<'confirmed' | 'already' | 'not_found' | 'full'> {
  const rows = await db.query<{ screen_id: string }>(
    `update kiosk_screens set pending_since = null
     where screen_id = $1 and pending_since is not null
       and (select count(*) from kiosk_screens where pending_since is null) < $2
     returning screen_id`,
    [screenId, MAX_SCREENS],
  );
  if (rows.length) return 'confirmed';
  const [known] = await db.query<{ pending_since: unknown }>(
    'select pending_since from kiosk_screens where screen_id = $1',
    [screenId],
  );
  return !known ? 'not_found' : known.pending_since === null ? 'already' : 'full';
}

export interface EnrolmentSecret {
  id: string;
  label: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  /** Heartbeats it enrolled a screen with. */
  uses: number;
}

interface SecretRow {
  id: string;
  label: string;
  created_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  uses: number | string;
}

const toSecret = (r: SecretRow): EnrolmentSecret => ({
  id: r.id,
  label: r.label,
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
  ...(r.revoked_at ? { revokedAt: iso(r.revoked_at) } : {}),
  uses: Number(r.uses),
});

const SECRET_COLUMNS = 'id, label, created_at, expires_at, revoked_at, uses';

/** A new enrolment secret: the secret itself is in this answer only (the database keeps its hash). */
export async function issueEnrolmentSecret(
  db: Queryable,
  options: { label?: string; validDays?: number },
  at: Date = new Date(),
): Promise<EnrolmentSecret & { secret: string }> {
  const secret = newKey();
  const days = options.validDays ?? DEFAULT_SECRET_DAYS;
  const [row] = await db.query<SecretRow>(
    `insert into kiosk_enrolment_secrets (id, secret_hash, label, created_at, expires_at)
     values ($1, $2, $3, $4, $5) returning ${SECRET_COLUMNS}`,
    [
      newKey().slice(0, 12),
      hashKey(secret),
      options.label ?? '',
      at.toISOString(),
      new Date(at.getTime() + days * 86_400_000).toISOString(),
    ],
  );
  return { ...toSecret(row!), secret };
}

export async function listEnrolmentSecrets(db: Queryable): Promise<EnrolmentSecret[]> {
  const rows = await db.query<SecretRow>(
    `select ${SECRET_COLUMNS} from kiosk_enrolment_secrets order by created_at desc, id`,
  );
  return rows.map(toSecret);
}

/** Revokes a secret: screens it enrolled keep their keys; no new screen enrols with it. */
export async function revokeEnrolmentSecret(db: Queryable, id: string, at: Date = new Date()): Promise<boolean> {
  const rows = await db.query(
    `update kiosk_enrolment_secrets set revoked_at = coalesce(revoked_at, $2) where id = $1 returning id`,
    [id, at.toISOString()],
  );
  return rows.length === 1;
}

/** Forgets a screen (operator): its next heartbeat starts again (with the secret, or waiting). */
export async function forgetScreen(db: Queryable, screenId: string): Promise<boolean> {
  return (
    (await db.query('delete from kiosk_screens where screen_id = $1 returning screen_id', [screenId])).length === 1
  );
}

/** Every screen, the longest silent first. */
export async function listScreens(db: Queryable): Promise<ScreenRow[]> {
  const rows = await db.query<ScreenDbRow>(
    `select screen_id, first_seen, last_seen, info, pending_since from kiosk_screens
     order by last_seen asc, screen_id asc`,
  );
  return rows.map((r) => ({
    screenId: r.screen_id,
    firstSeen: iso(r.first_seen),
    lastSeen: iso(r.last_seen),
    info: json<Heartbeat>(r.info),
    ...(r.pending_since === null ? {} : { pendingSince: iso(r.pending_since) }),
  }));
}

/** Screens by state at `at`: enrolled and heard from lately, enrolled and silent, pending. */
export async function screenCounts(
  db: Queryable,
  at: Date,
  silentAfterSeconds: number,
): Promise<{ ok: number; silent: number; pending: number }> {
  const [row] = await db.query<{ ok: string | number; silent: string | number; pending: string | number }>(
    `select count(*) filter (where pending_since is null and last_seen >= $1) as ok,
            count(*) filter (where pending_since is null and last_seen < $1) as silent,
            count(*) filter (where pending_since is not null) as pending
     from kiosk_screens`,
    [new Date(at.getTime() - silentAfterSeconds * 1000).toISOString()],
  );
  return { ok: Number(row?.ok ?? 0), silent: Number(row?.silent ?? 0), pending: Number(row?.pending ?? 0) };
}

/** The FX part of the server's storage (Storage.fx). */
export interface FxStore {
  /** The newest `limit` bulletins, newest first (default 2: the current one and the one before). */
  latest(limit?: number): Promise<StoredBulletin[]>;
  publish(bulletin: { asOf: string; rates: readonly FxRate[] }, at?: Date): Promise<StoredBulletin>;
  recordHeartbeat(
    hb: Heartbeat,
    key?: string,
    at?: Date,
    mayEnrol?: () => Promise<boolean>,
    secret?: string,
  ): Promise<HeartbeatResult>;
  forgetScreen(screenId: string): Promise<boolean>;
  confirmScreen(screenId: string): Promise<'confirmed' | 'already' | 'not_found' | 'full'>;
  issueEnrolmentSecret(
    options: { label?: string; validDays?: number },
    at?: Date,
  ): Promise<EnrolmentSecret & { secret: string }>;
  listEnrolmentSecrets(): Promise<EnrolmentSecret[]>;
  revokeEnrolmentSecret(id: string, at?: Date): Promise<boolean>;
  listScreens(): Promise<ScreenRow[]>;
  /** Screens by state (the metrics). */
  screenCounts(at: Date, silentAfterSeconds: number): Promise<{ ok: number; silent: number; pending: number }>;
}

export function fxStore(db: Queryable): FxStore {
  return {
    latest: (limit) => latestBulletins(db, limit),
    publish: (bulletin, at) => publishBulletin(db, bulletin, at),
    recordHeartbeat: (hb, key, at, mayEnrol, secret) => recordHeartbeat(db, hb, key, at, mayEnrol, secret),
    forgetScreen: (screenId) => forgetScreen(db, screenId),
    confirmScreen: (screenId) => confirmScreen(db, screenId),
    issueEnrolmentSecret: (options, at) => issueEnrolmentSecret(db, options, at),
    listEnrolmentSecrets: () => listEnrolmentSecrets(db),
    revokeEnrolmentSecret: (id, at) => revokeEnrolmentSecret(db, id, at),
    listScreens: () => listScreens(db),
    screenCounts: (at, silentAfterSeconds) => screenCounts(db, at, silentAfterSeconds),
  };
}
