// Builds the partner package into dist/: the types the bank serves (src/ew-widgets.d.ts, the checked-in
// copy of the registry's host types: `node scripts/host-types.mjs` at the repository's root rewrites it),
// then src/ compiled by TypeScript (ES modules and their declarations). Run: npm run build -w @eastwest/embed
// (npm pack runs it too).
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(here('dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', here('tsconfig.json')], { stdio: 'inherit' });
// tsc does not copy declaration files: the compiled declarations import this one.
copyFileSync(here('src/ew-widgets.d.ts'), here('dist/ew-widgets.d.ts'));
