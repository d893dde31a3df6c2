/** Radio group, checkbox group and single checkbox (native inputs), with the kit's own hint and error. */
import type { ReactNode } from 'react';
import { useT } from '../runtime/context.ts';
import { describedBy, hintAndError, useFieldIds, type FieldProps } from './field.tsx';

export interface Option<V extends string = string> {
  value: V;
  label: string;
  /** Shown but never selectable (e.g. §9's "Others (disabled)" topic). */
  isDisabled?: boolean;
}

interface GroupProps<V extends string> extends FieldProps {
  options: readonly Option<V>[];
  /** Lay options out in a column (long labels) instead of a wrapping row. */
  column?: boolean;
}

/**
 * A radio group of native radios (not RAC's RadioGroup): the browser already gives one Tab stop, arrow
 * keys that move and choose, and the group's name, and RAC's version would bring its focus-scope
 * machinery into the code every widget loads (docs/performance.md). The mark follows the input so its
 * states are styled with sibling selectors (no :has(), for the browser floor).
 */
export function RadioGroup<V extends string>(props: GroupProps<V> & { value: V | ''; onChange(value: V): void }) {
  const ids = useFieldIds(props.name);
  const t = useT();
  const labelId = `${ids.id}-label`;
  const invalid = props.error ? true : undefined;
  return (
    <div
      className="ew-field"
      data-field={props.name}
      data-invalid={invalid}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy(ids, props.hint, props.error)}
      aria-required={props.isRequired || undefined}
      aria-invalid={invalid}
      aria-errormessage={invalid && ids.errorId}
    >
      <span className="ew-label" id={labelId}>
        {props.label}
      </span>
      {hintAndError(ids, props.hint, props.error, t)}
      <div className={props.column ? 'ew-choices ew-choices-column' : 'ew-choices'}>
        {props.options.map((o) => {
          const checked = props.value === o.value;
          return (
            <label
              key={o.value}
              className="ew-choice"
              data-selected={checked || undefined}
              data-invalid={invalid}
              data-disabled={o.isDisabled || undefined}
            >
              <input
                type="radio"
                className="ew-vh ew-choice-input"
                name={props.name}
                value={o.value}
                checked={checked}
                disabled={o.isDisabled}
                // Said with the radio that takes focus: screen readers do not read a group's state then.
                aria-invalid={invalid}
                aria-describedby={invalid && ids.errorId}
                onChange={() => props.onChange(o.value)}
              />
              <span className="ew-mark ew-mark-radio" aria-hidden="true" />
              {o.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A group of native checkboxes (not RAC's CheckboxGroup), for the reasons the radio group gives: the
 * browser already toggles with Space and names each box by its label, and RAC's toggle and group state
 * cost every widget about 2 KB brotli (docs/performance.md).
 */
export function CheckboxGroup<V extends string>(
  props: GroupProps<V> & { value: readonly V[]; onChange(value: V[]): void },
) {
  const ids = useFieldIds(props.name);
  const t = useT();
  const labelId = `${ids.id}-label`;
  const invalid = !!props.error;
  return (
    <div
      className="ew-field"
      data-field={props.name}
      data-invalid={invalid || undefined}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy(ids, props.hint, props.error)}
    >
      <span className="ew-label" id={labelId}>
        {props.label}
      </span>
      {hintAndError(ids, props.hint, props.error, t)}
      <div className={props.column ? 'ew-choices ew-choices-column' : 'ew-choices'}>
        {props.options.map((o) => (
          <CheckMark
            key={o.value}
            name={props.name}
            value={o.value}
            isDisabled={o.isDisabled}
            isInvalid={invalid}
            isSelected={props.value.includes(o.value)}
            onChange={(on) => props.onChange(on ? [...props.value, o.value] : props.value.filter((v) => v !== o.value))}
          >
            {o.label}
          </CheckMark>
        ))}
      </div>
    </div>
  );
}

/** One native checkbox and its mark; states on the label as the radios' (the kit's CSS). */
function CheckMark(props: {
  name: string;
  value?: string;
  children: ReactNode;
  isSelected: boolean;
  onChange(on: boolean): void;
  isInvalid: boolean;
  isDisabled?: boolean | undefined;
  describedBy?: string | undefined;
}) {
  return (
    <label
      className="ew-choice"
      data-selected={props.isSelected || undefined}
      data-invalid={props.isInvalid || undefined}
      data-disabled={props.isDisabled || undefined}
    >
      <input
        type="checkbox"
        className="ew-vh ew-choice-input"
        name={props.name}
        value={props.value}
        checked={props.isSelected}
        disabled={props.isDisabled}
        aria-invalid={props.isInvalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />
      <span className="ew-mark ew-mark-check" aria-hidden="true">
        {'✓'}
      </span>
      <span>{props.children}</span>
    </label>
  );
}

/** A single checkbox (e.g. the agreement); `label` is its whole accessible name. */
export function Checkbox(
  props: Omit<FieldProps, 'label'> & { label: ReactNode; value: boolean; onChange(value: boolean): void },
) {
  const ids = useFieldIds(props.name);
  const t = useT();
  return (
    <div className="ew-field" data-field={props.name} data-invalid={props.error ? true : undefined}>
      {hintAndError(ids, props.hint, props.error, t)}
      <CheckMark
        name={props.name}
        isSelected={props.value}
        onChange={props.onChange}
        isInvalid={!!props.error}
        describedBy={describedBy(ids, props.hint, props.error)}
      >
        {props.label}
      </CheckMark>
    </div>
  );
}
