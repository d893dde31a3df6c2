/**
 * One config, four builds (selected by mode; scripts/build.mjs runs them in order):
 * - widgets: every widget's `index.ts` as an ES module entry, React source compiled against
 *   Preact's compat layer; node_modules + runtime + UI kit in ONE shared chunk so a second widget on
 *   a page costs only its own bytes.
 * - loader: `widgets/runtime/loader.ts` as a tiny classic script (IIFE), the only stable URL; it is
 *   told the hashed chunk names of the widgets build.
 * - site: the thin React 19 site (real React, not compat).
 * - kiosk: the store-screen app (kiosk/: FX board and marquee) into dist/kiosk, served under
 *   /forexrates/; React source on Preact like the widgets, plus its service worker (sw.js).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { kioskVersion } from './kiosk/build-plugin.ts';
import { THEME_MARK, withTheme } from './shared/theme.ts';
import { WIDGET_NAMES } from './widgets/registry/index.ts';

const root = import.meta.dirname;
/** Build output (DIST_DIR for parallel builds; scripts/paths.mjs). */
const dist = resolve(root, process.env.DIST_DIR || 'dist');
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  version: string;
  browserslist: string[];
};

/**
 * The declared support floor (package.json "browserslist", README "Browser support") as every
 * build's JS and CSS target: syntax newer than the floor is lowered (e.g. class static blocks, which
 * Safari has only since 16.4). Samsung Internet has no target of its own: 18 is Chromium 99, whose
 * syntax is Chrome 100's. APIs are not lowered: what the floor lacks is feature-detected in our code.
 */
export const TARGET = browserslistToEsbuild(pkg.browserslist);

/**
 * Safari 14-15 implement class fields with a scope bug (webkit.org/b/236843: ReferenceErrors), so
 * the floor's target lowers them; as plain assignments in the constructor, not through
 * defineProperty helpers: what a modern browser downloads grows by a few hundred bytes less.
 */
const FLOOR_TRANSFORM = { assumptions: { setPublicClassFields: true } };

/** Widget folders that ship (tag `ew-<name>`): the registry's, each declared in widgets/<name>/widget.ts. */
export const WIDGETS = WIDGET_NAMES;

// Whatever is not in it, each widget has its own copy of in its entry (ownCopies below). The wizard
// engine is not in it, so a page with only a calculator does not pay for it, and one with only the
// callback form pays for the one-step page (FormPage) but not the wizard's steps and review. Nor is jotai (the forms' store): the
// calculators, the FX board and the store locator do not pay for it. Nor is RAC's locale (and the kit's
// AriaLocale, its only user outside the slider and the overlays): its module calls Intl when it loads,
// ~50 ms of a phone's start-up, for parts only the calculators and an opened dialog draw. Nor is the
// rest of react-aria and RAC: the kit draws its fields and buttons natively, so only the slider (the
// time deposit calculator's, static) and the dialogs and popup (loaded when the page is idle or when
// opened) use them; in the shared chunk every widget paid some 5.6 KB brotli for them at start-up.
// What the runtime needs of them at mount (the portal provider, the shadow DOM flag) is as small.
// Nor is the kit's LegalDialog: LegalLinks loads it with the legal texts, after the widget shows.
// Nor is i18next: runtime/i18n.ts imports it only when a call needs more than it answers itself.
const SHARED_CHUNK =
  /node_modules[\\/](?!dayjs|jotai|react-aria|react-stately|@react-aria|@react-stately|@internationalized)|[\\/]widgets[\\/](runtime[\\/]|ui[\\/](?!AriaLocale|LegalDialog))|[\\/]shared[\\/](i18n[\\/](common|types)|api|messages|format|config)\b/;

function byPackage(id: string): string | null {
  const m = /node_modules\/((@[^/]+\/)?[^/]+)(\/dist\/private\/([^/]+))?/.exec(id);
  if (m) return `${m[1]}${m[4] ? `-${m[4]}` : ''}`.replace(/[@/]/g, '_');
  return /[\\/](widgets|shared)[\\/][^\\/]+/.exec(id)?.[0].replace(/[\\/]/g, '_') ?? null;
}

/**
 * The bank's colours (shared/theme.ts) written into every stylesheet that asks for them at its
 * THEME_MARK (site.css, widgets/ui/ui.css), before Vite reads the CSS: one definition, and the
 * widgets' CSS (inlined into their shadow roots) stays self-contained.
 */
export function theme(): Plugin {
  return {
    name: 'ew-theme',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css($|\?)/.test(id) || !code.includes(THEME_MARK)) return null;
      return { code: withTheme(code), map: null };
    },
  };
}

