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
}

export type HeartbeatResult =
  /** A known screen with its key: recorded. */
  | { status: 'ok' }
  /** A new screen (or one known from before keys): recorded, and this is its key from now on. */
  | { status: 'enrolled'; key: string }
  /** A known screen without its key: not recorded (someone else, or a screen that lost its key). */
  | { status: 'forbidden' }
  /** A new screen while the table is full: not recorded. */
  | { status: 'full' };

export const newScreenKey = newKey;

/**
 * Records a heartbeat. A screen proves who it is with the key it was given at
 * first contact; a heartbeat for a known screen without that key changes nothing. `mayEnrol` is
 * asked before a new screen is added (the route's per-client enrolment limit).
 */
export async function recordHeartbeat(
  db: Queryable,
  hb: Heartbeat,
  key: string | undefined,
  at: Date = new Date(),
  mayEnrol: () => Promise<boolean> = async () => true,
): Promise<HeartbeatResult | { status: 'refused' }> {
  await db.query(`delete from kiosk_screens where last_seen < $1`, [
    new Date(at.getTime() - FORGET_SCREENS_AFTER_DAYS * 86_400_000).toISOString(),
  ]);
  if (key) {
    const updated = await db.query<{ screen_id: string }>(
      `update kiosk_screens set last_seen = $2, info = $3::jsonb
       where screen_id = $1 and key_hash = $4 returning screen_id`,
      [hb.screenId, at.toISOString(), JSON.stringify(hb), hashKey(key)],
    );
    if (updated.length) return { status: 'ok' };
  }
  const [known] = await db.query<{ key_hash: string | null }>(
    'select key_hash from kiosk_screens where screen_id = $1',
    [hb.screenId],
  );
  if (known?.key_hash) return { status: 'forbidden' };
  if (!(await mayEnrol())) return { status: 'refused' };
  const fresh = newScreenKey();
  // One statement: a screen known from before keys gets one (if still keyless); a new one is added
  // while there is room. Two first contacts of one id at once: one wins, the other is forbidden.
  const rows = await db.query<{ screen_id: string }>(
    `insert into kiosk_screens (screen_id, first_seen, last_seen, info, key_hash)
       select $1, $2, $2, $3::jsonb, $5
       where exists (select 1 from kiosk_screens where screen_id = $1)
          or (select count(*) from kiosk_screens) < $4
     on conflict (screen_id) do update set last_seen = excluded.last_seen, info = excluded.info,
       key_hash = excluded.key_hash
       where kiosk_screens.key_hash is null
     returning screen_id`,
    [hb.screenId, at.toISOString(), JSON.stringify(hb), MAX_SCREENS, hashKey(fresh)],
  );
  if (rows.length === 1) return { status: 'enrolled', key: fresh };
  return known || (await db.query('select 1 from kiosk_screens where screen_id = $1', [hb.screenId])).length
    ? { status: 'forbidden' }
    : { status: 'full' };
}

/** Forgets a screen (operator): its next heartbeat enrols it again with a new key. */
export async function forgetScreen(db: Queryable, screenId: string): Promise<boolean> {
  return (
    (await db.query('delete from kiosk_screens where screen_id = $1 returning screen_id', [screenId])).length === 1
  );
}

/** Every screen, the longest silent first. */
export async function listScreens(db: Queryable): Promise<ScreenRow[]> {
  const rows = await db.query<ScreenDbRow>(
    `select screen_id, first_seen, last_seen, info from kiosk_screens order by last_seen asc, screen_id asc`,
  );
  return rows.map((r) => ({
    screenId: r.screen_id,
    firstSeen: iso(r.first_seen),
    lastSeen: iso(r.last_seen),
    info: json<Heartbeat>(r.info),
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
  ): Promise<HeartbeatResult | { status: 'refused' }>;
  forgetScreen(screenId: string): Promise<boolean>;
  listScreens(): Promise<ScreenRow[]>;
  /** Screens by state (the metrics). */
  screenCounts(at: Date, silentAfterSeconds: number): Promise<{ ok: number; silent: number; pending: number }>;
}

export function fxStore(db: Queryable): FxStore {
  return {
    latest: (limit) => latestBulletins(db, limit),
    publish: (bulletin, at) => publishBulletin(db, bulletin, at),
    recordHeartbeat: (hb, key, at, mayEnrol) => recordHeartbeat(db, hb, key, at, mayEnrol),
    forgetScreen: (screenId) => forgetScreen(db, screenId),
    listScreens: () => listScreens(db),
    screenCounts: (at, silentAfterSeconds) => screenCounts(db, at, silentAfterSeconds),
  };
}
