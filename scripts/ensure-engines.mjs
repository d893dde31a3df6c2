// The other engines of the cross-engine smoke suite (tests/smoke), from Debian as Chromium is
// (scripts/ensure-chromium.mjs): Firefox ESR, driven over WebDriver BiDi by puppeteer-core (no
// geckodriver), and WebKitGTK's MiniBrowser through webkit2gtk-driver's WebKitWebDriver, under Xvfb
// (it has no headless mode). Installed with apt when missing and we are root.
import { existsSync } from 'node:fs';
import { aptInstall } from './ensure-chromium.mjs';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN = '/usr/bin/xvfb-run';

export function ensureEngines() {
  const missing = [
    [FIREFOX, 'firefox-esr'],
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [XVFB_RUN, 'xvfb'],
    ['/usr/bin/xauth', 'xauth'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length)
    aptInstall([...missing.map(([, pkg]) => pkg), 'fonts-noto-core'], missing.map(([p]) => p).join(', '));
}

if (import.meta.url === `file://${process.argv[1]}`) ensureEngines();
