import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from '../vite.config.ts';

type Hook = (options: unknown, bundle: Record<string, unknown>) => void;

describe('compileHint', () => {
  it("puts V8's compile hint on the first line of the shared chunk and of each entry, on no lazy chunk", () => {
    const bundle = {
      '1.js': { type: 'chunk', name: 'shared', code: 'var e=1;' },
      'callback-form.js': { type: 'chunk', name: 'callback-form', isEntry: true, code: 'import"./1.js";' },
      '4.js': { type: 'chunk', name: 'ModalDialog', isDynamicEntry: true, code: 'export{}' },
      'x.css': { type: 'asset', name: 'shared', source: 'a{}' },
    };
    (compileHint().generateBundle as unknown as Hook)({}, bundle);
    expect(bundle['1.js'].code).toBe('//# allFunctionsCalledOnLoad\nvar e=1;');
    expect(bundle['1.js'].code.startsWith(COMPILE_HINT)).toBe(true);
    expect(bundle['callback-form.js'].code).toBe('//# allFunctionsCalledOnLoad\nimport"./1.js";');
    expect(bundle['4.js'].code).toBe('export{}');
    expect(bundle['x.css']).toEqual({ type: 'asset', name: 'shared', source: 'a{}' });
  });
});
