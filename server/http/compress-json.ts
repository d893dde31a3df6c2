/**
 * The services' JSON answers, compressed: an answer of COMPRESS_MIN_BYTES or more goes out as br or
 * gzip when the request accepts it (negotiated as the static files are, encoding.ts), with
 * `Vary: Accept-Encoding` and, when it has an ETag, one per encoding. Smaller answers stay as they are
 * (a coding's framing would cost more than it saves). When the request refuses every coding we hold
 * the answer goes out uncompressed: a service answer is better than a 406.
 *
 * Cost: the same record (the store list, 94 KB) is asked for by every visitor, so the compressed
 * bytes of an answer that may be stored (not `no-store`) are kept by a digest of its body, in a small
 * LRU: an unchanged record is compressed once, then costs a SHA-1 of its bytes (a fraction of the
 * compression; docs/performance.md). A `no-store` answer (forms, the operator API) is compressed each
 * time, and never kept.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { pickEncoding } from './encoding.ts';

export const COMPRESS_MIN_BYTES = 1024;

/** What the cache may hold in all (compressed bytes) and how many answers. */
const CACHE_BYTES = 8 * 1024 * 1024;
const CACHE_ENTRIES = 256;

const isJson = (type: string | null) => !!type && /^application\/([\w.+-]+\+)?json\b/i.test(type);

export function compress(body: Uint8Array, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // q5: a few ms for 100 KB, within a few per cent of q11 on JSON; kept, it is paid once
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipSync(body, { level: 6 });
}

/** A small LRU of compressed answers by encoding and digest of the body. */
export class CompressedCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes = CACHE_BYTES,
    private readonly maxEntries = CACHE_ENTRIES,
  ) {}

  get(body: Uint8Array, encoding: 'br' | 'gzip'): Buffer {
    const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`;
    const seen = this.entries.get(key);
    if (seen) {
      this.hits++;
      this.entries.delete(key); // most recently used last
      this.entries.set(key, seen);
      return seen;
    }
    this.misses++;
    const out = compress(body, encoding);
    if (out.byteLength > this.maxBytes) return out;
    this.entries.set(key, out);
    this.bytes += out.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
    return out;
  }
}

/** The answer depends on Accept-Encoding (said on every JSON answer, compressed or not). */
function vary(headers: Headers) {
  const value = headers.get('vary');
  if (!value || !/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value))
    headers.set('Vary', value ? `${value}, Accept-Encoding` : 'Accept-Encoding');
}

type JsonArgs = [object: unknown, arg?: unknown, headers?: Record<string, string | string[]>];

export function compressJson(cache = new CompressedCache()): MiddlewareHandler {
  /** The byte length of each answer made by c.json in this middleware's requests. */
  const jsonBytes = new WeakMap<Response, number>();
  return async (c, next) => {
    // c.json as Hono's own (the same text, status, headers and content type), keeping the text's
    // length: a small answer (most: the forms' { status, id }) then goes out as it is, instead of
    // being read back from its stream and rebuilt only to learn that it is too small to compress.
    const ctx = c as unknown as { json(...args: JsonArgs): Response };
    ctx.json = (object, arg, headers) => {
      const text = JSON.stringify(object);
      const res = c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers });
      jsonBytes.set(res, text.length < COMPRESS_MIN_BYTES / 3 ? text.length : Buffer.byteLength(text));
      return res;
    };
    // A validator we sent with an encoding's suffix (`+br`; the static files' own are `-br`) is the
    // route's own without it: the route can answer 304 (the FX bulletin's polls).
    const match = c.req.header('if-none-match');
    const suffixed = match ? /\+(br|gzip)"/.exec(match) : null;
    if (match && suffixed) {
      try {
        c.req.raw.headers.set('if-none-match', match.replace(/\+(br|gzip)"/g, '"'));
      } catch {
        // immutable request headers (some runtimes): the answer is then a 200 instead of a 304
      }
    }
    await next();
    const res = c.res;
    if (res.status === 304 && suffixed) {
      const etag = res.headers.get('etag');
      if (etag) res.headers.set('ETag', etag.replace(/"$/, `+${suffixed[1]}"`));
      return;
    }
    if (c.req.method === 'HEAD') return;
    const bytes = jsonBytes.get(res);
    if (bytes !== undefined && bytes < COMPRESS_MIN_BYTES && isJson(res.headers.get('content-type'))) {
      if (!res.headers.has('content-encoding')) vary(res.headers);
      return;
    }
    if (!res.body || !isJson(res.headers.get('content-type'))) return;
    if (res.headers.has('content-encoding')) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    vary(headers);
    const encoding =
      body.byteLength >= COMPRESS_MIN_BYTES
        ? pickEncoding(c.req.header('accept-encoding'), ['br', 'gzip'])
        : 'identity';
    let out: Uint8Array = body;
    if (encoding === 'br' || encoding === 'gzip') {
      const storable = !/\bno-store\b/i.test(headers.get('cache-control') ?? '');
      out = storable ? cache.get(body, encoding) : compress(body, encoding);
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('etag');
      if (etag) headers.set('ETag', etag.replace(/"$/, `+${encoding}"`));
    }
    headers.set('Content-Length', String(out.byteLength));
    // Replaced whole: Hono's setter would merge the old headers (Content-Length, ETag) back in.
    c.res = undefined as unknown as Response;
    c.res = new Response(out as Uint8Array<ArrayBuffer>, { status: res.status, statusText: res.statusText, headers });
  };
}
