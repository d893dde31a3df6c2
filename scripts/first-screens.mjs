// The widgets' first screens, prerendered at build time (docs/performance.md "First screen"): for
// every widget and language, `<name>-first-<locale>.js` in dist/widgets/<version>, a small module that
// shows the widget's first screen (markup + styles) in its shadow root before the widget's code
// has arrived. Rendered in Node from the widgets' own components (widgets/runtime/prerender.tsx,
// bundled for Node with the widgets' build settings); the showing code is
// widgets/runtime/first-screen.ts, inlined into each module.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const LOCALES = ['en', 'fil'];
const quiet = { logLevel: 'warn' };

/** One Node bundle: every widget's definition plus the prerenderer. */
async function bundleForNode(widgets, dir) {
  // The entry lives in the temporary folder, importing the widgets by absolute path.
  const entry = join(dir, 'entry.ts');
  writeFileSync(
    entry,
    [
      ...widgets.map((w) => `import ${JSON.stringify(join(root, 'widgets', w, 'index.ts'))};`),
      `export { prerender } from ${JSON.stringify(join(root, 'widgets/runtime/prerender.tsx'))};`,
    ].join('\n'),
  );
  const outDir = join(dir, 'node');
  await build({
    ...quiet,
    mode: 'widgets',
    configFile: join(root, 'vite.config.ts'),
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      minify: false,
      rolldownOptions: {
        input: entry,
        output: { format: 'es', entryFileNames: 'first-screens.mjs', codeSplitting: false },
      },
    },
  });
  return import(pathToFileURL(join(outDir, 'first-screens.mjs')).href);
}

/** A runtime module as a self-contained script defining the global `name`. */
async function showingCode(outDir, entry = 'widgets/runtime/first-screen.ts', name = 'EWFirst') {
  await build({
    ...quiet,
    configFile: false,
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      minify: true,
      lib: {
        entry: join(root, entry),
        formats: ['iife'],
        name,
        fileName: () => 'show.js',
      },
    },
  });
  const [file] = readdirSync(outDir);
  const { readFileSync } = await import('node:fs');
  return readFileSync(join(outDir, file), 'utf8').trim();
}

/**
 * Writes the first-screen modules into dir: `${name}-first-${locale}.js`. `otherScreen`: per widget,
 * its options that open another screen (widgets/registry otherScreenOptions), inlined into its module.
 */
export async function buildFirstScreens(widgets, dir, otherScreen) {
  const tmp = mkdtempSync(join(tmpdir(), 'ew-first-'));
  try {
    const { prerender } = await bundleForNode(widgets, tmp);
    const show = await showingCode(join(tmp, 'show'));
    // Only a first screen with a date input carries the code that sets its bounds on the visitor's day.
    const dates = await showingCode(join(tmp, 'dates'), 'widgets/runtime/first-screen-dates.ts', 'EWFirstDates');
    for (const name of widgets) {
      for (const locale of LOCALES) {
        const other = otherScreen[name];
        if (!other) throw new Error(`No registry declaration of ${name}'s other screens`);
        const screen = prerender(name, locale);
        const def = JSON.stringify({ ...screen, other });
        const show$ = `EWFirst.showFirstScreen(el, options, ${def}, import.meta.url)`;
        const code = screen.html.includes('data-ew-range=')
          ? `${show}\n${dates}\nexport default (el, options) => {\n  const shown = ${show$};\n  if (shown) EWFirstDates.fixDates(el.shadowRoot);\n  return shown;\n};\n`
          : `${show}\nexport default (el, options) => ${show$};\n`;
        writeFileSync(join(dir, `${name}-first-${locale}.js`), code);
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
