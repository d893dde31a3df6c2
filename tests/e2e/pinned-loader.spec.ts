/**
 * A version a partner can pin: the build's folder is EWWidgets.version, its copy of the loader
 * (/widgets/<version>/loader.js) is served immutable with the integrity hash the manifest publishes,
 * a page on another origin runs it with that hash (and refuses it with another), and the embed
 * builder offers it.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM, chromiumArgs } from '../../scripts/ensure-chromium.mjs';
import { DIST } from '../../scripts/paths.mjs';

// The partner page is fulfilled by the test on 127.0.0.1 (another origin than the server's localhost);
// without these Chromium would count it as public and refuse its requests to the loopback server.
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: chromiumArgs(['LocalNetworkAccessChecks', 'PrivateNetworkAccessRespectPreflightResults']),
  },
});

interface Manifest {
  version: string;
  loader: { file: string; integrity: string };
}

const manifestOf = async (page: Page) => {
  const res = await page.request.get('/widgets/manifest.json');
  expect(res.headers()['cache-control']).toBe('public, max-age=300');
  return (await res.json()) as Manifest;
};

/** A page on another origin with this snippet; resolves with what reached the document. */
async function partnerPage(page: Page, baseURL: string, snippet: string) {
  const origin = baseURL.replace('localhost', '127.0.0.1');
  await page.route(`${origin}/partner.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body>${snippet}</body></html>`,
    }),
  );
  await page.goto(`${origin}/partner.html`);
}

test('EWWidgets.version is the build folder; the pinned loader is immutable and matches its published hash', async ({
  page,
  baseURL,
}) => {
  const manifest = await manifestOf(page);
  // The build's one version folder (dist/widgets/<version>/) is the version everywhere.
  const folders = readdirSync(join(DIST, 'widgets'), { withFileTypes: true }).filter((d) => d.isDirectory());
  expect(folders.map((d) => d.name)).toEqual([manifest.version]);
  expect(manifest.loader.file).toBe(`${manifest.version}/loader.js`);

  const pinned = await page.request.get(`/widgets/${manifest.loader.file}`);
  expect(pinned.status()).toBe(200);
  expect(pinned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(pinned.headers()['access-control-allow-origin']).toBe('*');
  const hash = `sha384-${createHash('sha384')
    .update(await pinned.body())
    .digest('base64')}`;
  expect(hash).toBe(manifest.loader.integrity);

  // The moving loader: the same version, and it stays briefly cached.
  const moving = await page.request.get('/widgets/loader.js');
  expect(moving.headers()['cache-control']).toBe('public, max-age=300');

  for (const src of ['/widgets/loader.js', `/widgets/${manifest.loader.file}`]) {
    const integrity = src === '/widgets/loader.js' ? '' : ` integrity="${manifest.loader.integrity}"`;
    await partnerPage(
      page,
      baseURL!,
      `<script src="${baseURL}${src}"${integrity} crossorigin="anonymous" async></script><ew-callback-form></ew-callback-form>`,
    );
    await expect(page.getByRole('form', { name: 'Request a callback' })).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as { EWWidgets?: { version?: string } }).EWWidgets?.version)).toBe(
      manifest.version,
    );
  }
});

test('a pinned loader with another hash does not run', async ({ page, baseURL }) => {
  const manifest = await manifestOf(page);
  const wrong = `sha384-${createHash('sha384').update('another build').digest('base64')}`;
  const refused = page.waitForEvent('console', (m) => m.type() === 'error' && /integrity/i.test(m.text()));
  await partnerPage(
    page,
    baseURL!,
    `<script src="${baseURL}/widgets/${manifest.loader.file}" integrity="${wrong}" crossorigin="anonymous" async></script><ew-callback-form></ew-callback-form>`,
  );
  await refused;
  expect(await page.evaluate(() => 'EWWidgets' in window)).toBe(false);
});

test('the embed builder offers the pinned loader with its integrity hash', async ({ page, baseURL }) => {
  const manifest = await manifestOf(page);
  await page.goto('/embed/');
  await page.getByLabel('Widget').selectOption('callback-form');
  const snippet = page.getByLabel('Snippet', { exact: true });
  await expect(snippet).toHaveValue(new RegExp(`^<script src="${baseURL}/widgets/loader.js" async>`));
  await page.getByLabel('Pin this version (with its integrity hash)').check();
  await expect(snippet).toHaveValue(
    `<script src="${baseURL}/widgets/${manifest.loader.file}" integrity="${manifest.loader.integrity}" crossorigin="anonymous" async></script>\n<ew-callback-form></ew-callback-form>`,
  );
  // The pinned snippet works on a page of its own.
  await partnerPage(page, baseURL!, await snippet.inputValue());
  await expect(page.getByRole('form', { name: 'Request a callback' })).toBeVisible({ timeout: 20_000 });
});
