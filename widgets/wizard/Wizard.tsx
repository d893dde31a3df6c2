/**
 * The wizard engine (application-forms.md §4 "Wizards in general", "Submit"): a vertical stepper,
 * Back and Next, per-step validation with an error summary that takes focus, messages under fields
 * once touched, a review with edit-jumps, multipart submit, drafts in sessionStorage, ew:step events.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { validate } from '../../shared/messages.ts';
import { RequestFailure, apiUrl, request } from '../../shared/api/client.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';
import { useWidget } from '../runtime/context.ts';
import { draftKey, useDraft } from '../runtime/draft.ts';
import { Button, Dialog, ErrorSummary, LinkButton } from '../ui/index.ts';
import { FieldView } from './FieldView.tsx';
import { Review } from './Review.tsx';
import { Stepper } from './Stepper.tsx';
import { RepeatControl } from './Repeat.tsx';
import { StepTimer } from './StepTimer.tsx';
import { submitErrorKey } from './types.ts';
import type { Values, WizardContext, WizardSpec } from './types.ts';

interface Draft {
  values: Values;
  step: number;
  /** Set by a Change on the review: Next then returns to the review. */
  returnToReview: boolean;
}

type Status = 'idle' | 'submitting' | 'error' | 'success';

export function Wizard({ spec }: { spec: WizardSpec }) {
  const { t, host, apiBase, options, emit, navigate, seed } = useWidget();
  const { model } = spec;
  const [draft, setDraft, clearDraft] = useDraft<Draft>(
    draftKey(host),
    () => ({ values: model.empty(), step: 0, returnToReview: false }),
    (d) => (seed ? { ...d, values: { ...d.values, ...(seed as Values) } } : d),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempts, setAttempts] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState('network');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `ew-${useId().replace(/[^\w-]/g, '')}-step`;

  const total = spec.steps.length + 1;
  const step = Math.min(draft.step, total - 1);
  const onReview = step === spec.steps.length;
  const stepSpec = onReview ? undefined : spec.steps[step];
  const stepId = stepSpec?.id ?? 'review';
  const hidden = model.hidden(draft.values);
  const blanked = { ...draft.values, ...Object.fromEntries(hidden.map((f) => [f, ''])) };
  const visible = model.derive ? model.derive(blanked) : blanked;
  const result = validate(model.schemas[stepId]!, visible);
  const fieldsHere = stepSpec
    ? stepSpec.fields.map((f) => f.name).filter((f) => !hidden.includes(f))
    : Object.keys(result.errors);

  const shown = (name: string) => attempts > 0 || touched.has(name);
  const message = (name: string) => (shown(name) && result.errors[name] ? t(result.errors[name]!) : undefined);
  const summary =
    attempts > 0
      ? fieldsHere.filter((f) => result.errors[f]).map((f) => ({ name: f, message: t(result.errors[f]!) }))
      : [];

  const set = (name: string, value: string | boolean) =>
    setDraft((d) => ({ ...d, values: { ...d.values, [name]: value } }));
  const touch = (name: string) => setTouched((s) => (s.has(name) ? s : new Set(s).add(name)));

  // ew:step on every step change, and once on mount so a host knows the total.
  const firstRender = useRef(true);
  useEffect(() => {
    emit('ew:step', { step, total });
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new step: start at its top with focus on its heading (announced by screen readers).
    headingRef.current?.focus({ preventScroll: true });
    host.scrollIntoView?.({ block: 'start' });
  }, [step, total, emit, host]);

  const go = (next: number, returnToReview = false) => {
    setAttempts(0);
    setTouched(new Set());
    setDraft((d) => ({ ...d, step: next, returnToReview }));
  };

  const onNext = () => {
    if (!result.ok) {
      setAttempts((n) => n + 1);
      return;
    }
    go(draft.returnToReview ? spec.steps.length : step + 1);
  };

  const onSubmit = async () => {
    if (inFlight.current) return;
    if (!result.ok) {
      setAttempts((n) => n + 1);
      return;
    }
    const all = model.validateAll(draft.values);
    if (!all.ok) {
      // An earlier step no longer passes (e.g. a date bound moved): show it with its messages.
      const first = spec.steps.findIndex((s) => s.fields.some((f) => all.errors[f.name]));
      go(first < 0 ? step : first, true);
      setAttempts(1);
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    emit('ew:submit', { form: model.form });
    const timeout = Number(options.timeout) > 0 ? Number(options.timeout) : REQUEST_TIMEOUT_SECONDS;
    try {
      const url = model.submitUrl ? await model.submitUrl(apiBase) : apiUrl(apiBase, model.submitPath);
      await request(url, { method: 'POST', body: model.formData(all.output), timeoutSeconds: timeout });
      clearDraft();
      emit('ew:success', { form: model.form });
      if (spec.successDialog) setStatus('success');
      else {
        setStatus('idle');
        navigate(model.thankYou);
      }
    } catch (error) {
      const kind = error instanceof RequestFailure ? error.kind : 'network';
      setFailure(kind);
      setStatus('error');
      emit('ew:error', { form: model.form, kind });
    } finally {
      inFlight.current = false;
    }
  };

  const titles = [...spec.steps.map((s) => s.title), spec.review.title];
  const ctx: WizardContext = {
    values: draft.values,
    step,
    stepId,
    patch: (values) => setDraft((d) => ({ ...d, values: { ...d.values, ...values } as Values })),
  };
  return (
    <div className="ew-wizard">
      <h2 className="ew-title">{t(spec.title)}</h2>
      {spec.header?.(ctx)}
      <div className="ew-wizard-body">
        <Stepper titles={titles} current={step} />
        <form
          className="ew-form ew-wizard-step"
          noValidate
          aria-labelledby={headingId}
          onSubmit={(e) => {
            e.preventDefault();
            if (onReview) void onSubmit();
            else onNext();
          }}
        >
          <p className="ew-step-count">{t('wizard.stepOf', { step: step + 1, total })}</p>
          <h3 className="ew-step-heading" id={headingId} ref={headingRef} tabIndex={-1}>
            {t(titles[step]!)}
          </h3>
          <ErrorSummary errors={summary} focusKey={attempts} />
          {stepSpec?.timeLimit ? <StepTimer key={stepSpec.id} seconds={stepSpec.timeLimit} /> : null}
          {stepSpec?.note &&
          (!stepSpec.noteWhenEmpty || stepSpec.fields.every((f) => f.kind === 'repeat' || hidden.includes(f.name))) ? (
            <p className="ew-intro">{t(stepSpec.note)}</p>
          ) : null}
          {stepSpec ? (
            stepSpec.fields
              .filter((f) => !hidden.includes(f.name))
              .map((f) =>
                f.kind === 'repeat' ? (
                  <RepeatControl key={f.name} spec={f} values={draft.values} set={set} />
                ) : (
                  <FieldView
                    key={f.name}
                    spec={f}
                    values={draft.values}
                    error={message(f.name)}
                    set={set}
                    touch={touch}
                  />
                ),
              )
          ) : (
            <>
              <p className="ew-intro">{t('wizard.reviewIntro')}</p>
              <Review
                steps={spec.steps}
                values={draft.values}
                hidden={[...hidden, ...(spec.review.hidden?.(draft.values) ?? [])]}
                layout={spec.review.layout}
                edit={(i) => go(i, true)}
              />
              {spec.review.render({ values: draft.values, set, error: message })}
            </>
          )}
          <div className="ew-actions">
            {onReview ? (
              <Button type="submit" isBusy={status === 'submitting'} busyLabel={t('wizard.submitting')}>
                {t('wizard.submit')}
              </Button>
            ) : (
              <Button type="submit">{t(draft.returnToReview ? 'wizard.backToReview' : 'wizard.next')}</Button>
            )}
            {step > 0 ? (
              <Button variant="secondary" onPress={() => go(step - 1, false)} isDisabled={status === 'submitting'}>
                {t('wizard.back')}
              </Button>
            ) : null}
            {spec.actions?.(ctx)}
          </div>
          <p className="ew-hint">
            {t('wizard.savedNote')}{' '}
            <LinkButton onPress={() => setConfirmCancel(true)} aria-haspopup="dialog">
              {t('wizard.cancel')}
            </LinkButton>
          </p>
        </form>
      </div>
      <Dialog
        isOpen={status === 'error'}
        role="alertdialog"
        title={t('wizard.errorTitle')}
        closeLabel={t('common.ok')}
        onClose={() => setStatus('idle')}
      >
        <p>{t(submitErrorKey(spec.submitError, failure))}</p>
      </Dialog>
      {spec.successDialog ? (
        <Dialog
          isOpen={status === 'success'}
          title={t(spec.successDialog.title)}
          closeLabel={t('common.ok')}
          onClose={() => {
            setStatus('idle');
            navigate(model.thankYou);
          }}
        >
          <p>{t(spec.successDialog.body)}</p>
        </Dialog>
      ) : null}
      <Dialog
        isOpen={confirmCancel}
        role="alertdialog"
        title={t('wizard.cancelTitle')}
        closeLabel={t('wizard.cancelNo')}
        onClose={() => setConfirmCancel(false)}
        actions={
          <Button
            variant="secondary"
            onPress={() => {
              setConfirmCancel(false);
              clearDraft();
              go(0);
            }}
          >
            {t('wizard.cancelYes')}
          </Button>
        }
      >
        <p>{t('wizard.cancelBody')}</p>
      </Dialog>
    </div>
  );
}
