/**
 * The RAC modal behind the kit's Dialog (widgets/ui/Dialog.tsx), in a chunk of its own: RAC's overlay
 * stack (focus scope, modal, hiding the page from assistive tools, scroll lock) is a sixth of the
 * code every widget loads, and no widget needs it before its first dialog opens.
 */
import { Dialog as RACDialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { AriaLocale } from './AriaLocale.tsx';
import type { DialogProps } from './Dialog.tsx';
import { DialogBody } from './DialogBody.tsx';

export function ModalDialog(props: DialogProps & { titleId: string }) {
  const role = props.role ?? 'dialog';
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
        // alertdialog) is closed by a click on the backdrop here instead. Escape closes either.
        isDismissable={false}
        onClick={(e) => {
          if (role === 'dialog' && e.target === e.currentTarget) props.onClose();
        }}
        isKeyboardDismissDisabled={false}
      >
        <Modal className="ew-modal">
          <RACDialog className="ew-dialog" role={role} aria-labelledby={props.titleId}>
            <DialogBody {...props} />
          </RACDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}
