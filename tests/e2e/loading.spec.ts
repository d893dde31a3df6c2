/**
 * How a widget loads on a partner page (docs/performance.md): compressed chunks, the whole
 * chunk graph requested at once, the prerendered first screen before the code, nothing typed lost
 * when the widget takes over, presses made meanwhile replayed, and loading="lazy".
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { collectErrors, fixture, widgetsTookOver } from './helpers.ts';

const page$ = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><script src="/widgets/loader.js" async></script></head><body><main>${body}</main></body></html>`;

/** Holds the widget's entry chunk until release() is called: the first screen is all there is. */
async function holdEntry(page: Page, widget: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(new RegExp(`/widgets/[^/]+/${widget}\\.js$`), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const readyCount = (page: Page) => page.evaluate(() => (window as unknown as { ready?: number }).ready ?? 0);
const countReady = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { ready: number };
    w.ready = 0;
    document.addEventListener('ew:ready', () => w.ready++);
  });

test('the first screen takes input before the code arrives; the widget keeps it, with focus and caret', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await countReady(page);
  const release = await holdEntry(page, 'callback-form');
  await fixture(page, page$('<ew-callback-form></ew-callback-form>'));
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeEditable();
  expect(
    await page.locator('ew-callback-form').evaluate((el) => !!el.shadowRoot!.querySelector('[data-ew-first]')),
  ).toBe(true);
  expect(await readyCount(page)).toBe(0);

  await form.getByRole('textbox', { name: 'Name' }).fill('Ana Cruz');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('0917');
  await form.getByRole('radio', { name: 'PM' }).check({ force: true });
  await form.getByRole('checkbox', { name: 'Home Loan' }).check({ force: true });
  const store = form.getByRole('combobox', { name: 'Preferred Store' });
  await store.fill('Lanang');
  await store.press('ArrowLeft'); // caret one before the end
  expect(await readyCount(page)).toBe(0);

  release();
  await expect.poll(() => readyCount(page)).toBe(1);
  expect(
    await page.locator('ew-callback-form').evaluate((el) => !!el.shadowRoot!.querySelector('[data-ew-first]')),
  ).toBe(false);
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Cruz');
  await expect(form.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('0917');
  await expect(form.getByRole('radio', { name: 'PM' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Home Loan' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Deposit Accounts' })).not.toBeChecked();
  await expect(store).toHaveValue('Lanang');
  // Still in the field the visitor was typing in, caret where it was, the search going on.
  await expect(store).toBeFocused();
  expect(await store.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([5, 5]);
  await expect(form.getByRole('option', { name: /Davao - Lanang/ })).toBeVisible();
  await form.getByRole('option', { name: /Davao - Lanang/ }).click();
  await expect(store).toHaveValue('Davao - Lanang');
  expect(errors).toEqual([]);
});

test('a press made on the first screen is replayed once the widget has taken over', async ({ page }) => {
  const errors = collectErrors(page);
  await countReady(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/gateway/')) requests.push(r.url());
  });
  const release = await holdEntry(page, 'callback-form');
  await fixture(page, page$('<ew-callback-form></ew-callback-form>'));
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Ana Cruz');
  // Nothing works yet, and the button says so; the press is held, the page does not navigate.
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.click({ force: true });
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/fixture\.html$/);
  expect(requests).toEqual([]);

  release();
  await expect.poll(() => readyCount(page)).toBe(1);
  // The replayed Submit checked the form: what is missing is listed, nothing was sent.
  const summary = form.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: /Mobile/ })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Cruz');
  expect(requests).toEqual([]);
  expect(errors).toEqual([]);
});

