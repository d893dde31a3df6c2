// npm start: builds what is missing or out of date, then runs the reference server on PORT (8080).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { DIST } from './paths.mjs';

const SOURCES = ['widgets', 'shared', 'site', 'demo', 'kiosk', 'vite.config.ts', 'package-lock.json'];
const STAMP = join(DIST, '.built');

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((f) => newest(join(path, f))));
}

if (!existsSync(STAMP) || statSync(STAMP).mtimeMs < Math.max(...SOURCES.map(newest))) {
  const { buildAndStamp } = await import('./build.mjs');
  await buildAndStamp();
}

register();
await import('../server/main.ts');
