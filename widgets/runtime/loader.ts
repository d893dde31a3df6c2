/**
 * The embed loader: the only stable URL (/widgets/loader.js), a classic script kept under 1.5 KB gz.
 * It defines window.EWWidgets, registers one custom element per widget, and loads a widget only
 * when its element is connected (or scrolls near the viewport, with loading="lazy") or it is mounted.
 *
 * Loading a widget, for a phone on mobile data (docs/performance.md):
 * 1. the widget's whole static chunk graph is known at build time (__EW_WIDGETS__), so every chunk
 *    starts downloading at once (modulepreload: fetched and compiled, not run): no waterfall;
 * 2. its first screen, prerendered at build time in the element's language (a few KB), is shown in
 *    the shadow root as soon as it arrives: real inputs the visitor can type into at once;
 * 3. after that screen has painted, the widget's code runs and takes over, keeping what was typed
 *    (widgets/runtime/handover.ts).
 *
 * Host pages may call EWWidgets.mount before this script arrives by using the stub of README
 * "Calling the API before the loader has loaded": it records [name, element, options, ops] in
 * EWWidgets.q; we replay those calls here and forward later update/destroy calls on the stub's
 * handles by swapping their ops list for a forwarder.
 */
import type { Handle, MountOptions } from './types.ts';

/** The folder of this build's chunks (widgets/<version>/), immutable: the loader is the stable URL. */
declare const __EW_DIR__: string;
/**
 * Per widget, the chunks its entry (`<name>.js`) imports statically, transitively: one base-36 digit
 * each, the chunk `<digit>.js` (compact: the loader's byte budget).
 */
declare const __EW_WIDGETS__: Record<string, string>;
/** Attributes that change a widget after it has mounted. */
declare const __EW_ATTRS__: string[];
declare const __EW_VERSION__: string;

type Op = [keyof Handle, MountOptions?];
type Queued = [string, HTMLElement, MountOptions | undefined, Op[] | { push(op: Op): void }];

((w: Window & { EWWidgets?: { version?: string; q?: Queued[] } }, d: Document) => {
  const previous = w.EWWidgets;
  // Included twice: the first copy keeps serving; defining the elements again would throw.
  if (previous?.version) return;

  const base = `${new URL('.', (d.currentScript as HTMLScriptElement | null)?.src ?? location.href).href}${__EW_DIR__}/`;
  const preloaded: Record<string, 1> = {};
  // Named once: a build-time constant is written out wherever it is named.
  const WIDGETS = __EW_WIDGETS__;

  const mount = (name: string, el: HTMLElement, options: MountOptions = {}): Handle => {
    let real: Handle | undefined;
    let dead = false;
    let pending = options;
    const files = [name, ...WIDGETS[name]!];
    const fail = (kind: string) =>
      el.dispatchEvent(new CustomEvent('ew:error', { detail: { form: name, kind }, bubbles: true, composed: true }));

    const start = () => {
      if (dead) return;
      const nonce = pending.nonce as string | undefined;
      // The first screen is asked for first, so it is not queued behind the chunks for a
      // connection; it decides itself whether it applies (widgets/runtime/first-screen.ts) and, once
      // shown, gets a frame to paint before the widget's code runs.
      const first = import(/* @vite-ignore */ `${base}${name}-first-${pending.locale === 'fil' ? 'fil' : 'en'}.js`);
      for (const f of files) {
        const href = `${base + f}.js`;
        if (preloaded[href]) continue;
        preloaded[href] = 1;
        const link = d.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        if (nonce) link.nonce = nonce;
        d.head.append(link);
      }
      first
        .then(
          (m: { default(el: HTMLElement, o: MountOptions): boolean }) =>
            !dead && m.default(el, pending) && new Promise((r) => requestAnimationFrame(() => setTimeout(r))),
        )
        .catch(() => {})
        .then(() => import(/* @vite-ignore */ `${base + name}.js`))
        .then(
          (m: { mount(el: HTMLElement, o: MountOptions): Handle }) => {
            if (!dead) real = m.mount(el, pending);
          },
          () => fail('load'),
        );
    };

    if ((pending.loading === 'lazy' || el.getAttribute('loading') === 'lazy') && 'IntersectionObserver' in w) {
      const io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            io.disconnect();
            start();
          }
        },
        { rootMargin: '300px' },
      );
      io.observe(el);
    } else start();

    return {
      update(o) {
        if (real) real.update(o);
        else pending = { ...pending, ...o };
      },
      destroy() {
        dead = true;
        if (real) real.destroy();
        // A first screen shown before the widget ran goes with it.
        else el.shadowRoot?.replaceChildren();
        real = undefined;
      },
    };
  };

  // Attributes become options: api-base="..." -> { apiBase: "..." }.
  const attrs = (el: HTMLElement): MountOptions => {
    const o: MountOptions = {};
    for (const a of Array.from(el.attributes)) o[a.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = a.value;
    // Browsers hide a parsed nonce attribute's value; the property keeps it.
    if (el.nonce) o.nonce = el.nonce;
    return o;
  };

  for (const name of Object.keys(WIDGETS)) {
    const tag = `ew-${name}`;
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = __EW_ATTRS__;
        h?: Handle | undefined;
        connectedCallback() {
          this.h ??= mount(name, this, attrs(this));
        }
        disconnectedCallback() {
          // A move within the page disconnects and reconnects in one task: keep the widget then.
          queueMicrotask(() => {
            if (!this.isConnected && this.h) {
              this.h.destroy();
              this.h = undefined;
            }
          });
        }
        attributeChangedCallback() {
          this.h?.update(attrs(this));
        }
      },
    );
  }

  w.EWWidgets = { version: __EW_VERSION__, mount } as typeof w.EWWidgets;
  for (const c of previous?.q ?? []) {
    const h = mount(c[0], c[1], c[2]);
    for (const [op, o] of c[3] as Op[]) h[op](o as MountOptions);
    c[3] = { push: ([op, o]: Op) => h[op](o as MountOptions) };
  }
})(window, document);
