/**
 * Preloads for the site's pages: a page that shows a widget at once gets
 * `<link rel="modulepreload">` for the widget's chunks in its HTML, so they download beside the site's
 * own scripts instead of after them. Which route shows which widgets is the site's route table
 * (site/routes.tsx `widgets`); the build writes the routes with their chunk URLs to
 * dist/site/preloads.json (scripts/build.mjs), read here (again after a rebuild).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PagePreload {
  /** A route pattern of the site: `/loans`, `/forms/timedeposit/:referenceid`, `/storedirectory/*`. */
  path: string;
  /** Absolute paths of the scripts to preload, in order. */
  files: string[];
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

/** Adds the page's preloads before </head>; the page as it was when none applies. */
export function withPreloads(html: string, path: string, preloads: readonly PagePreload[]): string {
  const hit = preloads.find((p) => matchesRoute(p.path, path));
  if (!hit || !hit.files.length) return html;
  const links = hit.files.map((f) => `<link rel="modulepreload" href="${escape(f)}">`).join('');
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
