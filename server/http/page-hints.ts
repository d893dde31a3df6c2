/**
 * Preloads for the site's pages: a page that shows a widget at once gets
 * `<link rel="modulepreload">` for the widget's chunks in its HTML, so they download beside the site's
 * own scripts instead of after them. Which route shows which widgets is the site's route table
 * (site/routes.tsx `widgets`); the build writes the routes with their chunk URLs to
 * dist/site/preloads.json (scripts/build.mjs), read here (again after a rebuild). So are the content
 * records the page's first drawing waits for, and, where the page is topped by a carousel, its first
 * slide's picture: the page's largest paint, which would otherwise be asked for only once the
 * page's code has run and drawn it (Lighthouse's LCP on `/`, docs/performance.md).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PagePreload {
  /** A route pattern of the site: `/loans`, `/forms/timedeposit/:referenceid`, `/storedirectory/*`. */
  path: string;
  /** Absolute paths of the scripts to preload, in order. */
  files: string[];
  /** Absolute paths of the content records the page's first drawing waits for (absent in older builds). */
  fetches?: string[];
  /** The content key of the record whose first slide's picture tops the page (site/routes.tsx `hero`). */
  hero?: string;
}

/** Whether a path matches a route pattern (`:name` one segment, a final `*` the rest). */
export function matchesRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= got.length) return false;
    if (!want[i]!.startsWith(':') && want[i]!.toLowerCase() !== decodeURIComponent(got[i]!).toLowerCase()) return false;
  }
  return want.length === got.length;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Adds the page's preloads before </head>; the page as it was when none applies. The top picture
 * and the records come first: they are small, and the page waits for them only after all its code
 * has run, so asked for as the HTML arrives they are in by then (the site's content client asks with
 * the credentials mode `crossorigin` gives, so it takes these answers instead of asking again).
 */
export function withPreloads(html: string, path: string, preloads: readonly PagePreload[], picture?: string): string {
  const hit = preloads.find((p) => matchesRoute(p.path, path));
  if (!hit || !(hit.files.length || hit.fetches?.length)) return html;
  const links = [
    ...(picture ? [`<link rel="preload" as="image" fetchpriority="high" href="${escape(picture)}">`] : []),
    ...(hit.fetches ?? []).map((f) => `<link rel="preload" as="fetch" crossorigin href="${escape(f)}">`),
    ...hit.files.map((f) => `<link rel="modulepreload" href="${escape(f)}">`),
  ].join('');
  return html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : links + html;
}

/** The site's preloads as built, re-read when the file changes; none when there is no build. */
export function sitePreloads(staticDir: string): () => readonly PagePreload[] {
  const file = join(staticDir, 'site', 'preloads.json');
  let seen = -1;
  let cached: readonly PagePreload[] = [];
  return () => {
    try {
      const mtime = statSync(file).mtimeMs;
      if (mtime !== seen) {
        cached = JSON.parse(readFileSync(file, 'utf8')) as PagePreload[];
        seen = mtime;
      }
    } catch {
      cached = [];
      seen = -1;
    }
    return cached;
  };
}

/**
 * The first slide's picture of a carousel record as stored (a list of slides with `image`), when it
 * is one the page may show (the site's CSP: same origin or https); none otherwise.
 */
export function firstPicture(record: unknown): string | undefined {
  const image = Array.isArray(record) ? (record[0] as { image?: unknown } | undefined)?.image : undefined;
  return typeof image === 'string' && /^(\/(?!\/)|https:\/\/)/.test(image) ? image : undefined;
}

/**
 * The site's pages with their hints: the build's preloads, and the top picture read from the
 * content store as the page is asked for (a record that cannot be read leaves the picture out: the
 * page itself must not fail for a hint).
 */
export function pageHints(preloads: () => readonly PagePreload[], record: (key: string) => Promise<unknown>) {
  return async (html: string, path: string): Promise<string> => {
    const all = preloads();
    const hero = all.find((p) => matchesRoute(p.path, path))?.hero;
    const picture = hero ? firstPicture(await record(hero).catch(() => undefined)) : undefined;
    return withPreloads(html, path, all, picture);
  };
}
