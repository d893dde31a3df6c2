/** Caps request bodies (1 MiB by default) for every method that may carry one. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export function limitBodies(maxSize = DEFAULT_MAX_BODY_BYTES): MiddlewareHandler {
  // hono's bodyLimit refuses on Content-Length at once and counts chunked bodies as they arrive.
  const limit = bodyLimit({ maxSize, onError: (c) => c.json({ error: 'too_large', maxBytes: maxSize }, 413) });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
