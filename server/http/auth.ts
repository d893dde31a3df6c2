/** Operator API guard: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

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
