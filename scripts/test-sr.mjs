// npm run test:sr: the screen reader journeys (tests/sr/journeys.mjs) under Orca, against `npm start`
// on a free port with a throwaway database (the build must exist: npm run build). Installs Orca and
// what it runs on with apt when missing and we are root; when that cannot be done (not root, no apt,
// no network), says so and exits 0 without running: the journeys need a real screen reader, and the
// accessibility-tree tests (tests/e2e/a11y-heard-*.spec.ts) cover the same faults everywhere.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { aptInstall } from './ensure-chromium.mjs';

const root = resolve(import.meta.dirname, '..');
/** Debian packages and the file each provides (checked before installing). */
const NEEDS = {
  orca: '/usr/bin/orca',
  'at-spi2-core': '/usr/libexec/at-spi-bus-launcher',
  'speech-dispatcher': '/usr/bin/speech-dispatcher',
  xvfb: '/usr/bin/Xvfb',
  'dbus-x11': '/usr/bin/dbus-launch',
  'python3-pyatspi': '/usr/lib/python3/dist-packages/pyatspi',
  openbox: '/usr/bin/openbox',
};
const missing = Object.entries(NEEDS)
  .filter(([, file]) => !existsSync(file))
  .map(([pkg]) => pkg);
if (missing.length) {
  try {
    aptInstall(missing, 'Orca');
  } catch (error) {
    console.log(
      `test:sr skipped: Orca cannot be installed here (${missing.join(', ')} missing: ${
        error instanceof Error ? error.message.split('\n')[0] : error
      }). Install them (apt-get install ${missing.join(' ')}) to hear the journeys.`,
    );
    process.exit(0);
  }
}
if (!existsSync(join(root, 'dist/widgets/loader.js')))
  execSync('node scripts/build.mjs', { cwd: root, stdio: 'inherit' });

const port = Number(process.env.SR_PORT ?? 8000 + Math.floor(Math.random() * 900));
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'ew-sr-')) },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
let up = false;
for (let i = 0; i < 120 && !up; i++) {
  await new Promise((r) => setTimeout(r, 500));
  up = await fetch(`${base}/data/apiconfig.json`).then(
    (r) => r.ok,
    () => false,
  );
}
let status = 1;
if (up)
  status =
    spawnSync('bash', [join(root, 'tests/sr/run.sh'), base, ...process.argv.slice(2)], { stdio: 'inherit' }).status ??
    1;
else console.error(`the server did not start on ${base}`);
server.kill();
process.exit(status);
