/**
 * The fixes that make react-aria-components work under Preact 11's compat layer (DESIGN.md,
 * "Known facts about the stack"; preactjs/preact#4539). Each is covered by the browser tests of
 * the UI kit; they lean on internals, so preact and react-aria-components are pinned exactly.
 */
import 'preact/compat'; // compat installs its own options.event first; we wrap it.
import { options } from 'preact';

// (1) of DESIGN.md (createElementNS/remove() on RAC's fake collection document) is not needed: the
// kit uses no RAC collection component (ComboBox is our own, option lists are native <select>).
// Add it back here, with a browser test, before using ListBox, Select, Menu or Tabs.

// (2) RAC copies events with {...e}. React's synthetic events carry these as own properties;
// Preact passes native events, whose properties live on the prototype and are lost in the copy.
const OWN = [
  'type',
  'key',
  'code',
  'target',
  'currentTarget',
  'relatedTarget',
  'shiftKey',
  'ctrlKey',
  'altKey',
  'metaKey',
  'repeat',
  'isComposing',
  'button',
  'buttons',
  'pointerType',
  'pointerId',
  'clientX',
  'clientY',
  'pageX',
  'pageY',
  'screenX',
  'screenY',
  'width',
  'height',
  'pressure',
  'detail',
  'timeStamp',
  'touches',
  'changedTouches',
  'targetTouches',
  'data',
  'inputType',
] as const;
const previousEvent = options.event;
options.event = (e: Event) => {
  const ev = (previousEvent ? previousEvent(e) : e) as Event & Record<string, unknown>;
  for (const k of OWN) {
    if (k in ev) Object.defineProperty(ev, k, { value: ev[k], enumerable: true, configurable: true, writable: true });
  }
  return ev;
};

// (3) Preact runs effect cleanups after the next paint; RAC's modal removes `inert` from the page
// in such a cleanup, so focus could not return to the opener. Run scheduled effects sooner.
(options as { requestAnimationFrame?: (cb: () => void) => void }).requestAnimationFrame = (cb) => {
  setTimeout(cb);
};
