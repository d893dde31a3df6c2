/**
 * The embed loader: the only stable URL (/widgets/loader.js), a classic script kept under 1.5 KB gz.
 * It defines window.EWWidgets, registers one custom element per widget, and fetches a widget's
 * chunk only when its element is connected or it is mounted. Everything else lives in the chunks.
 *
 * Host pages may call EWWidgets.mount before this script arrives by using the stub of README
 * "Calling the API before the loader has loaded": it records [name, element, options, ops] in
 * EWWidgets.q; we replay those calls here and forward later update/destroy calls on the stub's
 * handles by swapping their ops list for a forwarder.
 */
import type { Handle, MountOptions } from './types.ts';

declare const __EW_CHUNKS__: Record<string, string>;
declare const __EW_VERSION__: string;

type Op = [keyof Handle, MountOptions?];
type Queued = [string, HTMLElement, MountOptions | undefined, Op[] | { push(op: Op): void }];

((w: Window & { EWWidgets?: { version?: string; q?: Queued[] } }, d: Document) => {
  const previous = w.EWWidgets;
  // Included twice: the first copy keeps serving; defining the elements again would throw.
  if (previous?.version) return;

  const base = new URL('.', (d.currentScript as HTMLScriptElement | null)?.src ?? location.href).href;

  const mount = (name: string, el: HTMLElement, options: MountOptions = {}): Handle => {
    let real: Handle | undefined;
    let dead = false;
    let pending = options;
    import(/* @vite-ignore */ base + __EW_CHUNKS__[name]).then(
      (m: { mount(el: HTMLElement, o: MountOptions): Handle }) => {
        if (!dead) real = m.mount(el, pending);
      },
      () =>
        el.dispatchEvent(
          new CustomEvent('ew:error', { detail: { form: name, kind: 'load' }, bubbles: true, composed: true }),
        ),
    );
    return {
      update(o) {
        if (real) real.update(o);
        else pending = { ...pending, ...o };
      },
      destroy() {
        dead = true;
        real?.destroy();
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

  for (const name of Object.keys(__EW_CHUNKS__)) {
    const tag = `ew-${name}`;
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = [
          'locale',
          'api-base',
          'nonce',
          'preset',
          'variant',
          'reference-id',
          'timeout',
          'chat-url',
        ];
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
