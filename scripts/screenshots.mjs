// Refreshes the README screenshots: node scripts/screenshots.mjs (needs `npm start` on PORT, default 8080).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium.mjs';

const base = `http://localhost:${process.env.PORT ?? 8080}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1100, height: 1300 } });
  await page.goto(`${base}/demo/`);
  await page.getByRole('form', { name: 'Request a callback' }).waitFor();
  await page.screenshot({ path: 'docs/screenshots/demo.png', fullPage: true });
  const callback = page.getByRole('form', { name: 'Request a callback' });
  await callback.getByRole('button', { name: 'Submit' }).click();
  await callback.getByRole('combobox').fill('cebu');
  await page.screenshot({ path: 'docs/screenshots/demo-errors.png', fullPage: true });
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await phone.goto(`${base}/demo/?lang=fil`);
  await phone.getByRole('form', { name: 'Humiling na tawagan ka' }).waitFor();
  await phone.screenshot({ path: 'docs/screenshots/demo-phone-fil.png' });
  // The site: home (phone and laptop), a product page, business home and the rate tables.
  const sitePhone = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await sitePhone.goto(`${base}/`);
  await sitePhone.getByRole('form', { name: 'Request a callback' }).waitFor();
  await sitePhone.waitForTimeout(300);
  await sitePhone.screenshot({ path: 'docs/screenshots/site-home-phone.png' });
  const site = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const [path, file, ready] of [
    ['/', 'site-home.png', () => site.getByRole('form', { name: 'Request a callback' }).waitFor()],
    [
      '/business',
      'site-business.png',
      () => site.getByRole('heading', { name: 'Solutions for your business' }).waitFor(),
    ],
    ['/loans/homeloans', 'site-product.png', () => site.getByRole('link', { name: /apply/i }).first().waitFor()],
    ['/interestrates', 'site-interestrates.png', () => site.getByRole('table').nth(10).waitFor()],
  ]) {
    await site.goto(`${base}${path}`);
    await ready();
    await site.waitForTimeout(300);
    await site.screenshot({ path: `docs/screenshots/${file}`, fullPage: path !== '/interestrates' });
  }
  console.log('docs/screenshots updated');
} finally {
  await browser.close();
}
