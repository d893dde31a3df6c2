/**
 * "User verification" (application-forms.md §2, §4 "Resume", §8): opened at once when the widget has
 * a reference id (the e-mailed link /forms/timedeposit/{referenceid}). The right birthday restores
 * the saved fields; a wrong one reads "Wrong Birthday", a failed call "Connection Error!".
 */
import { useState } from 'react';
import { RequestFailure, apiUrl, request } from '../../shared/api/client.ts';
import { useWidget } from '../runtime/context.ts';
import { timeoutOf } from '../runtime/submission.ts';
import { Button, Dialog, TextField } from '../ui/index.ts';
import type { WizardContext } from '../wizard/types.ts';
import {
  BIRTHDAY_MIN,
  DRAFT_KEY,
  DRAFT_KEY_HEADER,
  RESUME_CARRIED,
  RESUME_FIELDS,
  TD_PATHS,
  birthdayMax,
} from '../../shared/time-deposit/form.ts';

type Problem = 'wrong' | 'connection' | 'tooMany' | 'expired' | 'required' | null;

export function ResumeDialog({
  referenceId,
  ctx,
  onDone,
}: {
  referenceId: string;
  ctx: WizardContext;
  /** Closed; `restored`: by a resume that filled the form in. */
  onDone(restored?: boolean): void;
}) {
  const { t, apiBase, options } = useWidget();
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (busy) return;
    if (!day) {
      setProblem('required');
      return;
    }
    setBusy(true);
    const body = new FormData();
    body.append('referenceid', referenceId);
    body.append('DateOfBirth', day);
    try {
      const res = await request(apiUrl(apiBase, TD_PATHS.application), {
        method: 'POST',
        body,
        timeoutSeconds: timeoutOf(options),
      });
      const saved = (await res.json()) as Record<string, string>;
      const carried = Object.fromEntries(RESUME_CARRIED.filter((k) => saved[k]).map((k) => [k, String(saved[k])]));
      ctx.patch({
        ...Object.fromEntries(RESUME_FIELDS.map((k) => [k, String(saved[k] ?? '')])),
        ...carried,
        ReferenceId: referenceId,
        // The draft key of this browser session: the next Save updates this draft.
        [DRAFT_KEY]: res.headers.get(DRAFT_KEY_HEADER) ?? '',
      });
      onDone(true);
    } catch (error) {
      const status = error instanceof RequestFailure ? error.status : 0;
      setProblem(
        status === 403 || status === 400
          ? 'wrong'
          : status === 429
            ? 'tooMany'
            : status === 404
              ? 'expired'
              : 'connection',
      );
    } finally {
      setBusy(false);
    }
  };

  const message =
    problem === 'required'
      ? t('timeDeposit.errors.birthDate')
      : problem
        ? t(`timeDeposit.resume.${problem}`)
        : undefined;

  return (
    <Dialog
      isOpen
      title={t('timeDeposit.resume.title')}
      closeLabel={t('timeDeposit.resume.cancel')}
      onClose={() => onDone()}
    >
      <p>{t('timeDeposit.resume.body')}</p>
      <form
        className="ew-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          name="resumeBirthday"
          type="date"
          label={t('timeDeposit.resume.birthday')}
          value={day}
          min={BIRTHDAY_MIN}
          max={birthdayMax()}
          onChange={(v) => {
            setDay(v);
            setProblem(null);
          }}
          error={message}
          isRequired
        />
        <p className="ew-vh" role="alert">
          {message ?? ''}
        </p>
        <div className="ew-actions">
          <Button type="submit" isBusy={busy} busyLabel={t('timeDeposit.resume.checking')}>
            {t('timeDeposit.resume.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
