// What a page pays, in bytes, to show each widget; and the byte budgets those figures must stay
// within (checked by scripts/budget.mjs and at the end of npm run bench).
//
//   measureWidgets('dist/widgets') -> {
//     loader: { file, bytes, gzip, br },
//     widgets: [{ name, entry, files: [...], first, allIn, allInBr, firstBr, lazy: [...], external: [...] }],
//     shared: [{ file, bytes, gzip, br, usedBy: [widget names] }],
//   }
//
// Each file is compressed on its own, as the server sends it: brotli at quality 11 (what a browser
// gets, scripts/precompress.mjs) and gzip -9 (for the loader's budget and older figures).
// "All-in" is what the first widget on an empty page costs: the loader plus the widget's entry chunk
// plus every chunk it imports statically, transitively, each file once; dynamic import() targets are
// listed as `lazy`, not counted. "First screen" is the loader plus the widget's prerendered first
// screen (English): what arrives before a visitor can type (docs/performance.md).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

const KB = 1024;

/**
 * Byte budgets: the loader in gzip bytes (2 KB gz: it was 1.5 KB until it carried every widget's
 * reserved heights, about 0.45 KB gz with the code reading them, so that no widget shifts the host
 * page: docs/performance.md "A box before anything arrives"); each widget's all-in in brotli
 * bytes, as served, declared next to its code (widgets/<name>/widget.ts `budget`) and written into
 * dist/widgets/manifest.json by the build. A widget with a budget must be built, and a built widget must
 * have a budget: scripts/budget.mjs fails otherwise.
 */
export const LOADER_BUDGET = 2 * KB; // 2048 B gzip

/** The budgets of a measured build: the loader's, and each widget's from the manifest. */
export const budgetsOf = (report) => ({ loader: LOADER_BUDGET, widgets: report.budgets ?? {} });

export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** Brotli at the quality the build precompresses with (scripts/precompress.mjs): what is served. */
export function brotliSize(content) {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

const isRelative = (s) => s.startsWith('./') || s.startsWith('../');

/**
 * Module specifiers of an ES module's source: `static` for import declarations and
 * `export ... from` (they load with the module), `dynamic` for import("...") with a string literal.
 * Uses a real parser (the build's own, via vite), so strings and comments never count.
 */
export function parseImports(code) {
  const ast = parseAst(code);
  const found = { static: [], dynamic: [] };
  for (const node of ast.body) {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      found.static.push(node.source.value);
    }
  }
  // import("./x.js") may sit anywhere in the tree: walk it, cheaply.
  const stack = [ast];
  while (stack.length) {
    const n = stack.pop();
    if (!n || typeof n !== 'object') continue;
    if (Array.isArray(n)) {
      for (const c of n) stack.push(c);
      continue;
    }
    if (n.type === 'ImportExpression' && n.source?.type === 'Literal' && typeof n.source.value === 'string') {
      found.dynamic.push(n.source.value);
    }
    // import(`./x.js`): the minifier writes string literals as templates.
    if (n.type === 'ImportExpression' && n.source?.type === 'TemplateLiteral' && !n.source.expressions.length) {
      found.dynamic.push(n.source.quasis[0].value.cooked);
    }
    for (const k in n) if (k !== 'type' && typeof n[k] === 'object') stack.push(n[k]);
  }
  return found;
}

/**
 * The entry file plus every file it imports statically, transitively, each once (paths relative to
 * dir, posix). Relative specifiers that point to a missing file throw: the figure would be wrong.
 * Non-relative specifiers (bare names, URLs) cannot be counted and are returned in `external`.
 */
export function importClosure(dir, entry) {
  const files = [];
  const lazy = new Set();
  const external = new Set();
  const seen = new Set();
  const queue = [posix.normalize(entry)];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const path = join(dir, file);
    if (!existsSync(path)) throw new Error(`${file} is imported but missing from ${dir}`);
    files.push(file);
    const { static: statics, dynamic } = parseImports(readFileSync(path, 'utf8'));
    const from = posix.dirname(file);
    for (const spec of statics) {
      if (!isRelative(spec)) external.add(spec);
      else queue.push(posix.normalize(posix.join(from, spec)));
    }
    for (const spec of dynamic) if (isRelative(spec)) lazy.add(posix.normalize(posix.join(from, spec)));
  }
  for (const f of seen) lazy.delete(f);
  return { files, lazy: [...lazy], external: [...external] };
}

