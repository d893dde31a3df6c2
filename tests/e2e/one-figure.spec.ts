/**
 * One figure for one thing: a rate a page shows is the one the FX bulletin publishes, whichever page
 * shows it. A bulletin published through the operator API reaches the business home's FX table, the
 * /forexrates board and the store screen alike.
 */
import { expect, test, type Page } from '@playwright/test';
import { publish, shown, uniqueRates, withFxLock } from './fx-helpers.ts';

/** The buy and sell cells of a pair's row in the table named `name`. */
async function pairRow(page: Page, name: RegExp, pair: string) {
  const row = page
    .getByRole('table', { name })
    .first()
    .getByRole('row', { name: new RegExp(`^${pair.replace('/', '\\/')}`) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  return row;
}

test('USD/PHP and CNY/PHP: the same buy and sell on /business, /forexrates and the store screen', async ({
  page,
  request,
}) => {
  await withFxLock(async () => {
    const rates = uniqueRates();
    await publish(request, rates);
    for (const [path, name] of [
      ['/business', /Indicative buying and selling rates/],
      ['/forexrates', /Foreign Exchange Rates/i],
      ['/forexrates/store-digitalscreens', /Foreign Exchange Rates/i],
    ] as const) {
      await page.goto(path);
      for (const rate of rates.slice(0, 2)) {
        const row = await pairRow(page, name, rate.pair);
        await expect(row, `${path} ${rate.pair}`).toContainText(shown(rate.buyRate));
        await expect(row, `${path} ${rate.pair}`).toContainText(shown(rate.sellRate));
      }
    }
  });
});
