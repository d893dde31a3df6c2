/** Operator API guard: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { LimitStore } from '../storage/limits.ts';
import type { ClientAddress } from './client.ts';
import { clientBucket, tooMany } from './rate-limit.ts';

// Hashing first gives equal-length inputs to timingSafeEqual, so not even the length leaks.
const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

export function bearerAuth(token: string): MiddlewareHandler {
  if (!token) throw new Error('bearerAuth: empty token would lock nobody out');
  const expected = digest(token);
  return async (c, next) => {
    const match = /^Bearer +(\S+) *$/i.exec(c.req.header('authorization') ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) {
      c.header('WWW-Authenticate', 'Bearer');
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'unauthorized' }, 401);
    }
    await next();
  };
}

/** Answers never stored by the browser or a proxy (the operator API, the store screens' calls, health). */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** What every operator path is behind: the bearer token, and an answer no cache keeps (a refusal too). */
export function operatorOnly(token: string): MiddlewareHandler[] {
  return [bearerAuth(token), noStore];
}

/**
 * A per-client budget of failed operator authentications, mounted before every operator route:
 * each 401 counts against the client's hourly budget (in the limit store, so instances sharing a
 * PostgreSQL share the count); once it is spent, every operator request from that client is
 * answered 429 with Retry-After before its token is looked at, the right token included, so
 * guessing goes no faster than the budget. Refusals are decided from memory: a client that is
 * not refused costs nothing here.
 */
export function operatorAuthBudget(
  store: LimitStore,
  maxFailuresPerHour: number,
  client: ClientAddress,
): MiddlewareHandler {
  /** Bucket -> when its refusal ends (ms). Only spent budgets are kept, and only until they reset. */
  const refused = new Map<string, number>();
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const bucket = clientBucket('operator-auth-failure', client(c));
    const now = Date.now();
    const until = refused.get(bucket);
    if (until !== undefined) {
      if (until > now) return tooMany(c, new Date(until), new Date(now));
      refused.delete(bucket);
    }
    await next();
    if (c.res.status !== 401) return;
    const { hits, resetAt } = await store.hit(bucket, 3600);
    if (hits < maxFailuresPerHour) return;
    if (refused.size >= 10_000) for (const [b, end] of refused) if (end <= now) refused.delete(b);
    refused.set(bucket, resetAt.getTime());
    // Guesses sent together all pass the check above; past the budget they are answered 429 too.
    if (hits > maxFailuresPerHour) {
      const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      c.res = undefined; // replaced whole: none of the 401's headers (WWW-Authenticate) carried over
      c.res = new Response(JSON.stringify({ error: 'too_many_requests', retryAfterSeconds: seconds }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': String(seconds), 'cache-control': 'no-store' },
      });
    }
  };
}
