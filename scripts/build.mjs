// Builds everything `npm start` serves into dist/: widgets (+ shared chunks), their prerendered first
// screens, the loader that knows every widget's chunk graph, the React site, the kiosk (store
// screens) and the demo page; then precompresses it all (brotli + gzip). Run: npm run build
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { build } from 'vite';
import { buildFirstScreens } from './first-screens.mjs';
import { writeHostTypes } from './host-types.mjs';
import { buildPartnerPages } from './partner-pages.mjs';
import { encodeHeights, TABLE } from './reserve-heights.mjs';
import { DIST } from './paths.mjs';
import { precompress } from './precompress.mjs';
import { buildWidgets } from './widgets-build.mjs';

process.env.NODE_ENV = 'production';
const quiet = { logLevel: 'warn' };

// The widget registry (widgets/registry) is TypeScript: read through tsx, as npm start runs the server.
register();
const { REGISTRY, attributesOf, demoSections, fallbackTable, otherScreenOptions, otherScreenPattern } =
  await import('../widgets/registry/index.ts');
const STAGING = '_staging'; // vite.config.ts widgets(): where the widgets build writes
const DEMO_MARKER = '<!-- the widgets: generated from widgets/registry by scripts/build.mjs -->';

/**
 * Each widget's entry and every chunk it imports statically, transitively (what must arrive before it
 * runs): { entries: { name: file }, imports: { name: [chunk files, without the entry] } }.
 */
export function chunkGraph(output) {
  const chunks = new Map(output.filter((f) => f.type === 'chunk').map((c) => [c.fileName, c]));
  const entries = {};
  const imports = {};
  for (const c of chunks.values()) {
    if (!c.isEntry) continue;
    const seen = new Set();
    const walk = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const dep of chunks.get(file)?.imports ?? []) walk(dep);
    };
    walk(c.fileName);
    seen.delete(c.fileName);
    entries[c.name] = c.fileName;
    imports[c.name] = [...seen];
  }
  return { entries, imports };
}

/**
 * A short hash of every file in dir (names and contents) and of the loader's text (with the
 * placeholders of LOADER_TOKENS): the widgets' version folder. The loader is in it, so a changed
 * loader is a new version: what a pinned URL serves never changes.
 */
function versionOf(dir, loaderText) {
  const hash = createHash('sha256');
  for (const f of readdirSync(dir).sort())
    hash
      .update(f)
      .update('\0')
      .update(readFileSync(join(dir, f)))
      .update('\0');
  hash.update(loaderText);
  return hash.digest('base64url').slice(0, 10);
}

/**
 * The loader is built once, before its version is known, with these placeholders (ten characters,
 * as the version); each must appear once in its output, then is replaced per copy.
 */
const LOADER_TOKENS = { version: 'EWVERSION_', dir: 'EWFOLDER_/' };

/** The loader's text with the version and its chunks' folder in place of the placeholders. */
export function stampLoader(text, version, dir) {
  for (const token of Object.values(LOADER_TOKENS)) {
    if (text.split(token).length !== 2) throw new Error(`loader.js: expected ${token} once in the built loader`);
  }
  return text.replace(LOADER_TOKENS.version, version).replace(LOADER_TOKENS.dir, dir);
}

/** Subresource Integrity of a file's bytes (sha384, as browsers check it). */
export const integrityOf = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * dist/site/preloads.json: for each site route, its page's chunk and the chunks that chunk imports
 * (from Vite's manifest of the site build; what the entry already loads is left out), then the chunks
 * of the widgets it shows at once (site/routes.tsx `widgets`); the content records its first drawing
 * waits for (`fetches`), and the record of its top picture (`hero`). The server puts them in the
 * page as preload links (server/http/page-hints.ts), so a page's own code, its widgets, its records
 * and its picture download beside the entry instead of after it. Static paths come before `:param`
 * ones (the server takes the first that matches, as the router ranks them).
 */
async function writeSitePreloads(version, graph) {
  const { routeTable, firstContent, contentPath } = await import('../site/routes.tsx');
  const manifestFile = join(DIST, 'site', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(join(DIST, 'site', '.vite'), { recursive: true, force: true }); // not served
  const chunkClosure = (key, into = new Set()) => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (into.has(dep)) continue;
      into.add(dep);
      chunkClosure(dep, into);
    }
    return into;
  };
  const entry = new Set(['index.html', ...chunkClosure('index.html')]);
  const pageFiles = (file) => {
    const key = `pages/${file}.tsx`;
    if (!manifest[key]) throw new Error(`site build: no chunk for ${key} (site/routes.tsx page())`);
    return [key, ...chunkClosure(key)].filter((k) => !entry.has(k)).map((k) => `/${manifest[k].file}`);
  };
  const url = (file) => `/widgets/${version}/${file}`;
  const preloads = routeTable()
    .map((r) => ({
      path: r.path,
      files: [
        ...new Set([
          ...(r.element.type?.file ? pageFiles(r.element.type.file) : []),
          ...(r.widgets ?? []).flatMap((w) => [graph.entries[w], ...graph.imports[w]]).map(url),
        ]),
      ],
      // the records the page's first drawing waits for, known without the route's params
      fetches: firstContent(r, {}, r.path).map(contentPath),
      ...(r.hero && { hero: r.hero }),
    }))
    .filter((p) => p.files.length || p.fetches.length)
    .sort((a, b) => (a.path.match(/:/g)?.length ?? 0) - (b.path.match(/:/g)?.length ?? 0));
  writeFileSync(join(DIST, 'site', 'preloads.json'), JSON.stringify(preloads, null, 2));
}

