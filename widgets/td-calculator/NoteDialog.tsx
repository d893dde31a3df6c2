/**
 * The IMPORTANT NOTE disclaimer (site-and-content.md §2) before the hand-over to the application. It
 * waits for the visitor: Apply goes on, Close stays (docs/decisions.md "The IMPORTANT NOTE"). It
 * once redirected by itself after a 5-second countdown, which a screen reader user could not finish
 * hearing (WCAG 2.2.1): no automatic redirect now.
 */
import { useCallback } from 'react';
import { useT } from '../runtime/context.ts';
import { Button, Dialog } from '../ui/index.ts';

export function NoteDialog(props: { isOpen: boolean; onCancel(): void; onDone(): void }) {
  const t = useT();
  // Focus on Apply, once, as it appears: a ref callback runs before the dialog's own autofocus, which
  // leaves focus alone when inside it. Not a Button prop: autoFocus costs every widget's shared code.
  const takeFocus = useCallback((el: HTMLElement | null) => el?.querySelector('button')?.focus(), []);
  return (
    <Dialog
      isOpen={props.isOpen}
      title={t('tdCalculator.note.title')}
      closeLabel={t('tdCalculator.note.close')}
      closeVariant="secondary"
      onClose={props.onCancel}
      actions={
        <span ref={takeFocus} className="ew-contents">
          <Button onPress={props.onDone}>{t('tdCalculator.note.apply')}</Button>
        </span>
      }
    >
      <p>{t('tdCalculator.note.body')}</p>
    </Dialog>
  );
}
