/**
 * The IMPORTANT NOTE disclaimer (site-and-content.md §2): "Redirecting in N seconds..." counting
 * down from 5, then it closes, resets the counter and goes on. WCAG 2.2.1 (Timing Adjustable;
 * docs/decisions.md "The IMPORTANT NOTE countdown"): the dialog opens with focus on "Stop
 * redirecting" and says the time left once, so one key stops it before it ends; stopped, the note
 * stays with Apply (go on) and Close (stay). Until then the visitor may also add time, go on at
 * once or cancel. The countdown text is a timer (not live: no announcement every second).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../runtime/context.ts';
import { Button, Dialog } from '../ui/index.ts';
import { COUNTDOWN_EXTEND_SECONDS, DISCLAIMER_COUNTDOWN_SECONDS } from '../../shared/calculators/td.ts';

export function CountdownDialog(props: { isOpen: boolean; onCancel(): void; onDone(): void }) {
  const t = useT();
  const [left, setLeft] = useState(DISCLAIMER_COUNTDOWN_SECONDS);
  const [stopped, setStopped] = useState(false);
  const [said, setSaid] = useState('');
  const finished = useRef(false);
  // The latest onDone for the timer, which must not restart when the owner re-renders.
  const onDone = useRef(props.onDone);
  useLayoutEffect(() => {
    onDone.current = props.onDone;
  });

  // Closed (by the end of the countdown, Continue now or Cancel): the counter starts again at 5.
  const [wasOpen, setWasOpen] = useState(props.isOpen);
  if (wasOpen !== props.isOpen) {
    setWasOpen(props.isOpen);
    if (!props.isOpen) {
      setLeft(DISCLAIMER_COUNTDOWN_SECONDS);
      setStopped(false);
      setSaid('');
    }
  }
  useEffect(() => {
    if (!props.isOpen) {
      finished.current = false;
      return;
    }
    // Once the dialog is up (a region filled as it appears is not read): the time left, and how to stop.
    const timer = setTimeout(
      () => setSaid(t('tdCalculator.note.announceOpen', { count: DISCLAIMER_COUNTDOWN_SECONDS })),
      300,
    );
    return () => clearTimeout(timer);
  }, [props.isOpen, t]);

  useEffect(() => {
    if (!props.isOpen || stopped) return;
    if (left <= 0) {
      if (!finished.current) {
        finished.current = true;
        onDone.current();
      }
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [props.isOpen, stopped, left]);

  // Focus on the button drawn inside (Stop, then Apply once Stop has gone), once, as it appears: a
  // ref callback runs before the dialog's own autofocus, which leaves focus alone when inside it. Not
  // a Button prop: autoFocus costs every widget's shared code 74 B (brotli) for this one dialog.
  const takeFocus = useCallback((el: HTMLElement | null) => el?.querySelector('button')?.focus(), []);

  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onDone.current();
  };

  return (
    <Dialog
      isOpen={props.isOpen}
      title={t('tdCalculator.note.title')}
      closeLabel={t(stopped ? 'tdCalculator.note.close' : 'tdCalculator.note.cancel')}
      closeVariant="secondary"
      onClose={props.onCancel}
      actions={
        stopped ? (
          <span ref={takeFocus} className="ew-contents">
            <Button onPress={finish}>{t('tdCalculator.note.apply')}</Button>
          </span>
        ) : (
          <>
            <span ref={takeFocus} className="ew-contents">
              <Button
                onPress={() => {
                  setStopped(true);
                  setSaid(t('tdCalculator.note.announceStopped'));
                }}
              >
                {t('tdCalculator.note.stop')}
              </Button>
            </span>
            <Button variant="secondary" onPress={finish}>
              {t('tdCalculator.note.continueNow')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => {
                setLeft((n) => n + COUNTDOWN_EXTEND_SECONDS);
                setSaid(t('tdCalculator.note.announceMore'));
              }}
            >
              {t('tdCalculator.note.more')}
            </Button>
          </>
        )
      }
    >
      <p>{t('tdCalculator.note.body')}</p>
      <p className="ew-countdown" role="timer">
        {stopped ? t('tdCalculator.note.stopped') : t('tdCalculator.note.countdown', { count: left })}
      </p>
      <p className="ew-vh" role="status">
        {said}
      </p>
    </Dialog>
  );
}