/** The partner demo page, with a section for every widget where its declaration places it. */
function buildDemo() {
  mkdirSync(join(DIST, 'demo'), { recursive: true });
  for (const f of readdirSync('demo')) {
    if (f !== 'embed' && f !== 'one.html') cpSync(`demo/${f}`, join(DIST, 'demo', f), { recursive: true });
  }
  const page = readFileSync('demo/index.html', 'utf8');
  if (!page.includes(DEMO_MARKER)) throw new Error(`demo/index.html has no ${DEMO_MARKER} where the widgets go`);
  writeFileSync(join(DIST, 'demo/index.html'), page.replace(DEMO_MARKER, demoSections().trimStart()));
  buildPartnerPages(
    REGISTRY.map((w) => w.name),
    DIST,
  );
}

/**
 * The embed builder (/embed/): its page and script, and the registry's widgets with their
 * attributes (widgets.json) for it to offer.
 */
function buildEmbed() {
  cpSync('demo/embed', join(DIST, 'embed'), { recursive: true });
  const widgets = REGISTRY.map((w) => ({
    name: w.name,
    summary: w.summary,
    attributes: Object.entries(attributesOf(w)).map(([name, a]) => ({ name, ...a })),
  }));
  writeFileSync(join(DIST, 'embed', 'widgets.json'), JSON.stringify(widgets));
}

export async function buildAll() {
  const started = Date.now();
  // A new version folder each build: the old ones (and their chunks) go.
  rmSync(join(DIST, 'widgets'), { recursive: true, force: true });
  // Two passes: each widget's own code in its entry, the shared chunk beside it (widgets-build.mjs).
  const graph = chunkGraph(await buildWidgets(quiet));
  const names = Object.keys(graph.entries);
  const staging = join(DIST, 'widgets', STAGING);
  await buildFirstScreens(names, staging, Object.fromEntries(REGISTRY.map((w) => [w.name, otherScreenOptions(w)])));
  for (const [name, file] of Object.entries(graph.entries)) {
    if (file !== `${name}.js`) throw new Error(`The loader expects ${name}'s entry as ${name}.js, not ${file}`);
  }
  const digit = (file) => {
    const m = /^([0-9a-z])\.js$/.exec(file);
    if (!m) throw new Error(`The loader refers to chunks by one base-36 digit; cannot name ${file}`);
    return m[1];
  };
  const { pages, forms } = fallbackTable();
  // Each first screen's height by language and width (scripts/reserve-heights.mjs, committed): the
  // loader reserves it at connect, so the host page does not shift when the screen arrives.
  const heights = JSON.parse(readFileSync(TABLE, 'utf8'));
  const reserve = (n) => (heights[n] ? ` ${encodeHeights(heights[n])}` : '');
  const widgets = Object.fromEntries(
    names.map((n) => [n, graph.imports[n].map(digit).join('') + pages[n] + reserve(n)]),
  );
  process.env.EW_LOADER = JSON.stringify({ ...LOADER_TOKENS, widgets, forms, other: otherScreenPattern() });
  await build({ ...quiet, mode: 'loader' });
  const loaderFile = join(DIST, 'widgets/loader.js');
  const loaderText = readFileSync(loaderFile, 'utf8');
  // Everything of one build lives in widgets/<version>/, immutable; only loader.js is stable. The
  // folder has its own copy of the loader, a URL a partner can pin (with its integrity hash): it
  // finds the chunks beside itself.
  const version = versionOf(staging, loaderText);
  renameSync(staging, join(DIST, 'widgets', version));
  writeFileSync(loaderFile, stampLoader(loaderText, version, `${version}/`));
  const pinned = stampLoader(loaderText, version, '');
  writeFileSync(join(DIST, 'widgets', version, 'loader.js'), pinned);
  const manifest = {
    version,
    // The pinned loader (/widgets/<version>/loader.js) and its Subresource Integrity hash.
    loader: { file: `${version}/loader.js`, integrity: integrityOf(pinned) },
    chunks: Object.fromEntries(names.map((n) => [n, `${version}/${graph.entries[n]}`])),
    // What the loader preloads for each widget besides its entry (its static imports, transitively).
    imports: Object.fromEntries(names.map((n) => [n, graph.imports[n].map((f) => `${version}/${f}`)])),
    first: Object.fromEntries(
      names.map((n) => [n, { en: `${version}/${n}-first-en.js`, fil: `${version}/${n}-first-fil.js` }]),
    ),
    // Each widget's byte budget (all-in, brotli), from its declaration: scripts/budget.mjs checks them.
    budgets: Object.fromEntries(REGISTRY.map((w) => [w.name, w.budget])),
  };
  writeFileSync(join(DIST, 'widgets/manifest.json'), JSON.stringify(manifest, null, 2));
  // The host pages' types, beside the loader (a stable URL, like it): /widgets/ew-widgets.d.ts.
  await writeHostTypes(join(DIST, 'widgets/ew-widgets.d.ts'));
  await build({ ...quiet, mode: 'site' });
  await writeSitePreloads(version, graph);
  await build({ ...quiet, mode: 'kiosk' }); // store screens: dist/kiosk, served under /forexrates/
  buildDemo();
  buildEmbed();
  const compressed = ['widgets', 'site', 'kiosk', 'demo', 'embed'].reduce(
    (n, area) => n + precompress(join(DIST, area)),
    0,
  );
  console.log(
    `Built widgets ${version} (${names.join(', ')}) with their first screens, loader, site, kiosk and demo; precompressed ${compressed} files; in ${Date.now() - started} ms`,
  );
}

/** Builds and stamps the build, so `npm start` does not build again. */
export async function buildAndStamp() {
  await buildAll();
  writeFileSync(join(DIST, '.built'), new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAndStamp();
