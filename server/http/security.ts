/**
 * Security headers, for every response:
 * - `X-Content-Type-Options: nosniff` everywhere (JSON APIs included).
 * - Every HTML page (the site, the demo, the kiosk, the operator page) gets a strict
 *   Content-Security-Policy with a fresh nonce per response: the page's own `<script>`, `<style>`
 *   and `<link>` tags are given the nonce here, and `<meta property="csp-nonce">` hands it to
 *   react-aria's one injected style (its documented hook). Nothing else inline runs.
 * - `frame-ancestors`: the bank's own pages (forms, resume links) may not be framed by another
 *   origin. Partners embed the widgets as scripts (their chunks carry no such header), not frames.
 * - The operator page (/admin/...) cannot be framed at all and opens in its own browsing context
 *   group (COOP), so a public page of the same origin cannot reach into it; it keeps its token in
 *   memory only (server/routes/fx-screens-page.ts).
 * HTML is never reused without a new request, nor answered 304: each response carries its own nonce.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { pickEncoding } from './encoding.ts';

export const OPERATOR_PREFIX = '/admin';

export function contentSecurityPolicy(nonce: string, operator: boolean): string {
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // CMS images may live on the bank's CDN; data: for the inline icons.
    `img-src 'self' data: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors ${operator ? `'none'` : `'self'`}`,
  ].join('; ');
}

/** Adds the nonce to every script, style and link tag of the page, and the csp-nonce meta for RAC. */
export function withNonce(html: string, nonce: string): string {
  const tagged = html.replace(/<(script|style|link)\b(?![^>]*\snonce=)/gi, `<$1 nonce="${nonce}"`);
  // (content: a meta with a property needs one to be valid HTML; the nonce itself stays in the nonce
  // attribute, which browsers hide from the page's scripts, and is where RAC reads it first.)
  const meta = `<meta property="csp-nonce" content="" nonce="${nonce}">`;
  return /<head[^>]*>/i.test(tagged) ? tagged.replace(/<head[^>]*>/i, (h) => `${h}${meta}`) : meta + tagged;
}

function decoded(body: ArrayBuffer, encoding: string | null): string | undefined {
  const bytes = Buffer.from(body);
  if (!encoding || encoding === 'identity') return bytes.toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return undefined;
}

/** Paths that may answer a page (not the services, the hashed assets or widget chunks). */
const mayBePage = (path: string) =>
  !/^\/(api|data|gateway|cms|admin\/api)(\/|$)/.test(path) &&
  !path.startsWith('/widgets/') &&
  !/\/assets\//.test(path) &&
  !/\.(js|css|json|map|svg|png|jpe?g|gif|webp|avif|ico|woff2?|txt|xml|pdf)$/i.test(path);

/** Replaces the response whole (Hono's setter would copy the old headers, ETag included, back in). */
function replace(c: Context, res: Response) {
  c.res = undefined as unknown as Response;
  c.res = res;
}

export interface SecurityOptions {
  /** Rewrites a page's HTML before its nonce is set (e.g. the site's preloads, page-hints.ts). */
  transformPage?(html: string, path: string): string | Promise<string>;
}

export function securityHeaders(options: SecurityOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    // A page is never answered 304: the cached copy's nonce would not match the new header.
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && mayBePage(c.req.path)) {
      try {
        c.req.raw.headers.delete('if-none-match');
        c.req.raw.headers.delete('if-modified-since');
      } catch {
        // immutable headers (some runtimes): the 304 branch below still keeps pages out of caches
      }
    }
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/html')) return;
    const operator = c.req.path === OPERATOR_PREFIX || c.req.path.startsWith(`${OPERATOR_PREFIX}/`);
    const nonce = randomBytes(18).toString('base64');
    const headers = new Headers(c.res.headers);
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, operator));
    // Never reused without asking again (and, with no validator, asking again fetches it anew). Public
    // pages not no-store, which would keep them out of the browser's back/forward cache; the operator
    // page is never stored at all.
    headers.set('Cache-Control', operator ? 'no-store' : 'no-cache');
    headers.delete('ETag');
    headers.delete('Last-Modified');
    if (operator) {
      headers.set('Cross-Origin-Opener-Policy', 'same-origin');
      headers.set('X-Frame-Options', 'DENY');
      headers.set('Referrer-Policy', 'no-referrer');
    } else {
      headers.set('X-Frame-Options', 'SAMEORIGIN');
    }
    if (c.res.status !== 200 || c.req.method === 'HEAD') {
      replace(c, new Response(c.res.body, { status: c.res.status, headers }));
      return;
    }
    const html = decoded(await c.res.arrayBuffer(), headers.get('content-encoding'));
    if (html === undefined) {
      replace(c, new Response('Unsupported page encoding', { status: 500 }));
      return;
    }
    headers.delete('content-encoding');
    headers.delete('content-length');
    headers.set('Vary', 'Accept-Encoding');
    // A page with its own nonce cannot be compressed at build time: compress it here, quickly
    // (pages are a few KB; the big files, scripts and styles, are precompressed).
    const page = Buffer.from(withNonce((await options.transformPage?.(html, c.req.path)) ?? html, nonce));
    const encoding = pickEncoding(c.req.header('accept-encoding'), ['br', 'gzip']) ?? 'identity';
    const body =
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(page, { level: 6 })
          : page;
    if (encoding !== 'identity') headers.set('Content-Encoding', encoding);
    replace(c, new Response(new Uint8Array(body.buffer, body.byteOffset, body.byteLength), { status: 200, headers }));
  };
}
