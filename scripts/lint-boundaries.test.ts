// The one-way imports of DESIGN.md (and the site's page rule, and no import cycles) are enforced by
// lint: this proves each rule bites, and that what is allowed stays allowed.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const BOUNDARY_RULES = ['no-restricted-imports', 'import-x/no-restricted-paths'];

async function messagesFor(filePath: string, code: string, rules: string[]) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId && rules.includes(m.ruleId)).map((m) => m.message);
}
const errorsFor = (filePath: string, code: string) => messagesFor(filePath, code, BOUNDARY_RULES);

describe('import boundaries', () => {
  it.each([
    ['shared/x.ts', "import '../widgets/ui/index.ts';"],
    ['shared/callback/x.ts', "import '../../server/app.ts';"],
    ['widgets/callback-form/x.ts', "import '../../site/App.tsx';"],
    ['widgets/callback-form/x.ts', "import '../auto-loan/index.ts';"],
    // a nested file of a widget, whichever way the path is spelled
    ['widgets/auto-loan/steps/x.ts', "import '../../callback-form/index.ts';"],
    ['widgets/auto-loan/steps/x.ts', "import '../../../widgets/callback-form/widget.ts';"],
    ['widgets/auto-loan/steps/deep/x.tsx', "import { x } from '../../../callback-form/CallbackForm.tsx';"],
    ['widgets/callback-form/x.ts', "import '../../widgets/auto-loan/index.ts';"],
    ['widgets/ui/Dialog.tsx', "import { mountComponent } from '../runtime/testing.tsx';"],
    ['widgets/auto-loan/AutoLoan.browser.test.tsx', "import '../callback-form/index.ts';"],
    ['widgets/callback-form/x.ts', "import '../../site/App.tsx'; import '../runtime/context.ts';"],
    // the shared parts of widgets/ do not reach into a widget either
    ['widgets/ui/x.ts', "import '../callback-form/index.ts';"],
    ['server/x.ts', "import '../widgets/runtime/mount.tsx';"],
    ['site/x.tsx', "import '../server/app.ts';"],
    ['site/pages/About.tsx', "import Home from './Home.tsx';"],
    ['site/pages/About.tsx', "import { x } from '../pages/Home.tsx';"],
    ['site/pages/About.tsx', "import '../../server/app.ts';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await errorsFor(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'widgets/callback-form/x.ts',
      "import '../ui/index.ts'; import '../runtime/context.ts'; import '../../shared/config.ts';",
    ],
    [
      'widgets/auto-loan/steps/x.ts',
      "import '../../ui/index.ts'; import '../../runtime/context.ts'; import '../../wizard/Wizard.tsx'; import '../schema.ts'; import '../../../shared/config.ts';",
    ],
    ['widgets/auto-loan/steps/deep/x.ts', "import '../../../wizard/types.ts'; import '../../AutoLoan.tsx';"],
    ['widgets/wizard/x.ts', "import '../ui/index.ts'; import '../runtime/context.ts';"],
    ['widgets/wizard/Wizard.browser.test.tsx', "import { mountComponent } from '../runtime/testing.tsx';"],
    ['widgets/runtime/prerender.browser.test.tsx', "import '../callback-form/index.ts';"],
    ['server/x.ts', "import '../shared/config.ts';"],
    ['site/x.tsx', "import '../shared/config.ts';"],
    ['site/routes.tsx', "import Home from './pages/Home.tsx';"],
    [
      'site/pages/About.tsx',
      "import { Loaded } from '../blocks/State.tsx'; import { Widget } from '../Widget.tsx'; import '../../shared/config.ts';",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await errorsFor(file, code)).toEqual([]);
  });
});

describe('import cycles', () => {
  // The loan terms were split out of the calculator so the rate tables' schema and the calculator do
  // not import each other; terms.ts importing the calculator back would close a cycle again.
  it('a module importing one that imports it back is an error', async () => {
    const code =
      "import { LOAN_PRODUCTS } from './loan.ts';\nexport const LOAN_TERMS = [LOAN_PRODUCTS.length] as const;";
    expect(await messagesFor('shared/calculators/terms.ts', code, ['import-x/no-cycle'])).toHaveLength(1);
  });

  it('one-way imports are not', async () => {
    const code = "import { LOAN_TERMS } from './terms.ts';\nexport const n = LOAN_TERMS.length;";
    expect(await messagesFor('shared/calculators/x.ts', code, ['import-x/no-cycle'])).toEqual([]);
  });
});

describe('rules of hooks', () => {
  it('a hook called conditionally is an error', async () => {
    const code =
      "import { useState } from 'react';\nexport function A({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    expect(await messagesFor('site/x.tsx', code, ['react-hooks/rules-of-hooks'])).toHaveLength(1);
  });

  it('a missing effect dependency is an error, not a warning', async () => {
    const code =
      "import { useEffect } from 'react';\nexport function A({ n }: { n: number }) {\n  useEffect(() => console.log(n), []);\n  return null;\n}\n";
    const [result] = await eslint.lintText(code, { filePath: 'widgets/ui/x.tsx' });
    const found = result!.messages.filter((m) => m.ruleId === 'react-hooks/exhaustive-deps');
    expect(found.map((m) => m.severity)).toEqual([2]);
  });
});
