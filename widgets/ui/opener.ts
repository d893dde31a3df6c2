/**
 * Which element opened a dialog, so focus can go back to it when the dialog closes (widgets/ui
 * Dialog.tsx, and the site's shell dialogs, site/shell/Modal.tsx).
 *
 * `document.activeElement` is not it on Safari (macOS and every iOS browser): Safari does not focus a
 * button, checkbox or radio that is clicked or tapped, so the opener was <body>, or an earlier text
 * field (which, focused again on iOS, brings the keyboard up). So we remember the trigger from the
 * press itself: the element a pointer went down on, or the one focus moved to (keyboard), whichever
 * came last. Looks through open shadow roots (a widget's elements live in one).
 */

/** What a press can open a dialog from. */
const PRESSABLE = 'button,a,input,select,textarea,summary,[role],[tabindex]';

let last: HTMLElement | null = null;

function target(e: Event): HTMLElement | null {
  for (const node of e.composedPath()) {
    if (node instanceof HTMLElement && node.matches(PRESSABLE)) return node;
  }
  return null;
}

if (typeof document !== 'undefined') {
  // Capture: before any handler can open a dialog (or stop the event).
  document.addEventListener('pointerdown', (e) => (last = target(e)), true);
  document.addEventListener('focusin', (e) => (last = target(e) ?? last), true);
  // A key acts on the focused element: the surest opener of a keyboard press (focus may have been
  // moved by script, with no focusin reaching the document, since the last pointer press).
  document.addEventListener(
    'keydown',
    () => {
      const active = deepActiveElement();
      if (active instanceof HTMLElement && active !== document.body) last = active;
    },
    true,
  );
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The element to give focus back to when a dialog opening now closes: the last one pressed or
 * focused, while it is still on the page; else the focused element.
 */
export function dialogOpener(): HTMLElement | null {
  if (last?.isConnected) return last;
  const active = deepActiveElement();
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
