import { useT } from '../runtime/context.ts';
import { RANGE_ATTR } from '../runtime/first-screen-dates.ts';
import { describedBy, hintAndError, useFieldIds, type FieldProps } from './field.tsx';

export interface TextFieldProps extends FieldProps {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  type?: 'text' | 'tel' | 'email' | 'date' | 'time';
  /** Bounds of a date (yyyy-MM-dd) or time (HH:mm) field. */
  min?: string;
  max?: string;
  /** A time field's step in seconds. */
  step?: number;
  /**
   * The rules of a date field's bounds, "min max" (shared/day-rules.ts, e.g. "y-80 y-18"): a prerendered
   * first screen computes min and max from them on the visitor's day (runtime/first-screen.ts).
   */
  range?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

/**
 * A labelled text input; the browser's own validation never runs (no `required`: aria-required, and
 * our own messages). A native <label for> and <input>, with the attributes RAC's TextField gave them
 * (aria-labelledby, aria-required, aria-invalid, data-invalid): RAC's hooks added nothing a text
 * input needs, and cost several components, effects and a second render per field at start-up.
 */
export function TextField(props: TextFieldProps) {
  const ids = useFieldIds(props.name);
  const t = useT();
  const labelId = `${ids.id}-label`;
  return (
    <div
      className="ew-field"
      data-field={props.name}
      data-invalid={props.error ? true : undefined}
      data-required={props.isRequired || undefined}
    >
      <label id={labelId} htmlFor={ids.id} className="ew-label">
        {props.label}
      </label>
      {hintAndError(ids, props.hint, props.error, t)}
      <input
        id={ids.id}
        className="ew-input"
        type={props.type ?? 'text'}
        name={props.name}
        value={props.value}
        onInput={(e) => props.onChange(e.currentTarget.value)}
        onBlur={props.onBlur ? () => props.onBlur!() : undefined}
        aria-required={props.isRequired || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-labelledby={labelId}
        aria-describedby={describedBy(ids, props.hint, props.error)}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        min={props.min}
        max={props.max}
        step={props.step}
        {...{ [RANGE_ATTR]: props.range }}
      />
    </div>
  );
}
