/**
 * <ew-loan-calculator> end to end: each product with the rates the reference server serves from its
 * database (the loan helper: amount / term + amount x monthly add-on rate), the rate used and its
 * source table, the amount limits, the loading and error states with a retry, the hand-over to the
 * matching application; in English and Filipino, on a bare host page, on /demo/ and on the site;
 * axe-core in every state.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { amortize, rateFor } from '../../shared/calculators/loan.ts';
import type { LoanRateTable } from '../../shared/rates/schema.ts';
import { collectErrors, expectNoAxeViolations, fixture } from './helpers.ts';

const page$ = (body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Loans</title>` +
  `<script src="/widgets/loader.js" async></script></head><body><main>${body}</main>` +
  `<script>window.navs=[];document.addEventListener('ew:navigate',function(e){window.navs.push(e.detail.href);e.preventDefault();});</script>` +
  `</body></html>`;

async function open(page: Page, attrs = '', locale: 'en' | 'fil' = 'en', path = '/loans-fixture.html') {
  await fixture(page, page$(`<ew-loan-calculator locale="${locale}" ${attrs}></ew-loan-calculator>`, locale), path);
  const widget = page.getByRole('region', { name: locale === 'en' ? 'Loan calculator' : 'Calculator ng loan' });
  await expect(widget).toBeVisible({ timeout: 20_000 });
  return widget;
}

const navs = (page: Page) => page.evaluate(() => (window as unknown as { navs: string[] }).navs);
const pick = (widget: Locator, name: string) => widget.getByRole('radio', { name, exact: true }).check({ force: true });
const php = (n: number) => `PHP ${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const whole = (n: number) => `PHP ${n.toLocaleString('en-US')}`;

const PRODUCTS = [
  { label: 'Auto loan, brand new car', set: 'auto-loan-brand-new', preset: 'auto-loan', amount: 1_500_000, term: 48 },
  { label: 'Auto loan, second-hand car', set: 'auto-loan-second-hand', preset: 'auto-loan', amount: 650_000, term: 24 },
  { label: 'Home loan', set: 'home-loan', preset: 'home-loan', amount: 12_000_000, term: 60 },
  {
    label: 'Personal loan, with an EastWest credit card',
    set: 'personal-loan-with-card',
    preset: 'personal-loan',
    amount: 150_000,
    term: 12,
  },
  {
    label: 'Personal loan, without a credit card',
    set: 'personal-loan-without-card',
    preset: 'personal-loan',
    amount: 1_200_000,
    term: 36,
  },
] as const;

test('each product: monthly payment and total by the loan helper, the rate used and its source table, Apply now to its application', async ({
  page,
  request,
}) => {
  test.slow(); // five products, each checked with axe
  const errors = collectErrors(page);
  const widget = await open(page);
  for (const p of PRODUCTS) {
    const { data: table } = (await (await request.get(`/cms/rates/${p.set}`)).json()) as { data: LoanRateTable };
    await pick(widget, p.label);
    const amount = widget.getByRole('textbox', { name: 'Loan amount' });
    await amount.fill(String(p.amount));
    await expect(amount).toHaveValue(whole(p.amount));
    await expect(amount).toHaveAccessibleDescription(
      `From ${whole(table.bands[0]!.min)} to ${whole(table.bands.at(-1)!.max)}`,
    );
    await pick(widget, `${p.term} months`);

    const found = rateFor(table, p.amount, p.term)!;
    const r = amortize(p.amount, p.term, found.rate);
    const band = table.bands[found.bandIndex]!;
    const estimate = widget.getByRole('region', { name: 'Your estimate' });
    // the loan helper itself: amount / term + amount x rate
    expect(r.monthly).toBeCloseTo(p.amount / p.term + (p.amount * found.rate) / 100, 2);
    await expect(estimate.getByRole('definition').nth(0)).toHaveText(php(r.monthly));
    await expect(estimate.getByRole('definition').nth(1)).toHaveText(php(r.total));
    await expect(estimate.getByRole('definition').nth(2)).toHaveText(php(r.interest));
    await expect(estimate.getByRole('definition').nth(3)).toHaveText(`${found.rate.toFixed(2)}% a month (add-on rate)`);
    await expect(estimate.getByRole('definition').nth(4)).toHaveText(
      `${table.title} rate table, effective November 1, 2026: ${p.term} months, ${whole(band.min)} to ${whole(band.max)}`,
    );
    // the source table, with the cell used marked for screen readers too
    await estimate.getByText('Show the rate table').click();
    const rateTable = estimate.getByRole('table', {
      name: `${table.title}: monthly add-on rates, effective November 1, 2026`,
    });
    await expect(rateTable).toBeVisible();
    await expect(rateTable.getByRole('columnheader')).toHaveCount(table.bands.length + 1);
    await expect(rateTable.getByRole('rowheader')).toHaveText(table.terms.map((t) => `${t} months`));
    await expect(rateTable.getByRole('cell', { name: `${found.rate.toFixed(2)}% (rate used)` })).toHaveCount(1);
    if (p.set === 'auto-loan-brand-new' || p.set === 'personal-loan-without-card')
      await expectNoAxeViolations(page, `estimate ${p.set}`);
    await estimate.getByText('Show the rate table').click();

    await widget.getByRole('button', { name: 'Apply now' }).click();
    expect((await navs(page)).at(-1)).toBe(
      `/forms?preset=${p.preset}&product=${p.set}&amount=${p.amount}&term=${p.term}`,
    );
  }
  expect(errors).toEqual([]);
});

test('amount limits per product, the required message on Apply now, and keyboard use', async ({ page }) => {
  const errors = collectErrors(page);
  const widget = await open(page, 'preset="auto-loan"');
  await expect(widget.getByRole('radio', { name: 'Auto loan, brand new car' })).toBeChecked();
  const amount = widget.getByRole('textbox', { name: 'Loan amount' });
  await expect(widget.getByText('Enter a loan amount to see your monthly payment.')).toBeVisible();

  // Apply now with nothing typed: the message, focus on the field, no hand-over
  await widget.getByRole('button', { name: 'Apply now' }).click();
  await expect(amount).toBeFocused();
  await expect(widget.getByText('Please enter the loan amount.')).toBeVisible();
  expect(await navs(page)).toEqual([]);
  await expectNoAxeViolations(page, 'amount required');

  await page.keyboard.type('499999');
  await expect(amount).toHaveValue('PHP 499,999');
  await expect(widget.getByText('Amount should not be less than P500,000.')).toBeVisible();
  await amount.fill('15000001');
  await expect(widget.getByText('Amount should not be more than P15,000,000.')).toBeVisible();
  await expect(amount).toHaveAccessibleDescription(/Amount should not be more than P15,000,000\./);
  await amount.fill('15000000');
  await expect(widget.getByText(/Amount should not be/)).toHaveCount(0);

  // personal loans: 25,000 to 2,000,000
  await pick(widget, 'Personal loan, without a credit card');
  await expect(widget.getByText('Amount should not be more than P2,000,000.')).toBeVisible();
  await amount.fill('24999');
  await expect(widget.getByText('Amount should not be less than P25,000.')).toBeVisible();

  // keyboard only: the term radios move with the arrows
  await amount.fill('');
  await amount.focus();
  await page.keyboard.type('30000');
  await page.keyboard.press('Tab'); // to the checked term (36 months)
  await page.keyboard.press('ArrowRight'); // 48 months
  await expect(widget.getByRole('radio', { name: '48 months' })).toBeChecked();
  await expect(widget.getByRole('region', { name: 'Your estimate' }).getByRole('definition').first()).toHaveText(
    php(amortize(30_000, 48, 1.63).monthly),
  );
  expect(errors).toEqual([]);
});

test('rates loading, a failed load with Try again, then success', async ({ page }) => {
  let fail = true;
  await page.route('**/cms/rates/home-loan', async (route) => {
    if (fail) return route.abort('connectionfailed');
    await new Promise((r) => setTimeout(r, 400));
    return route.continue();
  });
  const widget = await open(page, 'preset="home-loan"');
  const estimate = widget.getByRole('region', { name: 'Your estimate' });
  await expect(
    estimate.getByText('We could not load the rates. Please check your connection and try again.'),
  ).toBeVisible();
  // (the first of the estimate's two status regions: the rates' state; the second says the result)
  await expect(estimate.getByRole('status').first()).toContainText('We could not load the rates.');
  await expectNoAxeViolations(page, 'rates failed');
  // the amount field still works and checks the spec's limits meanwhile
  await widget.getByRole('textbox', { name: 'Loan amount' }).fill('3000000');
  fail = false;
  await estimate.getByRole('button', { name: 'Try again' }).click();
  await expect(estimate.getByText('Loading rates…')).toBeVisible();
  await expectNoAxeViolations(page, 'rates loading');
  await expect(estimate.getByRole('definition').first()).toHaveText(php(amortize(3_000_000, 36, 0.42).monthly));
  await expect(estimate.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});

