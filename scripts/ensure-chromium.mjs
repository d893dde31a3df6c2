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

/** Installs Debian packages with apt (first run only, as root); otherwise says what to install. */
export function aptInstall(packages, what) {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${what} is missing: install Debian's ${packages.join(' ')} (sudo apt-get install ${packages.join(' ')})`,
    );
  }
  console.log(`Installing Debian ${packages.join(', ')} (first run only)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync(`apt-get update -qq && apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`, {
    stdio: 'inherit',
    env,
  });
}

export function ensureChromium() {
  if (!existsSync(CHROMIUM)) aptInstall(['chromium', 'fonts-noto-core'], CHROMIUM);
  return CHROMIUM;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
