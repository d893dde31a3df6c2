// The one-way imports of DESIGN.md are enforced by lint: this proves each rule bites.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function errorsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['shared/x.ts', "import '../widgets/ui/index.ts';"],
    ['shared/callback/x.ts', "import '../../server/app.ts';"],
    ['widgets/callback-form/x.ts', "import '../../site/App.tsx';"],
    ['widgets/callback-form/x.ts', "import '../auto-loan/index.ts';"],
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
