/**
 * Modal dialog and alert dialog on RAC (focus trapped, Escape closes, focus returns to the opener;
 * the RAC part is widgets/ui/ModalDialog.tsx, loaded when the widget has shown).
 * The title id is ours: RAC's slot id for <Heading slot="title"> does not resolve in a shadow root.
 * Focus return is ours too: RAC's FocusScope gives focus back only when `document.activeElement`
 * is <body>, which it never is while focus sits in a shadow root (the host is active then).
 */

import { useEffect, useId, useState, type ReactNode } from 'react';
import { DialogBody } from './DialogBody.tsx';
import { later, useLater } from './later.ts';
import { deepActiveElement, dialogOpener } from './opener.ts';

export { deepActiveElement };

/** Gives focus back to `opener` once the dialog has gone, unless the user has moved it elsewhere. */
function useReturnFocus(isOpen: boolean) {
  const [seen, setSeen] = useState<{ isOpen: boolean; opener: HTMLElement | null }>({ isOpen: false, opener: null });
  if (seen.isOpen !== isOpen) {
    // Noted while rendering the opening, before the dialog's own autofocus moves focus into it; from
    // the press, not the focus, which Safari does not give to a pressed button (./opener.ts).
    setSeen({ isOpen, opener: isOpen ? dialogOpener() : seen.opener });
  }
  const opener = seen.opener;
  useEffect(() => {
    if (isOpen || !opener) return;
    const target = opener;
    let frames = 0;
    const tick = () => {
      const active = deepActiveElement();
      const lost = !active || active === document.body || !!active.shadowRoot || !!active.closest('.ew-portal');
      if (!lost) return; // focus is where the user put it (or back on the opener)
      if (target.isConnected) target.focus();
      // RAC keeps the overlay mounted for its exit animation and may hold focus until it is gone.
      if (deepActiveElement() !== target && frames++ < 30) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, [isOpen, opener]);
}

export interface DialogProps {
  isOpen: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  /** alertdialog: for outcomes the user must acknowledge (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  /** Text of the closing button (default "Close"). */
  closeLabel?: string;
  /** Further buttons, after the closing one (e.g. a confirmation's "Yes"). */
  actions?: ReactNode;
  /** Look of the closing button when it is not the main action (e.g. Cancel beside a Continue). */
  closeVariant?: 'primary' | 'secondary';
}

const modal = later(() => import('./ModalDialog.tsx').then((m) => m.ModalDialog));

/** Loads the modal's code once (a failed load is tried again on the next call); tests call it first. */
export const loadModal = modal.load;

/**
 * The widget's dialog. Its code arrives after the widget has shown (fetched as soon as the page is
 * idle, or at once when a dialog opens first); should it fail to arrive, the dialog still shows, in
 * the page flow with its title, text and buttons, rather than not at all.
 */
export function Dialog(props: DialogProps) {
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;
  useReturnFocus(props.isOpen);
  // Open already: now. Otherwise once the page has nothing better to do.
  const failed = useLater(modal, props.isOpen);
  const Modal = modal.value;
  if (Modal) return <Modal {...props} titleId={titleId} />;
  if (!failed || !props.isOpen) return null;
  return (
    <div className="ew-dialog ew-dialog-inline" role={props.role ?? 'dialog'} aria-labelledby={titleId}>
      <DialogBody {...props} titleId={titleId} />
    </div>
  );
}
