/**
 * The wizard engine (application-forms.md §4 "Wizards in general", "Submit"): a vertical stepper,
 * Back and Next, per-step validation with an error summary that takes focus, messages under fields
 * once touched, a review with edit-jumps, multipart submit, drafts in sessionStorage, ew:step events.
 * A one-step form (FormPage.tsx: the business callback) uses the same store, fields and submit.
 *
 * State lives in the form store (store.ts): the shell re-renders on step, attempts and status only;
 * each field re-renders on its own value and message. Navigation and submit are hooks
 * (useNavigation.ts, useFormSubmit.ts), the dialogs are below.
 */
import { useId, useRef, useState } from 'react';
import { callbackValuesFor, readCallbackHandOver } from '../../shared/callback/handover.ts';
import type { Step } from '../../shared/forms/contract.ts';
import { wizard } from '../../shared/i18n/wizard.ts';
import { useWidget } from '../runtime/context.ts';
import { provideTexts } from '../runtime/i18n.ts';
import { Button, Dialog, LinkButton } from '../ui/index.ts';
import { FieldView, Shown } from './FieldView.tsx';
import { FormProvider, useFormStore, useValues, useAtomValue } from './form-context.tsx';
import { SubmitDialogs, Summary, useWizardContext } from './parts.tsx';
import { RepeatControl } from './Repeat.tsx';
import { Review } from './Review.tsx';
import { Stepper } from './Stepper.tsx';
import type { FormField, WizardSpec } from './types.ts';
import { useFormSubmit } from './useFormSubmit.ts';
import { useNavigation } from './useNavigation.ts';
import './texts.ts';

// The wizard's own words (steps, review, cancel), besides every form's (./texts.ts).
provideTexts({ wizard });

export function Wizard({ spec }: { spec: WizardSpec }) {
  const { options } = useWidget();
  // What the callback's Continue handed over (the element's `handover`: the application forms take it).
  const [handOver] = useState(() => {
    const read = readCallbackHandOver(typeof options.handover === 'string' ? options.handover : undefined);
    return read && callbackValuesFor(spec.form, read);
  });
  return (
    <FormProvider
      form={spec.form}
      initial={spec.initial?.(options)}
      handOver={handOver}
      draftShape="wizard"
      show="touch"
    >
      <StepsForm spec={spec} />
    </FormProvider>
  );
}

/** A step's note; `noteWhenEmpty`: only while every field of the step is hidden. */
function StepNote({ step }: { step: Step }) {
  const { t } = useWidget();
  const empty = useAtomValue(useFormStore().stepEmpty(step.id));
  if (!step.note) return null;
  return !step.noteWhenEmpty || empty ? <p className="ew-intro">{t(step.note)}</p> : null;
}

/** A declared field where the form shows it, drawn by its kind (a step's fields, the review's own). */
const fieldView = (field: FormField) => (
  <Shown key={field.name} name={field.name}>
    {field.kind === 'repeat' ? <RepeatControl spec={field} /> : <FieldView spec={field} />}
  </Shown>
);

/** The review's texts (consents, terms) around its own fields, laid out by the form's widget. */
function ReviewExtras({ spec }: { spec: WizardSpec }) {
  const { t } = useWidget();
  const fs = useFormStore();
  const values = useValues();
  useAtomValue(fs.attempts); // messages show after an attempt
  return spec.review!.render({
    values,
    set: (name, value) => fs.set(name, value),
    error: (name) => {
      const key = fs.store.get(fs.message(name));
      return key ? t(key) : undefined;
    },
    field: (name) => fieldView(fs.form.fields[name]!),
  });
}

function StepsForm({ spec }: { spec: WizardSpec }) {
  const { t } = useWidget();
  const fs = useFormStore();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `ew-${useId().replace(/[^\w-]/g, '')}-step`;
  const nav = useNavigation(heading);
  const sending = useFormSubmit(spec);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { form } = spec;
  const step = form.steps[nav.step]!;
  const ctx = useWizardContext(nav.step, sending.status === 'submitting');
  const count = t('wizard.stepOf', { step: nav.shown.indexOf(nav.step) + 1, total: nav.shown.length });

  return (
    <div className="ew-wizard ew-stack">
      <h2 className="ew-title" id={`${headingId}-form`}>
        {t(spec.title)}
      </h2>
      {spec.header?.(ctx)}
      <div className="ew-wizard-body">
        <Stepper
          titles={nav.shown.map((i) => form.steps[i]!.title)}
          current={nav.shown.indexOf(nav.step)}
          label={t('wizard.steps', { form: t(spec.stepsTitle ?? spec.title) })}
        />
        <form
          className="ew-form ew-wizard-step"
          noValidate
          // Named by the form's title and the step's: several wizards on one page have the same step titles.
          aria-labelledby={`${headingId}-form ${headingId}`}
          onSubmit={(e) => {
            e.preventDefault();
            if (nav.onReview) void sending.submit();
            else nav.next();
          }}
        >
          {/* The count inside the heading: focused on a new step, it says "Step 2 of 8: title". */}
          <h3
            className="ew-step-heading"
            id={headingId}
            ref={heading}
            tabIndex={-1}
            aria-label={`${count}: ${t(step.title)}`}
          >
            <span className="ew-step-count">
              {count}
              {/* heard by a screen reader that reads the heading's text, not its name (a no-break space: a
                 plain one at the end of the line would be dropped) */}
              <span className="ew-vh">:{'\u00a0'}</span>
            </span>
            {t(step.title)}
          </h3>
          <Summary />
          <StepNote step={step} />
          {nav.onReview ? (
            <>
              <p className="ew-intro">{t('wizard.reviewIntro')}</p>
              <Review
                steps={form.steps.slice(0, -1)}
                hidden={spec.review?.hidden}
                layout={spec.review?.layout}
                edit={(i) => nav.go(i, true)}
              />
              {spec.review ? <ReviewExtras spec={spec} /> : null}
            </>
          ) : (
            step.fields.map((name) => fieldView(form.fields[name]!))
          )}
          <div className="ew-actions">
            {nav.onReview ? (
              <Button type="submit" isBusy={sending.status === 'submitting'} busyLabel={t('form.submitting')}>
                {t('form.submit')}
              </Button>
            ) : (
              <Button type="submit">{t(nav.returnToReview ? 'wizard.backToReview' : 'wizard.next')}</Button>
            )}
            {nav.step > 0 ? (
              <Button variant="secondary" onPress={nav.back} isDisabled={sending.status === 'submitting'}>
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
      <SubmitDialogs spec={spec} sending={sending} />
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
              fs.reset();
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
