/**
 * Per-client rate limits on the anonymous write endpoints: 429 with Retry-After (seconds) once a
 * client has used up its budget for the window. The counter is in the database (LimitStore), so the
 * limit holds across server instances sharing one PostgreSQL. The client's address is hashed before
 * it is stored: the table holds no address.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { LimitStore } from '../storage/limits.ts';
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
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  c.header('Retry-After', String(seconds));
  c.header('Cache-Control', 'no-store');
  return c.json({ error: 'too_many_requests', retryAfterSeconds: seconds }, 429);
}

/** Counts every request that reaches it (valid or not: parsing is the cost) against the client's budget. */
export function rateLimit(limits: LimitStore, rule: RateRule, client: ClientAddress): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const now = new Date();
    const { hits, resetAt } = await limits.hit(clientBucket(rule.name, client(c)), rule.windowSeconds, now);
    if (hits > rule.max) return tooMany(c, resetAt, now);
    await next();
  };
}
