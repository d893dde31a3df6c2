/**
 * <ew-fx-board> in Debian Chromium against `npm start`: the published bulletin on the demo
 * page and the site, a new bulletin within one poll, the server failing (last rates stay, stale
 * badge, recovery), a reload while it is down, Retry-After, the ticker's pause and reduced motion,
 * Filipino, and axe-core. Short poll intervals come from the element's attributes.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';
import { current, publish, shown, uniqueRates, widgetPage, withFxLock } from './fx-helpers.ts';

const FAST = 'poll-interval="1" stale-after="2" timeout="2" backoff-min="1"';

async function open(page: Page, body: string) {
  await page.route('**/fx-test.html', (route) => route.fulfill({ contentType: 'text/html', body: widgetPage(body) }));
  await page.goto('/fx-test.html');
}

/** The USD/PHP row of a board: its header cell and its two rates. */
const usdRow = (page: Page, host: string) => page.locator(host).getByRole('row', { name: /USD\/PHP/ });

test('the demo page shows both variants with the published bulletin; axe finds nothing', async ({ page, request }) => {
  await page.goto('/demo/');
  const board = page.locator('#campaign-fx-board');
  const table = board.getByRole('table', { name: /Foreign Exchange Rates/ });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await withFxLock(async () => {
    const b = await current(request);
    const usd = b.rates.find((r) => r.pair === 'USD/PHP')!;
    // Another test may have published between the page's fetch and the lock: then load it again.
    if (!((await table.getByRole('row', { name: /USD\/PHP/ }).textContent()) ?? '').includes(shown(usd.buyRate))) {
      await page.reload();
    }
    await expect(table.getByRole('columnheader')).toHaveText(['Currency', 'Buying', 'Selling']);
    await expect(table.getByRole('rowheader')).toHaveCount(b.rates.length, { timeout: 20_000 });
    for (const r of b.rates) {
      const row = table.getByRole('row', { name: new RegExp(r.pair.replace('/', '\\/')) });
      await expect(row.getByRole('cell').nth(0)).toContainText(shown(r.buyRate, r.decimals));
      await expect(row.getByRole('cell').nth(1)).toContainText(shown(r.sellRate, r.decimals));
    }
    const marquee = page.locator('#campaign-fx-marquee');
    await expect(marquee.getByRole('region', { name: 'Foreign exchange rates ticker' })).toBeVisible();
    // the moving copy is hidden from assistive technology; the same rates are a table beside it
    await expect(marquee.getByRole('row', { name: /USD\/PHP/ })).toContainText(shown(usd.buyRate));
    await expect(marquee.locator('.ew-fx-track')).toContainText(shown(usd.sellRate), { timeout: 10_000 });
    await expect(marquee.locator('.ew-fx-viewport')).toHaveAttribute('aria-hidden', 'true');
  });
  await expect(board.getByText('Rates are indicative and may change without notice.')).toBeVisible();
  await expect(board.getByText(/^Rates as of .* \(Philippine time\)$/)).toBeVisible();
  // Only our two elements: the other widgets of the demo page have their own tests.
  await expectNoAxeViolations(page, 'demo, board', '#campaign-fx-board');
  await expectNoAxeViolations(page, 'demo, ticker', '#campaign-fx-marquee');
});

test('the site page /forexrates embeds both variants', async ({ page }) => {
  await page.goto('/forexrates');
  await expect(page.getByRole('heading', { level: 1, name: 'Foreign exchange rates' })).toBeVisible();
  await expect(page.locator('ew-fx-board:not([variant])').getByRole('table')).toBeVisible({ timeout: 20_000 });
  await expect(
    page.locator('ew-fx-board[variant=marquee]').getByRole('button', { name: 'Pause the rates ticker' }),
  ).toBeVisible();
});

test('a bulletin published through the operator API appears within one poll, with up/down marks', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  await open(
    page,
    `<ew-fx-board id="b" ${FAST}></ew-fx-board><ew-fx-board id="m" variant="marquee" ${FAST}></ew-fx-board>`,
  );
  await expect(page.locator('#b').getByRole('table')).toBeVisible({ timeout: 20_000 });
  await withFxLock(async () => {
    const before = await current(request);
    const rates = uniqueRates();
    const oldUsd = before.rates.find((r) => r.pair === 'USD/PHP')!;
    rates[0] = { pair: 'USD/PHP', buyRate: oldUsd.buyRate + 0.5, sellRate: oldUsd.sellRate - 0.01 };
    const published = await publish(request, rates);
    const started = Date.now();
    // one poll: 1 s, plus the request and a render
    const row = usdRow(page, '#b');
    await expect(row.getByRole('cell').nth(0)).toContainText(shown(rates[0].buyRate), { timeout: 2500 });
    expect(Date.now() - started).toBeLessThan(2500);
    await expect(row.getByRole('cell').nth(0)).toContainText(`up from ${shown(oldUsd.buyRate)}`);
    await expect(row.getByRole('cell').nth(1)).toContainText(`down from ${shown(oldUsd.sellRate)}`);
    await expect(row.locator('.ew-fx-up')).toHaveText('▲');
    await expect(row.locator('.ew-fx-down')).toHaveText('▼');
    // the ticker's table too
    await expect(usdRow(page, '#m')).toContainText(shown(rates[0].buyRate), { timeout: 2500 });
    expect((await current(request)).id).toBe(published.id);
  });
  await expectNoAxeViolations(page, 'with marks', 'ew-fx-board');
  expect(errors).toEqual([]);
});

