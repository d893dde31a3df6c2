/**
 * Homepage callback form (application-forms.md §2 "Callback form", §4 "Callback", §5, §7 call 9,
 * §8). Checked on submit; after a first attempt messages follow the user's corrections live.
 */
import { useCallback, useId, useRef, useState } from 'react';
import { RequestFailure, apiUrl, request } from '../../shared/api/client.ts';
import { APPLICATION_FORM_ROUTE, PATHS, REQUEST_TIMEOUT_SECONDS, THANK_YOU } from '../../shared/config.ts';
import { validate } from '../../shared/messages.ts';
import { useWidget } from '../runtime/context.ts';
import { BranchPicker } from '../wizard/BranchPicker.tsx';
import { draftKey, useDraft } from '../runtime/draft.ts';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  ErrorSummary,
  LegalDialog,
  LinkButton,
  MobileField,
  RadioGroup,
  TextField,
  type LegalDoc,
} from '../ui/index.ts';
import {
  CALLBACK_FIELD_ORDER,
  PRODUCTS,
  SCHEDULES,
  YES_NO,
  callbackQueryString,
  callbackSchema,
  emptyCallback,
  type CallbackValues,
} from './schema.ts';

type Status = 'idle' | 'submitting' | 'success' | 'error';

export function CallbackForm() {
  const { t, host, apiBase, options, emit, navigate, seed } = useWidget();
  const [values, setValues, clearDraft] = useDraft<CallbackValues>(draftKey(host), emptyCallback, (v) => ({
    ...v,
    ...(seed as Partial<CallbackValues>),
  }));
  const [attempts, setAttempts] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const inFlight = useRef(false);
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;

  const set = useCallback(
    <K extends keyof CallbackValues>(key: K) =>
      (value: CallbackValues[K]) =>
        setValues((prev) => ({ ...prev, [key]: value })),
    [setValues],
  );

  const result = validate(callbackSchema, values);
  const shownErrors = attempts > 0 ? result.errors : {};
  const message = (field: string) => (shownErrors[field] ? t(shownErrors[field]) : undefined);
  const summary = CALLBACK_FIELD_ORDER.filter((f) => shownErrors[f]).map((f) => ({
    name: f,
    message: t(shownErrors[f]!),
  }));

  const check = () => {
    setAttempts((n) => n + 1);
    return result;
  };

  const submit = async () => {
    if (inFlight.current) return; // a second press while sending sends nothing
    const checked = check();
    if (!checked.ok) return;
    inFlight.current = true;
    setStatus('submitting');
    emit('ew:submit', { form: 'callback' });
    const timeout = Number(options.timeout) > 0 ? Number(options.timeout) : REQUEST_TIMEOUT_SECONDS;
    try {
      await request(`${apiUrl(apiBase, PATHS.callback)}?${callbackQueryString(checked.output)}`, {
        timeoutSeconds: timeout,
      });
      clearDraft();
      setAttempts(0);
      setStatus('success');
      emit('ew:success', { form: 'callback' });
    } catch (error) {
      setStatus('error');
      emit('ew:error', { form: 'callback', kind: error instanceof RequestFailure ? error.kind : 'network' });
    } finally {
      inFlight.current = false;
    }
  };

  const cont = () => {
    if (check().ok) navigate(APPLICATION_FORM_ROUTE);
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
      <ErrorSummary errors={summary} focusKey={attempts} />
      <TextField
        name="name"
        label={t('callback.name')}
        value={values.name}
        onChange={set('name')}
        autoComplete="name"
        error={message('name')}
        isRequired
      />
      <MobileField
        name="contactNumber"
        label={t('callback.mobile')}
        hint={t('callback.mobileHint')}
        placeholder={t('callback.mobilePlaceholder')}
        value={values.contactNumber}
        onChange={set('contactNumber')}
        error={message('contactNumber')}
        isRequired
      />
      <RadioGroup
        name="preferredSchedule"
        label={t('callback.schedule')}
        options={SCHEDULES.map((s) => ({ value: s, label: t(`callback.${s}`) }))}
        value={values.preferredSchedule}
        onChange={set('preferredSchedule')}
        error={message('preferredSchedule')}
      />
      <BranchPicker
        name="preferredStore"
        label={t('callback.store')}
        hint={t('callback.storeHint')}
        value={values.preferredStore}
        onChange={set('preferredStore')}
        error={message('preferredStore')}
        isRequired
      />
      <CheckboxGroup
        name="products"
        label={t('callback.products')}
        options={PRODUCTS.map((p) => ({ value: p, label: t(`callback.product.${p}`) }))}
        value={values.products}
        onChange={set('products')}
        error={message('products')}
      />
      <RadioGroup
        name="existingCustomer"
        label={t('callback.existing')}
        options={YES_NO.map((y) => ({ value: y, label: t(`callback.${y}`) }))}
        value={values.existingCustomer}
        onChange={set('existingCustomer')}
        error={message('existingCustomer')}
      />
      <div>
        <Checkbox
          name="agreement"
          label={`${t('callback.agreeBefore')} ${t('callback.privacy')} ${t('callback.agreeAnd')} ${t('callback.terms')}`}
          value={values.agreement}
          onChange={set('agreement')}
          error={message('agreement')}
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
        <Button type="submit" isBusy={status === 'submitting'} busyLabel={t('callback.sending')}>
          {t('callback.submit')}
        </Button>
        <Button variant="secondary" onPress={cont} isDisabled={status === 'submitting'}>
          {t('callback.continue')}
        </Button>
      </div>
      <LegalDialog doc={legal} onClose={() => setLegal(null)} />
      <Dialog
        isOpen={status === 'success'}
        title={t('callback.successTitle')}
        closeLabel={t('common.ok')}
        onClose={() => {
          setStatus('idle');
          navigate(THANK_YOU.callback);
        }}
      >
        <p>{t('callback.successBody')}</p>
      </Dialog>
      <Dialog
        isOpen={status === 'error'}
        role="alertdialog"
        title={t('callback.errorTitle')}
        closeLabel={t('common.ok')}
        onClose={() => setStatus('idle')}
      >
        <p>{t('callback.errorBody')}</p>
      </Dialog>
    </form>
  );
}
