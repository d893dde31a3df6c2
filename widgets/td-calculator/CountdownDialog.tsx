/**
 * The IMPORTANT NOTE disclaimer (site-and-content.md §2): "Redirecting in N seconds..." counting
 * down from 5, then it closes, resets the counter and goes on. WCAG 2.2.1 (Timing Adjustable): the
 * visitor can pause the countdown (and resume it), add time, go on at once, or cancel and stay.
 * The countdown text is a timer (not live: no announcement every second); pausing, resuming and
 * adding time are announced once through a polite status.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../runtime/context.ts';
import { Button, Dialog } from '../ui/index.ts';
import { COUNTDOWN_EXTEND_SECONDS, DISCLAIMER_COUNTDOWN_SECONDS } from './schema.ts';

export function CountdownDialog(props: { isOpen: boolean; onCancel(): void; onDone(): void }) {
  const t = useT();
  const [left, setLeft] = useState(DISCLAIMER_COUNTDOWN_SECONDS);
  const [paused, setPaused] = useState(false);
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
      setPaused(false);
      setSaid('');
    }
  }
  useEffect(() => {
    if (!props.isOpen) finished.current = false;
  }, [props.isOpen]);

  useEffect(() => {
    if (!props.isOpen || paused) return;
    if (left <= 0) {
      if (!finished.current) {
        finished.current = true;
        onDone.current();
      }
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [props.isOpen, paused, left]);

  const finish = () => {
    if (finished.current) return;
    finished.current = true;
    onDone.current();
  };

  return (
    <Dialog
      isOpen={props.isOpen}
      title={t('tdCalculator.note.title')}
      closeLabel={t('tdCalculator.note.cancel')}
      closeVariant="secondary"
      onClose={props.onCancel}
      actions={
        <>
          <Button onPress={finish}>{t('tdCalculator.note.continueNow')}</Button>
          <Button
            variant="secondary"
            onPress={() => {
              setPaused(!paused);
              setSaid(t(paused ? 'tdCalculator.note.announceResumed' : 'tdCalculator.note.announcePaused'));
            }}
          >
            {t(paused ? 'tdCalculator.note.resume' : 'tdCalculator.note.pause')}
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
      }
    >
      <p>{t('tdCalculator.note.body')}</p>
      <p className="ew-countdown" role="timer">
        {paused ? t('tdCalculator.note.paused') : t('tdCalculator.note.countdown', { count: left })}
      </p>
      <p className="ew-vh" role="status">
        {said}
      </p>
    </Dialog>
  );
}
