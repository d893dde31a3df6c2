/**
 * The support floor's missing features, imitated in Chromium (README "Browser support"): a page
 * script run before any other takes away, per option, what the floor's browsers lack:
 * - `sheets`: constructable stylesheets (Safari < 16.4, iOS 15): `new CSSStyleSheet()` throws
 *   "Illegal constructor", documents and shadow roots have no `adoptedStyleSheets`;
 * - `segmenter`: `Intl.Segmenter` (Firefox < 125, ESR 115);
 * - `timeout`: `AbortSignal.timeout` (Chrome < 103, Safari < 16, Firefox < 100);
 * - `safari154`: what arrived in Safari 15.4 (iOS 15.4) and our code or its dependencies could call:
 *   Object.hasOwn, Array/String/typed-array .at, findLast, findLastIndex, structuredClone,
 *   crypto.randomUUID; and <dialog> (no HTMLDialogElement, no showModal/show/close/open: a polyfill
 *   takes over);
 * - `idleCallback`: requestIdleCallback (Safari has none);
 * - `noFocusOnClick`: Safari's rule that a clicked or tapped button, checkbox or radio does not
 *   take focus (so `document.activeElement` is not what was pressed).
 */
import type { Page } from '@playwright/test';

export interface Floor {
  sheets?: boolean;
  segmenter?: boolean;
  timeout?: boolean;
  safari154?: boolean;
  idleCallback?: boolean;
  noFocusOnClick?: boolean;
}

export const WHOLE_FLOOR: Required<Floor> = {
  sheets: true,
  segmenter: true,
  timeout: true,
  safari154: true,
  idleCallback: true,
  noFocusOnClick: true,
};

/** The init script itself (runs in the page, before its own scripts). */
export function imitateFloor(floor: Floor) {
  if (floor.sheets) {
    const Illegal = function CSSStyleSheet() {
      throw new TypeError('Illegal constructor');
    };
    Illegal.prototype = CSSStyleSheet.prototype;
    Object.defineProperty(window, 'CSSStyleSheet', { value: Illegal, configurable: true, writable: true });
    delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
  }
  if (floor.segmenter) delete (Intl as { Segmenter?: unknown }).Segmenter;
  if (floor.timeout) delete (AbortSignal as { timeout?: unknown }).timeout;
  const take = (from: object, ...names: string[]) => {
    for (const name of names) delete (from as Record<string, unknown>)[name];
  };
  if (floor.safari154) {
    take(Object, 'hasOwn');
    take(Array.prototype, 'at', 'findLast', 'findLastIndex');
    take(Object.getPrototypeOf(Int8Array.prototype) as object, 'at', 'findLast', 'findLastIndex');
    take(String.prototype, 'at');
    take(window, 'structuredClone');
    take(Crypto.prototype, 'randomUUID');
    take(HTMLDialogElement.prototype, 'showModal', 'show', 'close', 'requestClose', 'open', 'returnValue');
    take(window, 'HTMLDialogElement');
  }
  if (floor.idleCallback) take(window, 'requestIdleCallback', 'cancelIdleCallback');
  if (floor.noFocusOnClick) {
    // What Safari does not focus on a press; cancelling mousedown keeps focus where it was (the
    // click still happens), as Safari does.
    const unfocused = 'button, input[type=checkbox], input[type=radio], input[type=button], input[type=submit]';
    document.addEventListener(
      'mousedown',
      (e) => {
        const target = e.composedPath()[0];
        if (target instanceof Element && target.closest(unfocused)) e.preventDefault();
      },
      true,
    );
  }
}

/** Imitates the floor on every document the page opens from now on. */
export async function onTheFloor(page: Page, floor: Floor = WHOLE_FLOOR) {
  await page.addInitScript(imitateFloor, floor);
}
