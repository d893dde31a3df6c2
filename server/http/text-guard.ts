/**
 * Text PostgreSQL cannot store is refused at the edge, on every route: a NUL
 * character (raw, or written \u0000 in JSON) or an unpaired UTF-16 surrogate (\ud800 in JSON) in
 * any string or key of a JSON body, or in the raw text of any other non-form body. 400, before a
 * handler sees it; otherwise the database refuses it later and the visitor gets a 500. Form bodies
 * and query strings have their own readers that refuse control characters (multipart.ts, query.ts),
 * and their percent-decoding cannot produce a lone surrogate.
 */
import type { MiddlewareHandler } from 'hono';

const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text that PostgreSQL's text and jsonb accept. */
export const storableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** The first unstorable string (value or key) in a parsed JSON value, as a path; undefined if none. */
export function unstorablePath(value: unknown, path = 'body'): string | undefined {
  if (typeof value === 'string') return storableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = unstorablePath(item, `${path}.${i}`);
      if (bad) return bad;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!storableText(key)) return `${path} (a key)`;
      const bad = unstorablePath(item, `${path}.${key}`);
      if (bad) return bad;
    }
  }
  return undefined;
}

export function refuseUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (FORM.test(c.req.header('content-type') ?? '')) return next();
    // Cached by Hono: the handler reads the same text again without re-reading the stream.
    const text = await c.req.text();
    let bad: string | undefined = storableText(text) ? undefined : 'body';
    if (!bad && text) {
      try {
        bad = unstorablePath(JSON.parse(text));
      } catch {
        // Not JSON: the handler says so in its own words.
      }
    }
    if (bad) {
      c.header('Cache-Control', 'no-store');
      return c.json(
        { error: 'invalid', fields: { [bad]: 'Text with a NUL character or an unpaired surrogate cannot be stored' } },
        400,
      );
    }
    await next();
  };
}