/**
 * The widgets' dynamic imports (the modal, the branch directory, legal texts) need no preloading
 * help: the loader already preloads every widget's static chunk graph, and nothing imports CSS. Vite
 * still wraps each `import()` in its preload helper (about 0.7 KB brotli of code every widget paid);
 * this answers the helper's module with a pass-through.
 */
function noPreloadHelper(): Plugin {
  const id = '\0vite/preload-helper.js';
  return {
    name: 'ew-no-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? 'export const __vitePreload = (load) => load();' : null),
  };
}

/**
 * Fewer requests at start-up: each widget's code that is not in the shared chunk becomes the widget's
 * own copy, bundled into its entry, so a widget loads three files (its first screen, its entry, the
 * shared chunk) instead of its entry and a dozen chunks shared by some set of widgets. A module
 * outside the shared chunk imported from a widget's code is resolved as `<id>?ew=<widget>` (a module
 * of its own for the bundler), so each widget's chunks hold only that widget's modules. The shared
 * chunk's modules are named by a first pass of this build (scripts/widgets-build.mjs, EW_SHARED_MODULES) and
 * resolved as they are: one instance for every widget on a page. A module reached both from the shared
 * chunk and from a widget's own code would be two instances in one widget: the build fails then.
 */
export function ownCopies(shared: ReadonlySet<string>): Plugin {
  const TAG = /[?&]ew=([\w-]+)$/;
  const entry = /[\\/]widgets[\\/]([\w-]+)[\\/]index\.ts$/;
  const widgets = new Set<string>(WIDGETS);
  /** The widget whose own code a module is: its tag, or the widget of its entry. */
  const tagOf = (importer = '') => {
    const own = TAG.exec(importer)?.[1] ?? entry.exec(importer)?.[1];
    return own && widgets.has(own) ? own : undefined;
  };
  return {
    name: 'ew-own-copies',
    enforce: 'pre',
    apply: (config) => !config.build?.ssr,
    async resolveId(source, importer, options) {
      const tag = tagOf(importer);
      if (!tag || source.includes('?ew=')) return null;
      const resolved = await this.resolve(source, importer!.replace(TAG, ''), { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith('\0') || shared.has(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${resolved.id.includes('?') ? '&' : '?'}ew=${tag}` };
    },
    async load(id) {
      // A tagged module is its file, read as the untagged one is (other plugins see the same id less the tag).
      if (!TAG.test(id) || id.replace(TAG, '').includes('?')) return null;
      return readFileSync(id.replace(TAG, ''), 'utf8');
    },
    generateBundle(_, bundle) {
      const copies = new Map<string, Set<string>>();
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        for (const id of c.moduleIds) {
          const base = id.replace(TAG, '');
          if (!copies.has(base)) copies.set(base, new Set());
          copies.get(base)!.add(TAG.exec(id)?.[1] ?? '');
        }
      }
      const split = [...copies].filter(([, tags]) => tags.has('') && tags.size > 1).map(([id]) => id);
      if (split.length) this.error(`ew-own-copies: shared and own copies of ${split.join(', ')}`);
    },
  };
}

/** React source on Preact (the widgets, the kiosk, and the component tests of vitest.config.ts). */
export const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
];

const define = {
  'process.env.NODE_ENV': JSON.stringify('production'),
};

function widgets(): UserConfig {
  return {
    resolve: { alias: preactCompat },
    define,
    // RAC ships its few built-in strings in 34 locales; Filipino is not one of them, so keep en-US
    // (its fallback) and drop the rest: several KB gz per component family.
    plugins: [
      theme(),
      noPreloadHelper(),
      compileHint(),
      optimizeLocales.vite({ locales: ['en-US'] }),
      ...(process.env.EW_SHARED_MODULES
        ? [ownCopies(new Set(JSON.parse(process.env.EW_SHARED_MODULES) as string[]))]
        : []),
    ],
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      // Built into a staging folder; scripts/build.mjs moves it to widgets/<version>/ once the
      // version (a hash of everything built) is known.
      outDir: resolve(dist, 'widgets', STAGING),
      emptyOutDir: true,
      target: TARGET,
      modulePreload: false,
      cssCodeSplit: false,
      reportCompressedSize: false,
      // EW_NO_MINIFY=1: readable chunks, so a CPU profile (../shared/bench/profile-start.mjs) names functions.
      ...(process.env.EW_NO_MINIFY ? { minify: false } : {}),
      rolldownOptions: {
        transform: FLOOR_TRANSFORM,
        input: Object.fromEntries(WIDGETS.map((w) => [w, resolve(root, `widgets/${w}/index.ts`)])),
        preserveEntrySignatures: 'allow-extension',
        output: {
          format: 'es',
          // Immutable by their folder (widgets/<version>/), so no hash of their own: the loader names
          // an entry by its widget and every other chunk by a number (its byte budget, docs/performance.md).
          entryFileNames: '[name].js',
          chunkFileNames: chunkNumbering(),
          // EW_SPLIT_BY_PACKAGE=1 (scripts/analyze.mjs) splits per package to see what costs bytes.
          codeSplitting: {
            groups: [
              process.env.EW_SPLIT_BY_PACKAGE
                ? { name: byPackage }
                : { name: 'shared', test: SHARED_CHUNK, minShareCount: 3 },
            ],
          },
        },
      },
    },
  };
}

/**
 * Every function of the shared chunk (the runtime, the kit, Preact, valibot) and of each
 * widget's entry (its own components and form: what it runs at start-up) is compiled as the file
 * streams in, off the main thread, instead of being parsed a second time and compiled on the main
 * thread at its first call, during the takeover: V8's file-level compile hint (Chromium 136+; a
 * comment to other engines), on the file's first line (docs/performance.md "Compiled off the main
 * thread"). Not the lazy chunks: fetched later, when the main thread is not in a takeover.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHint(): Plugin {
  return {
    name: 'ew-compile-hint',
    // After minification (no source maps to shift); a banner option would add a line to every chunk.
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && (chunk.isEntry || chunk.name === 'shared'))
          chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}

/** Where the widgets build writes before it has a version (scripts/build.mjs). */
export const STAGING = '_staging';

/** Chunk file names 0.js, 1.js, ... in base 36 (the loader refers to each by one digit). */
function chunkNumbering() {
  let next = 0;
  const named = new Map<string, string>();
  return (chunk: { name: string; moduleIds: string[] }) => {
    const key = `${chunk.name}\0${chunk.moduleIds.join('\0')}`;
    if (!named.has(key)) named.set(key, `${(next++).toString(36)}.js`);
    return named.get(key)!;
  };
}

/**
 * What scripts/build.mjs tells the loader build: every widget's chunks, and placeholders for the version
 * and the chunks' folder (the version hashes the loader too, so it is known only after this build).
 */
interface LoaderData {
  version: string;
  /** The chunks' folder from the loader's own: `<version>/`, or empty for the copy inside it. */
  dir: string;
  widgets: Record<string, string>;
  /** The forms not named as their widget (the fallback's ew:error). */
  forms: Record<string, string>;
  /** The options that open another screen: no box is reserved for them (registry otherScreenPattern). */
  other: string;
}

function loader(data: LoaderData): UserConfig {
  return {
    define: {
      ...define,
      __EW_VERSION__: JSON.stringify(data.version),
      __EW_DIR__: JSON.stringify(data.dir),
      __EW_WIDGETS__: JSON.stringify(data.widgets),
      __EW_FORMS__: JSON.stringify(data.forms),
      __EW_OTHER__: `/${data.other}/`,
    },
    build: {
      outDir: resolve(dist, 'widgets'),
      emptyOutDir: false,
      target: TARGET,
      reportCompressedSize: false,
      lib: {
        entry: resolve(root, 'widgets/runtime/loader.ts'),
        formats: ['iife'],
        name: 'EWLoader',
        fileName: () => 'loader.js',
      },
    },
  };
}

function site(): UserConfig {
  return {
    root: resolve(root, 'site'),
    base: '/',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [theme()],
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    build: {
      outDir: resolve(dist, 'site'),
      emptyOutDir: true,
      target: TARGET,
      reportCompressedSize: false,
      // read by scripts/build.mjs for each route's page chunk (preloads.json), then removed
      manifest: true,
    },
  };
}

function kiosk(): UserConfig {
  return {
    root: resolve(root, 'kiosk'),
    base: '/forexrates/',
    resolve: { alias: preactCompat },
    define,
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    plugins: [theme(), kioskVersion()],
    build: {
      outDir: resolve(dist, 'kiosk'),
      emptyOutDir: true,
      target: TARGET,
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: { index: resolve(root, 'kiosk/index.html'), sw: resolve(root, 'kiosk/sw.ts') },
        // The service worker keeps one stable URL (its scope is /forexrates/); the rest is hashed.
        output: { entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  if (mode === 'loader')
    return loader(
      JSON.parse(process.env.EW_LOADER ?? '{"version":"","dir":"","widgets":{},"forms":{},"other":"$^"}') as LoaderData,
    );
  if (mode === 'site') return site();
  if (mode === 'kiosk') return kiosk();
  return widgets();
});