test('in Filipino on the site at /loans, and on /demo/', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/loans');
  await expect(page.getByRole('region', { name: 'Loan calculator' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Filipino' }).click();
  const widget = page.getByRole('region', { name: 'Calculator ng loan' });
  await pick(widget, 'Home loan');
  await widget.getByRole('textbox', { name: 'Halaga ng loan' }).fill('400000');
  await page.keyboard.press('Tab');
  await expect(widget.getByText('Ang halaga ay hindi dapat bababa sa P500,000.')).toBeVisible();
  await widget.getByRole('textbox', { name: 'Halaga ng loan' }).fill('2000000');
  await pick(widget, '24 buwan');
  const estimate = widget.getByRole('region', { name: 'Ang iyong tantiya' });
  await expect(estimate.getByRole('definition').first()).toHaveText(php(amortize(2_000_000, 24, 0.4).monthly));
  await expect(estimate.getByRole('definition').nth(3)).toHaveText('0.40% bawat buwan (add-on rate)');
  await expect(estimate.getByRole('definition').nth(4)).toContainText('epektibo Nobyembre 1, 2026: 24 buwan');
  await expectNoAxeViolations(page, 'site fil estimate', 'ew-loan-calculator');
  // the site cancels ew:navigate and routes to the application itself
  await widget.getByRole('button', { name: 'Mag-apply na' }).click();
  await expect(page).toHaveURL(/\/forms\?preset=home-loan&product=home-loan&amount=2000000&term=24$/);
  expect(errors).toEqual([]);

  await page.goto('/demo/?lang=fil');
  await expect(page.getByRole('region', { name: 'Calculator ng loan' })).toBeVisible({ timeout: 20_000 });
});
