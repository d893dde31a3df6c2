/**
 * One JSON error shape for every endpoint. A client mistake is a 4xx; 500 is kept for genuine bugs
 * and says nothing about the request (the log line says which route, never what was sent).
 *
 * Storage that is full or read-only (a full disk, a quota, a read-only remount; PostgreSQL's
 * disk_full and read-only transaction) is not a bug but an outage the operator fixes: 503 with
 * Retry-After, so the widgets say "try again later" and keep what the visitor typed. Such errors
 * come in floods (every visitor's write fails) into a log that may share the full disk, so they are
 * logged at most once a minute, with how many there were.
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loggablePath, type Logger } from './log.ts';

/** 400 with the failing fields ({ field: English message }), as CONTRACT.md promises. */
export function invalid(c: Context, fields: Record<string, string>, message?: string): Response {
  return c.json({ error: 'invalid', fields, ...(message ? { message } : {}) }, 400);
}

export const notFound: NotFoundHandler = (c) => c.json({ error: 'not_found' }, 404);

/** Seconds a visitor is asked to wait when storage cannot take writes. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;
const REPORT_EVERY_MS = 60_000;

/** File system error codes and PostgreSQL SQLSTATEs that mean "full" or "read-only". */
const TROUBLE: Readonly<Record<string, 'full' | 'read-only'>> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  EROFS: 'read-only',
  '53100': 'full', // disk_full
  '25006': 'read-only', // read_only_sql_transaction (a standby, or default_transaction_read_only)
};
/** The same in a message, for drivers that pass the system's words on without a code. */
const TROUBLE_TEXT: readonly [RegExp, 'full' | 'read-only'][] = [
  [/No space left on device|Disk quota exceeded/i, 'full'],
  [/Read-only file system/i, 'read-only'],
];

/** "full" or "read-only" with its code, when an error (or one of its causes) says so. */
export function storageTrouble(err: unknown): { kind: 'full' | 'read-only'; code: string } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && TROUBLE[code]) return { kind: TROUBLE[code], code };
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string') {
      for (const [pattern, kind] of TROUBLE_TEXT)
        if (pattern.test(message)) return { kind, code: typeof code === 'string' ? code : kind };
    }
  }
  return undefined;
}

export function errorHandler(logger: Logger, now: () => number = Date.now): ErrorHandler {
  let lastReport = -Infinity;
  let unreported = 0;
  let last = '';
  let flush: ReturnType<typeof setTimeout> | undefined;
  const report = () => {
    flush = undefined;
    if (!unreported) return;
    logger.error(`Storage is ${last}: ${unreported} request(s) answered 503 (reported at most once a minute)`);
    lastReport = now();
    unreported = 0;
  };
  return (err, c) => {
    // Thrown on purpose (body limit, or a handler throwing HTTPException): already the answer.
    if (err instanceof HTTPException) return err.getResponse();
    const trouble = storageTrouble(err);
    if (trouble) {
      unreported++;
      last = `${trouble.kind} (${trouble.code}), last on ${c.req.method} ${loggablePath(c.req.url)}`;
      if (now() - lastReport >= REPORT_EVERY_MS) report();
      // What came after the report is told a minute later, even if nothing more comes.
      else if (!flush) (flush = setTimeout(report, lastReport + REPORT_EVERY_MS - now())).unref();
      c.header('Retry-After', String(STORAGE_RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'unavailable', retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS }, 503);
    }
    // Stack only: driver errors can carry submitted values in other properties (pg's `detail`).
    logger.error(`Unhandled error on ${c.req.method} ${loggablePath(c.req.url)}: ${err.stack ?? err.message}`);
    return c.json({ error: 'internal' }, 500);
  };
}
