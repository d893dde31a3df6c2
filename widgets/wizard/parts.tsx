/** Parts of the engine both layouts draw: the error summary, the submit's dialogs, the parts' context. */
import { useWidget } from '../runtime/context.ts';
import { Dialog, ErrorSummary } from '../ui/index.ts';
import { useFormStore, useAtomValue } from './form-context.tsx';
import type { Form } from '../../shared/forms/contract.ts';
import { submitErrorKey, type WizardContext, type WizardSpec } from './types.ts';
import type { useFormSubmit } from './useFormSubmit.ts';

/**
 * The current step's errors, linked to their fields; takes focus on every failed attempt. Out of its
 * field's context a message such as "This field is required" says nothing, so each link names its
 * field: its label before the message unless the message says it already, and its section first when
 * another field of the step has the same label (the applicant's and the mother's first name).
 */
export function Summary() {
  const { t } = useWidget();
  const fs = useFormStore();
  const items = useAtomValue(fs.summary);
  const attempts = useAtomValue(fs.attempts);
  const step = useAtomValue(fs.step);
  const { fields, steps } = fs.form;
  const errors = items.map((x) => {
    const field = fields[x.name]!;
    const label = t(field.label);
    const message = t(x.key);
    const own = steps[step]?.fields ?? [];
    const shared = own.some((o) => o !== x.name && t(fields[o]!.label) === label);
    const said = message.toLowerCase().includes(label.toLowerCase());
    const names = [shared ? groupOf(fields, own, x.name, t) : '', said ? '' : label].filter(Boolean);
    return { name: x.name, message: names.length ? `${names.join(', ')}: ${message}` : message };
  });
  return <ErrorSummary errors={errors} focusKey={attempts} />;
}

/** The legend or sub-heading a field is drawn under: its section, else the last heading before it. */
function groupOf(fields: Form['fields'], order: readonly string[], name: string, t: (key: string) => string) {
  const section = fields[name]!.section;
  if (section) return t(section);
  let heading = '';
  for (const f of order) {
    heading = fields[f]!.heading ?? heading;
    if (f === name) break;
  }
  return heading ? t(heading) : '';
}

export function useWizardContext(step: number, busy: boolean): WizardContext {
  const fs = useFormStore();
  return { step, stepId: fs.form.steps[step]!.id, values: fs.get, patch: fs.patch, busy };
}

/** The submit's outcome: the failure alert (§8), and the success dialog when the form has one. */
export function SubmitDialogs({ spec, sending }: { spec: WizardSpec; sending: ReturnType<typeof useFormSubmit> }) {
  const { t } = useWidget();
  return (
    <>
      <Dialog
        isOpen={sending.status === 'error'}
        role="alertdialog"
        title={t(spec.labels?.errorTitle ?? 'form.errorTitle')}
        closeLabel={t('common.ok')}
        onClose={sending.dismiss}
      >
        <p>{t(submitErrorKey(spec.submitError, sending.failure))}</p>
      </Dialog>
      {spec.successDialog ? (
        <Dialog
          isOpen={sending.status === 'success'}
          title={t(spec.successDialog.title)}
          closeLabel={t('common.ok')}
          onClose={sending.done}
        >
          <p>{t(spec.successDialog.body)}</p>
        </Dialog>
      ) : null}
    </>
  );
}
