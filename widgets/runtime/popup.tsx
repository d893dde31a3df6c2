/**
 * Popup mode (`mode="popup"`, EWWidgets.open): the widget behind a button, in a modal over
 * the host page. A chunk of its own, loaded only by an element in popup mode (mount.tsx).
 *
 * The modal: focus kept inside (react-aria's FocusScope), aria-modal, over the page;
 * Escape or Close asks "Are you sure you want to close?" (No keeps it open, Yes closes) once the
 * visitor has entered something, as the site's dialog host does (site-and-content.md §2); it closes
 * by itself when the form is sent and moves on (application-forms.md §2 "the host dialog closes when
 * a wizard completes") and focus goes back to the button (or, after EWWidgets.open, to what had it
 * before; that popup's element then goes). EWWidgets.close() closes it at once.
 * Full screen at widths up to 936 px (the dialog host's rule). What was typed stays in the form's
 * draft: opening it again in the same tab brings it back.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FocusScope } from 'react-aria/FocusScope';
import { popup } from '../../shared/i18n/popup.ts';
import { AriaLocale } from '../ui/AriaLocale.tsx';
import { Button } from '../ui/Button.tsx';
import { deepActiveElement } from '../ui/opener.ts';
import { useWidget } from './context.ts';
import { addResources } from './i18n.ts';

/** The dialog host's breakpoint (site-and-content.md §2: full screen at 936 px or less). */
const SMALL = '(max-width: 936px)';

function useSmallScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const mq = matchMedia(SMALL);
      mq.addEventListener('change', changed);
      return () => mq.removeEventListener('change', changed);
    },
    () => matchMedia(SMALL).matches,
    () => false,
  );
}

export function Popup({ children }: { children: ReactNode }) {
  const { t, options, host, locale, destroy } = useWidget();
  // This chunk came after the widget's texts were added: its own now (added once per language).
  addResources({ popup }, locale);
  // Opened by EWWidgets.open: no button of its own, open at once.
  const byApi = !!options.open;
  const [open, setOpen] = useState(byApi);
  const [confirming, setConfirming] = useState(false);
  const answered = useRef(false);
  const button = useRef<HTMLDivElement>(null);
  const before = useRef(byApi ? (deepActiveElement() as HTMLElement | null) : null);
  const small = useSmallScreen();
  const label = typeof options.label === 'string' && options.label.trim() ? options.label : t('popup.open');

  const close = () => {
    setConfirming(false);
    setOpen(false);
    answered.current = false;
    // Back to the button once the modal has gone (RAC keeps focus inside while it unmounts).
    const target = byApi ? before.current : button.current?.querySelector('button');
    // EWWidgets.open's element goes with its dialog.
    if (byApi)
      setTimeout(() => {
        destroy?.();
        host.remove();
      });
    let frames = 0;
    const tick = () => {
      if (target?.isConnected) target.focus();
      if (deepActiveElement() !== target && frames++ < 30) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  // Where focus was when the confirmation opened: it goes back there on No (Firefox and WebKit
  // would leave it on the page's body when the focused No goes, and Escape with it).
  const resumeAt = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLDivElement>(null);
  const ask = () => {
    resumeAt.current = deepActiveElement() as HTMLElement | null;
    setConfirming(true);
  };
  // Escape on the confirmation answers No.
  const requestClose = () => (confirming ? setConfirming(false) : answered.current ? ask() : close());
  const confirmBox = useRef<HTMLDivElement>(null);
  const confirmId = `ew-${useId().replace(/[^\w-]/g, '')}-confirm`;
  useEffect(() => {
    if (confirming) return void confirmBox.current?.querySelector('button')?.focus();
    const back = resumeAt.current;
    resumeAt.current = null;
    if (!back) return;
    if (back.isConnected) back.focus();
    else closeButton.current?.querySelector('button')?.focus();
  }, [confirming]);

  // Sent: the dialog closes as the form moves on to its thank-you route (at once for a wizard; after
  // its own "Thank you" for the callback form), so a host that routes itself sees the page again.
  const done = useRef(close);
  useEffect(() => {
    done.current = close;
  });
  useEffect(() => {
    let sent = false;
    const onSuccess = () => (sent = true);
    const onNavigate = () => sent && done.current();
    // EWWidgets.close(): the host page closes it, no questions asked.
    const onClose = () => done.current();
    host.addEventListener('ew:success', onSuccess);
    host.addEventListener('ew:navigate', onNavigate);
    document.addEventListener('ew:close', onClose);
    return () => {
      host.removeEventListener('ew:success', onSuccess);
      host.removeEventListener('ew:navigate', onNavigate);
      document.removeEventListener('ew:close', onClose);
    };
  }, [host]);

  return (
    <>
      {byApi ? null : (
        <div ref={button} className="ew-popup-button">
          <Button onPress={() => setOpen(true)} aria-haspopup="dialog">
            {label}
          </Button>
        </div>
      )}
      {open ? (
        // Not RAC's Modal: it leaves every later modal inert (the form's own "Thank you", its legal
        // texts), since they portal beside it. A focus scope keeps focus inside; aria-modal tells
        // assistive tools the page behind is out of reach; Escape is ours (a form's own dialog stops
        // its Escape before it gets here).
        <div
          className="ew-overlay"
          style={small ? { padding: 0 } : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && !e.defaultPrevented) {
              e.stopPropagation();
              requestClose();
            }
          }}
        >
          <div
            className="ew-modal"
            style={
              small
                ? { width: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 }
                : { width: 'min(100%, 60em)', maxHeight: 'calc(100vh - 32px)' }
            }
          >
            <AriaLocale>
              <FocusScope contain autoFocus>
                {/* A plain dialog element: RAC's Dialog drops aria-modal, and the focus scope does its work. */}
                <div role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} className="ew-dialog">
                  {confirming ? (
                    // Inside the popup's own dialog (its focus scope; a second modal would be left inert by
                    // the first): No is focused first, as the safe answer.
                    <div ref={confirmBox} role="alertdialog" aria-modal="true" aria-labelledby={confirmId}>
                      <h2 id={confirmId}>{t('popup.confirmClose')}</h2>
                      <div className="ew-actions">
                        <Button variant="secondary" onPress={() => setConfirming(false)}>
                          {t('popup.no')}
                        </Button>
                        <Button onPress={close}>{t('popup.yes')}</Button>
                      </div>
                    </div>
                  ) : null}
                  <div ref={closeButton} style={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Button variant="secondary" onPress={requestClose}>
                      {t('common.close')}
                    </Button>
                  </div>
                  <div
                    onInput={() => (answered.current = true)}
                    onChange={() => (answered.current = true)}
                    style={{ display: 'contents' }}
                  >
                    {children}
                  </div>
                </div>
              </FocusScope>
            </AriaLocale>
          </div>
        </div>
      ) : null}
    </>
  );
}
