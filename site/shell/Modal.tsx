/**
 * A modal dialog on the platform's <dialog> (showModal: the page behind is inert, focus moves in,
 * Escape asks to close). Focus goes back to the opener when it closes. Children render only while
 * open, so widgets inside mount on opening and unmount on closing. The opener is taken from the press
 * (widgets/ui/opener.ts), which is what Safari leaves unfocused. Where <dialog> has no showModal
 * (Safari/iOS < 15.4) GoogleChrome's dialog-polyfill stands in (dialog-fallback.ts, loaded only there).
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { dialogOpener } from '../../widgets/ui/opener.ts';

export interface ModalProps {
  open: boolean;
  /** Escape, the X button or a closing action: the owner decides (it may ask for confirmation). */
  onRequestClose(): void;
  /** Closed, focus given back: what was under it may close now, in order (nested dialogs). */
  onClosed?(): void;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  role?: 'dialog' | 'alertdialog';
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  /** Extra content of the header row (e.g. an X CLOSE button). */
  headerEnd?: ReactNode;
}

export function Modal({
  open,
  onRequestClose,
  onClosed,
  title,
  children,
  className,
  role,
  hideTitle,
  headerEnd,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = `site-${useId().replace(/[^\w-]/g, '')}-title`;

  // What the owner wants now (the fallback below opens after a load: it must still be wanted).
  const wanted = useRef(open);

  useLayoutEffect(() => {
    wanted.current = open;
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      // From the press, not document.activeElement: Safari does not focus a pressed button.
      opener.current = dialogOpener();
      if (typeof d.showModal === 'function') d.showModal();
      else
        // Safari/iOS < 15.4 (the floor is 15.0) has no <dialog>: the polyfill, loaded only there.
        void import('./dialog-fallback.ts').then(({ registerDialog }) => {
          registerDialog(d);
          if (wanted.current && d.isConnected && !d.open) d.showModal();
        });
    } else if (!open && d.open) {
      d.close();
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus();
      onClosed?.();
    }
  }, [open, onClosed]);

  useEffect(() => {
    const d = ref.current;
    return () => {
      if (d?.open) d.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`site-modal ${className ?? ''}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(e) => {
        e.preventDefault();
        onRequestClose();
      }}
    >
      {open && (
        <>
          <div className="site-modal-header">
            <h2 id={titleId} className={hideTitle ? 'site-vh' : undefined}>
              {title}
            </h2>
            {headerEnd}
          </div>
          <div className="site-modal-body">{children}</div>
        </>
      )}
    </dialog>
  );
}
