/**
 * The browser the tests run in (scripts/ensure-chromium.mjs CHROMIUM_ARGS): Chromium's omnibox
 * popups, WebUI pages it would preload for every context a test opens (~1 s of CPU each), are off.
 */
import { expect, test } from '@playwright/test';

test('a test’s context has its page and no omnibox popup pages beside it', async ({ browser, page }) => {
  await page.goto('about:blank');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[];
  };
  expect(targetInfos.some((t) => t.type === 'page')).toBe(true);
  expect(targetInfos.filter((t) => t.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
});
