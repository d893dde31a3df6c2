/**
 * Text PostgreSQL cannot store is refused before a handler sees it: a NUL character (raw, or
 * written \u0000 in JSON) or an unpaired UTF-16 surrogate (\ud800 in JSON) anywhere in a non-form
 * body. 400; otherwise the database refuses it later and the visitor gets a 500.
 *
 * Mounted only on the routes that take such a body (the kiosk heartbeat, the operator's publish
 * routes), after their rate limit or operator check and within their body limit, never on `*`: a
 * body sent to a path that takes none is never read. The check scans the raw text once (no parse,
 * no object built), so a 1 MiB body of 60,000 keys costs one linear pass. Form bodies and query
 * strings have their own readers that refuse control characters (multipart.ts, query.ts), and their
 * percent-decoding cannot produce a lone surrogate.
 */
import type { MiddlewareHandler } from 'hono';

const FORM = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text that PostgreSQL's text and jsonb accept. */
export const storableText = (s: string) => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/**
 * A backslash pair (an escaped backslash, skipped whole so `\\u0000` is the text "\u0000") or a
 * \uXXXX escape. Matched left to right, every backslash starts at most one match.
 */
const ESCAPE = /\\(?:\\|u([0-9a-fA-F]{4}))/g;

/**
 * True when the raw text of a JSON body, decoded, holds only storable text: no raw NUL, and no
 * \u0000 or unpaired surrogate escape. One pass over the text; nothing is parsed. (Text that is not
 * JSON is judged the same way; its handler then refuses it in its own words.)
 */
export function storableJsonText(text: string): boolean {
  if (!storableText(text)) return false;
  if (!text.includes('\\u')) return true;
  ESCAPE.lastIndex = 0;
  /** End of the last high-surrogate escape still waiting for its low half, or -1. */
  let pendingHighEnd = -1;
  for (let m = ESCAPE.exec(text); m; m = ESCAPE.exec(text)) {
    const hex = m[1];
    const unit = hex === undefined ? -1 : parseInt(hex, 16);
    const low = unit >= 0xdc00 && unit <= 0xdfff;
    if (pendingHighEnd !== -1) {
      // The high half must be followed at once by a low half.
      if (m.index !== pendingHighEnd || !low) return false;
      pendingHighEnd = -1;
      continue;
    }
    if (unit === 0 || low) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) pendingHighEnd = ESCAPE.lastIndex;
  }
  return pendingHighEnd === -1;
}

export function refuseUnstorableText(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (FORM.test(c.req.header('content-type') ?? '')) return next();
    // Cached by Hono: the handler reads the same text again without re-reading the stream.
    if (!storableJsonText(await c.req.text())) {
      c.header('Cache-Control', 'no-store');
      return c.json(
        { error: 'invalid', fields: { body: 'Text with a NUL character or an unpaired surrogate cannot be stored' } },
        400,
      );
    }
    await next();
  };
}
