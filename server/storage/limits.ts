/**
 * Counters for rate limits, kept in the database so that several server instances sharing one
 * PostgreSQL enforce one limit. A bucket (what is limited, for whom) counts hits in a fixed window;
 * each hit is one atomic INSERT ... ON CONFLICT ... DO UPDATE ... RETURNING, so concurrent hits
 * (from any instance) are never lost or double-counted.
 */
import type { Queryable } from './db.ts';

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the current window ends. */
  resetAt: Date;
}

export interface LimitStore {
  hit(bucket: string, windowSeconds: number, now?: Date): Promise<Hit>;
  /** Deletes windows that ended before `before`; the number deleted. */
  purge(before: Date): Promise<number>;
}

/** A hit from an older window (a slow request) counts in the current one; a newer window starts at 1. */
const HIT = `
  insert into rate_limits (bucket, window_start, hits) values ($1, $2::timestamptz, 1)
  on conflict (bucket) do update set
    hits = case when excluded.window_start > rate_limits.window_start then 1 else rate_limits.hits + 1 end,
    window_start = greatest(rate_limits.window_start, excluded.window_start)
  returning hits, window_start`;

export function limitStore(db: Queryable): LimitStore {
  return {
    async hit(bucket, windowSeconds, now = new Date()) {
      const windowMs = windowSeconds * 1000;
      const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const [row] = await db.query<{ hits: number; window_start: Date | string }>(HIT, [bucket, start.toISOString()]);
      return { hits: Number(row!.hits), resetAt: new Date(new Date(row!.window_start).getTime() + windowMs) };
    },
    async purge(before) {
      const rows = await db.query<{ bucket: string }>(
        'delete from rate_limits where window_start < $1 returning bucket',
        [before.toISOString()],
      );
      return rows.length;
    },
  };
}
