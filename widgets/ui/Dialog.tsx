/**
 * Modal dialog and alert dialog on RAC (focus trapped, Escape closes, focus returns to the opener).
 * The title id is ours: RAC's slot id for <Heading slot="title"> does not resolve in a shadow root.
 */
import { useId, type ReactNode } from 'react';
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
}

export function Dialog(props: DialogProps) {
  const t = useT();
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;
  const role = props.role ?? 'dialog';
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
            <Button onPress={props.onClose}>{props.closeLabel ?? t('common.close')}</Button>
          </div>
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}
