/**
 * Homepage callback form (application-forms.md §2 "Callback form", §4 "Callback", §5, §7 call 9,
 * §8), declared once in shared/callback/form.ts: drawn with the UI kit, its state in the form store
 * (a field re-renders alone), sent through the runtime's submission hook. Checked on submit; after
 * a first attempt messages follow the user's corrections live.
 */
import { useId, useState, type ReactNode } from 'react';
import { request } from '../../shared/api/client.ts';
import { endpoint } from '../../shared/api/endpoints.ts';
import { callbackHandOverHref } from '../../shared/callback/handover.ts';
import type { Values } from '../../shared/forms/contract.ts';
import { useWidget } from '../runtime/context.ts';
import { useSubmission } from '../runtime/submission.ts';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  LegalDialog,
  LinkButton,
  MobileField,
  RadioGroup,
  TextField,
  type LegalDoc,
} from '../ui/index.ts';
import { BranchPicker } from '../wizard/BranchPicker.tsx';
import { FormProvider, useField, useFormStore } from '../wizard/form-context.tsx';
import { Summary } from '../wizard/parts.tsx';
import { CALLBACK } from './schema.ts';

const F = CALLBACK.fields;

/** One field bound to its own atoms: `render` gets its value, message and setter. */
function Bound(props: {
  name: keyof typeof F;
  render(field: { value: Values[string]; error: string | undefined; set(value: Values[string]): void }): ReactNode;
}) {
  const { t } = useWidget();
  const { value, message, set } = useField(props.name);
  return props.render({ value, error: message ? t(message) : undefined, set });
}

const text = (x: unknown) => (typeof x === 'string' ? x : '');

function Form() {
  const { t, apiBase, navigate } = useWidget();
  const fs = useFormStore();
  const sending = useSubmission(CALLBACK.name);
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;
  const submit = async () => {
    // What the check let through, for the call (one per press).
    let output: Values = {};
    const sent = await sending.submit({
      check() {
        const r = fs.attempt();
        if (r.ok) output = r.output;
        return r.ok;
      },
      async send(timeoutSeconds, headers) {
        await request(`${await endpoint(apiBase, CALLBACK.submit, timeoutSeconds)}?${CALLBACK.query(output)}`, {
          timeoutSeconds,
          headers,
        });
        return {};
      },
    });
    if (sent) fs.reset();
  };

  const cont = () => {
    // The chooser, with what was entered for the application forms to use (shared/callback/handover.ts).
    const r = fs.attempt();
    if (r.ok) navigate(callbackHandOverHref(r.output));
  };

  return (
    <form
      className="ew-form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="ew-title" id={titleId}>
        {t('callback.title')}
      </h2>
      <p className="ew-intro">{t('callback.intro')}</p>
      <Summary />
      <Bound
        name="name"
        render={(f) => (
          <TextField
            name="name"
            label={t(F.name.label)}
            value={text(f.value)}
            onChange={f.set}
            autoComplete={F.name.autoComplete}
            error={f.error}
            isRequired
          />
        )}
      />
      <Bound
        name="contactNumber"
        render={(f) => (
          <MobileField
            name="contactNumber"
            label={t(F.contactNumber.label)}
            hint={t(F.contactNumber.hint!)}
            placeholder={t(F.contactNumber.placeholder!)}
            value={text(f.value)}
            onChange={f.set}
            error={f.error}
            isRequired
          />
        )}
      />
      <Bound
        name="preferredSchedule"
        render={(f) => (
          <RadioGroup
            name="preferredSchedule"
            label={t(F.preferredSchedule.label)}
            options={F.preferredSchedule.options!.values.map((s) => ({ value: s, label: t(`callback.${s}`) }))}
            value={text(f.value)}
            onChange={f.set}
            error={f.error}
          />
        )}
      />
      <Bound
        name="preferredStore"
        render={(f) => (
          <BranchPicker
            name="preferredStore"
            label={t(F.preferredStore.label)}
            hint={t(F.preferredStore.hint!)}
            value={text(f.value)}
            onChange={f.set}
            error={f.error}
            isRequired
          />
        )}
      />
      <Bound
        name="products"
        render={(f) => (
          <CheckboxGroup
            name="products"
            label={t(F.products.label)}
            options={F.products.options!.values.map((p) => ({ value: p, label: t(`callback.product.${p}`) }))}
            value={Array.isArray(f.value) ? f.value : []}
            onChange={f.set}
            error={f.error}
          />
        )}
      />
      <Bound
        name="existingCustomer"
        render={(f) => (
          <RadioGroup
            name="existingCustomer"
            label={t(F.existingCustomer.label)}
            options={F.existingCustomer.options!.values.map((y) => ({ value: y, label: t(`callback.${y}`) }))}
            value={text(f.value)}
            onChange={f.set}
            error={f.error}
          />
        )}
      />
      <div>
        <Bound
          name="agreement"
          render={(f) => (
            <Checkbox
              name="agreement"
              label={t(F.agreement.label)}
              value={f.value === true}
              onChange={f.set}
              error={f.error}
            />
          )}
        />
        <p className="ew-hint ew-agree-links">
          <LinkButton onPress={() => setLegal('privacy')} aria-haspopup="dialog">
            {t('callback.privacy')}
          </LinkButton>
          {' · '}
          <LinkButton onPress={() => setLegal('terms')} aria-haspopup="dialog">
            {t('callback.terms')}
          </LinkButton>
        </p>
      </div>
      <div className="ew-actions">
        <Button type="submit" isBusy={sending.status === 'submitting'} busyLabel={t('callback.sending')}>
          {t('callback.submit')}
        </Button>
        <Button variant="secondary" onPress={cont} isDisabled={sending.status === 'submitting'}>
          {t('callback.continue')}
        </Button>
      </div>
      <LegalDialog doc={legal} onClose={() => setLegal(null)} />
      <Dialog
        isOpen={sending.status === 'success'}
        title={t('callback.successTitle')}
        closeLabel={t('common.ok')}
        onClose={() => {
          sending.reset();
          navigate(CALLBACK.submit.thankYou as string);
        }}
      >
        <p>{t('callback.successBody')}</p>
      </Dialog>
      <Dialog
        isOpen={sending.status === 'error'}
        role="alertdialog"
        title={t('callback.errorTitle')}
        closeLabel={t('common.ok')}
        onClose={sending.reset}
      >
        <p>{t('callback.errorBody')}</p>
      </Dialog>
    </form>
  );
}

export function CallbackForm() {
  return (
    <FormProvider form={CALLBACK} draftShape="values" show="submit">
      <Form />
    </FormProvider>
  );
}