for (const widget of ['callback-form', 'auto-loan']) {
  test(`${widget}: the whole chunk graph is requested at once, compressed, before any chunk has arrived`, async ({
    page,
  }) => {
    const manifest = (await (await page.request.get('/widgets/manifest.json')).json()) as {
      chunks: Record<string, string>;
      imports: Record<string, string[]>;
    };
    const graph = [manifest.chunks[widget]!, ...manifest.imports[widget]!].map((f) => `/widgets/${f}`);
    const asked: string[] = [];
    let answered = 0;
    await page.route(/\/widgets\/[^/]+\/[^/]+\.js$/, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (!path.includes('-first-')) asked.push(path);
      await new Promise((r) => setTimeout(r, 1500)); // every file slow to come: a phone network
      answered++;
      await route.continue();
    });
    const encodings = new Set<string>();
    const plain: string[] = [];
    page.on('response', (r) => {
      if (!/\/widgets\/[^/]+\/[^/]+\.js$/.test(r.url())) return;
      const encoding = r.headers()['content-encoding'] ?? 'none';
      // A file too small to gain from compression (scripts/precompress.mjs) goes as it is: checked below.
      if (encoding === 'none') plain.push(r.url());
      else encodings.add(encoding);
    });
    await fixture(page, page$(`<ew-${widget}></ew-${widget}>`));
    await expect.poll(() => asked.length).toBe(graph.length);
    expect(answered, 'no file had arrived when the last chunk was asked for').toBe(0);
    expect([...asked].sort()).toEqual([...graph].sort());
    await widgetsTookOver(page);
    expect(encodings).toEqual(new Set(['br']));
    for (const url of plain) expect((await (await page.request.get(url)).body()).length, url).toBeLessThan(256);
  });
}

test('loading="lazy": nothing is fetched until the widget nears the viewport', async ({ page }) => {
  const errors = collectErrors(page);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (/\/widgets\/[^/]+\//.test(r.url())) fetched.push(r.url());
  });
  await fixture(
    page,
    page$('<div style="height:4000px">Campaign story</div><ew-callback-form loading="lazy"></ew-callback-form>'),
  );
  await page.waitForFunction(() => (window as { EWWidgets?: { version?: string } }).EWWidgets?.version);
  await page.waitForTimeout(500);
  expect(fetched).toEqual([]);
  await page.mouse.wheel(0, 4000);
  await expect(
    page.getByRole('form', { name: 'Request a callback' }).getByRole('textbox', { name: 'Name' }),
  ).toBeVisible();
  expect(fetched.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test("the site's home page preloads the callback form with its own scripts, not after them", async ({ page }) => {
  const events: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/\/callback-form\.js$/.test(path)) events.push('widget asked');
  });
  page.on('requestfinished', (r) => {
    if (/\/assets\/index-[^/]+\.js$/.test(new URL(r.url()).pathname)) events.push('site script arrived');
  });
  // The site's own script slowed down, as on a phone network: the widget must not wait for it.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const res = await page.goto('/');
  const html = await res!.text();
  // In the page, with the page's nonce: the widget's chunks load beside the site's own scripts.
  expect(html).toMatch(/<link nonce="[^"]+" rel="modulepreload" href="\/widgets\/[^/]+\/callback-form\.js">/);
  await expect(page.getByRole('form', { name: 'Request a callback' })).toBeVisible();
  expect(events.indexOf('widget asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('widget asked')).toBeLessThan(events.indexOf('site script arrived'));
  const about = await (await page.request.get('/about')).text();
  expect(about).not.toContain('rel="modulepreload" href="/widgets/');
});

test("the site's home page asks for its records and its top picture with the HTML, once each", async ({ page }) => {
  const events: string[] = [];
  const asked = new Map<string, number>();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/cms\/|^\/content\/hero-home/.test(path)) {
      asked.set(path, (asked.get(path) ?? 0) + 1);
      events.push(`asked ${path}`);
    }
  });
  page.on('requestfinished', (r) => {
    if (/\/assets\/index-[^/]+\.js$/.test(new URL(r.url()).pathname)) events.push('site script arrived');
  });
  // The site's own script slowed down, as on a phone network: the page's records must not wait for it.
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  await expect(carousel.getByRole('heading', { name: 'Your home, sooner' })).toBeVisible();
  await expect(carousel.locator('img[src="/content/hero-home.svg"]')).toHaveJSProperty('complete', true);
  const before = events.slice(0, events.indexOf('site script arrived'));
  const records = ['homecarousel', 'homepagebanners', 'productbanner', 'promos', 'featuredlist', 'holidaybanner'];
  for (const r of records) expect(before, r).toContain(`asked /cms/${r}`);
  expect(before).toContain('asked /content/hero-home.svg');
  // The site's content client took the answers the page had asked for: no record was asked twice.
  for (const r of records) expect(asked.get(`/cms/${r}`), r).toBe(1);
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByName(new URL('/cms/homecarousel', location.href).href)
        .map((e) => (e as PerformanceResourceTiming).initiatorType),
    ),
  ).toEqual(['link']);
});

