/**
 * Time deposit wizard (application-forms.md §2 "Time deposit wizard (4 steps)", §3, §4 "Time
 * deposit", §5, §7 calls 5-8, §8): the calculator's hand-over, Save from step 2 on (silent when it
 * fails, §8), resume by reference id + birthday, the agreement with its two popups, and the Thank
 * you / Error dialogs.
 */
import { useEffect, useRef, useState } from 'react';
import { apiUrl, request } from '../../shared/api/client.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';
import { useWidget } from '../runtime/context.ts';
import { Button, Checkbox, Dialog, LegalDialog, LinkButton, type LegalDoc } from '../ui/index.ts';
import { Wizard } from '../wizard/Wizard.tsx';
import type { ReviewExtrasProps, WizardContext, WizardSpec } from '../wizard/types.ts';
import { ResumeDialog } from './ResumeDialog.tsx';
import {
  DRAFT_KEY,
  DRAFT_KEY_HEADER,
  TD_FIELD_STEPS,
  TD_PATHS,
  TIME_DEPOSIT_MODEL,
  readTdHandOver,
  tdApplicationFields,
  timeDepositFormData,
} from './schema.ts';

function Agreement(props: ReviewExtrasProps) {
  const { t } = useWidget();
  const [doc, setDoc] = useState<LegalDoc | null>(null);
  return (
    <div className="ew-consents">
      <Checkbox
        name="agreement"
        label={t('timeDeposit.fields.agreement')}
        value={props.values.agreement === true}
        onChange={(v) => props.set('agreement', v)}
        error={props.error('agreement')}
      />
      <p className="ew-hint">
        <LinkButton onPress={() => setDoc('privacy')} aria-haspopup="dialog">
          {t('timeDeposit.privacyPolicy')}
        </LinkButton>
        {' · '}
        <LinkButton onPress={() => setDoc('terms')} aria-haspopup="dialog">
          {t('timeDeposit.termsOfUse')}
        </LinkButton>
      </p>
      <LegalDialog doc={doc} onClose={() => setDoc(null)} />
    </div>
  );
}

/** What the calculator handed over (read once from the page's address), shown above the steps. */
function Header(ctx: WizardContext) {
  const { t, options } = useWidget();
  const referenceId = typeof options.referenceId === 'string' ? options.referenceId.trim() : '';
  const [resuming, setResuming] = useState(referenceId !== '');
  const read = useRef(false);
  const { patch } = ctx;
  useEffect(() => {
    if (read.current) return; // once per mount: patch is new on every render
    read.current = true;
    const handOver = readTdHandOver(location.search);
    if (handOver) patch(tdApplicationFields(handOver));
  }, [patch]);
  const amount = String(ctx.values.AmountToInvest ?? '0');
  const days = Number(ctx.values.Tenor ?? 30);
  const tenor =
    days > 360 ? t('timeDeposit.tenorYears', { count: days / 360 }) : t('timeDeposit.tenorDays', { count: days });
  return (
    <>
      <p className="ew-intro">
        {ctx.values.StageInLife
          ? t('timeDeposit.handOver', { amount: `PHP ${amount}`, tenor, stage: ctx.values.StageInLife })
          : t('timeDeposit.noHandOver')}
      </p>
      {resuming ? <ResumeDialog referenceId={referenceId} ctx={ctx} onDone={() => setResuming(false)} /> : null}
    </>
  );
}

/** Save (call 7): from the second step on; the reference id comes back as text. Failures are silent (§8). */
function SaveButton(ctx: WizardContext) {
  const { t, apiBase } = useWidget();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  if (ctx.step < 1) return null;
  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const key = typeof ctx.values[DRAFT_KEY] === 'string' ? ctx.values[DRAFT_KEY] : '';
      const res = await request(apiUrl(apiBase, TD_PATHS.application), {
        method: 'POST',
        body: timeDepositFormData(ctx.values),
        timeoutSeconds: REQUEST_TIMEOUT_SECONDS,
        // Only the key this tab got from a save or a resume lets a save update the draft (issue 15).
        ...(key ? { headers: { [DRAFT_KEY_HEADER]: key } } : {}),
      });
      const id = (await res.text()).trim();
      if (id) ctx.patch({ ReferenceId: id, [DRAFT_KEY]: res.headers.get(DRAFT_KEY_HEADER) ?? '' });
      setSaved(true);
    } catch {
      // §4/§8: "save failures silently ignored"; the draft in this tab still holds everything.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={save} isBusy={busy} busyLabel={t('wizard.submitting')}>
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
  model: TIME_DEPOSIT_MODEL,
  title: 'timeDeposit.title',
  steps: TD_FIELD_STEPS,
  review: { title: 'timeDeposit.stepTitles.review', render: (props) => <Agreement {...props} /> },
  submitError: 'timeDeposit.errorBody',
  successDialog: { title: 'timeDeposit.thankYouTitle', body: 'timeDeposit.thankYouBody' },
  header: (ctx) => <Header {...ctx} />,
  actions: (ctx) => <SaveButton {...ctx} />,
};

export function TimeDeposit() {
  return <Wizard spec={SPEC} />;
}
