/**
 * The kiosk at /forexrates/store-digitalscreens and /forexrates/store-digitalscreens-marquee,
 * in Debian Chromium against `npm start`: the published bulletin, a new one within one poll, the
 * server unreachable (last rates stay, stale badge) and back (recovery), a reload while it is down
 * (service worker + browser storage), 1080p / portrait / 4K without overflow (screenshots attached),
 * the marquee's compositor animation and loop-boundary swap, reduced motion, version reload, the
 * error boundary, burn-in shift, hidden cursor, heartbeat and the operator view, axe-core.
 * Short intervals come from the page's query string.
 */
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { current, publish, shown, uniqueRates, withFxLock } from './fx-helpers.ts';
import { expectNoAxeViolations } from './helpers.ts';

const FAST = 'interval=1&stale=2&timeout=2&backoff-min=1&heartbeat=5';
const board = (extra = '') => `/forexrates/store-digitalscreens?${FAST}${extra}`;
const marquee = (extra = '') => `/forexrates/store-digitalscreens-marquee?${FAST}${extra}`;

/** Whether `l` is what the screen shows at its centre (clipped out of sight: not). */
const painted = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });

const table = (page: Page) => page.getByRole('table', { name: /Foreign Exchange Rates/ });
const badge = (page: Page) => page.getByRole('status').filter({ hasText: /updating…/ });

/** Nothing sticks out: no scrollbars, and the content fits the (scaled) stage. */
async function expectNoOverflow(page: Page) {
  const m = await page.evaluate(() => {
    const stage = document.querySelector('.ew-kiosk-stage')!.getBoundingClientRect();
    const parts = ['.ew-fx-head', '.ew-fx-asof', '.ew-fx-table', '.ew-fx-disclaimer', '.ew-fx-bar', '.ew-fx-foot']
      .map((s) => document.querySelector(s))
      .filter((e): e is Element => !!e && !e.closest('.ew-vh'))
      .map((e) => e.getBoundingClientRect());
    const content = document.querySelector('.ew-kiosk-content') as HTMLElement;
    return {
      doc: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
      win: [innerWidth, innerHeight],
      stage: [stage.left, stage.top, stage.right, stage.bottom],
      content: [content.scrollWidth, content.clientWidth, content.scrollHeight, content.clientHeight],
      outside: parts.filter(
        (r) =>
          r.left < stage.left - 1 || r.top < stage.top - 1 || r.right > stage.right + 1 || r.bottom > stage.bottom + 1,
      ).length,
      cellsClipped: Array.from(document.querySelectorAll('.ew-fx-table th, .ew-fx-table td')).filter(
        (c) => (c as HTMLElement).scrollWidth > (c as HTMLElement).clientWidth + 1,
      ).length,
    };
  });
  expect(m.doc).toEqual(m.win);
  expect(m.stage[0]).toBeGreaterThanOrEqual(0);
  expect(m.stage[1]).toBeGreaterThanOrEqual(0);
  expect(m.stage[2]).toBeLessThanOrEqual(m.win[0]! + 1);
  expect(m.stage[3]).toBeLessThanOrEqual(m.win[1]! + 1);
  expect(m.content[0]).toBeLessThanOrEqual(m.content[1]!);
  expect(m.content[2]).toBeLessThanOrEqual(m.content[3]!);
  expect(m.outside).toBe(0);
  expect(m.cellsClipped).toBe(0);
}

async function attachScreenshot(page: Page, info: TestInfo, name: string) {
  // CSS pixels: a 4K screenshot at device scale costs seconds and shows the same layout.
  await info.attach(name, { body: await page.screenshot({ scale: 'css' }), contentType: 'image/png' });
}

