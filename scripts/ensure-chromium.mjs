// Browser tests drive Debian's Chromium (test tools cannot download browsers here). Installs it
// with apt when missing and we are root; otherwise says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** No sandbox (root), no GPU, and nothing that phones home: this machine's network is closed. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (sudo apt-get install chromium)`);
  }
  console.log('Installing Debian chromium (first run only)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium fonts-noto-core', {
    stdio: 'inherit',
    env,
  });
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
