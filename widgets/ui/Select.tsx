/**
 * A native <select> with the kit's label, hint and error: for option lists, where the platform's own
 * picker is the most usable on phones and with screen readers (and costs no bytes). RAC's Select
 * is a collection component, which the kit avoids (docs/decisions.md "Combobox").
 */
import { useT } from '../runtime/context.ts';
import { describedBy, hintAndError, useFieldIds, type FieldProps } from './field.tsx';
import type { Option } from './Choices.tsx';

export interface SelectProps extends FieldProps {
  value: string;
  options: readonly Option[];
  /** Text of the empty first option ("Select…"). */
  placeholder: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** The autofill token of a select that holds the visitor's own data (country, province). */
  autoComplete?: string;
}

export function Select(props: SelectProps) {
  const ids = useFieldIds(props.name);
  const t = useT();
  return (
    <div className="ew-field" data-field={props.name} data-invalid={props.error ? true : undefined}>
      <label className="ew-label" htmlFor={ids.id}>
        {props.label}
      </label>
      {hintAndError(ids, props.hint, props.error, t)}
      <select
        id={ids.id}
        name={props.name}
        className="ew-input ew-select"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-required={props.isRequired || undefined}
        aria-describedby={describedBy(ids, props.hint, props.error)}
        autoComplete={props.autoComplete}
        onChange={(e) => props.onChange((e.currentTarget as HTMLSelectElement).value)}
        onBlur={props.onBlur}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
