/** Radio group (native radios), checkbox group and single checkbox (RAC), with the kit's own hint and error. */
import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup as RACCheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { HintAndError, describedBy, useFieldIds, type FieldProps } from './field.tsx';

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
    >
      <span className="ew-label" id={labelId}>
        {props.label}
      </span>
      <HintAndError ids={ids} hint={props.hint} error={props.error} />
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

export function CheckboxGroup<V extends string>(
  props: GroupProps<V> & { value: readonly V[]; onChange(value: V[]): void },
) {
  const ids = useFieldIds(props.name);
  return (
    <RACCheckboxGroup
      className="ew-field"
      data-field={props.name}
      name={props.name}
      value={[...props.value]}
      onChange={(v) => props.onChange(v as V[])}
      isInvalid={!!props.error}
      isRequired={props.isRequired}
      validationBehavior="aria"
      aria-describedby={describedBy(ids, props.hint, props.error)}
    >
      <Label className="ew-label">{props.label}</Label>
      <HintAndError ids={ids} hint={props.hint} error={props.error} />
      <div className={props.column ? 'ew-choices ew-choices-column' : 'ew-choices'}>
        {props.options.map((o) => (
          <CheckMark key={o.value} value={o.value} isDisabled={o.isDisabled}>
            {o.label}
          </CheckMark>
        ))}
      </div>
    </RACCheckboxGroup>
  );
}

function CheckMark(
  props: { value?: string; children: ReactNode; [aria: `aria-${string}`]: string | undefined } & {
    isSelected?: boolean;
    onChange?(v: boolean): void;
    isInvalid?: boolean;
    isDisabled?: boolean | undefined;
    name?: string;
  },
) {
  const { children, ...rest } = props;
  return (
    <RACCheckbox {...rest} className="ew-choice" validationBehavior="aria">
      <span className="ew-mark ew-mark-check" aria-hidden="true">
        {'✓'}
      </span>
      <span>{children}</span>
    </RACCheckbox>
  );
}

/** A single checkbox (e.g. the agreement); `label` is its whole accessible name. */
export function Checkbox(
  props: Omit<FieldProps, 'label'> & { label: ReactNode; value: boolean; onChange(value: boolean): void },
) {
  const ids = useFieldIds(props.name);
  return (
    <div className="ew-field" data-field={props.name} data-invalid={props.error ? true : undefined}>
      <HintAndError ids={ids} hint={props.hint} error={props.error} />
      <CheckMark
        name={props.name}
        isSelected={props.value}
        onChange={props.onChange}
        isInvalid={!!props.error}
        aria-describedby={describedBy(ids, props.hint, props.error)}
      >
        {props.label}
      </CheckMark>
    </div>
  );
}
