// Builds the partner package into dist/: src/ compiled by TypeScript (ES modules and their
// declarations), then the types the bank serves (/widgets/ew-widgets.d.ts), written from the widget
// registry as the widgets build writes them; the compiled declarations import them. No copy of them is
// kept in src/: it compiles against the repository's widgets/ew-widgets.d.ts (tsconfig "rootDirs").
// Run: npm run build -w @eastwest/embed (npm pack runs it too).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeHostTypes } from '../../scripts/host-types.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(here('dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', here('tsconfig.json')], { stdio: 'inherit' });
await writeHostTypes(here('dist/ew-widgets.d.ts'));
