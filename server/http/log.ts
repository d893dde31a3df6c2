/**
 * One line per request: method, path, status, milliseconds. Never the query string (the callback
 * form's query carries a name and a mobile number), never bodies or headers. Path segments that
 * look like identifiers (reference ids, numbers) are masked too, because a resume link's id is
 * half of what unlocks a saved application.
 */
import type { MiddlewareHandler } from 'hono';

export interface Logger {
  info(line: string): void;
  error(line: string): void;
}

const MAX_LOGGED_PATH = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Long runs of letters/digits/-/_ that contain a digit: ids, tokens, phone numbers. */
const TOKEN_LIKE = /^(?=.*\d)[A-Za-z0-9_-]{8,}$/;
/**
 * Random ids without a digit (about 2.4 % of 22-character base64url reference ids): 16 or more
 * such characters with both cases. Route names (store-digitalscreens-marquee) are lower case.
 */
const MIXED_CASE_ID = /^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_-]{16,}$/;
/** The segment after these is an id whatever it looks like. */
const ID_AFTER = new Set(['timedeposit']);

/** The path as it may be logged: raw (still %-encoded, so no control characters), masked, capped. */
export function loggablePath(url: string): string {
  const { pathname } = new URL(url);
  const segments = pathname.split('/');
  const masked = segments
    .map((seg, i) =>
      UUID.test(seg) ||
      TOKEN_LIKE.test(seg) ||
      MIXED_CASE_ID.test(seg) ||
      (seg !== '' && i > 0 && ID_AFTER.has(segments[i - 1]!.toLowerCase()) && segments[i - 2] === 'forms')
        ? ':id'
        : seg,
    )
    .join('/');
  return masked.length > MAX_LOGGED_PATH ? `${masked.slice(0, MAX_LOGGED_PATH)}…` : masked;
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - start);
      logger.info(`${c.req.method} ${loggablePath(c.req.url)} ${c.res.status} ${ms}ms`);
    }
  };
}
