/** Issue 19 item 10, the smaller findings: a level-1 heading on every /forms?preset= page. */
import { expect, test } from '@playwright/test';

for (const [preset, heading] of [
  ['auto-loan', 'Auto Loan'],
  ['leadgen', 'Open an account'],
] as const) {
  test(`/forms?preset=${preset} has its own level-1 heading`, async ({ page }) => {
    await page.goto(`/forms?preset=${preset}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}
