/** Parts of the engine both layouts draw: the error summary, the failure dialog, the parts' context. */
import { useWidget } from '../runtime/context.ts';
import { Dialog, ErrorSummary } from '../ui/index.ts';
import { useFormStore, useAtomValue } from './form-context.tsx';
import { submitErrorKey, type WizardContext, type WizardSpec } from './types.ts';

/** The current step's errors, linked to their fields; takes focus on every failed attempt. */
export function Summary() {
  const { t } = useWidget();
  const fs = useFormStore();
  const items = useAtomValue(fs.summary);
  const attempts = useAtomValue(fs.attempts);
  return <ErrorSummary errors={items.map((x) => ({ name: x.name, message: t(x.key) }))} focusKey={attempts} />;
}

export function useWizardContext(step: number): WizardContext {
  const fs = useFormStore();
  return { step, stepId: fs.form.steps[step]!.id, values: fs.get, patch: fs.patch };
}

export function FailureDialog(props: { spec: WizardSpec; open: boolean; failure: string; onClose(): void }) {
  const { t } = useWidget();
  return (
    <Dialog
      isOpen={props.open}
      role="alertdialog"
      title={t(props.spec.labels?.errorTitle ?? 'wizard.errorTitle')}
      closeLabel={t('common.ok')}
      onClose={props.onClose}
    >
      <p>{t(submitErrorKey(props.spec.submitError, props.failure))}</p>
    </Dialog>
  );
}
