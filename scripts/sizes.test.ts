import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module script without type declarations
import {
  LOADER_BUDGET,
  budgetsOf,
  brotliSize,
  checkBudgets,
  formatTable,
  gzipSize,
  importClosure,
  measureWidgets,
  parseImports,
} from './sizes.mjs';

let dir: string;

function write(files: Record<string, string>) {
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
}

/** A tiny build: loader, two widgets sharing `shared`, which imports `vendor`; one lazy chunk. */
function fakeDist() {
  write({
    'loader.js': '(()=>{window.EWWidgets={version:"0"}})();',
    'manifest.json': JSON.stringify({ chunks: { alpha: 'alpha-aaaa.js', beta: 'beta-bbbb.js' } }),
    'alpha-aaaa.js':
      'import{a as x}from"./shared-1111.js";import"./vendor-2222.js";export{v}from"./vendor-2222.js";' +
      'const s="import \'./not-a-chunk.js\'";/* import "./nor-this.js" */export function mount(){return import("./lazy-3333.js").then(()=>x(s))}',
    'beta-bbbb.js': 'import { a } from "./shared-1111.js";\nexport const mount = () => a();\n',
    'shared-1111.js': `import{v as w}from"./vendor-2222.js";export const a=(s)=>w(s)+${JSON.stringify('x'.repeat(500))};`,
    'vendor-2222.js': 'export * from "./shared-1111.js";export const v=(s)=>String(s);',
    'lazy-3333.js': 'export const later=1;',
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ew-sizes-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('parseImports', () => {
  it('finds minified and spaced static imports and re-exports, and dynamic imports apart', () => {
    const found = parseImports(
      'import{a as b}from"./a.js";import "./b.js";\nimport * as c from \'./c.js\';export*from"./d.js";export{e}from"./e.js";' +
        'const f=()=>import("./f.js");const g=()=>import(`./g.js`);export{b,c,f,g};',
    );
    expect(found.static).toEqual(['./a.js', './b.js', './c.js', './d.js', './e.js']);
    expect([...found.dynamic].sort()).toEqual(['./f.js', './g.js']);
  });

  it('ignores import-like text in strings, templates and comments', () => {
    const found = parseImports(
      'const s="import \'./x.js\'";const t=`import "./y.js"`;// import "./z.js"\n/* from "./w.js" */',
    );
    expect(found).toEqual({ static: [], dynamic: [] });
  });
});

describe('importClosure', () => {
  it('follows static imports recursively, counts each file once, lists lazy chunks apart', () => {
    fakeDist();
    const closure = importClosure(dir, 'alpha-aaaa.js');
    expect(closure.files).toEqual(['alpha-aaaa.js', 'shared-1111.js', 'vendor-2222.js']);
    expect(closure.lazy).toEqual(['lazy-3333.js']);
    expect(closure.external).toEqual([]);
  });

  it('resolves specifiers relative to the importing file', () => {
    write({ 'w.js': 'import"./sub/a.js";', 'sub/a.js': 'import"../b.js";import"./c.js";', 'b.js': '', 'sub/c.js': '' });
    expect(importClosure(dir, 'w.js').files).toEqual(['w.js', 'sub/a.js', 'b.js', 'sub/c.js']);
  });

  it('fails on a relative import that is not in the build and reports bare ones', () => {
    write({ 'w.js': 'import"./gone.js";' });
    expect(() => importClosure(dir, 'w.js')).toThrow(/gone\.js.*missing/);
    write({ 'w.js': 'import{h}from"preact";' });
    expect(importClosure(dir, 'w.js').external).toEqual(['preact']);
  });
});

describe('measureWidgets', () => {
  it('sums loader + closure gzip sizes per widget and reports the shared chunks', () => {
    fakeDist();
    const report = measureWidgets(dir);
    const by = Object.fromEntries(report.widgets.map((w: { name: string }) => [w.name, w]));
    const size = (f: string) => report.shared.find((s: { file: string }) => s.file === f)?.gzip as number;
    expect(report.loader.gzip).toBe(gzipSize('(()=>{window.EWWidgets={version:"0"}})();'));
    expect(by.alpha.allIn).toBe(
      report.loader.gzip + by.alpha.entry.gzip + size('shared-1111.js') + size('vendor-2222.js'),
    );
    expect(by.beta.allIn).toBe(
      report.loader.gzip + by.beta.entry.gzip + size('shared-1111.js') + size('vendor-2222.js'),
    );
    expect(report.shared.map((s: { file: string; usedBy: string[] }) => [s.file, s.usedBy])).toEqual([
      ['lazy-3333.js', []],
      ['shared-1111.js', ['alpha', 'beta']],
      ['vendor-2222.js', ['alpha', 'beta']],
    ]);
    expect(formatTable(report, { loader: 1536, widgets: { alpha: 1000, beta: 1000 } })).toMatch(/alpha ALL-IN/);
  });

  it('sums brotli sizes as served, and the first screen apart from the shared chunks', () => {
    fakeDist();
    write({
      'manifest.json': JSON.stringify({
        chunks: { alpha: 'alpha-aaaa.js', beta: 'beta-bbbb.js' },
        first: { alpha: { en: 'alpha-first-en.js', fil: 'alpha-first-fil.js' } },
      }),
      'alpha-first-en.js': `export default () => ${JSON.stringify('<form>'.repeat(50))};`,
      'alpha-first-fil.js': 'export default () => "";',
    });
    const report = measureWidgets(dir);
    const alpha = report.widgets.find((w: { name: string }) => w.name === 'alpha');
    const br = (f: string) => brotliSize(readFileSync(join(dir, f)));
    expect(alpha.allInBr).toBe(br('loader.js') + br('alpha-aaaa.js') + br('shared-1111.js') + br('vendor-2222.js'));
    expect(alpha.firstBr).toBe(br('loader.js') + br('alpha-first-en.js'));
    expect(report.shared.map((x: { file: string }) => x.file)).not.toContain('alpha-first-en.js');
    expect(report.widgets.find((w: { name: string }) => w.name === 'beta').first).toBeUndefined();
  });

  it('says to build first when there is no manifest', () => {
    expect(() => measureWidgets(join(dir, 'nothing'))).toThrow(/manifest\.json not found/);
  });
});

describe('checkBudgets', () => {
  it('passes within budget', () => {
    fakeDist();
    const report = measureWidgets(dir);
    expect(checkBudgets(report, { loader: 1536, widgets: { alpha: 102400, beta: 102400 } })).toEqual([]);
  });

  it('names the widget, the figure and the budget when a budget is exceeded', () => {
    fakeDist();
    const report = measureWidgets(dir);
    const alpha = report.widgets.find((w: { name: string }) => w.name === 'alpha');
    const failures = checkBudgets(report, { loader: 1536, widgets: { alpha: alpha.allInBr - 1, beta: 102400 } });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('alpha');
    expect(failures[0]).toContain(`${alpha.allInBr} B`);
    expect(failures[0]).toContain(`${alpha.allInBr - 1} B`);
    expect(checkBudgets(report, { loader: alpha.allInBr, widgets: { alpha: alpha.allInBr, beta: 102400 } })).toEqual(
      [],
    );
  });

  it('fails on an oversized loader', () => {
    fakeDist();
    const report = measureWidgets(dir);
    const failures = checkBudgets(report, { loader: 10, widgets: { alpha: 102400, beta: 102400 } });
    expect(failures).toEqual([expect.stringMatching(/^loader: .* over its budget of 10 B/)]);
  });

  it('fails when a budgeted widget is missing from the build, or a built one has no budget', () => {
    fakeDist();
    const report = measureWidgets(dir);
    const failures = checkBudgets(report, { loader: 1536, widgets: { alpha: 102400, gamma: 90 * 1024 } });
    expect(failures).toEqual([
      expect.stringMatching(/^gamma: .*not in .*manifest\.json/),
      expect.stringMatching(/^beta: .*has no budget/),
    ]);
  });

  it('reads the budgets the build wrote from the registry; the loader keeps 2 KB gzip', () => {
    fakeDist();
    write({
      'manifest.json': JSON.stringify({
        chunks: { alpha: 'alpha-aaaa.js', beta: 'beta-bbbb.js' },
        budgets: { alpha: 10, beta: 102400 },
      }),
    });
    const report = measureWidgets(dir);
    expect(budgetsOf(report)).toEqual({ loader: LOADER_BUDGET, widgets: { alpha: 10, beta: 102400 } });
    expect(LOADER_BUDGET).toBe(2048);
    expect(checkBudgets(report)).toEqual([expect.stringMatching(/^alpha: all-in .* over its budget of 10 B/)]);
  });
});
