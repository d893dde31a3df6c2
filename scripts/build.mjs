// Builds everything `npm start` serves into dist/: widgets (+ shared chunk), the loader that knows
// their hashed names, the React site, the kiosk (store screens) and the demo page. Run: npm run build
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { DIST } from './paths.mjs';

process.env.NODE_ENV = 'production';
const quiet = { logLevel: 'warn' };

export async function buildAll() {
  const started = Date.now();
  const out = await build({ ...quiet, mode: 'widgets' });
  const chunks = {};
  for (const file of [out].flat().flatMap((o) => o.output)) {
    if (file.type === 'chunk' && file.isEntry) chunks[file.name] = file.fileName;
  }
  process.env.EW_CHUNKS = JSON.stringify(chunks);
  await build({ ...quiet, mode: 'loader' });
  writeFileSync(join(DIST, 'widgets/manifest.json'), JSON.stringify({ chunks }, null, 2));
  await build({ ...quiet, mode: 'site' });
  await build({ ...quiet, mode: 'kiosk' }); // store screens: dist/kiosk, served under /forexrates/
  mkdirSync(join(DIST, 'demo'), { recursive: true });
  for (const f of readdirSync('demo')) cpSync(`demo/${f}`, join(DIST, 'demo', f), { recursive: true });
  console.log(
    `Built widgets (${Object.keys(chunks).join(', ')}), loader, site, kiosk and demo in ${Date.now() - started} ms`,
  );
}

/** Builds and stamps the build, so `npm start` does not build again. */
export async function buildAndStamp() {
  await buildAll();
  writeFileSync(join(DIST, '.built'), new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) await buildAndStamp();
