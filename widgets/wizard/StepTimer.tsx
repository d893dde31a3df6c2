/**
 * A step's time limit (issue 5: the personal loan's 300-second "best time to call" step) made to meet
 * WCAG 2.2.1 Timing Adjustable: the time left shows as a timer; the limit can be turned off at any
 * time; 20 seconds before it runs out an alert offers more time (or turning it off); when it runs out
 * nothing is lost (the answers stay, the draft is kept) and the limit starts again.
 */
import { useEffect, useState } from 'react';
import { useT } from '../runtime/context.ts';
import { Button, Dialog } from '../ui/index.ts';

/** Seconds before the end when the warning opens (WCAG 2.2.1: at least 20). */
export const WARN_AT = 20;

export function StepTimer({ seconds }: { seconds: number }) {
  const t = useT();
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [off, setOff] = useState(false);
  const [expired, setExpired] = useState(false);
  const [warned, setWarned] = useState(false);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (off || expired) return;
    const id = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) setExpired(true); // the clock reads 0:00
    }, 1000);
    return () => clearInterval(id);
  }, [off, expired, deadline]);

  const restart = () => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
    setWarned(false);
  };
  const warning = !off && !expired && !warned && left <= WARN_AT;
  const clock = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;

  return (
    <div className="ew-timer">
      {off ? (
        <p>{t('wizard.timer.off')}</p>
      ) : (
        <p>
          {t('wizard.timer.left')}{' '}
          <span role="timer" aria-label={t('wizard.timer.label')}>
            {clock}
          </span>
        </p>
      )}
      {off ? null : (
        <Button variant="secondary" onPress={() => setOff(true)}>
          {t('wizard.timer.turnOff')}
        </Button>
      )}
      <Dialog
        isOpen={warning}
        role="alertdialog"
        title={t('wizard.timer.warnTitle')}
        closeLabel={t('wizard.timer.extend')}
        onClose={restart}
        actions={
          <Button variant="secondary" onPress={() => setOff(true)}>
            {t('wizard.timer.turnOff')}
          </Button>
        }
      >
        <p>{t('wizard.timer.warnBody', { count: left })}</p>
      </Dialog>
      <Dialog
        isOpen={expired}
        role="alertdialog"
        title={t('wizard.timer.expiredTitle')}
        closeLabel={t('wizard.timer.continue')}
        onClose={() => {
          setExpired(false);
          restart();
        }}
      >
        <p>{t('wizard.timer.expiredBody')}</p>
      </Dialog>
    </div>
  );
}
