/**
 * Business request-for-callback (site-and-content.md §3 "Inquiry form state" and "Solution contact
 * mapping", §4 "Callback request", §5, §9; application-forms.md §7 call 10). One page, checked on
 * submit; after a first attempt messages follow the user's corrections live.
 *
 * Attributes: `variant` (deposit-page | investment), `solution` (one of the seven solutions of the
 * contact mapping: its title and e-mail are shown), `timeout` (seconds).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { RequestFailure, apiUrl, request } from '../../shared/api/client.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';
import { validate } from '../../shared/messages.ts';
import { useWidget } from '../runtime/context.ts';
import { BranchPicker } from '../wizard/BranchPicker.tsx';
import { draftKey, useDraft } from '../runtime/draft.ts';
import {
  Button,
  Dialog,
  ErrorSummary,
  LegalDialog,
  LinkButton,
  MobileField,
  RadioGroup,
  Select,
  TextField,
  type LegalDoc,
} from '../ui/index.ts';
import {
  BUSINESS_CALLBACK_FIELD_ORDER,
  BUSINESS_TYPES,
  DISABLED_TOPICS,
  INQUIRY_TOPICS,
  LOAN_PURPOSES,
  LOAN_TOPIC,
  REQUEST_CALLBACK_PATH,
  TIMES,
  YES_NO,
  buildPayload,
  businessCallbackSchema,
  dayBounds,
  emptyBusinessCallback,
  forValidation,
  formatAmount,
  payloadFormData,
  requestCallbackThankYou,
  resolveSolution,
  timeParts,
  type BusinessCallbackValues,
} from './schema.ts';
import { TopicGroup } from './TopicGroup.tsx';

/** §4 "Callback request: idle, loading, success or failed, reset to idle". */
type Status = 'idle' | 'loading' | 'success' | 'failed';
const FORM = 'request-for-callback';