test('the board renders the published bulletin full screen: data table, brand, as-of, disclaimer, no cursor; axe finds nothing', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await withFxLock(async () => {
    const b = await current(request);
    await page.goto(board());
    await expect(table(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Foreign Exchange Rates' })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText(['Currency', 'Buying', 'Selling']);
    await expect(table(page).getByRole('rowheader')).toHaveCount(b.rates.length);
    for (const r of b.rates) {
      const row = table(page).getByRole('row', { name: new RegExp(`^${r.pair.replace('/', '\\/')}`) });
      await expect(row.getByRole('cell').nth(0)).toContainText(shown(r.buyRate, r.decimals));
      await expect(row.getByRole('cell').nth(1)).toContainText(shown(r.sellRate, r.decimals));
    }
  });
  await expect(page.getByText('Rates are indicative and may change without notice.')).toBeVisible();
  await expect(page.getByText(/^Rates as of .* \(Philippine time\)$/)).toBeVisible();
  await expect(page.getByText('EastWest', { exact: true })).toBeVisible();
  expect(await page.locator('body').evaluate((b) => getComputedStyle(b).cursor)).toBe('none');
  expect(await page.locator('table').evaluate((t) => getComputedStyle(t).cursor)).toBe('none');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  await expectNoOverflow(page);
  await attachScreenshot(page, info, 'board 1920x1080');
  await expectNoAxeViolations(page, 'kiosk board');
});

for (const [name, width, height] of [
  ['portrait 1080x1920', 1080, 1920],
  ['4K 3840x2160', 3840, 2160],
] as const) {
  test(`board and marquee lay out without overflow on ${name}`, async ({ page }, info) => {
    await page.setViewportSize({ width, height });
    await page.goto(board());
    await expect(table(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.ew-kiosk-stage')).toHaveAttribute(
      'data-design',
      width > height ? 'landscape' : 'portrait',
    );
    await expectNoOverflow(page);
    await attachScreenshot(page, info, `board ${name}`);
    await page.goto(marquee());
    await expect(page.locator('.ew-fx-track[data-moving]')).toBeVisible({ timeout: 20_000 });
    await expectNoOverflow(page);
    await attachScreenshot(page, info, `marquee ${name}`);
  });
}

test('the marquee: published rates in a seamless CSS-transform loop at px/s, swapped at a loop boundary; axe finds nothing', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(marquee('&speed=2000'));
  const track = page.locator('.ew-fx-track');
  await expect(track).toHaveAttribute('data-moving', 'true', { timeout: 20_000 });
  const anim = await track.evaluate((el) => {
    const a = el.getAnimations()[0] as CSSAnimation;
    const frames = (a.effect as KeyframeEffect).getKeyframes();
    return {
      name: a.animationName,
      iterations: (a.effect as KeyframeEffect).getTiming().iterations,
      transforms: frames.map((k) => k.transform),
      other: frames
        .flatMap((k) => Object.keys(k))
        .filter((p) => !['offset', 'easing', 'composite', 'computedOffset', 'transform'].includes(p)),
      duration: Number((a.effect as KeyframeEffect).getTiming().duration),
      copyWidth: (el.querySelector('.ew-fx-copy') as HTMLElement).offsetWidth,
      copies: el.querySelectorAll('.ew-fx-copy').length,
      sameCopies: el.children[0]!.textContent === el.children[1]!.textContent,
    };
  });
  expect(anim).toMatchObject({ name: 'ew-fx-marquee', iterations: Infinity, other: [], copies: 2, sameCopies: true });
  expect(anim.transforms[0]).toMatch(/^translate(3d)?\(0px/);
  expect(anim.transforms[1]).toMatch(/^translate(3d)?\(-50%/);
  expect(anim.duration / 1000).toBeCloseTo(anim.copyWidth / 2000, 1); // speed in px/s, whatever the width
  await attachScreenshot(page, info, 'marquee 1920x1080');
  await expectNoAxeViolations(page, 'kiosk marquee');

  await withFxLock(async () => {
    const rates = uniqueRates();
    // Note each loop boundary (animationiteration) and what the moving copy shows at that time.
    await track.evaluate((el) => {
      const w = window as unknown as { swaps: number[]; iterations: number[] };
      w.swaps = [];
      w.iterations = [];
      const root = el.parentElement!;
      root.addEventListener('animationiteration', () => w.iterations.push(performance.now()), true);
      new MutationObserver(() => w.swaps.push(performance.now())).observe(root, { childList: true });
    });
    await publish(request, rates);
    // the accessible table follows at once (one poll)...
    await expect(page.getByRole('row', { name: /USD\/PHP/ })).toContainText(shown(rates[0]!.buyRate), {
      timeout: 2500,
    });
    // ...the moving copy at the next loop boundary
    await expect(page.locator('.ew-fx-track')).toContainText(shown(rates[0]!.buyRate), {
      timeout: anim.duration + 5000,
    });
    const { swaps, iterations } = await page.evaluate(() => {
      const w = window as unknown as { swaps: number[]; iterations: number[] };
      return { swaps: w.swaps, iterations: w.iterations };
    });
    expect(swaps.length).toBeGreaterThanOrEqual(1);
    // the new track came after a loop boundary (an iteration event), not mid-loop: well before the
    // next boundary would have come (a loaded machine may take a few hundred ms to render)
    const boundary = Math.max(...iterations.filter((t) => t <= swaps[0]!));
    expect(swaps[0]! - boundary).toBeLessThan(Math.min(anim.duration / 2, 2000));
  });
});

test('the marquee on its public URL: a visitor can pause it by keyboard or pointer (WCAG 2.2.2); a store screen, with no input, keeps running and shows no control', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(marquee());
  const track = page.locator('.ew-fx-track');
  await expect(track).toHaveAttribute('data-moving', 'true', { timeout: 20_000 });
  const pause = page.getByRole('button', { name: 'Pause the rates ticker' });
  // the store screen: the control is there for a keyboard, but out of sight; the ticker runs on
  await expect(pause).toBeAttached();
  expect(await painted(pause), 'Pause is not painted on a store screen').toBe(false);
  await page.waitForTimeout(1500);
  await expect(track).toHaveAttribute('data-moving', 'true');
  expect(await page.locator('body').evaluate((b) => getComputedStyle(b).cursor)).toBe('none');

  // a visitor: the first Tab stop is Pause, shown with its focus; Enter stops the text
  await page.keyboard.press('Tab');
  await expect(pause).toBeFocused();
  expect(await painted(pause)).toBe(true);
  expect((await pause.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  await page.keyboard.press('Enter');
  const play = page.getByRole('button', { name: 'Play the rates ticker' });
  await expect(play).toBeFocused();
  await expect(track).not.toHaveAttribute('data-moving', /.*/);
  await expectNoAxeViolations(page, 'kiosk marquee paused');
  // and a pointer: the control stays in sight after focus leaves, with a cursor to reach it
  await page.mouse.move(300, 300);
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await painted(play)).toBe(true);
  await expect(play).toHaveCSS('cursor', 'pointer');
  await play.click();
  await expect(track).toHaveAttribute('data-moving', 'true');
  expect(await painted(pause)).toBe(true);
});

test('marquee with reduced motion: still, wrapped, every rate once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(marquee());
  await expect(page.locator('.ew-fx-still')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.ew-fx-track')).toHaveCount(0);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  await expectNoOverflow(page);
  await expectNoAxeViolations(page, 'reduced motion');
});

test("each screen has its route's title, in the language the site remembers unless ?lang= says", async ({ page }) => {
  await page.goto(board());
  await expect(page).toHaveTitle('Foreign exchange rates: store screen | EastWest Bank');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // A visitor who chose Filipino on the bank's site (same origin) follows a link to the ticker.
  await page.evaluate(() => localStorage.setItem('ew-locale', 'fil'));
  await page.goto(marquee());
  await expect(page).toHaveTitle('Palitan ng dayuhang salapi: ticker sa sangay | EastWest Bank');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.goto(marquee('&lang=en'));
  await expect(page).toHaveTitle('Foreign exchange rates: store ticker | EastWest Bank');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a screen set to Filipino (?lang=fil) shows the board in Filipino', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(board('&lang=fil'));
  const rates = page.getByRole('table', { name: /^Palitan ng Dayuhang Salapi\. Mga rate noong / });
  await expect(rates).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Palitan ng Dayuhang Salapi' })).toBeVisible();
  await expect(rates.getByRole('columnheader')).toHaveText(['Salapi', 'Pagbili', 'Pagbenta']);
  await expect(
    page.getByText('Ang mga rate ay pantantiya lamang at maaaring magbago nang walang paunang abiso.'),
  ).toBeVisible();
});

test('a new bulletin published through the operator API appears within one poll', async ({ page, request }) => {
  await page.goto(board());
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  await withFxLock(async () => {
    const rates = uniqueRates();
    await publish(request, rates);
    const t0 = Date.now();
    const usd = table(page).getByRole('row', { name: /^USD\/PHP/ });
    await expect(usd.getByRole('cell').nth(0)).toContainText(shown(rates[0]!.buyRate), { timeout: 2500 });
    await expect(usd.getByRole('cell').nth(1)).toContainText(shown(rates[0]!.sellRate));
    expect(Date.now() - t0).toBeLessThan(2500);
  });
});

test('server unreachable: the last rates stay and the stale badge appears; back: it recovers within one poll', async ({
  page,
}) => {
  await page.goto(board());
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  const before = await table(page).textContent();
  await page.route('**/api/forex-rates', (route) => route.abort('connectionrefused'));
  await expect(badge(page)).toHaveText(/^Rates as of .+, updating…$/, { timeout: 5000 });
  await expect(table(page)).toHaveText(before!);
  await expectNoAxeViolations(page, 'stale');
  await page.unroute('**/api/forex-rates');
  await expect(badge(page)).toHaveCount(0, { timeout: 2500 });
  await expect(table(page)).toBeVisible();
});

test('a reload while the server is down still shows the last rates (service worker shell + browser storage)', async ({
  page,
  context,
}) => {
  await page.goto(board());
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  const before = await table(page).textContent();
  // the service worker has taken the page and cached the shell
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 10_000 }).toBe(true);
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(table(page)).toHaveText(before!, { timeout: 10_000 });
  await expect(badge(page)).toBeVisible({ timeout: 5000 });
  await context.unroute('**/*');
  await context.setOffline(false);
});

test('a new app version on the server reloads the page once', async ({ page }) => {
  await page.goto(board());
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  const own = await page.locator('meta[name="ew-kiosk-version"]').getAttribute('content');
  expect(own).toMatch(/^[0-9a-f]{12}$/);
  await page.route('**/api/forex-rates', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-version': 'feedfacecafe', etag: '' } });
  });
  let loads = 0;
  page.on('load', () => loads++);
  // the next poll (every second here) reloads; a loaded machine can take several
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
  await expect(table(page)).toBeVisible();
  await page.waitForTimeout(2500); // more mismatches: not twice within 10 minutes
  expect(loads).toBe(1);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a render error shows plain rates, then the board again (error boundary)', async ({ page }) => {
  await page.goto(board());
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    // The next render that formats a number throws once (a stand-in for any render bug).
    const proto = Intl.NumberFormat.prototype;
    const format = Object.getOwnPropertyDescriptor(proto, 'format')!.get!;
    let broken = 1;
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get() {
        if (broken-- > 0) throw new Error('injected render error');
        return format.call(this);
      },
    });
  });
  // A new bulletin makes the table render again.
  await page.route('**/api/forex-rates', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { id: number };
    await route.fulfill({ response, json: { ...body, id: body.id + 1000 } });
  });
  await expect(page.locator('.ew-fx-plain')).toBeVisible({ timeout: 5000 });
  await expect(page.locator('.ew-fx-plain li').first()).toContainText('USD/PHP');
  await expect(table(page)).toBeVisible({ timeout: 5000 });
  await expect(page.locator('.ew-fx-plain')).toHaveCount(0);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('burn-in: the content shifts a few pixels on schedule', async ({ page }) => {
  await page.goto(board('&shift=1'));
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  const content = page.locator('.ew-kiosk-content');
  const seen = new Set<string>();
  for (let i = 0; i < 4; i++) {
    seen.add((await content.getAttribute('data-shift'))!);
    await page.waitForTimeout(1000);
  }
  expect(seen.size).toBeGreaterThanOrEqual(3);
  for (const s of seen) for (const n of s.split(',').map(Number)) expect(Math.abs(n)).toBeLessThanOrEqual(4);
});

