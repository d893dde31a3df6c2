/**
 * Every widget's first screen taken over without losing anything (widgets/runtime/handover.ts): what
 * a visitor typed, ticked, chose or slid there while the widget's code was held back is all in the
 * widget once it runs, with focus on the same control; and keys typed without a pause across the
 * moment of the takeover all arrive.
 *
 * The first screens are found by what they hold: each control is exercised as its kind asks (so a
 * control added to a first screen later is covered too). Controls are named by their form field
 * name, the one thing a first screen and the widget's own rendering share for every widget.
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { WIDGET_NAMES } from '../../widgets/registry/index.ts';
import { collectErrors, fixture } from './helpers.ts';

const page$ = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><script src="/widgets/loader.js" async></script></head><body><main>${body}</main></body></html>`;

/** Holds back every chunk of the widgets' code (not the loader, not the first screens) until release(). */
async function holdChunks(page: Page, only?: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const chunk = only ? new RegExp(`/widgets/[^/]+/${only}\\.js$`) : /\/widgets\/[^/]+\/[^/]+\.js$/;
  await page.route(chunk, async (route: Route) => {
    if (!route.request().url().includes('-first-')) await released;
    await route.continue();
  });
  return release;
}

const countReady = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { ready: number };
    w.ready = 0;
    document.addEventListener('ew:ready', () => w.ready++);
  });
const readyCount = (page: Page) => page.evaluate(() => (window as unknown as { ready?: number }).ready ?? 0);

type Kind = 'text' | 'select' | 'radio' | 'checkbox' | 'range' | 'date';
interface Done {
  kind: Kind;
  name: string;
  /** The value typed, chosen, ticked (its value attribute) or slid to. */
  value: string;
}

/** Letters and digits only: a widget may format what was typed ("12345" -> "PHP 12,345"). */
const bare = (s: string) => s.replace(/[^\p{L}\p{N}@]/gu, '');

/** What a visitor would type into a field of this kind. */
function typing(type: string, inputMode: string | null): string {
  if (type === 'email') return 'ana@example.com';
  if (type === 'tel' || inputMode === 'numeric') return '12345';
  return 'Ana Cruz';
}

/**
 * Exercises one control of each kind the first screen has (two radio groups), a text field last, so
 * it holds focus with the caret two characters before the end; returns what was done.
 */
async function exercise(screen: Locator): Promise<Done[]> {
  const done: Done[] = [];
  const names = (selector: string) =>
    screen.locator(selector).evaluateAll((els) => [...new Set(els.map((e) => (e as HTMLInputElement).name))]);

  const select = screen.locator('select[name]').first();
  if (await select.count()) {
    const options = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const value = options.at(-1)!;
    await select.selectOption(value);
    done.push({ kind: 'select', name: (await select.getAttribute('name'))!, value });
  }
  for (const name of (await names('input[type=radio][name]')).slice(0, 2)) {
    const radio = screen.locator(`input[type=radio][name="${name}"]:not(:checked)`).last();
    const value = (await radio.getAttribute('value'))!;
    await radio.check({ force: true }); // visually hidden, as the kit's choices are
    done.push({ kind: 'radio', name, value });
  }
  const boxes = screen.locator('input[type=checkbox][name]');
  const count = await boxes.count();
  if (count) {
    const box = boxes.nth(count > 1 ? 1 : 0); // the second of a group: not the one a default might tick
    await box.check({ force: true });
    // (a yes/no box has no value of its own: found by name alone)
    done.push({
      kind: 'checkbox',
      name: (await box.getAttribute('name'))!,
      value: (await box.getAttribute('value')) ?? '',
    });
  }
  const date = screen.locator('input[type=date][name]').first();
  if (await date.count()) {
    const value = (await date.getAttribute('min')) ?? '1990-05-17'; // a day the field offers
    await date.fill(value);
    done.push({ kind: 'date', name: (await date.getAttribute('name'))!, value });
  }
  const range = screen.locator('input[type=range][name]').first();
  if (await range.count()) {
    await range.focus();
    await range.press('ArrowRight');
    await range.press('ArrowRight');
    done.push({ kind: 'range', name: (await range.getAttribute('name'))!, value: await range.inputValue() });
  }
  const text = screen.locator('input[name]:is([type=text],[type=email],[type=tel]):not([role=combobox])').first();
  if (await text.count()) {
    const value = typing((await text.getAttribute('type'))!, await text.getAttribute('inputmode'));
    await text.click();
    await text.pressSequentially(value);
    await text.press('ArrowLeft');
    await text.press('ArrowLeft');
    done.push({ kind: 'text', name: (await text.getAttribute('name'))!, value });
  }
  return done;
}