export function BusinessCallback() {
  const { t, host, apiBase, options, emit, navigate, seed } = useWidget();
  const solution = resolveSolution(options.solution, options.variant);
  const [values, setValues, clearDraft] = useDraft<BusinessCallbackValues>(
    draftKey(host),
    () => emptyBusinessCallback(solution?.key),
    (v) => ({ ...v, ...(seed as Partial<BusinessCallbackValues>) }),
  );
  const [attempts, setAttempts] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const inFlight = useRef(false);
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;
  const k = (key: string) => t(`businessCallback.${key}`);

  const set = useCallback(
    <K extends keyof BusinessCallbackValues>(key: K) =>
      (value: BusinessCallbackValues[K]) =>
        setValues((prev) => ({ ...prev, [key]: value })),
    [setValues],
  );
  const setDay = (index: 0 | 1) => (value: string) =>
    setValues((prev) => {
      const day: [string, string] = [...prev.preferredDay];
      day[index] = value;
      return { ...prev, preferredDay: day };
    });

  const loan = values.inquireAbout.includes(LOAN_TOPIC);
  const result = validate(businessCallbackSchema, forValidation(values));
  const shownErrors = attempts > 0 ? result.errors : {};
  const message = (field: string) => (shownErrors[field] ? t(shownErrors[field]) : undefined);
  const summary = BUSINESS_CALLBACK_FIELD_ORDER.filter((f) => shownErrors[f]).map((f) => ({
    name: f,
    message: t(shownErrors[f]!),
  }));
  const bounds = dayBounds();

  const submit = async () => {
    if (inFlight.current) return; // a second press while sending sends nothing
    setAttempts((n) => n + 1);
    if (!result.ok) return;
    inFlight.current = true;
    setStatus('loading');
    emit('ew:submit', { form: FORM });
    const timeout = Number(options.timeout) > 0 ? Number(options.timeout) : REQUEST_TIMEOUT_SECONDS;
    const payload = buildPayload(result.output, {
      solution: solution?.key,
      variant: typeof options.variant === 'string' ? options.variant : undefined,
    });
    try {
      const response = await request(apiUrl(apiBase, REQUEST_CALLBACK_PATH), {
        method: 'POST',
        body: payloadFormData(payload),
        timeoutSeconds: timeout,
      });
      let id = '';
      try {
        const body = (await response.json()) as { status?: unknown; id?: unknown };
        if (body.status === 'OK' && (typeof body.id === 'string' || typeof body.id === 'number')) id = String(body.id);
      } catch {
        /* not JSON: handled below */
      }
      if (!id) throw new RequestFailure('http', response.status);
      setStatus('success');
      clearDraft();
      setAttempts(0);
      emit('ew:success', { form: FORM, id });
      setStatus('idle'); // reset to idle (§4)
      navigate(requestCallbackThankYou(id));
    } catch (error) {
      setStatus('failed');
      emit('ew:error', { form: FORM, kind: error instanceof RequestFailure ? error.kind : 'network' });
    } finally {
      inFlight.current = false;
    }
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
        {solution ? `${k('title')}: ${solution.titleSolution}` : k('title')}
      </h2>
      <p className="ew-intro">{k('intro')}</p>
      {solution && (
        <p className="ew-solution" data-solution={solution.key}>
          {t('businessCallback.solutionIntro', { title: solution.titleSolution })} {k('solutionEmail')}{' '}
          <a href={`mailto:${solution.emailSolution}`}>{solution.emailSolution}</a>.
        </p>
      )}
      <ErrorSummary errors={summary} focusKey={attempts} />

      <fieldset className="ew-section">
        <legend>{k('businessSection')}</legend>
        <TextField
          name="businessName"
          label={k('businessName')}
          value={values.businessName}
          onChange={set('businessName')}
          autoComplete="organization"
          error={message('businessName')}
          isRequired
        />
        <Select
          name="typeOfBusiness"
          label={k('typeOfBusiness')}
          placeholder={k('select')}
          options={BUSINESS_TYPES.map((b) => ({ value: b, label: k(`businessType.${b}`) }))}
          value={values.typeOfBusiness}
          onChange={set('typeOfBusiness')}
          error={message('typeOfBusiness')}
          isRequired
        />
        {values.typeOfBusiness === 'Others' && (
          <TextField
            name="other"
            label={k('other')}
            value={values.other}
            onChange={set('other')}
            error={message('other')}
            isRequired
          />
        )}
        <RadioGroup
          name="hasAnExistingAccount"
          label={k('hasAnExistingAccount')}
          options={YES_NO.map((y) => ({ value: y, label: k(y) }))}
          value={values.hasAnExistingAccount as (typeof YES_NO)[number] | ''}
          onChange={set('hasAnExistingAccount')}
          error={message('hasAnExistingAccount')}
          isRequired
        />
      </fieldset>

      <fieldset className="ew-section">
        <legend>{k('contactSection')}</legend>
        <TextField
          name="name"
          label={k('name')}
          value={values.name}
          onChange={set('name')}
          autoComplete="name"
          error={message('name')}
          isRequired
        />
        <TextField
          name="email"
          label={k('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          error={message('email')}
          isRequired
        />
        <MobileField
          name="primaryMobileNumber"
          label={k('mobile')}
          hint={k('mobileHint')}
          value={values.primaryMobileNumber}
          onChange={set('primaryMobileNumber')}
          error={message('primaryMobileNumber')}
          isRequired
        />
        <BranchPicker
          name="preferredStore"
          label={k('store')}
          hint={k('storeHint')}
          value={values.preferredStore}
          onChange={set('preferredStore')}
          error={message('preferredStore')}
          isRequired
        />
      </fieldset>

      <fieldset className="ew-section">
        <legend>{k('inquirySection')}</legend>
        <TopicGroup
          name="inquireAbout"
          label={k('inquireAbout')}
          hint={k('othersDisabled')}
          options={INQUIRY_TOPICS.map((x) => ({
            value: x,
            label: k(`topic.${x}`),
            isDisabled: DISABLED_TOPICS.includes(x),
          }))}
          value={values.inquireAbout}
          onChange={set('inquireAbout')}
          error={message('inquireAbout')}
          isRequired
        />
        {loan && (
          <>
            <Select
              name="purposeLoan"
              label={k('purposeLoan')}
              placeholder={k('select')}
              options={LOAN_PURPOSES.map((p) => ({ value: p, label: k(`purpose.${p}`) }))}
              value={values.purposeLoan}
              onChange={set('purposeLoan')}
              error={message('purposeLoan')}
              isRequired
            />
            <TextField
              name="loanAmount"
              label={k('loanAmount')}
              hint={k('loanAmountHint')}
              inputMode="numeric"
              value={values.loanAmount}
              onChange={(text) => set('loanAmount')(formatAmount(text))}
              error={message('loanAmount')}
              isRequired
            />
          </>
        )}
      </fieldset>

      <fieldset className="ew-section">
        <legend>{k('scheduleSection')}</legend>
        <div className="ew-field" role="group" aria-label={k('preferredDay')} data-field="preferredDay">
          <p className="ew-label" aria-hidden="true">
            {k('preferredDay')}
          </p>
          <div className="ew-pair">
            <TextField
              name="preferredDayFrom"
              label={k('dayFrom')}
              type="date"
              min={bounds.min}
              max={bounds.max}
              value={values.preferredDay[0]}
              onChange={setDay(0)}
              error={message('preferredDay')}
              isRequired
            />
            <TextField
              name="preferredDayTo"
              label={k('dayTo')}
              type="date"
              min={values.preferredDay[0] || bounds.min}
              max={bounds.max}
              value={values.preferredDay[1]}
              onChange={setDay(1)}
              isRequired
            />
          </div>
        </div>
        <div className="ew-pair">
          <Select
            name="timeIn"
            label={k('timeIn')}
            placeholder={k('select')}
            options={TIMES.slice(0, -1).map((x) => ({ value: x, label: timeLabel(x) }))}
            value={values.timeIn}
            onChange={set('timeIn')}
            error={message('timeIn')}
            isRequired
          />
          <Select
            name="timeTo"
            label={k('timeTo')}
            placeholder={k('select')}
            options={TIMES.slice(1).map((x) => ({ value: x, label: timeLabel(x) }))}
            value={values.timeTo}
            onChange={set('timeTo')}
            error={message('timeTo')}
            isRequired
          />
        </div>
      </fieldset>

      <p className="ew-hint ew-agree-links">
        {k('privacyBefore')}{' '}
        <LinkButton onPress={() => setLegal('privacy')} aria-haspopup="dialog">
          {k('privacy')}
        </LinkButton>{' '}
        {k('privacyAnd')}{' '}
        <LinkButton onPress={() => setLegal('terms')} aria-haspopup="dialog">
          {k('terms')}
        </LinkButton>
        .
      </p>
      <div className="ew-actions">
        <Button type="submit" isBusy={status === 'loading'} busyLabel={k('sending')}>
          {k('submit')}
        </Button>
      </div>
      <LegalDialog doc={legal} onClose={() => setLegal(null)} />
      <Dialog
        isOpen={status === 'failed'}
        role="alertdialog"
        title={k('errorTitle')}
        closeLabel={t('common.ok')}
        onClose={() => setStatus('idle')}
      >
        <p>{k('errorBody')}</p>
      </Dialog>
    </form>
  );
}

function timeLabel(hhmm: string): string {
  const { hour, period } = timeParts(hhmm);
  return `${hour} ${period}`;
}
