/**
 * One JSON error shape for every endpoint. A client mistake is a 4xx; 500 is kept for genuine bugs
 * and says nothing about the request (the log line says which route, never what was sent).
 */
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { loggablePath, type Logger } from './log.ts';

/** 400 with the failing fields ({ field: English message }), as CONTRACT.md promises. */
export function invalid(c: Context, fields: Record<string, string>, message?: string): Response {
  return c.json({ error: 'invalid', fields, ...(message ? { message } : {}) }, 400);
}

export const notFound: NotFoundHandler = (c) => c.json({ error: 'not_found' }, 404);

export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    // Thrown on purpose (body limit, or a handler throwing HTTPException): already the answer.
    if (err instanceof HTTPException) return err.getResponse();
    // Stack only: driver errors can carry submitted values in other properties (pg's `detail`).
    logger.error(`Unhandled error on ${c.req.method} ${loggablePath(c.req.url)}: ${err.stack ?? err.message}`);
    return c.json({ error: 'internal' }, 500);
  };
}
