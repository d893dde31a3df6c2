/**
 * No layout shift from a widget on a partner's page (docs/performance.md "A box before anything
 * arrives"): every registry widget alone between paragraphs (/demo/one/<name>.html), measured the way
 * ../shared/bench/cls.mjs does (layout-shift entries without recent input, session windows of gap 1 s
 * and at most 5 s, CPU 4x, cold cache) at a phone's and a desktop's viewport; then the widget's own
 * rendering has its prerendered first screen's height, and the loader's reservation holds it.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { WIDGET_NAMES } from '../../widgets/registry/index.ts';
import { MAX_CLS, OBSERVE_SHIFTS, VIEWPORTS, cls, sampleFxBulletin, shiftsOf, throttle } from './cls.ts';

/** Loads path as a phone would (CPU 4x, cold cache), waits for `ready` widgets and a short settle. */
async function load(context: BrowserContext, path: string, ready: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForFunction((n) => (window as unknown as { __widgetsDone: number }).__widgetsDone >= n, ready, {
    timeout: 30_000,
  });
  // Late effects (fonts, rates, branches) land within this.
  await page.waitForTimeout(1500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return page;
}

for (const { name: label, ...options } of VIEWPORTS) {
  test.describe(`layout shift on a partner page, ${label}`, () => {
    let context: BrowserContext;
    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      context = await browser.newContext({ ...options, baseURL: test.info().project.use.baseURL });
      await context.addInitScript(OBSERVE_SHIFTS);
      await sampleFxBulletin(context);
    });
    test.afterAll(() => context.close());

    for (const name of WIDGET_NAMES) {
      test(`ew-${name} between paragraphs: CLS <= ${MAX_CLS}`, async () => {
        const page = await load(context, `/demo/one/${name}.html`, 1);
        const value = cls(await shiftsOf(page));
        await page.close();
        expect(value, `CLS of /demo/one/${name}.html`).toBeLessThanOrEqual(MAX_CLS);
      });
    }

    test(`the partner demo page: CLS <= ${MAX_CLS}`, async () => {
      const page = await load(context, '/demo/', 1);
      const value = cls(await shiftsOf(page));
      await page.close();
      expect(value, 'CLS of /demo/').toBeLessThanOrEqual(MAX_CLS);
    });
  });
}

/**
 * Widgets whose first screen says "loading" until the bank's data arrives (rates, branches): their box
 * is reserved at its loaded height on the reference data (scripts/reserve-heights.mjs), which the
 * loading screen sits in.
 */
const WAITS_FOR_DATA = new Set(['fx-board', 'store-locator']);

/**
 * The widget's own rendering of its first screen is as tall as the prerendered one, so the takeover
 * does not move the page; and the loader reserved at least that (widgets/registry/reserve-heights.json
 * is current: regenerate it as scripts/reserve-heights.mjs says when this fails on the reservation).
 */
for (const { name: label, ...options } of VIEWPORTS) {
  test.describe(`first screen heights, ${label}`, () => {
    let context: BrowserContext;
    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      context = await browser.newContext({ ...options, baseURL: test.info().project.use.baseURL });
      await context.addInitScript(OBSERVE_SHIFTS);
      await sampleFxBulletin(context);
    });
    test.afterAll(() => context.close());

    for (const name of WIDGET_NAMES) {
      for (const locale of ['en', 'fil'] as const) {
        test(`ew-${name} (${locale}): the widget as tall as its first screen, within the reserved box`, async () => {
          const page = await context.newPage();
          await page.goto(`/demo/one/${name}${locale === 'en' ? '' : `.${locale}`}.html`);
          await page.waitForFunction(() => (window as unknown as { __widgetsDone: number }).__widgetsDone >= 1);
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(1000);
          const m = await page.evaluate(
            async ({ name, locale }) => {
              const el = document.querySelector<HTMLElement>(`ew-${name}`)!;
              const widget = el.shadowRoot!.querySelector('.ew-root')!.getBoundingClientRect().height;
              const reserved = parseFloat(el.style.minHeight);
              const host = el.getBoundingClientRect().height;
              // The prerendered first screen, shown the way the loader shows it, in a block as wide.
              const preload = document.querySelector<HTMLLinkElement>(`link[rel=modulepreload][href$="/${name}.js"]`)!;
              const first = (await import(preload.href.replace(/\.js$/, `-first-${locale}.js`))) as {
                default(el: HTMLElement, o: object): boolean;
              };
              const box = document.body.appendChild(document.createElement('div'));
              box.style.width = `${el.getBoundingClientRect().width}px`;
              first.default(box, { locale });
              await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
              const prerendered = box.getBoundingClientRect().height;
              box.remove();
              return { widget, prerendered, reserved, host };
            },
            { name, locale },
          );
          await page.close();
          if (!WAITS_FOR_DATA.has(name)) {
            expect(m.widget, 'the widget is as tall as its prerendered first screen').toBeCloseTo(m.prerendered, 0);
          }
          expect(m.reserved, 'the loader reserved at least the first screen').toBeGreaterThanOrEqual(m.prerendered);
          expect(m.reserved, 'the loader reserved at least the widget').toBeGreaterThanOrEqual(m.widget);
          // The reservation is not far off either: at most one step of the table and a band's spread.
          expect(m.reserved - m.widget, 'the reserved box is not much taller than the widget').toBeLessThan(160);
          expect(m.host, 'the element is the reserved box until the visitor enters it').toBeCloseTo(m.reserved, 0);
        });
      }
    }
  });
}

/**
 * The first click inside a widget frees its reserved box (the element's `style`); that is no option
 * of the widget, so it does not draw the whole widget again in the middle of the click (it did: the
 * personal loan's first click into a field took 48-56 ms at CPU 4x, of it ~13 ms drawing again).
 */
test('freeing the reserved box on the first click is no update of the widget; an attribute still is', async ({
  page,
}) => {
  await page.addInitScript(OBSERVE_SHIFTS);
  await page.goto('/demo/one/personal-loan.html');
  await page.waitForFunction(() => (window as unknown as { __widgetsDone: number }).__widgetsDone >= 1);
  await page.evaluate(() => {
    const el = document.querySelector('ew-personal-loan') as HTMLElement & { h: { update(o: object): void } };
    const update = el.h.update.bind(el.h);
    (window as unknown as { __updates: object[] }).__updates = [];
    el.h.update = (o) => {
      (window as unknown as { __updates: object[] }).__updates.push(o);
      update(o);
    };
  });
  const host = page.locator('ew-personal-loan');
  expect(await host.evaluate((el: HTMLElement) => el.style.minHeight)).not.toBe('');
  await host.getByRole('textbox').first().click();
  await expect.poll(() => host.evaluate((el: HTMLElement) => el.style.minHeight)).toBe('');
  await page.waitForTimeout(200); // a mutation observer's callback would have run
  expect(await page.evaluate(() => (window as unknown as { __updates: object[] }).__updates)).toEqual([]);
  // The observer still passes a real change on (so the check above can fail).
  await host.evaluate((el) => el.setAttribute('locale', 'fil'));
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __updates: { locale?: string }[] }).__updates.at(-1)?.locale),
    )
    .toBe('fil');
});