/** The control focused in the widget's shadow root: its name, value and caret. */
const focused = (host: Locator) =>
  host.evaluate((el) => {
    const a = el.shadowRoot!.activeElement as HTMLInputElement | null;
    if (!a) return null;
    const caret = ['text', 'email', 'tel'].includes(a.type) ? [a.selectionStart, a.value.length] : null;
    return { name: a.name, value: a.type === 'text' || a.type === 'email' || a.type === 'tel' ? '' : a.value, caret };
  });

for (const name of WIDGET_NAMES) {
  test(`${name}: everything done on the first screen is in the widget once it takes over, focus too`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await countReady(page);
    const release = await holdChunks(page);
    await fixture(page, page$(`<ew-${name}></ew-${name}>`));
    const host = page.locator(`ew-${name}`);
    const screen = page.locator(`ew-${name} [data-ew-first]`);
    await expect(screen).toBeAttached();

    const done = await exercise(screen);
    const controls = await screen.locator('input[name], select[name], textarea[name]').count();
    // A first screen with controls has had them used; one without (a list still loading, the chooser's
    // buttons, the rates board) has nothing a visitor could lose.
    expect(done.length > 0).toBe(controls > 0);
    const before = await focused(host);
    expect(await readyCount(page)).toBe(0);
    // The first screen's root and the control the visitor is in, to compare with the widget's after.
    await host.evaluate((h) => {
      const root = h.shadowRoot!;
      (window as unknown as { shown: unknown }).shown = [root.querySelector('[data-ew-first]'), root.activeElement];
    });

    release();
    await expect.poll(() => readyCount(page)).toBe(1);
    await expect(screen).not.toBeAttached();
    // The widget rendered over the first screen: its root is the first screen's, and the control the
    // visitor was in is the same element (a field the visitor's choices reveal is new, and the
    // elements after it may be too: Preact matches elements by tag, in order).
    expect(
      await host.evaluate((h) => {
        const [screenRoot, active] = (window as unknown as { shown: [Element, Element | null] }).shown;
        const root = h.shadowRoot!;
        return [
          screenRoot === root.querySelector('.ew-root'),
          !active || active === root.activeElement,
          root.querySelectorAll('[aria-disabled]').length,
        ];
      }),
      `${name}: the first screen's own root and focused control, no button left "disabled"`,
    ).toEqual([true, true, 0]);
    const widget = page.locator(`ew-${name} .ew-root:not([data-ew-first])`);
    for (const d of done) {
      const label = `${name} ${d.kind} ${d.name}`;
      if (d.kind === 'radio' || d.kind === 'checkbox') {
        const value = d.value ? `[value="${d.value}"]` : '';
        await expect(widget.locator(`input[name="${d.name}"]${value}`), label).toBeChecked();
      } else if (d.kind === 'text') {
        const value = await widget.locator(`input[name="${d.name}"]`).inputValue();
        expect(bare(value), label).toContain(bare(d.value));
      } else {
        await expect(widget.locator(`[name="${d.name}"]`).first(), label).toHaveValue(d.value);
      }
    }
    if (before) {
      const after = await focused(host);
      expect(after?.name, `${name}: focus`).toBe(before.name);
      expect(after?.value).toBe(before.value);
      // The caret as far from the end as it was (two characters), in a value the widget may format.
      const fromEnd = (c: (number | null)[] | null | undefined) => (c ? c[1]! - c[0]! : null);
      expect(fromEnd(after?.caret)).toBe(fromEnd(before.caret));
    }
    expect(errors).toEqual([]);
  });
}

/**
 * Types into the callback form's Name on the home page while its code is held, lets the code go and
 * types on without a pause: every character must arrive, in order. At CPU 4x (a mid-range phone), so
 * that keys land while the widget replaces its first screen.
 */
test('keys typed without a pause across the takeover all arrive (home page, callback form)', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const text = 'Maria Clara Santos de la Cruz y Villanueva';
  for (let run = 0; run < 3; run++) {
    // A new visitor each time: no draft of the last run's typing.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await countReady(page);
    const release = await holdChunks(page, 'callback-form');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Request a callback' });
    const name = form.getByRole('textbox', { name: 'Name' });
    await name.click();
    await page.keyboard.type(text.slice(0, 3), { delay: 5 });
    release();
    await page.keyboard.type(text.slice(3), { delay: 5 });
    await expect.poll(() => readyCount(page)).toBeGreaterThanOrEqual(1);
    await expect(name, `run ${run + 1}`).toHaveValue(text);
    await expect(name).toBeFocused();
    expect(errors).toEqual([]);
    await context.close();
  }
});
