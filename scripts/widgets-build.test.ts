import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ES module script without type declarations
import { buildWidgets, sharedModules } from './widgets-build.mjs';
import { WIDGET_NAMES } from '../widgets/registry/index.ts';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

const chunk = (fileName: string, c: Partial<Chunk>): Chunk => ({
  type: 'chunk',
  fileName,
  name: fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  ...c,
});

describe('sharedModules', () => {
  it("is the shared chunk's modules and those of every chunk it loads, now or later", () => {
    const output = [
      chunk('a.js', { isEntry: true, imports: ['1.js', '2.js'], moduleIds: ['/w/a/index.ts'] }),
      chunk('1.js', { name: 'shared', imports: ['3.js'], dynamicImports: ['4.js'], moduleIds: ['/rt.ts'] }),
      chunk('2.js', { moduleIds: ['/forms.ts'] }),
      chunk('3.js', { moduleIds: ['/used-by-shared.ts'] }),
      chunk('4.js', { imports: ['5.js'], moduleIds: ['/dialog.tsx'] }),
      chunk('5.js', { moduleIds: ['/aria.mjs'] }),
      { type: 'asset', fileName: 'x.css' },
    ];
    expect(sharedModules(output).sort()).toEqual(['/aria.mjs', '/dialog.tsx', '/rt.ts', '/used-by-shared.ts']);
  });

  it('fails without a shared chunk', () => {
    expect(() => sharedModules([chunk('a.js', { isEntry: true })])).toThrow(/no shared chunk/);
  });
});

describe('the widgets build', () => {
  it("starts every widget with its entry and the shared chunk: its own code is its entry's", async () => {
    const output = (await buildWidgets({ logLevel: 'silent', build: { write: false } })) as Chunk[];
    const chunks = new Map(output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
    const shared = [...chunks.values()].find((c) => c.name === 'shared')!;
    // What the shared chunk loads later (the dialogs) may share a chunk with a widget's static code
    // (the deposit calculator's slider): that chunk is one instance for every widget, as before.
    const laterOfShared = new Set<string>();
    const walk = (file: string) => {
      if (laterOfShared.has(file)) return;
      laterOfShared.add(file);
      for (const d of [...chunks.get(file)!.imports, ...chunks.get(file)!.dynamicImports]) walk(d);
    };
    walk(shared.fileName);
    for (const name of WIDGET_NAMES) {
      const entry = [...chunks.values()].find((c) => c.isEntry && c.name === name)!;
      expect(entry.imports, name).toContain(shared.fileName);
      expect(
        entry.imports.filter((f) => !laterOfShared.has(f)),
        name,
      ).toEqual([]);
    }
    expect(chunks.get(`callback-form.js`)!.imports).toEqual([shared.fileName]);
    expect(chunks.get(`personal-loan.js`)!.imports).toEqual([shared.fileName]);
    // One instance of the shared chunk's modules: none is also a widget's own copy.
    const own = output.flatMap((c) => c.moduleIds ?? []).filter((id) => /[?&]ew=/.test(id));
    const sharedIds = new Set(shared.moduleIds);
    expect(own.filter((id) => sharedIds.has(id.replace(/[?&]ew=[\w-]+$/, '')))).toEqual([]);
    // A widget's own modules are only ever in its own chunks.
    for (const c of chunks.values()) {
      const tags = new Set(c.moduleIds.map((id) => /[?&]ew=([\w-]+)$/.exec(id)?.[1]).filter(Boolean));
      expect(tags.size, c.fileName).toBeLessThanOrEqual(1);
      if (c.isEntry && tags.size) expect([...tags], c.fileName).toEqual([c.name]);
    }
    // i18next is fetched only when a call needs it (runtime/i18n.ts): in no widget's start-up files.
    const i18next = (c: Chunk) => c.moduleIds.some((id) => /node_modules[\\/]i18next[\\/]/.test(id));
    expect([...chunks.values()].filter(i18next).map((c) => c.fileName)).toHaveLength(1);
    for (const name of WIDGET_NAMES) {
      const entry = [...chunks.values()].find((c) => c.isEntry && c.name === name)!;
      const start = [entry, ...entry.imports.map((f) => chunks.get(f)!)];
      expect(
        start.filter(i18next).map((c) => c.fileName),
        name,
      ).toEqual([]);
    }
  }, 120_000);
});
