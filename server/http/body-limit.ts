/** Caps request bodies (1 MiB by default) for every method that may carry one. */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export function limitBodies(maxSize = DEFAULT_MAX_BODY_BYTES): MiddlewareHandler {
  const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) =>
    c.json({ error: 'too_large', maxBytes: maxSize }, 413);
  // hono's bodyLimit counts chunked bodies as they arrive.
  const limit = bodyLimit({ maxSize, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // A body of a declared length is refused or let through on the header alone, without touching
    // the request's body stream: that would make the Node adapter build a full web Request, and the
    // route could no longer read the body straight from the socket. Anything else (chunked, or no
    // length) is counted by hono's as it arrives.
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d+$/.test(length) && c.req.header('transfer-encoding') === undefined) {
      return Number(length) > maxSize ? tooLarge(c) : next();
    }
    return limit(c, next);
  };
}
