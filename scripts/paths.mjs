// Where builds go: dist/ unless DIST_DIR says otherwise (parallel builds, e.g. two test runs on one
// machine, must not overwrite each other).
import { resolve } from 'node:path';

export const DIST = resolve(process.env.DIST_DIR || 'dist');
