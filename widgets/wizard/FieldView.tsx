/** One declared field, drawn with the UI kit by its kind. Formatting happens when the field is left. */
import { conform } from '../../shared/masks.ts';
import { countryName } from '../../shared/places/countries.ts';
import { useT, useWidget } from '../runtime/context.ts';
import { Checkbox, RadioGroup, Select, TextField } from '../ui/index.ts';
import { branchText } from './branch-items.ts';
import { BranchPicker } from './BranchPicker.tsx';
import { formatPesos } from './format.ts';
import type { FieldSpec, Values } from './types.ts';

export interface FieldViewProps {
  spec: FieldSpec;
  values: Values;
  error?: string | undefined;
  set(name: string, value: string | boolean): void;
  touch(name: string): void;
}

export function optionLabel(t: ReturnType<typeof useT>, spec: FieldSpec, value: string, locale = 'en'): string {
  if (spec.kind === 'branch') return branchText(value);
  if (spec.options?.format === 'country') return countryName(value, locale);
  if (!spec.options || spec.options.numeric || !spec.options.labels) return value;
  return t(`${spec.options.labels}.${value}`);
}

export function FieldView({ spec, values, error, set, touch }: FieldViewProps) {
  const { t, locale } = useWidget();
  const label = spec.optional ? `${t(spec.label)} ${t('wizard.optional')}` : t(spec.label);
  const hint = spec.hint ? t(spec.hint) : undefined;
  const value = values[spec.name];
  const common = { name: spec.name, label, hint, error, isRequired: !spec.optional };
  const options = spec.options?.values.map((v) => ({ value: v, label: optionLabel(t, spec, v, locale) })) ?? [];

  const field = (() => {
    switch (spec.kind) {
      case 'select':
        return (
          <Select
            {...common}
            value={String(value ?? '')}
            options={options}
            placeholder={t('wizard.select')}
            onChange={(v) => {
              set(spec.name, v);
              touch(spec.name);
            }}
            onBlur={() => touch(spec.name)}
          />
        );
      case 'radio':
        return (
          <RadioGroup
            {...common}
            value={String(value ?? '')}
            options={options}
            onChange={(v) => {
              set(spec.name, v);
              touch(spec.name);
            }}
          />
        );
      case 'branch':
        return (
          <BranchPicker
            {...common}
            value={String(value ?? '')}
            onChange={(v) => set(spec.name, v)}
            onBlur={() => touch(spec.name)}
          />
        );
      case 'checkbox':
        return <Checkbox {...common} label={label} value={value === true} onChange={(v) => set(spec.name, v)} />;
      default: {
        const bounds = spec.dateBounds?.() ?? {};
        return (
          <TextField
            {...common}
            type={
              spec.kind === 'email' ? 'email' : spec.kind === 'tel' ? 'tel' : spec.kind === 'date' ? 'date' : 'text'
            }
            inputMode={spec.kind === 'amount' ? 'decimal' : spec.inputMode}
            autoComplete={spec.autoComplete}
            placeholder={spec.placeholder}
            min={bounds.min}
            max={bounds.max}
            value={String(value ?? '')}
            onChange={(v) => set(spec.name, v)}
            onBlur={() => {
              const raw = String(values[spec.name] ?? '');
              const tidy = spec.mask ? conform(raw, spec.mask) : spec.kind === 'amount' ? formatPesos(raw) : raw;
              if (tidy !== raw) set(spec.name, tidy);
              touch(spec.name);
            }}
          />
        );
      }
    }
  })();
  return (
    <>
      {spec.heading ? <h3 className="ew-subheading">{t(spec.heading)}</h3> : null}
      <div className={spec.width ? `ew-width-${spec.width}` : undefined}>{field}</div>
    </>
  );
}
