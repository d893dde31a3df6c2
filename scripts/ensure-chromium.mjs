// Browser tests drive Debian's Chromium (test tools cannot download browsers here). Installs it
// with apt when missing and we are root; otherwise says what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * No sandbox (root), no GPU, and nothing that phones home: this machine's network is closed. As
 * they were before any feature was turned off: for Chromium started outside Playwright (Lighthouse,
 * the screen reader journeys under Orca, which hear the browser's own UI too).
 */
export const CHROMIUM_BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The features Playwright itself turns off in Chromium (@playwright/test 1.65, its chromiumSwitches).
 * Chromium keeps only the last `--disable-features` it is given, and Playwright puts ours after its
 * own: a list of ours must carry Playwright's too, or its whole list is lost (PaintHolding back on,
 * among others). ensure-chromium.test.ts checks this copy against the installed Playwright.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads its omnibox popups (WebUI pages, each a renderer process of its own) for
 * every window, so for every browser context a test opens: ~1 s of CPU each, more than a test's page
 * costs (a new context with a page on about:blank: 1.7 s of CPU with them, 0.8 s without).
 */
const TEST_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Chromium's arguments under Playwright, with the features in `disable` turned off as well. */
export function chromiumArgs(disable = []) {
  const features = [...PLAYWRIGHT_DISABLED_FEATURES, ...TEST_DISABLED_FEATURES, ...disable];
  return [...CHROMIUM_BASE_ARGS, `--disable-features=${features.join(',')}`];
}

/** Chromium's arguments under Playwright (browser tests, component tests, benchmarks, scripts). */
export const CHROMIUM_ARGS = chromiumArgs();

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
