/**
 * One line per request: method, path, status, milliseconds. Never the query string (the callback
 * form's query carries a name and a mobile number), never bodies or headers. Path segments that
 * look like identifiers (reference ids, numbers) are masked too, because a resume link's id is
 * half of what unlocks a saved application.
 */
import { writeSync } from 'node:fs';
import type { MiddlewareHandler } from 'hono';

export interface Logger {
  info(line: string): void;
  error(line: string): void;
  /** A request's line as fields (JSON logs); without it the request is logged as a text line. */
  request?(entry: RequestEntry): void;
}

export interface RequestEntry {
  method: string;
  /** loggablePath: no query, ids masked. */
  path: string;
  status: number;
  ms: number;
}

export type LogFormat = 'text' | 'json';

/** LOG_FORMAT: `text` (default, for people) or `json` (one JSON object a line, for log shippers). */
export function logFormatFromEnv(value: string | undefined): LogFormat {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'text') return 'text';
  if (v === 'json') return 'json';
  throw new Error(`LOG_FORMAT must be text or json, got ${JSON.stringify(value)}`);
}

/**
 * Lines to stdout (info) and stderr (errors). In JSON each line is one object with `time`, `level`
 * and `msg` (a request's: `method`, `path`, `status`, `ms` too); a message's newlines (a stack) are
 * escaped inside it, so a line is always a whole entry.
 */
/**
 * Standard output a turn of the event loop at a time: the lines of every request answered in one
 * turn go out in one write instead of one write (a system call) each; what is left is written at exit.
 */
function batchedStdout(): (line: string) => void {
  let lines: string[] = [];
  const flush = () => {
    if (!lines.length) return;
    const text = `${lines.join('\n')}\n`;
    lines = [];
    process.stdout.write(text);
  };
  process.on('exit', () => {
    try {
      if (lines.length) writeSync(1, `${lines.join('\n')}\n`);
    } catch {
      // standard output closed: nothing to do at exit
    }
    lines = [];
  });
  return (line) => {
    if (lines.push(line) === 1) setImmediate(flush);
  };
}

let stdout: ((line: string) => void) | undefined;

export function consoleLogger(
  format: LogFormat = 'text',
  out: { stdout(line: string): void; stderr(line: string): void } = {
    stdout: (l) => (stdout ??= batchedStdout())(l),
    stderr: (l) => console.error(l),
  },
  now: () => Date = () => new Date(),
): Logger {
  if (format === 'text') return { info: out.stdout, error: out.stderr };
  const line = (level: string, fields: Record<string, unknown>) =>
    JSON.stringify({ time: now().toISOString(), level, ...fields });
  return {
    info: (msg) => out.stdout(line('info', { msg })),
    error: (msg) => out.stderr(line('error', { msg })),
    request: (entry) => out.stdout(line('info', { msg: 'request', ...entry })),
  };
}

/** Load balancers ask these every few seconds: logged only when they do not answer 200. */
const PROBES = new Set(['/healthz', '/readyz']);

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

/** A path as `new URL` gives it already: characters it keeps as they are, no dot segments. */
const PLAIN_PATH = /^\/[\w\-~%!$&'()*+,;=:@/]*(\.[\w\-~%!$&'()*+,;=:@]+[\w\-~%!$&'()*+,;=:@/]*)*$/;

/** The URL's path, read without a URL object when it is plain (every request the server parsed). */
function pathOf(url: string): string {
  const scheme = url.indexOf('://');
  const start = scheme === -1 ? -1 : url.indexOf('/', scheme + 3);
  if (start !== -1) {
    let end = url.length;
    for (let i = start; i < url.length; i++) {
      const ch = url.charCodeAt(i);
      if (ch === 63 || ch === 35) {
        end = i;
        break;
      }
    }
    const path = url.slice(start, end);
    if (PLAIN_PATH.test(path)) return path;
  }
  return new URL(url).pathname;
}

/** The path as it may be logged: raw (still %-encoded, so no control characters), masked, capped. */
export function loggablePath(url: string): string {
  const pathname = pathOf(url);
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
      const status = c.res.status;
      if (!(status === 200 && PROBES.has(c.req.path))) {
        const entry = { method: c.req.method, path: loggablePath(c.req.url), status, ms };
        if (logger.request) logger.request(entry);
        else logger.info(`${entry.method} ${entry.path} ${status} ${ms}ms`);
      }
    }
  };
}
