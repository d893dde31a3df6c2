/**
 * The embed runtime's mount (widgets/runtime/mount.tsx), through what the loader calls: a widget
 * chunk's `mount(host, options)` and the `{ update, destroy }` it returns (CONTRACT.md "Embedding").
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Button, TextField } from '../ui/index.ts';
import { later, useNeeded } from '../ui/later.ts';
import { useT, useWidget } from './context.ts';
import { askedOfI18next } from './i18n.ts';
import { mountComponent, unmountAll } from './testing.tsx';

afterEach(unmountAll);

const CSS = '.probe { outline: 3px solid rgb(1, 2, 3); }';

/** A small widget: a text field (state), a translated button, a navigation and an error event. */
function Probe() {
  const t = useT();
  const { emit, navigate, locale } = useWidget();
  const [name, setName] = useState('');
  return (
    <div className="probe">
      <TextField name="name" label={t('common.optional')} value={name} onChange={setName} />
      <p>Locale: {locale}</p>
      <Button onPress={() => emit('ew:error', { form: 'probe', kind: 'network' })}>{t('common.close')}</Button>
      <Button onPress={() => navigate('/loans?from=probe')}>Go</Button>
    </div>
  );
}

/** A part on its way, arriving (or failing) when the test says. */
function onItsWay() {
  let arrive!: (text: string) => void;
  let fail!: (e: Error) => void;
  const part = later(() => new Promise<string>((res, rej) => ((arrive = res), (fail = rej))));
  /** Draws the part once it is here, "without it" when it could not come, nothing while on its way. */
  function Needing() {
    const text = useNeeded(part, true);
    return text === undefined ? null : <p className="needed">{text ?? 'without it'}</p>;
  }
  return { Needing, arrive: (t: string) => arrive(t), fail: () => fail(new Error('offline')) };
}

/** What the widget showed when its ew:ready came. */
function drawnAtReady(host: HTMLElement): Promise<string | null> {
  return new Promise((res) =>
    host.addEventListener('ew:ready', () => res(host.shadowRoot!.querySelector('.needed')?.textContent ?? null), {
      once: true,
    }),
  );
}