/** Gzipped sizes of the loader, each widget (entry and all-in) and the shared chunks of a build. */
export function measureWidgets(distDir = 'dist/widgets') {
  const manifestPath = join(distDir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} not found: run node scripts/build.mjs first`);
  const { chunks, first: firsts = {}, budgets, loader: pinned } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const firstFiles = new Set(Object.values(firsts).flatMap((f) => Object.values(f)));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) {
      const path = join(distDir, file);
      if (!existsSync(path)) throw new Error(`${file} not found in ${distDir}`);
      const content = readFileSync(path);
      sizes.set(file, { file, bytes: content.length, gzip: gzipSize(content), br: brotliSize(content) });
    }
    return sizes.get(file);
  };

  const loader = sizeOf('loader.js');
  const entries = new Set(Object.values(chunks));
  const usedBy = new Map();
  const widgets = Object.entries(chunks).map(([name, entryFile]) => {
    const { files, lazy, external } = importClosure(distDir, entryFile);
    for (const f of files) if (!entries.has(f)) usedBy.set(f, [...(usedBy.get(f) ?? []), name]);
    return {
      name,
      entry: sizeOf(entryFile),
      files: files.map(sizeOf),
      allIn: loader.gzip + files.reduce((sum, f) => sum + sizeOf(f).gzip, 0),
      allInBr: loader.br + files.reduce((sum, f) => sum + sizeOf(f).br, 0),
      first: firsts[name]?.en ? sizeOf(firsts[name].en) : undefined,
      firstBr: firsts[name]?.en ? loader.br + sizeOf(firsts[name].en).br : undefined,
      lazy,
      external,
    };
  });

  // Every other script of the build (but the pinned copy of the loader) is a shared chunk (statically or lazily used, or not at all).
  const others = readdirSync(distDir, { recursive: true })
    .map((f) => String(f).split('\\').join('/'))
    .filter(
      (f) => /\.m?js$/.test(f) && f !== 'loader.js' && f !== pinned?.file && !entries.has(f) && !firstFiles.has(f),
    )
    .sort();
  const shared = others.map((f) => ({ ...sizeOf(f), usedBy: usedBy.get(f) ?? [] }));
  return { distDir, loader, widgets, shared, budgets };
}

/**
 * Compares a measurement with the budgets. Returns the failures as sentences naming the widget,
 * the figure and the budget; an empty list means every budget holds.
 */
export function checkBudgets(report, budgets = budgetsOf(report)) {
  const failures = [];
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  if (budgets.loader != null && report.loader.gzip > budgets.loader) {
    failures.push(
      `loader: loader.js is ${report.loader.gzip} B gz (${kb(report.loader.gzip)}), over its budget of ${budgets.loader} B (${kb(budgets.loader)}) by ${report.loader.gzip - budgets.loader} B`,
    );
  }
  const built = new Map(report.widgets.map((w) => [w.name, w]));
  for (const [name, budget] of Object.entries(budgets.widgets ?? {})) {
    const w = built.get(name);
    if (!w) {
      failures.push(
        `${name}: has a budget of ${budget} B gz but is not in ${report.distDir}/manifest.json (not built?)`,
      );
    } else if (w.allInBr > budget) {
      failures.push(
        `${name}: all-in is ${w.allInBr} B br (${kb(w.allInBr)}), over its budget of ${budget} B (${kb(budget)}) by ${w.allInBr - budget} B`,
      );
    }
  }
  for (const w of report.widgets) {
    if (!(w.name in (budgets.widgets ?? {}))) {
      failures.push(`${w.name}: is built but has no budget (widgets/${w.name}/widget.ts \`budget\`)`);
    }
    if (w.external.length) {
      failures.push(
        `${w.name}: imports ${w.external.join(', ')}, which is not a file of ${report.distDir}: its bytes cannot be counted`,
      );
    }
  }
  return failures;
}

/** The measurement as a plain-text table (brotli and gzip bytes, budget and headroom). */
export function formatTable(report, budgets = budgetsOf(report)) {
  const kb = (n) => (n / KB).toFixed(1);
  const rows = [['what', 'file', 'raw B', 'br B', 'gzip B', 'budget KB', 'headroom']];
  const withBudget = (n, budget) =>
    budget == null
      ? ['-', '-']
      : [kb(budget), `${n <= budget ? '' : '-'}${kb(Math.abs(budget - n))} KB${n <= budget ? '' : ' OVER'}`];
  const { loader } = report;
  rows.push([
    'loader (budget: gzip)',
    loader.file,
    loader.bytes,
    loader.br,
    loader.gzip,
    ...withBudget(loader.gzip, budgets.loader),
  ]);
  for (const s of report.shared) {
    rows.push([`shared (${s.usedBy.join(', ') || 'lazy'})`, s.file, s.bytes, s.br, s.gzip, '-', '-']);
  }
  for (const w of report.widgets) {
    rows.push([`${w.name} entry`, w.entry.file, w.entry.bytes, w.entry.br, w.entry.gzip, '-', '-']);
    if (w.first) {
      rows.push([
        `${w.name} FIRST SCREEN`,
        `loader + ${w.first.file}`,
        loader.bytes + w.first.bytes,
        w.firstBr,
        loader.gzip + w.first.gzip,
        '-',
        '-',
      ]);
    }
    const raw = loader.bytes + w.files.reduce((s, f) => s + f.bytes, 0);
    rows.push([
      `${w.name} ALL-IN (budget: br)`,
      `loader + ${w.files.length} file(s)`,
      raw,
      w.allInBr,
      w.allIn,
      ...withBudget(w.allInBr, budgets.widgets?.[w.name]),
    ]);
    if (w.lazy.length) rows.push([`${w.name} lazy (not counted)`, w.lazy.join(' '), '', '', '', '', '']);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r.map((c, i) => (i >= 2 ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join('  ');
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n');
}
