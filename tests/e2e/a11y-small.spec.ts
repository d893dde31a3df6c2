/** A level-1 heading on every /forms?preset= page (WCAG 1.3.1, 2.4.6). */
import { expect, test, type Locator, type Page } from '@playwright/test';

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

/**
 * Every text a widget's visually hidden status region (widgets/ui/LiveResult.tsx) has held since
 * this was called: what a screen reader was given to say.
 */
async function saidBy(host: Locator) {
  await host.evaluate((e) => {
    const root = e.shadowRoot!;
    const said: string[] = [];
    (e as unknown as { said: string[] }).said = said;
    new MutationObserver(() => {
      const text = root.querySelector('p.ew-vh[role="status"]')?.textContent ?? '';
      if (text && text !== said.at(-1)) said.push(text);
    }).observe(root, { subtree: true, childList: true, characterData: true });
  });
  return () => host.evaluate((e) => (e as unknown as { said: string[] }).said);
}

test('the loan calculator says its result in a polite status region, once the amount settles, not at every key', async ({
  page,
}) => {
  await page.goto('/demo/');
  const host = page.locator('ew-loan-calculator').first();
  const widget = page.getByRole('region', { name: 'Loan calculator' }).first();
  await expect(widget.getByRole('textbox', { name: 'Loan amount' })).toBeVisible({ timeout: 20_000 });
  const result = widget.getByRole('status').filter({ hasText: 'Monthly payment' });
  const said = await saidBy(host);
  await widget.getByRole('textbox', { name: 'Loan amount' }).pressSequentially('500000', { delay: 60 });
  await expect(result).toHaveText(/^Monthly payment: PHP [\d,.]+\. Total amount payable: PHP [\d,.]+\.$/);
  const first = await result.textContent();
  expect(await said(), 'one announcement for the typed amount, none per keystroke').toEqual([first]);
  // the visible figure is the one said
  const monthly = first!.match(/Monthly payment: (PHP [\d,.]+)\./)![1]!;
  await expect(widget.getByRole('definition').first()).toHaveText(monthly);
  await widget.getByRole('radio', { name: '60 months', exact: true }).check({ force: true });
  await expect(result).not.toHaveText(first!);
  await expect(result).toHaveText(/^Monthly payment: PHP [\d,.]+\./);
  expect(await said()).toHaveLength(2);
});

test('the time deposit calculator says the amount and term Apply now would hand over, in a polite status region', async ({
  page,
}) => {
  await page.goto('/demo/');
  const host = page.locator('ew-td-calculator').first();
  const widget = page.getByRole('region', { name: 'Time deposit investment calculator' }).first();
  await expect(widget.getByRole('radio', { name: 'Retiree', exact: true })).toBeAttached({ timeout: 20_000 });
  const said = await saidBy(host);
  await widget.getByRole('radio', { name: 'Retiree', exact: true }).check({ force: true });
  const result = widget.getByRole('status').filter({ hasText: 'PHP' });
  await expect(result).toHaveText('PHP 500,000, 30 days');
  await widget.getByRole('radio', { name: 'Single/Independent', exact: true }).check({ force: true });
  // a stage resets the amount away from the control in use: said
  await expect(result).toHaveText('PHP 10,000, 30 days');
  const amount = widget.getByRole('slider', { name: 'How much do you want to invest?' });
  await amount.focus();
  // when each arrow key reached the page
  await page.evaluate(() => {
    const keys: number[] = [];
    (window as unknown as { keys: number[] }).keys = keys;
    addEventListener('keydown', (e) => e.key === 'ArrowRight' && keys.push(performance.now()), true);
  });
  // held: four keydowns (the later ones repeats) and one keyup, sent without waiting between them
  await Promise.all(Array.from({ length: 4 }, () => page.keyboard.down('ArrowRight')));
  await page.keyboard.up('ArrowRight');
  await expect(result).toHaveText('PHP 50,000, 30 days');
  const keys = await page.evaluate(() => (window as unknown as { keys: number[] }).keys);
  expect(keys, 'four arrow keys reached the page').toHaveLength(4);
  const gaps = keys.slice(1).map((t, i) => Math.round(t - keys[i]!));
  // A figure between the keys may be said only where the keys paused for at least half the status
  // region's 700 ms settle time: a machine too busy to deliver them together, not a held key.
  const paused = gaps.flatMap((gap, i) =>
    gap >= 350 ? [`PHP ${((i + 2) * 10_000).toLocaleString('en')}, 30 days`] : [],
  );
  const heard = await said();
  expect(heard.slice(0, 2)).toEqual(['PHP 500,000, 30 days', 'PHP 10,000, 30 days']);
  expect(heard.at(-1)).toBe('PHP 50,000, 30 days');
  expect(
    heard.slice(2, -1).filter((text) => !paused.includes(text)),
    `held arrow keys are said once (ms between the keys: ${gaps.join(', ')})`,
  ).toEqual([]);
});