test('heartbeat: the operator API and view list the screen; silent screens are flagged', async ({ page, request }) => {
  const screen = `E2E-${Math.random().toString(36).slice(2, 8)}`;
  // Set up as docs/kiosk.md says: with an enrolment secret in the URL, so it is enrolled at once.
  const issued = await request.post('/admin/api/screens/enrolment-secrets', {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(issued.status()).toBe(201);
  const { secret } = (await issued.json()) as { secret: string };
  await page.goto(board(`&screen=${screen}&enrol=${secret}`));
  await expect(table(page)).toBeVisible({ timeout: 20_000 });
  type Screen = {
    screenId: string;
    appVersion: string;
    silent: boolean;
    dataAgeSeconds: number | null;
    lastSuccessAt: string | null;
    variant: string;
    viewport: string;
  };
  let row: Screen | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/admin/api/screens', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
        row = ((await res.json()) as Screen[]).find((s) => s.screenId === screen);
        return !!row;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const own = await page.locator('meta[name="ew-kiosk-version"]').getAttribute('content');
  expect(row).toMatchObject({
    appVersion: own,
    silent: false,
    pending: false,
    variant: 'board',
    viewport: '1280x720',
  });
  // A screen that reported without a secret waits for the operator.
  const stranger = `${screen}-W`;
  const waiting = await request.post('/api/kiosk/heartbeat', {
    data: {
      screenId: stranger,
      variant: 'marquee',
      appVersion: own,
      lastSuccessAt: null,
      dataAgeSeconds: null,
      bulletinId: null,
      heapUsedBytes: null,
      uptimeSeconds: 1,
      failing: false,
    },
  });
  expect(waiting.status()).toBe(202);
  expect(row!.lastSuccessAt).not.toBeNull();
  expect((await request.get('/admin/api/screens')).status()).toBe(401);

  const operator = await page.context().newPage();
  await operator.goto('/admin/screens');
  await operator.getByLabel('Operator token (ADMIN_TOKEN)').fill(ADMIN_TOKEN);
  await operator.getByRole('button', { name: 'Show screens' }).click();
  const line = operator.getByRole('row', { name: new RegExp(`^${screen} `) });
  await expect(line).toBeVisible();
  await expect(line.getByRole('cell').first()).toHaveText('OK');
  const pendingLine = operator.getByRole('row', { name: new RegExp(`^${stranger} `) });
  await expect(pendingLine.getByRole('cell').first()).toContainText('WAITING for confirmation');
  await expectNoAxeViolations(operator, 'operator view with a waiting screen');
  await pendingLine.getByRole('button', { name: `Confirm screen ${stranger}` }).click();
  await expect(pendingLine.getByRole('cell').first()).toHaveText('OK');
  await expect(operator.getByRole('status')).toContainText(/screens?, \d+ silent for more than 5 minutes/);
  await expectNoAxeViolations(operator, 'operator view');
});