/**
 * What a widget showed when its ew:ready came, and the ew:error events it sent (by kind), recorded
 * on the page from the start.
 */
const recordReady = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { atReady: string[]; errors: string[] };
    w.atReady = [];
    w.errors = [];
    document.addEventListener('ew:ready', (e) => {
      const root = (e.target as HTMLElement).shadowRoot;
      w.atReady.push(Array.from(root?.querySelectorAll('h2, h3, button') ?? [], (h) => h.textContent).join(' / '));
    });
    document.addEventListener('ew:error', (e) => w.errors.push((e as CustomEvent<{ kind: string }>).detail.kind));
  });
const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { atReady: string[]; errors: string[] };
    return { atReady: w.atReady, errors: w.errors };
  });

test("a part loaded only for some elements (the personal loan's variant A, a prefill, a popup): ew:ready comes once it is drawn", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await recordReady(page);
  // The chunks arrive late, so that a ready sent before them would be seen.
  await page.route(/\/widgets\/[^/]+\/[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 150));
    await route.continue();
  });
  await fixture(
    page,
    page$(
      '<ew-personal-loan variant="summary"></ew-personal-loan><ew-callback-form data-prefill-name="Ana Cruz"></ew-callback-form>' +
        '<ew-leadgen mode="popup" label="Apply now"></ew-leadgen>',
    ),
  );
  await expect.poll(() => recorded(page).then((w) => w.atReady.length)).toBe(3);
  const { atReady, errors: kinds } = await recorded(page);
  // Each had drawn its form when it said it was ready: variant A's first step, the prefilled callback form.
  expect(atReady).toContainEqual(expect.stringMatching(/Step 1 of \d+:\s*Personal Information/));
  expect(atReady).toContainEqual(expect.stringContaining('Request a callback'));
  // The popup's button (its code a chunk of its own) was there when its ew:ready came.
  expect(atReady).toContainEqual('Apply now');
  expect(kinds).toEqual([]);
  await expect(
    page.getByRole('form', { name: 'Request a callback' }).getByRole('textbox', { name: 'Name', exact: true }),
  ).toHaveValue('Ana Cruz');
  expect(errors).toEqual([]);
});

test("variant A's chunk cannot arrive: the full form instead of an empty box, and ew:error kind load", async ({
  page,
}) => {
  await recordReady(page);
  // Every chunk outside the personal loan's own graph (its entry and the shared chunk 1.js) fails.
  await page.route(/\/widgets\/[^/]+\/[^/]+\.js$/, (route) =>
    /\/(personal-loan(-first-\w+)?|1|loader)\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  await fixture(page, page$('<ew-personal-loan variant="summary"></ew-personal-loan>'));
  await expect.poll(() => recorded(page).then((w) => w.atReady.length)).toBe(1);
  const { atReady, errors: kinds } = await recorded(page);
  expect(atReady[0]).toMatch(/Step 1 of \d+:\s*My Personal Information/);
  expect(kinds).toEqual(['load']);
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeEditable();
});

test("a popup's chunk cannot arrive: the widget in the page instead of a button, and ew:error kind load", async ({
  page,
}) => {
  await recordReady(page);
  // Every chunk outside the lead form's own graph (its entry and the shared chunk 1.js) fails.
  await page.route(/\/widgets\/[^/]+\/[^/]+\.js$/, (route) =>
    /\/(leadgen|1|loader)\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
  );
  await fixture(page, page$('<ew-leadgen mode="popup" label="Apply now"></ew-leadgen>'));
  await expect.poll(() => recorded(page).then((w) => w.atReady.length)).toBe(1);
  const { atReady, errors: kinds } = await recorded(page);
  expect(atReady[0]).not.toBe('Apply now');
  expect(kinds).toEqual(['load']);
  await expect(page.getByRole('textbox').first()).toBeEditable();
});
