/**
 * Counters for rate limits. A bucket (what is limited, for whom) counts hits in a fixed window; a
 * hit from an older window (a slow request) counts in the current one, a newer window starts at 1.
 *
 * The counters cost an anonymous write no database round trip of its own:
 * - embedded (PGlite): in memory (memoryLimitStore). There is one server per DATA_DIR (the lock),
 *   so one process holds every counter; a restart forgets them (a client gets at most one more
 *   window's budget).
 * - PostgreSQL: in the database, so several servers sharing it enforce one limit (limitStore). The
 *   hits that arrive while one statement is out travel together in the next: one atomic
 *   INSERT ... ON CONFLICT ... DO UPDATE ... RETURNING for the whole batch, so under a burst the
 *   counters cost one statement per batch, not one per request, and concurrent hits (from any
 *   instance) are never lost or double-counted.
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
  /**
   * The statement that stores a submission can count its hit too (Storage.addSubmission's `limit`):
   * on PostgreSQL one statement and one commit per batch instead of two, and no round trip before
   * the request is read.
   */
  readonly countsWithSubmissions?: boolean;
  /** Deletes windows that ended before `before`; the number deleted. */
  purge(before: Date): Promise<number>;
}

/**
 * A hit counted by the statement that stores the submission: stored only when the client is within
 * `max` hits of the window, refused (RateLimited) otherwise; counted either way.
 */
export interface LimitedHit {
  bucket: string;
  windowSeconds: number;
  max: number;
  now: Date;
}

/** The submission was not stored: its client is over the limit until `resetAt`. */
export class RateLimited extends Error {
  constructor(readonly resetAt: Date) {
    super('rate limited');
    this.name = 'RateLimited';
  }
}

export const windowStart = (now: Date, windowMs: number) => Math.floor(now.getTime() / windowMs) * windowMs;

/** Counters in this process (the embedded back end). */
export function memoryLimitStore(): LimitStore {
  const windows = new Map<string, { start: number; hits: number; windowMs: number }>();
  let sweptAt = 0;
  /** Windows that have ended are dropped now and then, so the map holds only live clients. */
  const sweep = (now: number) => {
    sweptAt = now;
    for (const [bucket, w] of windows) if (w.start + w.windowMs <= now) windows.delete(bucket);
  };
  return {
    async hit(bucket, windowSeconds, now = new Date()) {
      const windowMs = windowSeconds * 1000;
      const start = windowStart(now, windowMs);
      if (now.getTime() - sweptAt >= 60_000) sweep(now.getTime());
      let w = windows.get(bucket);
      if (!w || start > w.start) windows.set(bucket, (w = { start, hits: 0, windowMs }));
      w.hits++;
      return { hits: w.hits, resetAt: new Date(w.start + windowMs) };
    },
    async purge(before) {
      let n = 0;
      for (const [bucket, w] of windows) {
        if (w.start < before.getTime()) {
          windows.delete(bucket);
          n++;
        }
      }
      return n;
    },
  };
}

/**
 * A batch's hits, counted per bucket (a bucket may appear once in an INSERT ... ON CONFLICT), in the
 * buckets' order: statements that lock several counters (here, and with the submissions) lock them
 * in one order, so two of them never wait for each other.
 */
const HIT_BATCH = `
  insert into rate_limits (bucket, window_start, hits)
  select * from unnest($1::text[], $2::timestamptz[], $3::int[]) order by 1
  on conflict (bucket) do update set
    hits = case when excluded.window_start > rate_limits.window_start then excluded.hits
                else rate_limits.hits + excluded.hits end,
    window_start = greatest(rate_limits.window_start, excluded.window_start)
  returning bucket, hits, window_start`;

interface Waiting {
  bucket: string;
  start: number;
  windowMs: number;
  resolve: (hit: Hit) => void;
  reject: (err: unknown) => void;
}

/** Counters in the database (PostgreSQL): one limit for every instance sharing it. */
export function limitStore(db: Queryable): LimitStore {
  let queue: Waiting[] = [];
  let sending = false;

  async function send(): Promise<void> {
    sending = true;
    while (queue.length) {
      const batch = queue;
      queue = [];
      const byBucket = new Map<string, { start: number; waiting: Waiting[] }>();
      for (const w of batch) {
        const entry = byBucket.get(w.bucket);
        if (entry) {
          entry.start = Math.max(entry.start, w.start);
          entry.waiting.push(w);
        } else byBucket.set(w.bucket, { start: w.start, waiting: [w] });
      }
      const buckets = [...byBucket.keys()];
      try {
        const rows = await db.query<{ bucket: string; hits: number; window_start: Date | string }>(HIT_BATCH, [
          buckets,
          buckets.map((b) => new Date(byBucket.get(b)!.start).toISOString()),
          buckets.map((b) => byBucket.get(b)!.waiting.length),
        ]);
        for (const row of rows) {
          const { waiting } = byBucket.get(row.bucket)!;
          const total = Number(row.hits);
          const start = new Date(row.window_start).getTime();
          // In arrival order: the first of n hits in this batch is total - n + 1.
          waiting.forEach((w, i) =>
            w.resolve({ hits: total - waiting.length + 1 + i, resetAt: new Date(start + w.windowMs) }),
          );
          byBucket.delete(row.bucket);
        }
        // (every bucket comes back; were one missing, its callers must not wait forever)
        for (const { waiting } of byBucket.values())
          for (const w of waiting) w.reject(new Error('rate limit not counted'));
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    sending = false;
  }

  return {
    hit(bucket, windowSeconds, now = new Date()) {
      const windowMs = windowSeconds * 1000;
      return new Promise<Hit>((resolve, reject) => {
        queue.push({ bucket, start: windowStart(now, windowMs), windowMs, resolve, reject });
        // Hits of the same tick go together; later ones wait for the statement out, then go together.
        if (!sending) {
          sending = true;
          queueMicrotask(() => void send());
        }
      });
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
