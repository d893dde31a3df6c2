/**
 * Field caps for a form endpoint, checked on the raw bytes before any parser builds the form: more
 * fields than the form has, or a field name longer than any of the form's, is a 400 in the shape of
 * every other refused form body (the reader's own). A body of
 * 100,000 tiny fields then costs one bounded byte scan instead of 100,000 parsed entries. The
 * route's own reader (server/http/multipart.ts) parses afterwards, from the same buffered body.
 */
import type { MiddlewareHandler } from 'hono';

export interface FormCaps {
  /** The most fields the form sends. */
  maxFields: number;
  /** The longest field name the form sends. */
  maxNameLength: number;
}

export type ScanResult = { ok: true; fields: number } | { ok: false; message: string };

const AMP = 0x26;
const EQUALS = 0x3d;

/** Counts urlencoded fields (stops at the cap) and measures their names. */
export function scanUrlencoded(body: Buffer, caps: FormCaps): ScanResult {
  let fields = 0;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf(AMP, start);
    if (end === -1) end = body.length;
    if (end > start) {
      if (++fields > caps.maxFields) return tooManyFields(caps);
      let nameEnd = body.indexOf(EQUALS, start);
      if (nameEnd === -1 || nameEnd > end) nameEnd = end;
      // Percent-escapes count as their decoded length (3 bytes: 1 character) so real names pass.
      const raw = nameEnd - start;
      if (raw > caps.maxNameLength * 3 || decodedLength(body, start, nameEnd) > caps.maxNameLength) {
        return nameTooLong(caps);
      }
    }
    start = end + 1;
  }
  return { ok: true, fields };
}

function decodedLength(body: Buffer, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++, n++) if (body[i] === 0x25) i += 2;
  return n;
}

/** Counts multipart parts (stops at the cap) and measures their names. */
export function scanMultipart(body: Buffer, boundary: string, caps: FormCaps): ScanResult {
  const delimiter = Buffer.from(`--${boundary}`);
  const headerEnd = Buffer.from('\r\n\r\n');
  const nameAttr = Buffer.from('name="');
  let fields = 0;
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const after = at + delimiter.length;
    // "--boundary--" closes the body.
    if (body[after] === 0x2d && body[after + 1] === 0x2d) break;
    if (++fields > caps.maxFields) return tooManyFields(caps);
    const headersEnd = body.indexOf(headerEnd, after);
    const limit = headersEnd === -1 ? body.length : headersEnd;
    const name = body.indexOf(nameAttr, after);
    if (name !== -1 && name < limit) {
      const close = body.indexOf(0x22, name + nameAttr.length);
      const length = (close === -1 || close > limit ? limit : close) - (name + nameAttr.length);
      if (length > caps.maxNameLength) return nameTooLong(caps);
    }
    at = body.indexOf(delimiter, headersEnd === -1 ? after : headersEnd);
  }
  return { ok: true, fields };
}

const tooManyFields = (caps: FormCaps): ScanResult => ({
  ok: false,
  message: `More than ${caps.maxFields} fields`,
});
const nameTooLong = (caps: FormCaps): ScanResult => ({
  ok: false,
  message: `A field name is longer than ${caps.maxNameLength} characters`,
});

/** The boundary parameter of a multipart content type, or undefined. */
export function boundaryOf(contentType: string): string | undefined {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m?.[1] ?? m?.[2];
}

export function formGuard(caps: FormCaps): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const type = c.req.header('content-type') ?? '';
    const multipart = /^multipart\/form-data\b/i.test(type);
    const urlencoded = /^application\/x-www-form-urlencoded\b/i.test(type);
    // Anything else is refused by the route's reader without being parsed.
    if (!multipart && !urlencoded) return next();
    const body = Buffer.from(await c.req.arrayBuffer());
    let result: ScanResult;
    if (urlencoded) result = scanUrlencoded(body, caps);
    else {
      const boundary = boundaryOf(type);
      result = boundary ? scanMultipart(body, boundary, caps) : { ok: true, fields: 0 };
    }
    if (!result.ok) {
      c.header('Cache-Control', 'no-store');
      return c.json({ error: 'invalid', fields: {}, message: result.message }, 400);
    }
    await next();
  };
}
