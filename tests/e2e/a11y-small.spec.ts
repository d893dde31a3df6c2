/** Issue 19 item 10, the smaller findings: a level-1 heading on every /forms?preset= page. */
import { expect, test, type Page } from '@playwright/test';

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

/** The text of every header cell of every table under `scope` (shadow roots included). */
const headerTexts = (page: Page, scope: string) => page.locator(scope).locator('th').allTextContents();

for (const locale of ['en', 'fil'] as const) {
  test(`every header cell of every rate table has text (${locale}): /interestrates and the loan calculator`, async ({
    page,
  }) => {
    await page.goto('/interestrates');
    if (locale === 'fil') await page.getByRole('button', { name: 'Filipino' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const main = page.getByRole('main');
    // every rate set has arrived (each shows its table, or its loading text until then)
    await expect(main.getByText(/Loading|Nilo-load/)).toHaveCount(0, { timeout: 20_000 });
    await expect(main.locator('table').first()).toBeVisible();
    const site = await headerTexts(page, 'main');
    expect(site.length).toBeGreaterThan(10);
    expect(
      site.filter((h) => h.trim() === ''),
      'empty header cells on /interestrates',
    ).toEqual([]);

    await page.goto(`/demo/`);
    const calculator = page.locator(`ew-loan-calculator`).first();
    await calculator.evaluate((e, l) => e.setAttribute('locale', l), locale);
    await expect(calculator.locator('table')).toHaveCount(1, { timeout: 20_000 });
    const widget = await headerTexts(page, 'ew-loan-calculator');
    expect(widget.length).toBeGreaterThan(3);
    expect(
      widget.filter((h) => h.trim() === ''),
      'empty header cells in the loan calculator',
    ).toEqual([]);
  });
}
