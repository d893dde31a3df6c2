/**
 * What runs in a widget's first-screen module (`<name>-first-<locale>-<hash>.js`, written by
 * scripts/first-screens.mjs): it puts the prerendered first screen and its styles into the widget's
 * shadow root before the widget's own code has arrived. The inputs are real: a visitor can type,
 * tick and choose at once. Presses of buttons and submits are held (never sent, never navigating)
 * and recorded on the screen, for the widget to replay when it takes over
 * (widgets/runtime/handover.ts). Kept tiny and self-contained: it is inlined into every module, so
 * that these checks cost the loader nothing.
 */
import { draftKey } from './draft-key.ts';
import { sitePage } from './site.ts';
import type { MountOptions } from './types.ts';

/** Marks the prerendered screen's root element; its value is the held press, if any (PRESS, SUBMIT). */
export const SHELL_ATTR = 'data-ew-first';
/** Inline styles of the prerendered markup, set through the CSSOM (runtime/prerender.tsx). */
export const STYLE_ATTR = 'data-ew-style';
/**
 * The api-base the first screen is prerendered with; its links (pages of the bank's site, whose origin
 * this is then) get the real site when shown (the origin of the element's api-base, else where the
 * widgets came from), so they lead where the widget's would.
 */
export const API_BASE_TOKEN = 'https://ew-api-base.invalid';

/**
 * A held press, as the screen's mark records it: PRESS and the pressed button's text (to find its
 * counterpart in the widget's rendering), or SUBMIT for a form submitted another way (Enter).
 */
export const PRESS = '>';
export const SUBMIT = 'submit';

export interface FirstScreenDef {
  css: string;
  html: string;
  lang: string;
  /**
   * The widget's options (attributes, camelCased) that open another screen than the prerendered
   * one, from its registry declaration (AttributeSpec.otherScreen: a preset, a variant, a saved
   * application, a partner's prefill); scripts/first-screens.mjs writes them in.
   */
  other: readonly string[];
}

/**
 * Whether the prerendered screen is the one the widget will show: not for a light-DOM mount, an
 * element that already has a shadow root, one of the widget's options that open another screen
 * (`other`), a popup (a button instead), a partner's data-prefill-* answers, or a draft
 * the widget will restore (runtime/draft.ts: same key).
 */
export function applies(el: HTMLElement, options: MountOptions, other: readonly string[]): boolean {
  if (el.shadowRoot || options.shadow === false || options.shadow === 'false') return false;
  if (other.some((o) => options[o] != null && options[o] !== '')) return false;
  if (options.mode === 'popup' || Object.keys(options).some((o) => o.startsWith('dataPrefill'))) return false;
  try {
    return sessionStorage.getItem(draftKey(el)) === null;
  } catch {
    return true; // no storage, so no draft
  }
}

/** Shows the first screen in a new shadow root of el; false when it does not apply. */
/** `from`: the first-screen module's own URL (the default api-base is where the widgets came from). */
export function showFirstScreen(el: HTMLElement, options: MountOptions, def: FirstScreenDef, from: string): boolean {
  if (!applies(el, options, def.other)) return false;
  const screen = document.createElement('div');
  screen.className = 'ew-root';
  screen.lang = def.lang;
  screen.setAttribute(SHELL_ATTR, '');
  try {
    // Our own build's markup, never anything a visitor or host supplied.
    screen.innerHTML = def.html;
  } catch {
    // A host page enforcing Trusted Types refuses innerHTML: the widget then simply arrives later.
    return false;
  }
  for (const e of Array.from(screen.querySelectorAll<HTMLElement>(`[${STYLE_ATTR}]`))) {
    e.style.cssText = e.getAttribute(STYLE_ATTR)!;
    e.removeAttribute(STYLE_ATTR);
  }
  // Links of a first screen are pages of the bank's site, built on the token's origin at build time.
  const site = sitePage(String(options.apiBase || new URL(from).origin), '/').origin;
  for (const a of Array.from(screen.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    a.setAttribute('href', a.getAttribute('href')!.replace(API_BASE_TOKEN, site));
  }
  // Buttons do nothing until the widget's code runs: say so (a press is still held and replayed when
  // it takes over). Links work as links.
  for (const b of Array.from(screen.querySelectorAll('button'))) b.setAttribute('aria-disabled', 'true');
  const style = document.createElement('style');
  // A page that allows styles by nonce gives it to the element, or names it the way RAC reads it.
  const nonce = options.nonce ?? document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
  if (nonce) style.nonce = String(nonce);
  style.textContent = def.css;
  // Until the widget takes the screen over (runtime/handover.ts removes the mark): then its presses
  // are the widget's.
  const hold = (e: Event, action: string) => {
    if (screen.hasAttribute(SHELL_ATTR)) {
      e.preventDefault();
      screen.setAttribute(SHELL_ATTR, action);
    }
  };
  // Heard on the shadow root, not on the screen: an element with a click listener is "clickable" to
  // screen readers, and the screen stays the widget's root (its dialogs among it) after the takeover.
  const shadow = el.attachShadow({ mode: 'open' });
  shadow.addEventListener('click', (e) => {
    const control = (e.target as Element).closest('button');
    if (control) hold(e, PRESS + (control.textContent?.trim() ?? ''));
  });
  screen.addEventListener('submit', (e) => hold(e, SUBMIT));
  shadow.append(style, screen);
  return true;
}
