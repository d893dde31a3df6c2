import { Input, Label, TextField as RACTextField } from 'react-aria-components/TextField';
import { HintAndError, describedBy, useFieldIds, type FieldProps } from './field.tsx';

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
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
}

/** A labelled text input; the browser's own validation never runs (validationBehavior="aria"). */
export function TextField(props: TextFieldProps) {
  const ids = useFieldIds(props.name);
  return (
    <RACTextField
      id={ids.id}
      className="ew-field"
      data-field={props.name}
      data-invalid={props.error ? true : undefined}
      name={props.name}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      isInvalid={!!props.error}
      isRequired={props.isRequired}
      validationBehavior="aria"
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      maxLength={props.maxLength}
    >
      <Label className="ew-label">{props.label}</Label>
      <HintAndError ids={ids} hint={props.hint} error={props.error} />
      <Input
        className="ew-input"
        placeholder={props.placeholder}
        min={props.min}
        max={props.max}
        step={props.step}
        aria-describedby={describedBy(ids, props.hint, props.error)}
      />
    </RACTextField>
  );
}