test('server failing: the last rates stay, the stale badge appears, and it recovers on its own', async ({ page }) => {
  await open(page, `<ew-fx-board id="b" ${FAST}></ew-fx-board>`);
  const board = page.locator('#b');
  const table = board.getByRole('table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  const before = await table.textContent();
  const failures: string[] = [];
  await page.exposeFunction('fxError', (kind: string) => failures.push(kind));
  await page.evaluate(() =>
    document.addEventListener('ew:error', (e) =>
      (window as unknown as { fxError(k: string): void }).fxError((e as CustomEvent).detail.kind),
    ),
  );

  await page.route('**/api/forex-rates', (route) => route.abort('connectionrefused'));
  const badge = board.getByRole('status');
  await expect(badge).toHaveText(/^Rates as of .+, updating…$/, { timeout: 5000 });
  await expect(table).toHaveText(before!); // never blank, never an error
  await expectNoAxeViolations(page, 'stale badge', 'ew-fx-board');
  expect(failures).toEqual(['network']); // once, not once per retry

  await page.unroute('**/api/forex-rates');
  await expect(badge).toHaveText('', { timeout: 2500 }); // within one poll interval (1 s): backoff never exceeds it
  await expect(table).toBeVisible();
});

test('a reload while the server is down still shows the last rates (kept in browser storage)', async ({ page }) => {
  await open(page, `<ew-fx-board id="b" ${FAST}></ew-fx-board>`);
  const table = page.locator('#b').getByRole('table');
  await expect(table).toBeVisible({ timeout: 20_000 });
  const before = await table.textContent();
  await page.route('**/api/forex-rates', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.reload();
  await expect(table).toHaveText(before!, { timeout: 20_000 });
  await expect(page.locator('#b').getByRole('status')).toHaveText(/updating…$/, { timeout: 5000 });
});

test('Retry-After is honoured: no request before the server said', async ({ page }) => {
  const calls: number[] = [];
  let answer: 'retry' | 'ok' = 'retry';
  await page.route('**/api/forex-rates', async (route) => {
    calls.push(Date.now());
    if (answer === 'retry') return route.fulfill({ status: 503, headers: { 'Retry-After': '3' }, body: '' });
    return route.continue();
  });
  await open(page, `<ew-fx-board id="b" ${FAST}></ew-fx-board>`);
  await expect.poll(() => calls.length, { timeout: 20_000 }).toBe(1);
  await page.waitForTimeout(2500); // poll interval and backoff are 1 s; Retry-After says 3 s
  expect(calls).toHaveLength(1);
  answer = 'ok';
  await expect.poll(() => calls.length, { timeout: 3000 }).toBe(2);
  expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(2950);
  await expect(page.locator('#b').getByRole('table')).toBeVisible();
});

test('the ticker moves with a CSS transform, pauses from the keyboard, and stands still for reduced motion', async ({
  page,
}) => {
  await open(page, `<ew-fx-board id="m" variant="marquee" speed="100" ${FAST}></ew-fx-board>`);
  const m = page.locator('#m');
  const track = m.locator('.ew-fx-track');
  await expect(track).toHaveAttribute('data-moving', 'true', { timeout: 20_000 });
  const anim = await track.evaluate((el) => {
    const a = el.getAnimations()[0] as CSSAnimation;
    const copy = el.querySelector('.ew-fx-copy') as HTMLElement;
    return {
      name: a.animationName,
      props: (a.effect as KeyframeEffect)
        .getKeyframes()
        .flatMap((k) => Object.keys(k).filter((p) => !['offset', 'easing', 'composite', 'computedOffset'].includes(p))),
      duration: Number((a.effect as KeyframeEffect).getTiming().duration),
      copyWidth: copy.offsetWidth,
    };
  });
  expect(anim.name).toBe('ew-fx-marquee');
  expect(new Set(anim.props)).toEqual(new Set(['transform']));
  // speed in px/s whatever the content's width: one copy's width per (width / 100) seconds
  expect(anim.duration / 1000).toBeCloseTo(anim.copyWidth / 100, 1);

  const pause = m.getByRole('button', { name: 'Pause the rates ticker' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect(m.getByRole('button', { name: 'Play the rates ticker' })).toBeFocused();
  await expect(track).not.toHaveAttribute('data-moving');
  await page.keyboard.press('Space');
  await expect(track).toHaveAttribute('data-moving', 'true');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(m.locator('.ew-fx-still')).toBeVisible();
  await expect(m.locator('.ew-fx-track')).toHaveCount(0);
  await expect(m.getByRole('button', { name: /rates ticker/ })).toHaveCount(0); // nothing moves: nothing to pause
  await expectNoAxeViolations(page, 'reduced motion', 'ew-fx-board');
});

test('in Filipino', async ({ page }) => {
  await open(page, `<ew-fx-board id="b" locale="fil" ${FAST}></ew-fx-board>`);
  const table = page.locator('#b').getByRole('table', { name: /Palitan ng Dayuhang Salapi/ });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader')).toHaveText(['Salapi', 'Pagbili', 'Pagbenta']);
  await expect(
    page.locator('#b').getByText('Ang mga rate ay pantantiya lamang at maaaring magbago nang walang paunang abiso.'),
  ).toBeVisible();
  await expect(table.getByRole('rowheader', { name: /USD\/PHP Dolyar ng Amerika/ })).toBeVisible();
  await expectNoAxeViolations(page, 'Filipino', 'ew-fx-board');
});

test('keyboard: the table is reachable as a scrollable region on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, `<ew-fx-board id="b" ${FAST}></ew-fx-board>`);
  await expect(page.locator('#b').getByRole('table')).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Tab');
  await expect(page.locator('#b').getByRole('group', { name: 'Foreign Exchange Rates' })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page, 'phone', 'ew-fx-board');
});
