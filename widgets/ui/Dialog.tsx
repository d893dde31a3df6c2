/**
 * Modal dialog and alert dialog on RAC (focus trapped, Escape closes, focus returns to the opener).
 * The title id is ours: RAC's slot id for <Heading slot="title"> does not resolve in a shadow root.
 * Focus return is ours too: RAC's FocusScope gives focus back only when `document.activeElement`
 * is <body>, which it never is while focus sits in a shadow root (the host is active then).
 */

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Gives focus back to `opener` once the dialog has gone, unless the user has moved it elsewhere. */
function useReturnFocus(isOpen: boolean) {
  const [seen, setSeen] = useState<{ isOpen: boolean; opener: HTMLElement | null }>({ isOpen: false, opener: null });
  if (seen.isOpen !== isOpen) {
    // Noted while rendering the opening, before the dialog's own autofocus moves focus into it.
    setSeen({ isOpen, opener: isOpen ? (deepActiveElement() as HTMLElement | null) : seen.opener });
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
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Dialog as RACDialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useT } from '../runtime/context.ts';
import { Button } from './Button.tsx';

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

export function Dialog(props: DialogProps) {
  const t = useT();
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;
  const role = props.role ?? 'dialog';
  useReturnFocus(props.isOpen);
  return (
    <ModalOverlay
      className="ew-overlay"
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      isDismissable={role === 'dialog'}
      isKeyboardDismissDisabled={false}
    >
      <Modal className="ew-modal">
        <RACDialog className="ew-dialog" role={role} aria-labelledby={titleId}>
          <h2 id={titleId}>{props.title}</h2>
          {props.children}
          <div className="ew-actions">
            <Button variant={props.closeVariant} onPress={props.onClose}>
              {props.closeLabel ?? t('common.close')}
            </Button>
            {props.actions}
          </div>
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
