/**
 * Chromium keeps only the last `--disable-features`, and Playwright puts ours after its own: ours
 * must carry every feature the installed Playwright turns off (ensure-chromium.mjs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, chromiumArgs } from './ensure-chromium.mjs';

/** The features Playwright's own launcher turns off, read from the installed playwright-core. */
function playwrightsOwn(): string[] {
  const root = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1] ?? '';
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe('Chromium arguments under Playwright', () => {
  it("carry every feature the installed Playwright turns off (so Playwright's list is not lost)", () => {
    const own = playwrightsOwn();
    expect(own.length, "Playwright's list found in playwright-core").toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(own));
  });

  it('have one --disable-features, with Playwright’s, ours and the caller’s', () => {
    for (const args of [CHROMIUM_ARGS, chromiumArgs(['LocalNetworkAccessChecks'])]) {
      const flags = args.filter((a) => a.startsWith('--disable-features='));
      expect(flags).toHaveLength(1);
      const features = flags[0]!.slice('--disable-features='.length).split(',');
      expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']));
    }
    expect(chromiumArgs(['LocalNetworkAccessChecks']).at(-1)).toMatch(/,LocalNetworkAccessChecks$/);
  });
});
