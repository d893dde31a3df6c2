/**
 * Time deposit wizard (application-forms.md §2 "Time deposit wizard (4 steps)", §3, §4 "Time
 * deposit", §5, §7 calls 5-8, §8): the calculator's hand-over, Save from step 2 on (silent when it
 * fails, §8), resume by reference id + birthday, the agreement with its two popups, and the Thank
 * you / Error dialogs.
 */
import { useEffect, useRef, useState } from 'react';
import { apiUrl, request } from '../../shared/api/client.ts';
import { useWidget } from '../runtime/context.ts';
import { useSubmission } from '../runtime/submission.ts';
import { Button, Checkbox, Dialog } from '../ui/index.ts';
import { LegalLinks } from '../ui/LegalLinks.tsx';
import { useValue } from '../wizard/form-context.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { ReviewExtrasProps, WizardContext, WizardSpec } from '../wizard/types.ts';
import { ResumeDialog } from './ResumeDialog.tsx';
import { readTdHandOver, tdApplicationFields } from '../../shared/calculators/td.ts';
import { DRAFT_KEY, DRAFT_KEY_HEADER, TD_PATHS, TIME_DEPOSIT } from '../../shared/time-deposit/form.ts';

function Agreement(props: ReviewExtrasProps) {
  const { t } = useWidget();
  return (
    <div className="ew-consents">
      <Checkbox
        name="agreement"
        label={t(TIME_DEPOSIT.fields.agreement.label)}
        value={props.values.agreement === true}
        onChange={(v) => props.set('agreement', v)}
        error={props.error('agreement')}
      />
      <LegalLinks ns="timeDeposit" />
    </div>
  );
}

/** What the calculator handed over (read once from the page's address), shown above the steps. */
function Header(ctx: WizardContext) {
  const { t, options } = useWidget();
  const referenceId = typeof options.referenceId === 'string' ? options.referenceId.trim() : '';
  const [resuming, setResuming] = useState(referenceId !== '');
  const [restored, setRestored] = useState(false);
  const intro = useRef<HTMLParagraphElement>(null);
  const read = useRef(false);
  const { patch } = ctx;
  useEffect(() => {
    if (read.current) return; // once per mount: patch may be new on every render
    read.current = true;
    const handOver = readTdHandOver(location.search);
    if (handOver) patch(tdApplicationFields(handOver));
  }, [patch]);
  // A resume filled the form in: focus goes to the step's heading (it fell to <body> with the dialog,
  // which no control of the page opened) and the restore is said (WCAG 2.4.3, 4.1.3).
  // Frame by frame: the dialog stays for its exit and gives focus back to <body> as it goes.
  useEffect(() => {
    if (!restored) return;
    let frames = 0;
    let id = 0;
    const tick = () => {
      const root = intro.current?.getRootNode() as Document | ShadowRoot | undefined;
      const heading = root?.querySelector<HTMLElement>('.ew-step-heading');
      heading?.focus();
      if (root?.activeElement !== heading && frames++ < 30) id = requestAnimationFrame(tick);
    };
    id = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(id);
  }, [restored]);
  const amount = String(useValue('AmountToInvest') || '0');
  const days = Number(useValue('Tenor') || 30);
  const stage = String(useValue('StageInLife'));
  const tenor =
    days > 360 ? t('timeDeposit.tenorYears', { count: days / 360 }) : t('timeDeposit.tenorDays', { count: days });
  return (
    <>
      <p className="ew-intro" ref={intro}>
        {stage ? t('timeDeposit.handOver', { amount: `PHP ${amount}`, tenor, stage }) : t('timeDeposit.noHandOver')}
      </p>
      <p className="ew-vh" role="status">
        {restored ? t('timeDeposit.resume.restored') : ''}
      </p>
      {resuming ? (
        <ResumeDialog
          referenceId={referenceId}
          ctx={ctx}
          onDone={(ok) => {
            setResuming(false);
            setRestored(!!ok);
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Save (call 7): from the second step on, the values as typed (unchecked); the reference id comes back
 * as text. Through the submission hook (one press, the element's timeout), without the submit's
 * events; failures are silent (§8).
 */
function SaveButton(ctx: WizardContext) {
  const { t, apiBase, locale } = useWidget();
  const saving = useSubmission(TIME_DEPOSIT.name, { events: false });
  const [saved, setSaved] = useState(false);
  if (ctx.step < 1) return null;
  const save = async () => {
    const done = await saving.submit({
      async send(timeoutSeconds) {
        const values = ctx.values();
        const key = typeof values[DRAFT_KEY] === 'string' ? values[DRAFT_KEY] : '';
        const res = await request(apiUrl(apiBase, TD_PATHS.application), {
          method: 'POST',
          body: TIME_DEPOSIT.formData(TIME_DEPOSIT.visible(values)),
          timeoutSeconds,
          // The resume mail is written in the widget's language. Only the key this tab got from a
          // save or a resume lets a save update its draft (docs/decisions.md "The draft key").
          headers: { 'Content-Language': locale, ...(key ? { [DRAFT_KEY_HEADER]: key } : {}) },
        });
        return { id: (await res.text()).trim(), key: res.headers.get(DRAFT_KEY_HEADER) ?? '' };
      },
    });
    // §4/§8: "save failures silently ignored"; the draft in this tab still holds everything.
    if (!done) return saving.reset();
    if (done.id) ctx.patch({ ReferenceId: done.id, [DRAFT_KEY]: String(done.key ?? '') });
    saving.reset();
    setSaved(true);
  };
  return (
    <>
      <Button
        variant="secondary"
        onPress={save}
        isBusy={saving.status === 'submitting'}
        busyLabel={t('form.submitting')}
      >
        {t('timeDeposit.save')}
      </Button>
      <Dialog
        isOpen={saved}
        title={t('timeDeposit.savedTitle')}
        closeLabel={t('common.ok')}
        onClose={() => setSaved(false)}
      >
        <p>{t('timeDeposit.savedBody')}</p>
      </Dialog>
    </>
  );
}

const SPEC: WizardSpec = {
  form: TIME_DEPOSIT,
  title: 'timeDeposit.title',
  review: { render: (props) => <Agreement {...props} /> },
  submitError: 'timeDeposit.errorBody',
  successDialog: { title: 'timeDeposit.thankYouTitle', body: 'timeDeposit.thankYouBody' },
  header: (ctx) => <Header {...ctx} />,
  actions: (ctx) => <SaveButton {...ctx} />,
};

export function TimeDeposit() {
  return <Wizard spec={SPEC} />;
}
