/**
 * The embed loader: the one moving URL (/widgets/loader.js; each build also has a pinned copy in its
 * version folder), a classic script within its byte budget (scripts/sizes.mjs LOADER_BUDGET).
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
 *
 * No blank box (README "Browser support"): when a widget's code cannot arrive (kind `load`) or throws
 * while mounting (kind `mount`), the element dispatches `ew:error` and shows, in the visitor's
 * language, the bank's page for that form and its hotline. The text is here: nothing else may arrive.
 */
import { FALLBACK_TEXT } from './fallback-text.ts';
import { HOTLINE, HOTLINE_TEL } from '../../shared/config.ts';
import type { Handle, MountOptions } from './types.ts';

/**
 * Where this build's chunks are (widgets/<version>/, immutable), from this script's folder: `<version>/`
 * for the moving /widgets/loader.js, empty for the pinned copy inside the folder (scripts/build.mjs).
 */
declare const __EW_DIR__: string;
/**
 * Per widget, the chunks its entry (`<name>.js`) imports statically, transitively: one base-36 digit
 * each, the chunk `<digit>.js`; then the bank site's page for it, the fallback's link (its
 * declaration's `page`). Compact: the loader's byte budget. E.g. `1/request-for-callback`
 * (a widget's own code is in its entry: scripts/widgets-build.mjs).
 */
declare const __EW_WIDGETS__: Record<string, string>;
// ... then, after a space, the first screen's heights (scripts/reserve-heights.mjs encodeHeights):
// four rows (en, fil; each for viewports up to 720 px and wider) of one height and seven drops, one
// per width band of the element (360, 400, 480, 600, 640, 720, 960 px), in 8 px steps, base 36.
/** This build's version: the name of its folder (widgets/<version>/). */
declare const __EW_VERSION__: string;
/** Options opening another screen than the first (registry otherScreenPattern): no box reserved. */
declare const __EW_OTHER__: RegExp;
/** The widgets whose events' `form` is not their name (CONTRACT.md), from their declarations. */
declare const __EW_FORMS__: Record<string, string>;

type Op = [keyof Handle, MountOptions?];
type Queued = [string, HTMLElement, MountOptions | undefined, Op[] | { push(op: Op): void }];

