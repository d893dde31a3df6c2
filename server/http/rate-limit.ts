/**
 * Per-client rate limits on the anonymous write endpoints: 429 with Retry-After (seconds) once a
 * client has used up its budget for the window. The counter is in the database (LimitStore), so the
 * limit holds across server instances sharing one PostgreSQL. The client's address is hashed before
 * it is stored: the table holds no address.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { LimitedHit, LimitStore } from '../storage/limits.ts';
import type { ClientAddress } from './client.ts';

export interface RateRule {
  /** Names the bucket (what is limited): one budget per name and client. */
  name: string;
  max: number;
  windowSeconds: number;
}

export const clientBucket = (name: string, client: string) =>
  `${name}:${createHash('sha256').update(client).digest('base64url').slice(0, 22)}`;

export function tooMany(c: Context, resetAt: Date, now = new Date()): Response {
  const seconds = retryAfter(resetAt, now);
  c.header('Retry-After', String(seconds));
  c.header('Cache-Control', 'no-store');
  return c.json({ error: 'too_many_requests', retryAfterSeconds: seconds }, 429);
}

const retryAfter = (resetAt: Date, now: Date) => Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));

/** A hit the route may count with the submission it stores (withSubmission), and whether it did. */
interface Deferred {
  hit: LimitedHit;
  taken: boolean;
}

const deferred = new WeakMap<Context, Deferred>();

/**
 * For the route that stores: this request's hit, to be counted by the statement that stores the
 * submission (Storage.addSubmission's `limit`), or undefined when it was counted already. Once
 * taken, the limit's middleware leaves it to that statement; `untake` when the statement never ran.
 */
export function takeHit(c: Context): { hit: LimitedHit; untake(): void } | undefined {
  const d = deferred.get(c);
  if (!d || d.taken) return undefined;
  d.taken = true;
  return { hit: d.hit, untake: () => (d.taken = false) };
}

/**
 * Counts every request that reaches it (valid or not: parsing is the cost) against the client's budget.
 *
 * `withSubmission` (a route that stores a small request, the callback GET): where the store allows
 * (`countsWithSubmissions`, PostgreSQL) the hit of a request that gets as far as storing is counted
 * by the statement that stores it (takeHit): one statement instead of two, and no round trip before
 * the request is read. A request that stops before (invalid, HEAD) is counted once it is answered,
 * and gets 429 instead when over the limit, as it would have before being read.
 */
export function rateLimit(
  limits: LimitStore,
  rule: RateRule,
  client: ClientAddress,
  { withSubmission = false }: { withSubmission?: boolean } = {},
): MiddlewareHandler {
  const deferrable = withSubmission && !!limits.countsWithSubmissions;
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const now = new Date();
    const bucket = clientBucket(rule.name, client(c));
    if (deferrable) {
      const d: Deferred = { hit: { bucket, windowSeconds: rule.windowSeconds, max: rule.max, now }, taken: false };
      deferred.set(c, d);
      await next();
      if (d.taken) return;
      const { hits, resetAt } = await limits.hit(bucket, rule.windowSeconds, now);
      if (hits > rule.max) {
        const seconds = retryAfter(resetAt, now);
        // Replaced whole (not merged with the route's answer).
        c.res = undefined as unknown as Response;
        c.res = new Response(JSON.stringify({ error: 'too_many_requests', retryAfterSeconds: seconds }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
        });
      }
      return;
    }
    const { hits, resetAt } = await limits.hit(bucket, rule.windowSeconds, now);
    if (hits > rule.max) return tooMany(c, resetAt, now);
    await next();
  };
}
