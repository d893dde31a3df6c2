/**
 * The RAC modal behind the kit's Dialog (widgets/ui/Dialog.tsx), in a chunk of its own: RAC's overlay
 * stack (focus scope, modal, hiding the page from assistive tools, scroll lock) is a sixth of the
 * code every widget loads, and no widget needs it before its first dialog opens.
 */
import { Dialog as RACDialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useEffect } from 'react';
import { useWidget } from '../runtime/context.ts';
import { AriaLocale } from './AriaLocale.tsx';
import type { DialogProps } from './Dialog.tsx';
import { DialogBody } from './DialogBody.tsx';

export function ModalDialog(props: DialogProps & { titleId: string }) {
  const role = props.role ?? 'dialog';
  const { portal } = useWidget();
  const { isOpen, onClose } = props;
  // A click on the backdrop closes a dialog (not an alertdialog). Heard from the root the dialog is drawn
  // in, not from the backdrop: a click listener on an element makes screen readers call it
  // "clickable", and the backdrop is no control.
  useEffect(() => {
    if (!isOpen || role !== 'dialog') return;
    const root = portal.getRootNode();
    const onClick = (e: Event) => {
      const target = e.composedPath()[0];
      if (target instanceof Element && target.classList.contains('ew-overlay')) onClose();
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [isOpen, role, portal, onClose]);
  return (
    <AriaLocale>
      <ModalOverlay
        className="ew-overlay"
        isOpen={props.isOpen}
        onOpenChange={(open) => {
          if (!open) props.onClose();
        }}
        // RAC's dismissable overlay adds a hidden "Dismiss" button labelled from RAC's own strings, which
        // have no Filipino; every dialog shows its Close button, so a dialog (not an
        // alertdialog) is closed by a click on the backdrop (above) instead. Escape closes either.
        isDismissable={false}
        isKeyboardDismissDisabled={false}
      >
        <Modal className="ew-modal">
          <RACDialog
            className="ew-dialog"
            role={role}
            aria-labelledby={props.titleId}
            // Modal to screen readers as it is on screen (RAC does not pass aria-modal through).
            ref={(el: HTMLElement | null) => el?.setAttribute('aria-modal', 'true')}
          >
            <DialogBody {...props} />
          </RACDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