describe('mount', () => {
  it('renders into an open shadow root with the kit and widget styles; ew:ready once, bubbling and composed', async () => {
    const seen: Event[] = [];
    const onReady = (e: Event) => seen.push(e);
    document.addEventListener('ew:ready', onReady);
    try {
      const { host, root, events } = mountComponent(Probe, {}, { css: CSS, form: 'probe' });
      expect(root).toBeTruthy();
      expect(host.shadowRoot?.mode).toBe('open');
      await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
      const probe = root!.querySelector('.probe')!;
      expect(getComputedStyle(probe).outlineColor).toBe('rgb(1, 2, 3)');
      expect(getComputedStyle(probe).outlineWidth).toBe('3px');
      await expect.poll(() => events.filter((e) => e.type === 'ew:ready')).toHaveLength(1);
      expect(events[0]).toEqual({ type: 'ew:ready', detail: { form: 'probe' } });
      expect(seen).toHaveLength(1); // reached the document: bubbles and composed
      expect(seen[0]!.target).toBe(host);
      expect(page.getByText('Locale: en').query()).toBeTruthy();
      expect(root!.querySelector('.ew-root')?.getAttribute('lang')).toBe('en');
    } finally {
      document.removeEventListener('ew:ready', onReady);
    }
  });

  it('ew:ready waits for a part the widget cannot draw without, and comes once that part is drawn', async () => {
    const { Needing, arrive } = onItsWay();
    const { host, events } = mountComponent(Needing);
    const drawn = drawnAtReady(host);
    await new Promise((r) => setTimeout(r, 50));
    // An empty widget is not ready (it was, before: the event came with the first, empty, drawing).
    expect(events.filter((e) => e.type === 'ew:ready')).toHaveLength(0);
    arrive('the part');
    expect(await drawn).toBe('the part');
    expect(events.filter((e) => e.type === 'ew:ready')).toHaveLength(1);
  });

  it('a text only i18next answers (nesting): ew:ready waits for i18next, and the widget is drawn with its answer', async () => {
    const before = askedOfI18next;
    function Nesting() {
      return <p className="needed">{useT()('probeNest.nested' as string)}</p>;
    }
    const probeNest = { en: { nested: '$t(common.close)!' }, fil: { nested: '$t(common.close)!' } };
    const { host, events } = mountComponent(Nesting, {}, { resources: { probeNest } });
    const drawn = drawnAtReady(host);
    // Before it came the text read as a missing key does; i18next is fetched (this file's first ask).
    expect(askedOfI18next).toBe(before + 1);
    expect(await drawn).toBe('Close!');
    expect(events.filter((e) => e.type === 'ew:ready')).toHaveLength(1);
  });

  it('a part that cannot come: ew:ready once the widget has drawn without it', async () => {
    const { Needing, fail } = onItsWay();
    const { host, events } = mountComponent(Needing);
    const drawn = drawnAtReady(host);
    fail();
    expect(await drawn).toBe('without it');
    expect(events.filter((e) => e.type === 'ew:ready')).toHaveLength(1);
  });

  it('update({ locale }) switches the language in place: what was typed stays, ew:ready is not sent again', async () => {
    const { root, handle, events } = mountComponent(Probe, { locale: 'en' });
    const field = page.getByRole('textbox', { name: 'optional' });
    await userEvent.type(field, 'Maria');
    const input = field.element();
    handle.update({ locale: 'fil' });
    await expect.element(page.getByRole('button', { name: 'Isara' })).toBeVisible();
    const filField = page.getByRole('textbox', { name: 'hindi kailangan' });
    await expect.element(filField).toHaveValue('Maria');
    expect(filField.element()).toBe(input); // the same element: re-rendered, not re-mounted
    expect(root!.querySelector('.ew-root')?.getAttribute('lang')).toBe('fil');
    await expect.element(page.getByText('Locale: fil')).toBeVisible();
    handle.update({ locale: 'xx' }); // not a locale: English
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(events.filter((e) => e.type === 'ew:ready')).toHaveLength(1);
  });

  it('update() with nothing new draws nothing again; a new value does', async () => {
    let draws = 0;
    function Counted() {
      draws++;
      return <p>{useWidget().locale}</p>;
    }
    const { handle } = mountComponent(Counted, { locale: 'en', apiBase: 'https://example.test' });
    await expect.element(page.getByText('en', { exact: true })).toBeVisible();
    const before = draws;
    handle.update({ locale: 'en', apiBase: 'https://example.test' });
    handle.update({});
    expect(draws).toBe(before);
    handle.update({ locale: 'fil' });
    await expect.element(page.getByText('fil', { exact: true })).toBeVisible();
    expect(draws).toBeGreaterThan(before);
  });

  it('emits the widget events on the host; ew:navigate is cancelable and, cancelled, does not navigate', async () => {
    const { host, events } = mountComponent(Probe, {}, { form: 'probe' });
    await userEvent.click(page.getByRole('button', { name: 'Close' }));
    await expect.poll(() => events.at(-1)).toEqual({ type: 'ew:error', detail: { form: 'probe', kind: 'network' } });
    const before = location.href;
    host.addEventListener('ew:navigate', (e) => e.preventDefault());
    await userEvent.click(page.getByRole('button', { name: 'Go' }));
    await expect.poll(() => events.at(-1)).toEqual({ type: 'ew:navigate', detail: { href: '/loans?from=probe' } });
    expect(location.href).toBe(before);
  });

  it('destroy() leaves nothing behind: no content, no styles, no more events; update after it does nothing', async () => {
    const { host, root, handle, events } = mountComponent(Probe, {}, { css: CSS });
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
    const sheets = root!.adoptedStyleSheets.length;
    expect(sheets).toBeGreaterThan(0);
    handle.destroy();
    expect(root!.childNodes).toHaveLength(0);
    expect(root!.adoptedStyleSheets).toHaveLength(0);
    handle.update({ locale: 'fil' });
    handle.destroy();
    expect(root!.childNodes).toHaveLength(0);
    expect(host.isConnected).toBe(true); // the host is the page's: the runtime does not remove it
    const count = events.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toHaveLength(count);
  });

  it('light DOM (shadow: false): renders into the element; its stylesheet on the document goes with the last one', async () => {
    const before = document.adoptedStyleSheets.length;
    const a = mountComponent(Probe, { shadow: false }, { css: CSS });
    const b = mountComponent(Probe, { shadow: 'false' }, { css: CSS });
    expect(a.root).toBeNull();
    expect(a.host.querySelector('.probe')).toBeTruthy();
    expect(document.adoptedStyleSheets.length).toBe(before + 1); // shared, counted
    a.unmount();
    expect(document.adoptedStyleSheets.length).toBe(before + 1);
    expect(a.host.querySelector('.probe')).toBeNull();
    b.unmount();
    expect(document.adoptedStyleSheets.length).toBe(before);
  });

  it('a CSP nonce puts the styles in <style nonce> instead of a constructable stylesheet', async () => {
    const { root } = mountComponent(Probe, { nonce: 'abc123' }, { css: CSS });
    const style = root!.querySelector('style');
    expect(style?.nonce).toBe('abc123');
    expect(style?.textContent).toContain('.probe');
    expect(root!.adoptedStyleSheets).toHaveLength(0);
  });

  it('without constructable stylesheets (Safari < 16.4): styles in a <style>, shadow and light DOM, and nothing left after destroy', async () => {
    // Safari 15 / 16.0-16.3: `new CSSStyleSheet()` throws "Illegal constructor", nothing adopts sheets.
    const Sheet = globalThis.CSSStyleSheet;
    const doc = Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets')!;
    const shadow = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets')!;
    globalThis.CSSStyleSheet = function CSSStyleSheet() {
      throw new TypeError('Illegal constructor');
    } as unknown as typeof CSSStyleSheet;
    // @ts-expect-error: not there on the simulated browser
    delete Document.prototype.adoptedStyleSheets;
    // @ts-expect-error: not there on the simulated browser
    delete ShadowRoot.prototype.adoptedStyleSheets;
    try {
      const a = mountComponent(Probe, {}, { css: CSS });
      await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
      expect(getComputedStyle(a.root!.querySelector('.probe')!).outlineColor).toBe('rgb(1, 2, 3)');
      const light = mountComponent(Probe, { shadow: false }, { css: CSS });
      const other = mountComponent(Probe, { shadow: false }, { css: CSS });
      expect(getComputedStyle(light.host.querySelector('.probe')!).outlineColor).toBe('rgb(1, 2, 3)');
      const styles = () =>
        Array.from(document.head.querySelectorAll('style')).filter((s) => s.textContent?.includes('.probe'));
      expect(styles()).not.toHaveLength(0);
      light.unmount();
      expect(getComputedStyle(other.host.querySelector('.probe')!).outlineColor).toBe('rgb(1, 2, 3)');
      other.unmount();
      expect(styles()).toHaveLength(0);
      a.handle.destroy();
      expect(a.root!.childNodes).toHaveLength(0);
    } finally {
      globalThis.CSSStyleSheet = Sheet;
      Object.defineProperty(Document.prototype, 'adoptedStyleSheets', doc);
      Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', shadow);
    }
  });

  it('two instances on one page are independent', async () => {
    const a = mountComponent(Probe, { locale: 'en' });
    const b = mountComponent(Probe, { locale: 'fil' });
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Isara' })).toBeVisible();
    a.unmount();
    await expect.element(page.getByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Isara' })).toBeVisible();
    b.handle.update({ locale: 'en' });
    await expect.element(page.getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('100 mount and destroy cycles leave the page as it was', async () => {
    const nodes = document.querySelectorAll('*').length;
    const docSheets = document.adoptedStyleSheets.length;
    for (let i = 0; i < 100; i++) mountComponent(Probe, { locale: i % 2 ? 'fil' : 'en' }).unmount();
    expect(document.querySelectorAll('*').length).toBe(nodes);
    expect(document.adoptedStyleSheets.length).toBe(docSheets);
  });
});
