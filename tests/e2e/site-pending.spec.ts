/**
 * Following a link: the page shown stays until the new one is whole (nothing shifts), and a bar across
 * the top says the new one is on its way (site/shell/RoutePending.tsx); it goes when the page is there.
 */
import { expect, test } from '@playwright/test';

test('a followed link shows a progress bar until its page is whole', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The new page's content records come slowly (the site waits for them up to PAGE_WAIT_MS).
  await page.route('**/cms/**', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  const bar = page.locator('.site-progress');
  await expect(bar).toHaveCount(0);
  await page.locator('footer a[href="/loans"]').first().click();
  await expect(bar).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /loans/i })).toBeVisible({ timeout: 10_000 });
  await expect(bar).toHaveCount(0);
});
