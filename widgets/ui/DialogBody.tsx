/**
 * What every kit dialog shows inside its frame: the title, the content, then Close and the dialog's
 * own actions. One body for the RAC modal (ModalDialog.tsx) and the inline fallback (Dialog.tsx).
 */
import { useT } from '../runtime/context.ts';
import { Button } from './Button.tsx';
import type { DialogProps } from './Dialog.tsx';

export function DialogBody(props: DialogProps & { titleId: string }) {
  const t = useT();
  return (
    <>
      <h2 id={props.titleId}>{props.title}</h2>
      {props.children}
      <div className="ew-actions">
        <Button variant={props.closeVariant} onPress={props.onClose}>
          {props.closeLabel ?? t('common.close')}
        </Button>
        {props.actions}
      </div>
    </>
  );
}
