/**
 * The embed runtime of CONTRACT.md: loader, custom elements, EWWidgets.mount, shadow and light DOM,
 * styles (constructable or <style nonce>), events, destroy, and no leaks over many cycles.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, fixture, widgetsTookOver } from './helpers.ts';

const LOADER = '<script src="/widgets/loader.js" async></script>';
/** The stub of README "Calling the API before the loader has loaded". */
const STUB =
  "<script>window.EWWidgets=window.EWWidgets||{q:[],mount:function(n,e,o){var c=[n,e,o,[]];this.q.push(c);return{update:function(x){c[3].push(['update',x])},destroy:function(){c[3].push(['destroy'])}}}};</script>";

const page$ = (body: string, head = LOADER) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>${head}</head><body><main>${body}</main></body></html>`;

function countRequests(page: Page, pattern: RegExp) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (pattern.test(r.url())) seen.push(r.url());
  });
  return seen;
}

test('a widget chunk is fetched only when its element is connected; the shared chunk once for two widgets', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const chunks = countRequests(page, /\/widgets\/(?!loader).*\.js$/);
  await fixture(page, page$('<div id="slot"></div>'));
  await page.waitForFunction(
    () => 'EWWidgets' in window && (window as { EWWidgets?: { version?: string } }).EWWidgets?.version,
  );
  await page.waitForTimeout(300);
  expect(chunks).toEqual([]);
  await page.evaluate(() => {
    const slot = document.getElementById('slot')!;
    slot.innerHTML =
      '<ew-callback-form id="a"></ew-callback-form><ew-callback-form id="b" locale="fil"></ew-callback-form>';
  });
  await expect(page.getByRole('form', { name: 'Request a callback' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Humiling na tawagan ka' })).toBeVisible();
  // widgets/<version>/callback-form.js, the numbered chunks it shares with every widget, its first
  // screen: each fetched once for the two instances.
  expect(chunks.filter((u) => /\/callback-form\.js$/.test(u))).toHaveLength(1);
  expect(chunks.filter((u) => /\/[0-9a-z]\.js$/.test(u)).length).toBeGreaterThan(0);
  expect(new Set(chunks).size).toBe(chunks.length);
  // the two instances keep their own state
  await page
    .getByRole('form', { name: 'Request a callback' })
    .getByRole('textbox', { name: 'Name' })
    .fill('Instance A');
  await expect(
    page.getByRole('form', { name: 'Humiling na tawagan ka' }).getByRole('textbox', { name: 'Pangalan' }),
  ).toHaveValue('');
  expect(errors).toEqual([]);
});

test('including the loader twice defines everything once and still works', async ({ page }) => {
  const errors = collectErrors(page);
  await fixture(page, page$('<ew-callback-form></ew-callback-form>', LOADER + LOADER));
  await expect(page.getByRole('form', { name: 'Request a callback' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('calls made before the loader arrives are queued and replayed, their handles keep working', async ({ page }) => {
  const errors = collectErrors(page);
  // The stub and the mount call run first; the loader is added a moment later.
  await fixture(
    page,
    page$(
      `<div id="host"></div><script>
        window.handle = EWWidgets.mount('callback-form', document.getElementById('host'), { locale: 'fil' });
        window.handle.update({ locale: 'en' });
        setTimeout(function () { var s = document.createElement('script'); s.src = '/widgets/loader.js'; document.head.append(s); }, 200);
      </script>`,
      STUB,
    ),
  );
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(form).toBeVisible();
  await page.evaluate(() =>
    (window as unknown as { handle: { update(o: object): void } }).handle.update({ locale: 'fil' }),
  );
  await expect(page.getByRole('form', { name: 'Humiling na tawagan ka' })).toBeVisible();
  await page.evaluate(() => (window as unknown as { handle: { destroy(): void } }).handle.destroy());
  await expect(page.getByRole('form')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('light DOM mount: rendered into the element itself, styled, and destroy removes it all', async ({ page }) => {
  const errors = collectErrors(page);
  await fixture(page, page$('<div id="host"></div>'));
  await page.waitForFunction(() => (window as { EWWidgets?: { version?: string } }).EWWidgets?.version);
  await page.evaluate(() => {
    const w = window as unknown as { EWWidgets: { mount(n: string, e: Element, o: object): unknown }; h: unknown };
    w.h = w.EWWidgets.mount('callback-form', document.getElementById('host')!, { shadow: false });
  });
  const form = page.locator('#host').getByRole('form', { name: 'Request a callback' });
  await expect(form).toBeVisible();
  expect(await page.locator('#host').evaluate((el) => el.shadowRoot)).toBeNull();
  // the kit's styles reach light DOM through a document-level constructable stylesheet
  await expect(form.getByRole('button', { name: 'Submit' })).toHaveCSS('background-color', 'rgb(90, 45, 130)');
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/atleast 3 characters/);
  await page.evaluate(() => (window as unknown as { h: { destroy(): void } }).h.destroy());
  expect(await page.locator('#host').innerHTML()).toBe('');
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(errors).toEqual([]);
});

test('with a CSP nonce, styles go into <style nonce> and the page CSP allows them', async ({ page }) => {
  const errors = collectErrors(page);
  await page.route('**/csp.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': "style-src 'nonce-r4nd0m'; script-src 'self'" },
      body: page$('<ew-callback-form nonce="r4nd0m"></ew-callback-form>'),
    }),
  );
  await page.goto('/csp.html');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toHaveCSS('background-color', 'rgb(90, 45, 130)');
  const styles = await page.locator('ew-callback-form').evaluate((el) => ({
    adopted: el.shadowRoot!.adoptedStyleSheets.length,
    nonced: Array.from(el.shadowRoot!.querySelectorAll('style')).map((s) => s.nonce),
  }));
  expect(styles).toEqual({ adopted: 0, nonced: ['r4nd0m'] });
  expect(errors).toEqual([]);
});

test('events: ew:ready, ew:submit, ew:success, and a cancelled ew:navigate keeps the page', async ({ page }) => {
  await page.goto('/demo/');
  await expect(page.getByRole('form', { name: 'Request a callback' })).toBeVisible();
  await widgetsTookOver(page); // ew:ready has fired: the events from here on are the form's
  await page.evaluate(() => {
    const w = window as unknown as { events: unknown[] };
    w.events = [];
    for (const type of ['ew:ready', 'ew:submit', 'ew:success', 'ew:error', 'ew:navigate']) {
      document.addEventListener(type, (e) => {
        const ce = e as CustomEvent;
        w.events.push({
          type,
          detail: ce.detail,
          composed: ce.composed,
          bubbles: ce.bubbles,
          cancelable: ce.cancelable,
        });
        if (type === 'ew:navigate') e.preventDefault();
      });
    }
  });
  const form = page.getByRole('form', { name: 'Request a callback' });
  await page.locator('ew-callback-form').evaluate((el) => el.setAttribute('locale', 'fil'));
  await page.locator('ew-callback-form').evaluate((el) => el.setAttribute('locale', 'en'));
  await form.getByRole('textbox', { name: 'Name' }).fill('Event Tester');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Lanang');
  await form.getByRole('option', { name: /Davao - Lanang/ }).click();
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(page.url()).toMatch(/\/demo\/$/);
  const events = await page.evaluate(() => (window as unknown as { events: unknown[] }).events);
  expect(events).toEqual([
    { type: 'ew:submit', detail: { form: 'callback' }, composed: true, bubbles: true, cancelable: false },
    { type: 'ew:success', detail: { form: 'callback' }, composed: true, bubbles: true, cancelable: false },
    { type: 'ew:navigate', detail: { href: '/callback/thankyou' }, composed: true, bubbles: true, cancelable: true },
  ]);
});

test('ew:ready fires once per mount; removing the element unmounts it', async ({ page }) => {
  await fixture(page, page$('<div id="slot"></div>'));
  await page.evaluate(() => {
    const w = window as unknown as { ready: number };
    w.ready = 0;
    document.addEventListener('ew:ready', () => w.ready++);
    document.getElementById('slot')!.innerHTML = '<ew-callback-form></ew-callback-form>';
  });
  await expect(page.getByRole('form', { name: 'Request a callback' })).toBeVisible();
  await page.locator('ew-callback-form').evaluate((el) => el.setAttribute('locale', 'fil'));
  await expect(page.getByRole('form', { name: 'Humiling na tawagan ka' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { ready: number }).ready)).toBe(1);
  const root = await page.evaluate(() => {
    const el = document.querySelector('ew-callback-form')!;
    const shadow = el.shadowRoot!;
    el.remove();
    return new Promise<{ children: number; sheets: number }>((done) =>
      setTimeout(() => done({ children: shadow.childElementCount, sheets: shadow.adoptedStyleSheets.length }), 50),
    );
  });
  expect(root).toEqual({ children: 0, sheets: 0 });
});

test('100 mount/destroy cycles: no errors, no growth in DOM nodes or listeners', async ({ page }) => {
  const errors = collectErrors(page);
  await fixture(page, page$('<div id="host"></div><div id="el"></div>'));
  await page.waitForFunction(() => (window as { EWWidgets?: { version?: string } }).EWWidgets?.version);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const cycle = (n: number) =>
    page.evaluate(async (times) => {
      const w = window as unknown as { EWWidgets: { mount(n: string, e: Element, o?: object): { destroy(): void } } };
      const host = document.getElementById('host')!;
      const slot = document.getElementById('el')!;
      for (let i = 0; i < times; i++) {
        const h = w.EWWidgets.mount('callback-form', host, { locale: i % 2 ? 'fil' : 'en' });
        slot.innerHTML = '<ew-callback-form></ew-callback-form>';
        for (
          let wait = 0;
          !host.shadowRoot?.querySelector('form') || !slot.firstElementChild?.shadowRoot?.querySelector('form');
          wait++
        ) {
          if (wait > 200) throw new Error(`cycle ${i}: nothing rendered`);
          await new Promise((r) => setTimeout(r, 10));
        }
        h.destroy();
        slot.innerHTML = '';
        await new Promise((r) => setTimeout(r, 0));
      }
    }, n);
  const metrics = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics: m } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => m.find((x) => x.name === name)!.value;
    return { nodes: get('Nodes'), listeners: get('JSEventListeners'), heap: get('JSHeapUsedSize') };
  };
  await cycle(10); // warm up: chunks loaded, caches filled
  const before = await metrics();
  await cycle(100);
  await page.waitForTimeout(200);
  const after = await metrics();
  expect(after.nodes - before.nodes, 'DOM nodes').toBeLessThan(50);
  expect(after.listeners - before.listeners, 'event listeners').toBeLessThan(20);
  expect(after.heap / before.heap, 'JS heap').toBeLessThan(1.5);
  expect(await page.locator('#host').evaluate((el) => el.shadowRoot!.childElementCount)).toBe(0);
  expect(errors).toEqual([]);
});

test('the site routes ew:navigate client-side to /callback/thankyou', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same document'));
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Site Visitor');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Ayala Avenue');
  await form.getByRole('option', { name: /Makati - Ayala Avenue/ }).click();
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/callback\/thankyou$/);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same document');
});
