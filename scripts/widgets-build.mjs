// The widgets build in two passes (docs/performance.md "How a widget loads"): the first, in memory,
// names the modules every widget shares; the second gives each widget its own copy of the rest
// (vite.config.ts ownCopies), so a widget starts with its entry and the shared chunk alone.
import { build } from 'vite';

/**
 * The modules every widget on a page shares one instance of: the shared chunk's and every module the
 * shared chunk loads, now or later (its static and dynamic imports, transitively: the dialogs, the
 * popup). The rest each widget gets a copy of (vite.config.ts ownCopies).
 */
export function sharedModules(output) {
  const chunks = new Map(output.filter((f) => f.type === 'chunk').map((c) => [c.fileName, c]));
  const start = [...chunks.values()].find((c) => c.name === 'shared');
  if (!start) throw new Error('widgets build: no shared chunk');
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const c = chunks.get(file);
    for (const dep of [...(c?.imports ?? []), ...(c?.dynamicImports ?? [])]) walk(dep);
  };
  walk(start.fileName);
  return [...seen].flatMap((f) => chunks.get(f)?.moduleIds ?? []);
}

/** Both passes; `config` is merged into each (the second's output is written unless it says not to). */
export async function buildWidgets(config = {}) {
  delete process.env.EW_SHARED_MODULES;
  const scan = [await build({ ...config, mode: 'widgets', build: { ...config.build, write: false } })];
  process.env.EW_SHARED_MODULES = JSON.stringify(sharedModules(scan.flat().flatMap((o) => o.output)));
  try {
    return [await build({ ...config, mode: 'widgets' })].flat().flatMap((o) => o.output);
  } finally {
    delete process.env.EW_SHARED_MODULES;
  }
}
