/**
 * The build output (dist/) as the public contract lays it out:
 *   /widgets/*  dist/widgets  loader.js revalidated on every use (the one stable URL); every other
 *               file is content-hashed, so cached for a year. Cross-origin readable: partner pages
 *               import the chunks and fonts from their own origin.
 *   /demo/      dist/demo/index.html, assets beside it.
 *   /embed/     dist/embed: the embed builder, its script and the registry's widgets.json.
 *   /forexrates/store-digitalscreens[-marquee]  dist/kiosk/index.html (the store screens); their
 *               assets under /forexrates/assets/ (hashed), the service worker at /forexrates/sw.js.
 *   /*          dist/site; a path without a file extension that is not a file gets index.html (the
 *               site's router handles unknown routes).
 * Built by hand rather than with serveStatic so the cache rules, the 503 before a build and the
 * traversal checks are explicit and tested.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, relative, resolve, sep, isAbsolute } from 'node:path';
import type { Context, MiddlewareHandler } from 'hono';
import { pickEncoding, type Encoding } from './encoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  // The host pages' type declarations (/widgets/ew-widgets.d.ts): TypeScript source, shown as text.
  '.ts': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
};

export const NOT_BUILT = 'Not built yet: run npm run build';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * The loader is the one stable URL partners embed: cached briefly (a new release reaches every page
 * within five minutes), then revalidated with its ETag (a 304 costs a round trip, not the bytes).
 */
const LOADER = 'public, max-age=300';
/**
 * Stable URLs under /widgets/ (the rest is in the immutable version folder): the loader, its types and
 * the manifest that names the current version and its pinned loader's integrity hash.
 */
const STABLE = new Set(['loader.js', 'ew-widgets.d.ts', 'manifest.json']);

/** Files the build precompressed (scripts/precompress.mjs): text formats, sent as br or gzip twins. */
const PRECOMPRESSED = /\.(m?js|css|html|json|svg|txt|xml|map|webmanifest|d\.ts)$/i;
const SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

type Area = 'widgets' | 'demo' | 'embed' | 'site' | 'kiosk';

/** The kiosk build (dist/kiosk) under /forexrates/: its two pages, its hashed assets, its service worker. */
const KIOSK_PAGES = new Set(['store-digitalscreens', 'store-digitalscreens-marquee']);
const KIOSK_FILES = new Set(['sw.js', 'version.json']);

function kioskPath(segments: readonly string[]): string[] | undefined {
  if (segments[0] !== 'forexrates' || segments.length < 2) return undefined;
  const [, first] = segments;
  if (segments.length === 2 && KIOSK_PAGES.has(first!)) return ['index.html'];
  if (segments.length === 2 && KIOSK_FILES.has(first!)) return [first!];
  if (first === 'assets' && segments.length > 2) return segments.slice(1);
  return undefined;
}

export function contentType(file: string): string {
  return CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Path segments, decoded one by one (so an encoded "/" cannot smuggle a separator in), or
 * 'bad' for malformed escapes, or 'refused' for anything that could step outside the tree or
 * reach a hidden file ("..", ".", ".git", backslashes, NUL).
 */
export function pathSegments(pathname: string): string[] | 'bad' | 'refused' {
  const out: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      return 'bad';
    }
    if (seg.startsWith('.') || /[/\\\0]/.test(seg)) return 'refused';
    out.push(seg);
  }
  return out;
}

function cacheControl(area: Area, rel: readonly string[]): string {
  if (area === 'widgets') return rel.length === 1 && STABLE.has(rel[0]!) ? LOADER : IMMUTABLE;
  // Vite puts hashed files under assets/; pages and unhashed files must be revalidated.
  return rel[0] === 'assets' && rel.length > 1 ? IMMUTABLE : REVALIDATE;
}

async function isDirectory(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isDirectory() ?? false;
}

/** The file's real path if it is a regular file inside base (symlinks resolved), else undefined. */
async function fileInside(base: string, rel: readonly string[]): Promise<string | undefined> {
  const candidate = resolve(base, ...rel);
  try {
    const [realBase, real] = await Promise.all([realpath(base), realpath(candidate)]);
    const r = relative(realBase, real);
    if (r === '' || r.startsWith(`..${sep}`) || r === '..' || isAbsolute(r)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** The encodings whose twin exists beside the file (checked on each request: a rebuild may change them). */
async function twins(file: string): Promise<Encoding[]> {
  if (!PRECOMPRESSED.test(file)) return [];
  const found = await Promise.all(
    (Object.keys(SUFFIX) as (keyof typeof SUFFIX)[]).map(async (e) =>
      (await stat(file + SUFFIX[e]).catch(() => undefined))?.isFile() ? e : undefined,
    ),
  );
  return found.filter((e) => e !== undefined);
}

async function send(c: Context, file: string, area: Area, rel: readonly string[]): Promise<Response> {
  const available = await twins(file);
  const encoding = pickEncoding(c.req.header('accept-encoding'), available);
  const type = contentType(file);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl(area, rel),
    'X-Content-Type-Options': 'nosniff',
  };
  // Caches must keep one copy per encoding of anything we could send compressed.
  if (PRECOMPRESSED.test(file)) headers.Vary = 'Accept-Encoding';
  if (type.startsWith('text/html')) headers['Referrer-Policy'] = 'strict-origin-when-cross-origin';
  if (area === 'widgets') {
    headers['Access-Control-Allow-Origin'] = '*';
    headers['Cross-Origin-Resource-Policy'] = 'cross-origin';
  }
  if (encoding === undefined) return c.body('Not acceptable: this file is sent as br, gzip or identity', 406, headers);
  const body = encoding === 'identity' ? file : file + SUFFIX[encoding];
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  const info = await stat(body);
  // One validator per representation: a gzip copy must not revalidate a brotli one.
  headers.ETag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === headers.ETag)) {
    return c.body(null, 304, headers);
  }
  const content = await readFile(body);
  return c.body(new Uint8Array(content.buffer, content.byteOffset, content.byteLength), 200, headers);
}

/** GET/HEAD handler for everything under dist/. */
export function serveDist(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  return async (c) => {
    const { pathname } = new URL(c.req.url);
    const segments = pathSegments(pathname);
    if (segments === 'bad') return c.text('Bad request', 400);
    if (segments === 'refused') return c.text('Not found', 404);

    let area: Area;
    let rel: string[];
    if (segments[0] === 'widgets') {
      area = 'widgets';
      rel = segments.slice(1);
      if (!rel.length) return c.text('Not found', 404);
    } else if (kioskPath(segments)) {
      area = 'kiosk';
      rel = kioskPath(segments)!;
    } else if (segments[0] === 'demo' || segments[0] === 'embed') {
      // Relative asset URLs in these pages only resolve under the trailing slash.
      if (segments.length === 1 && !pathname.endsWith('/')) return c.redirect(`/${segments[0]}/`, 308);
      area = segments[0];
      rel = segments.length > 1 ? segments.slice(1) : ['index.html'];
    } else {
      area = 'site';
      rel = segments.length ? segments : ['index.html'];
    }

    const base = join(root, area);
    if (!(await isDirectory(base))) return c.text(NOT_BUILT, 503);

    const file = await fileInside(base, rel);
    if (file) return send(c, file, area, rel);

    if (area === 'site' && !extname(rel[rel.length - 1]!)) {
      const index = await fileInside(base, ['index.html']);
      return index ? send(c, index, area, ['index.html']) : c.text(NOT_BUILT, 503);
    }
    return c.text('Not found', 404);
  };
}