((w: Window & { EWWidgets?: { version?: string; q?: Queued[] } }, d: Document) => {
  const previous = w.EWWidgets;
  // Included twice: the first copy keeps serving; defining the elements again would throw.
  if (previous?.version) return;

  const base = `${new URL('.', (d.currentScript as HTMLScriptElement | null)?.src ?? location.href).href}${__EW_DIR__}`;
  const preloaded: Record<string, 1> = {};
  // Named once: a build-time constant is written out wherever it is named.
  const WIDGETS = __EW_WIDGETS__;
  const FORMS = __EW_FORMS__;

  // One listener for every element, holding nothing of a mount (a closure in mount() would keep a
  // destroyed widget's nodes alive as long as its element lives), added once however often it is mounted.
  const free = function (this: HTMLElement) {
    this.style.minHeight = '';
  };

  // (A fourth argument is ignored: the queue's entries are replayed by spreading them.)
  const mount = (name: string, el: HTMLElement, options: MountOptions = {}, _ops?: unknown): Handle => {
    let real: Handle | undefined;
    let dead = false;
    let pending = options;
    const [, chunks, page, sizes] = /(\w*)(\S*) ?(\w*)/.exec(WIDGETS[name]!)!;
    const files = [name, ...chunks!];
    const lang = () => (pending.locale === 'fil' ? 'fil' : 'en');
    const box = el.style;
    // The widget's box before anything has arrived, so the host page does not shift when its first
    // screen or its own rendering arrives (an element is 0 px tall until something is in it): the
    // height for this language, element width and viewport (scripts/reserve-heights.mjs). Kept until
    // the visitor does something in the widget (a shift then follows their input); not for a popup's button or
    // an option that opens another screen (declared in the registry: preset, variant, prefill, ...).
    if (sizes && !__EW_OTHER__.test(Object.keys(options) as never)) {
      if (getComputedStyle(el).display == 'inline') box.display = 'block';
      const width = el.offsetWidth;
      let at = (lang() == 'fil' ? 18 : 0) + (innerWidth > 720 ? 9 : 0);
      let height = parseInt(sizes.substr(at, 2), 36);
      // (The bands in 40 px: fewer bytes.)
      for (const band of [9, 10, 12, 15, 16, 18, 24]) if (width >= band * 40) height -= parseInt(sizes[2 + at++]!, 36);
      box.minHeight = `${height * 8}px`;
      // Not on focus: a press's pointerdown focuses, and a box shrinking under the finger before its
      // pointerup (the page scrolled to its end) would move the button away and lose the click.
      for (const type of ['click', 'keyup']) el.addEventListener(type, free);
    }
    const fail = (kind: string) => {
      if (dead) return;
      box.minHeight = '';
      el.dispatchEvent(
        new CustomEvent('ew:error', { detail: { form: FORMS[name] || name, kind }, bubbles: true, composed: true }),
      );
      // Inside the element: in its shadow root (replacing a first screen that can no longer send), or
      // after the page's own content of an element without one.
      const [sorry, open, call] = FALLBACK_TEXT[lang()];
      const a = (href: string, textContent: string) => Object.assign(d.createElement('a'), { href, textContent });
      const p = Object.assign(d.createElement('p'), { lang: lang() });
      p.append(
        sorry,
        a(new URL(page!, `${pending.apiBase || new URL(base).origin}/`).href, open),
        call,
        a(`tel:${HOTLINE_TEL}`, HOTLINE),
        '.',
      );
      if (el.shadowRoot) el.shadowRoot.replaceChildren(p);
      else el.append(p);
    };

    const start = () => {
      if (dead) return;
      const nonce = pending.nonce as string | undefined;
      // The first screen is asked for first, so it is not queued behind the chunks for a
      // connection; it decides itself whether it applies (widgets/runtime/first-screen.ts) and, once
      // shown, gets a frame to paint before the widget's code runs.
      const first = import(/* @vite-ignore */ `${base}${name}-first-${lang()}.js`);
      const code = () => import(/* @vite-ignore */ `${base + name}.js`);
      for (const f of files) {
        const href = `${base + f}.js`;
        if (preloaded[href]) continue;
        preloaded[href] = 1;
        // (Without one, the property's "undefined" is as absent a nonce as "", and not an attribute.)
        d.head.append(Object.assign(d.createElement('link'), { rel: 'modulepreload', href, nonce }));
      }
      first
        .then(
          (m: { default(el: HTMLElement, o: MountOptions): boolean }) =>
            !dead && m.default(el, pending) && new Promise((r) => requestAnimationFrame(() => setTimeout(r))),
        )
        // The widget's own code, whether the first screen came or not.
        .then(code, code)
        .then(
          (m: { mount(el: HTMLElement, o: MountOptions): Handle }) => {
            try {
              if (!dead) real = m.mount(el, pending);
            } catch {
              fail('mount');
            }
          },
          () => fail('load'),
        );
    };

    // An element's attribute is in its options; IntersectionObserver is below the support floor.
    if (pending.loading === 'lazy') {
      const io = new IntersectionObserver(
        // One element observed: the last of its entries is where it is now.
        (entries) => {
          if (entries.pop()!.isIntersecting) {
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
        box.minHeight = '';
        // A widget's own destroy() runs once, however often it is called.
        if (real) real.destroy();
        // A first screen shown before the widget ran goes with it.
        else el.shadowRoot?.replaceChildren();
      },
    };
  };

  // Attributes become options: api-base="..." -> { apiBase: "..." }. Not `style`: the element's box
  // (ours, e.g. the reserved height freed on the first click, or the page's) is no option, and
  // passing it on would draw the whole widget again in the middle of that click.
  const attrs = (el: HTMLElement): MountOptions => {
    const o: MountOptions = {};
    for (const a of el.attributes)
      if (a.name != 'style') o[a.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = a.value;
    // Browsers hide a parsed nonce attribute's value; the property keeps it.
    if (el.nonce) o.nonce = el.nonce;
    return o;
  };

  for (const name of Object.keys(WIDGETS)) {
    // Defined once: a second copy of the loader stops at the version check above.
    customElements.define(
      `ew-${name}`,
      class extends HTMLElement {
        // No class fields: the build lowers them for Safari < 16 with helpers that would cost this
        // script a third of its byte budget.
        declare h: Handle | undefined;
        constructor() {
          super();
          // Every attribute change is passed on (the widget reads what it uses): observing them all
          // costs less of the byte budget than naming the live ones for observedAttributes.
          // (Not `style` alone: see attrs.)
          new MutationObserver((m) => m.some((r) => r.attributeName != 'style') && this.h?.update(attrs(this))).observe(
            this,
            { attributes: true },
          );
        }
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
      },
    );
  }

  // Popup mode from script: the dialog is the widget's popup chunk (runtime/popup.tsx), in
  // an element of its own; close() is an event it listens for (the fewest loader bytes).
  w.EWWidgets = {
    version: __EW_VERSION__,
    mount,
    open: (name: string, options?: MountOptions) =>
      mount(name, d.body.appendChild(d.createElement('div')), { ...options, mode: 'popup', open: 1 }),
    close: () => d.dispatchEvent(new Event('ew:close')),
  } as typeof w.EWWidgets;
  for (const c of previous?.q ?? []) {
    const h = mount(...c);
    for (const [op, o] of c[3] as Op[]) h[op](o as MountOptions);
    c[3] = { push: ([op, o]: Op) => h[op](o as MountOptions) };
  }
})(window, document);
