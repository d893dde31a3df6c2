/**
 * The global dialog host (site-and-content.md §2 "Global dialog host"): opens any content in a modal;
 * a Cancel button unless hidden; Cancel (and Escape, and the X) asks 'Are you sure you want to
 * close?' with No and Yes, unless the dialog is flagged as directly closable. Full screen at widths
 * up to 936 px (site.css). Opening it with no content, or with something that is not an element,
 * throws the spec's two errors (§8).
 */
import {
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useT } from '../i18n.ts';
import { Modal } from './Modal.tsx';

export const NULL_CONTENT = 'Component To Be Displayed Cannot Be Null';
export const INVALID_CONTENT = 'Component Must Be A Valid Element';

/** Throws the spec's errors for content the host cannot render. */
export function assertDialogContent(content: unknown): asserts content is ReactElement {
  if (content === null || content === undefined) throw new Error(NULL_CONTENT);
  if (!isValidElement(content)) throw new Error(INVALID_CONTENT);
}

export interface DialogOptions {
  title: string;
  /** No Cancel button. */
  hideCancel?: boolean;
  /** Closing needs no confirmation. */
  directClose?: boolean;
  /** Wide dialog (forms). */
  wide?: boolean;
}

interface Control {
  open(content: unknown, options: DialogOptions): void;
  /** Closes at once (e.g. a form completed). */
  close(): void;
  /** Asks to close: confirmation unless directly closable. */
  requestClose(): void;
  /** The content can change whether closing needs a confirmation (e.g. per tab). */
  setDirectClose(direct: boolean): void;
}

const DialogContext = createContext<Control | null>(null);

export function useDialogHost(): Control {
  const c = useContext(DialogContext);
  if (!c) throw new Error('useDialogHost outside <DialogHost>');
  return c;
}

export function DialogHost({ children }: { children: ReactNode }) {
  const t = useT();
  const [current, setCurrent] = useState<{ content: ReactElement; options: DialogOptions } | null>(null);
  const [directClose, setDirect] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // "Yes" closes the confirmation first and the dialog under it once it has gone: in one
  // render both would close at once, the confirmation last, and focus would go back to its opener
  // (a Cancel button already gone) instead of the dialog's: lost to <body> in every engine.
  const closeAfterConfirm = useRef(false);

  const close = useCallback(() => {
    setConfirming(false);
    setCurrent(null);
  }, []);

  const control = useMemo<Control>(
    () => ({
      open(content, options) {
        assertDialogContent(content);
        setDirect(!!options.directClose);
        setConfirming(false);
        setCurrent({ content, options });
      },
      close,
      requestClose: () => setConfirming(true),
      setDirectClose: setDirect,
    }),
    [close],
  );

  const requestClose = useCallback(() => (directClose ? close() : setConfirming(true)), [directClose, close]);
  // One value while nothing it holds changes, so consumers' effects do not re-run on every render.
  const value = useMemo(() => ({ ...control, requestClose }), [control, requestClose]);

  return (
    <DialogContext.Provider value={value}>
      {children}
      <Modal
        open={!!current}
        onRequestClose={requestClose}
        title={current?.options.title ?? ''}
        className={`site-host-dialog${current?.options.wide ? ' site-modal-wide' : ''}`}
        headerEnd={
          <button type="button" className="site-x" onClick={requestClose} aria-label={t('site.close')}>
            <span aria-hidden="true">×</span>
          </button>
        }
      >
        {current?.content}
        {!current?.options.hideCancel && (
          <div className="site-actions">
            <button type="button" className="site-button site-button-secondary" onClick={requestClose}>
              {t('site.cancel')}
            </button>
          </div>
        )}
      </Modal>
      <Modal
        open={confirming}
        onRequestClose={() => setConfirming(false)}
        onClosed={() => {
          if (!closeAfterConfirm.current) return;
          closeAfterConfirm.current = false;
          setCurrent(null);
        }}
        title={t('site.confirmClose')}
        role="alertdialog"
        className="site-confirm"
      >
        <div className="site-actions">
          <button type="button" className="site-button site-button-secondary" onClick={() => setConfirming(false)}>
            {t('site.no')}
          </button>
          <button
            type="button"
            className="site-button"
            onClick={() => {
              closeAfterConfirm.current = true;
              setConfirming(false);
            }}
          >
            {t('site.yes')}
          </button>
        </div>
      </Modal>
    </DialogContext.Provider>
  );
}
