/**
 * One declared field (shared/forms/contract.ts), drawn with the UI kit by its kind and bound to its
 * own atoms in the form store: typing re-renders this field and its message only. Formatting never
 * fights typing: masks and amounts are tidied when the field is left (`live` formats while typing).
 */
import type { ReactNode } from 'react';
import { clockLabel } from '../../shared/format.ts';
import { useT, useWidget } from '../runtime/context.ts';
import { Checkbox, CheckboxGroup, RadioGroup, Select, TextField } from '../ui/index.ts';
import { branchText } from './branch-items.ts';
import { BranchPicker } from './BranchPicker.tsx';
import { useAtomValue, useField, useFormStore } from './form-context.tsx';
import type { FormField } from './types.ts';
import './texts.ts';

export function optionLabel(t: ReturnType<typeof useT>, spec: FormField, value: string, locale = 'en'): string {
  if (spec.kind === 'branch') return branchText(value);
  if (spec.kind === 'time') return clockLabel(value);
  if (spec.options?.format) return spec.options.format(value, locale);
  if (!spec.options || spec.options.numeric || !spec.options.labels) return value;
  return t(`${spec.options.labels}.${value}`);
}

/** What a field draws where the form shows it: nothing while hidden. */
export function Shown({ name, children }: { name: string; children: ReactNode }) {
  const visible = useAtomValue(useFormStore().visible(name));
  return visible ? children : null;
}

export function FieldView({ spec }: { spec: FormField }) {
  const { t, locale } = useWidget();
  const fs = useFormStore();
  const { value, message, set, touch } = useField(spec.name);
  const label = spec.optional ? `${t(spec.label)} ${t('form.optional')}` : t(spec.label);
  const hint = spec.hint ? t(spec.hint) : undefined;
  const error = message ? t(message) : undefined;
  const common = { name: spec.name, label, hint, error, isRequired: !spec.optional };
  const options =
    spec.options?.values.map((v) => ({
      value: v,
      label: optionLabel(t, spec, v, locale),
      ...(spec.options?.disabled?.includes(v) ? { isDisabled: true } : {}),
    })) ?? [];
  const text = typeof value === 'string' ? value : '';
  const bounds = spec.dateBounds?.() ?? {};
  const rule = spec.dateBounds?.range;
  const range = rule ? `${rule.min ?? ''} ${rule.max ?? ''}` : undefined;
  /**
   * The field was left (Tab, a click elsewhere): its message may show once the frame that moved the
   * focus has painted, so the step's check the message needs is not part of that key's or click's
   * response. (Left by pressing Next, it may be touched after the move: harmless, as going to a step
   * clears what was touched.)
   */
  const leave = () => requestAnimationFrame(() => setTimeout(touch));
  /** A choice is made at once: its message may show. */
  const choose = (v: string) => {
    set(v);
    touch();
  };

  const field = (() => {
    switch (spec.kind) {
      case 'select':
        return (
          <Select
            {...common}
            value={text}
            options={options}
            placeholder={t(spec.placeholder ?? 'form.select')}
            autoComplete={spec.autoComplete}
            onChange={choose}
            onBlur={leave}
          />
        );
      case 'radio':
        return <RadioGroup {...common} value={text} options={options} onChange={choose} />;
      case 'branch':
        return <BranchPicker {...common} value={text} onChange={set} onBlur={leave} />;
      case 'checkbox':
        return <Checkbox {...common} label={label} value={value === true} onChange={set} />;
      case 'checkboxes':
        return (
          <CheckboxGroup
            {...common}
            column={spec.options?.column}
            options={options}
            value={Array.isArray(value) ? value : []}
            onChange={set}
          />
        );
      case 'days': {
        const [from = '', to = ''] = Array.isArray(value) ? value : [];
        return (
          <div className="ew-field" role="group" aria-label={label} data-field={spec.name}>
            <p className="ew-label" aria-hidden="true">
              {label}
            </p>
            <div className="ew-pair">
              <TextField
                name={`${spec.name}From`}
                label={t(spec.parts![0])}
                type="date"
                min={bounds.min}
                max={bounds.max}
                range={range}
                value={from}
                onChange={(v) => set([v, to])}
                error={error}
                isRequired={common.isRequired}
              />
              <TextField
                name={`${spec.name}To`}
                label={t(spec.parts![1])}
                type="date"
                min={from || bounds.min}
                max={bounds.max}
                range={from ? undefined : range}
                value={to}
                onChange={(v) => set([from, v])}
                isRequired={common.isRequired}
              />
            </div>
          </div>
        );
      }
      default:
        return (
          <TextField
            {...common}
            type={
              spec.kind === 'email' || spec.kind === 'tel' || spec.kind === 'date' || spec.kind === 'time'
                ? spec.kind
                : 'text'
            }
            inputMode={spec.kind === 'amount' ? 'numeric' : spec.inputMode}
            autoComplete={spec.autoComplete}
            placeholder={spec.placeholder ? t(spec.placeholder) : undefined}
            min={bounds.min}
            max={bounds.max}
            range={range}
            step={spec.step}
            value={text}
            onChange={(v) => set(spec.live ? spec.live(v) : v)}
            onBlur={() => {
              const now = fs.store.get(fs.value(spec.name));
              const raw = typeof now === 'string' ? now : '';
              const tidy = fs.form.tidy(spec.name, raw);
              if (tidy !== raw) set(tidy);
              leave();
            }}
          />
        );
    }
  })();
  return (
    <>
      {spec.heading ? <h3 className="ew-subheading">{t(spec.heading)}</h3> : null}
      {spec.width ? <div className={`ew-width-${spec.width}`}>{field}</div> : field}
    </>
  );
}
