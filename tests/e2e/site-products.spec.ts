/**
 * A product page quotes its rates from the rate service, as /interestrates does (one source:
 * shared/products/facts.ts PRODUCT_OFFERS names the sets, GET /cms/rates/{set} gives the figures), and
 * offers an Apply button to the product's form that a keyboard reaches and follows.
 */
import { expect, test, type Page } from '@playwright/test';
import { PRODUCT_OFFERS } from '../../shared/products/facts.ts';
import { formatRate } from '../../shared/rates/format.ts';
import type { RateSetName } from '../../shared/rates/sets.ts';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';

type Served = {
  data: { kind: string; title: string; terms?: number[]; rates?: number[][]; rows?: { rates: (number | null)[] }[] };
};

/** Every figure a set's table shows, as the page writes it. */
const figures = (served: Served) =>
  served.data.kind === 'loan'
    ? served.data.rates!.flat().map(formatRate)
    : served.data.rows!.flatMap((r) => r.rates.filter((x): x is number => x !== null).map(formatRate));

async function tableFigures(page: Page, title: string) {
  const table = page.getByRole('main').getByRole('table', { name: title, exact: true });
  await expect(table).toBeVisible({ timeout: 15_000 });
  return table.getByRole('cell').allTextContents();
}

const PAGES = [
  ['/loans/homeloans', 'loans/homeloans', 'Apply for a home loan', 'home-loan'],
  ['/loans/autoloans', 'loans/autoloans', 'Apply for an auto loan', 'auto-loan'],
  ['/loans/personalloans', 'loans/personalloans', 'Apply for a personal loan', 'personal-loan'],
  ['/deposits/savings', 'deposits/savings', 'Open an account', 'leadgen'],
] as const;

for (const [path, key, apply, preset] of PAGES)
  test(`${path}: the rate service's figures, and ${apply} as a button to its form`, async ({ page, request }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    for (const set of PRODUCT_OFFERS[key].rates as readonly RateSetName[]) {
      const served = (await (await request.get(`/cms/rates/${set}`)).json()) as Served;
      const shown = await tableFigures(page, served.data.title);
      const expected = figures(served);
      expect(expected.length, set).toBeGreaterThan(0);
      // every figure of the service, in its order, and no other rate
      expect(
        shown.filter((c) => c.endsWith('%')),
        set,
      ).toEqual(expected);
    }
    const button = page.getByRole('main').getByRole('link', { name: apply, exact: true });
    await expect(button).toHaveAttribute('href', `/forms?preset=${preset}`);
    // looks like a button: filled, padded, not underlined
    const style = await button.evaluate((a) => {
      const cs = getComputedStyle(a);
      return { bg: cs.backgroundColor, pad: parseFloat(cs.paddingLeft), line: cs.textDecorationLine };
    });
    expect(style.bg).not.toBe('rgba(0, 0, 0, 0)');
    expect(style.pad).toBeGreaterThan(8);
    expect(style.line).toBe('none');
    await expectNoAxeViolations(page, path);
    // Reached by Tab from the link before it, followed with Enter.
    await page.getByRole('main').getByRole('link', { name: 'See all our interest rates' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/forms\\?preset=${preset}$`));
    expect(errors).toEqual([]);
  });

test('a rate the service changes is the rate the product page shows', async ({ page, request }) => {
  const served = (await (await request.get('/cms/rates/home-loan')).json()) as Served;
  const changed = structuredClone(served);
  changed.data.rates![0]![0] = 0.77; // a figure no sample table has
  await page.route('**/cms/rates/home-loan', (route) => route.fulfill({ json: changed }));
  await page.goto('/loans/homeloans');
  const shown = await tableFigures(page, served.data.title);
  expect(shown[0]).toBe(formatRate(0.77));
  expect(shown.filter((c) => c.endsWith('%'))).toEqual(figures(changed));
});

test('the home loan page says nothing meant for the bank\u2019s staff', async ({ page }) => {
  await page.goto('/loans/homeloans');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Home Loans' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/loan officer quotes|calculator estimates/);
});
