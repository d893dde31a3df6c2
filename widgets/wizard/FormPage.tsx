/**
 * A one-step form on the engine (the homepage and business callbacks): the form's one step on one
 * page, grouped in fieldsets by section and in lines by row, checked on Submit (messages and the
 * summary after the first attempt, then live), sent like a wizard's, with the same store, fields,
 * submit and dialogs.
 */
import { useId, type ReactNode } from 'react';
import type { FormField } from '../../shared/forms/contract.ts';
import { useWidget } from '../runtime/context.ts';
import { Button } from '../ui/index.ts';
import { FieldView, Shown } from './FieldView.tsx';
import { FormProvider } from './form-context.tsx';
import { SubmitDialogs, Summary, useWizardContext } from './parts.tsx';
import type { WizardSpec } from './types.ts';
import { useFormSubmit } from './useFormSubmit.ts';
import './texts.ts';

export function FormPage({ spec }: { spec: WizardSpec }) {
  const { options } = useWidget();
  return (
    <FormProvider form={spec.form} initial={spec.initial?.(options)} draftShape="values" show="submit">
      <PageForm spec={spec} />
    </FormProvider>
  );
}

/** Consecutive fields of one section share a fieldset; of one row, a line. */
function groups<T extends { section?: string | undefined; row?: string | undefined }>(
  items: readonly T[],
  key: 'section' | 'row',
) {
  const out: { key: string | undefined; items: T[] }[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && last.key !== undefined && last.key === item[key]) last.items.push(item);
    else out.push({ key: item[key], items: [item] });
  }
  return out;
}

function Fields({ fields }: { fields: readonly FormField[] }): ReactNode {
  return groups(fields, 'row').map((row) => {
    const views = row.items.map((f) => (
      <Shown key={f.name} name={f.name}>
        <FieldView spec={f} />
      </Shown>
    ));
    return row.key === undefined ? (
      views
    ) : (
      <div key={row.key} className="ew-pair">
        {views}
      </div>
    );
  });
}

function PageForm({ spec }: { spec: WizardSpec }) {
  const { t, options } = useWidget();
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;
  const sending = useFormSubmit(spec);
  const { form } = spec;
  const step = form.steps[0]!;
  const ctx = useWizardContext(0, sending.status === 'submitting');
  const suffix = spec.titleSuffix?.(options);
  const fields = step.fields.map((name) => form.fields[name]!);

  return (
    <form
      className="ew-form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void sending.submit();
      }}
    >
      <h2 className="ew-title" id={titleId}>
        {suffix ? `${t(spec.title)}: ${suffix}` : t(spec.title)}
      </h2>
      {spec.header?.(ctx)}
      <Summary />
      {groups(fields, 'section').map((section, i) =>
        section.key === undefined ? (
          <Fields key={i} fields={section.items} />
        ) : (
          <fieldset key={section.key} className="ew-section">
            <legend>{t(section.key)}</legend>
            <Fields fields={section.items} />
          </fieldset>
        ),
      )}
      {spec.footer?.()}
      <div className="ew-actions">
        <Button
          type="submit"
          isBusy={sending.status === 'submitting'}
          busyLabel={t(spec.labels?.busy ?? 'form.submitting')}
        >
          {t(spec.labels?.submit ?? 'form.submit')}
        </Button>
        {spec.actions?.(ctx)}
      </div>
      <SubmitDialogs spec={spec} sending={sending} />
    </form>
  );
}
