/** Radio group, checkbox group and single checkbox (native inputs), with the kit's own hint and error. */
import type { ReactNode } from 'react';
import { useT } from '../runtime/context.ts';
import { describedBy, hintAndError, useFieldIds, type FieldProps } from './field.tsx';
import { tick } from './glyphs.tsx';

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
  return useGroup(props, 'radio', (v) => props.value === v, props.onChange);
}

/**
 * A group of native checkboxes (not RAC's CheckboxGroup), for the reasons the radio group gives: the
 * browser already toggles with Space and names each box by its label, and RAC's toggle and group state
 * cost every widget about 2 KB brotli (docs/performance.md).
 */
export function CheckboxGroup<V extends string>(
  props: GroupProps<V> & { value: readonly V[]; onChange(value: V[]): void },
) {
  return useGroup(
    props,
    'checkbox',
    (v) => props.value.includes(v),
    (v, on) => props.onChange(on ? [...props.value, v] : props.value.filter((x) => x !== v)),
  );
}

/**
 * The two groups' one body: label, hint and error, then a choice per option. Only the radio group is
 * required or invalid as a whole (ARIA allows neither on role=group: each checkbox says invalid).
 */
function useGroup<V extends string>(
  props: GroupProps<V>,
  type: ChoiceType,
  isOn: (value: V) => boolean,
  toggle: (value: V, on: boolean) => void,
) {
  const ids = useFieldIds(props.name);
  const t = useT();
  const labelId = `${ids.id}-label`;
  const invalidId = `${ids.id}-invalid`;
  const invalid = props.error ? true : undefined;
  const radio = type === 'radio';
  return (
    <div
      className="ew-field"
      data-field={props.name}
      data-invalid={invalid}
      role={radio ? 'radiogroup' : 'group'}
      aria-labelledby={labelId}
      aria-describedby={describedBy(ids, props.hint, props.error)}
      aria-required={(radio && props.isRequired) || undefined}
      aria-invalid={radio ? invalid : undefined}
      aria-errormessage={radio && invalid ? ids.errorId : undefined}
    >
      <span className="ew-label" id={labelId}>
        {props.label}
      </span>
      {hintAndError(ids, props.hint, props.error, t)}
      {radio && invalid ? (
        <span id={invalidId} hidden>
          {t('common.radioInvalid')}
        </span>
      ) : null}
      <div className={props.column ? 'ew-choices ew-choices-column' : 'ew-choices'}>
        {props.options.map((o) =>
          choice(
            type,
            props.name,
            o.label,
            isOn(o.value),
            (on) => toggle(o.value, on),
            invalid,
            o.isDisabled,
            o.value,
            // Said with the radio that takes focus: screen readers do not read a group's state then,
            // and Orca 43 reads no invalid state on a radio at all, so the description says it first.
            radio && invalid ? `${invalidId} ${ids.errorId}` : undefined,
          ),
        )}
      </div>
    </div>
  );
}

type ChoiceType = 'radio' | 'checkbox';

/**
 * One native radio or checkbox and its mark; states on the label, so the kit's CSS styles both alike.
 * Plain elements from a function, as field.tsx's hintAndError: no component instance per option.
 */
function choice(
  type: ChoiceType,
  name: string,
  label: ReactNode,
  isOn: boolean,
  onChange: (on: boolean) => void,
  isInvalid: true | undefined,
  isDisabled?: boolean,
  value?: string,
  describedBy?: string,
) {
  const radio = type === 'radio';
  return (
    <label
      key={value}
      className="ew-choice"
      data-selected={isOn || undefined}
      data-invalid={isInvalid}
      data-disabled={isDisabled || undefined}
    >
      <input
        type={type}
        className="ew-vh ew-choice-input"
        name={name}
        value={value}
        checked={isOn}
        disabled={isDisabled}
        aria-invalid={isInvalid}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      {radio ? (
        <span className="ew-mark ew-mark-radio" aria-hidden="true" />
      ) : (
        <span className="ew-mark ew-mark-check" aria-hidden="true">
          {tick()}
        </span>
      )}
      {radio ? label : <span>{label}</span>}
    </label>
  );
}

/** A single checkbox (e.g. the agreement); `label` is its whole accessible name. */
export function Checkbox(
  props: Omit<FieldProps, 'label'> & { label: ReactNode; value: boolean; onChange(value: boolean): void },
) {
  const ids = useFieldIds(props.name);
  const t = useT();
  const invalid = props.error ? true : undefined;
  return (
    <div className="ew-field" data-field={props.name} data-invalid={invalid}>
      {hintAndError(ids, props.hint, props.error, t)}
      {choice(
        'checkbox',
        props.name,
        props.label,
        props.value,
        props.onChange,
        invalid,
        undefined,
        undefined,
        describedBy(ids, props.hint, props.error),
      )}
    </div>
  );
}
