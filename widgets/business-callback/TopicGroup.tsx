/**
 * The inquiry topics: a checkbox group where some options are shown but disabled (§9 "Others
 * (disabled)"). The kit's CheckboxGroup has no disabled options, so this one is local, built from
 * the same RAC parts and the kit's field helpers.
 */
import { Checkbox as RACCheckbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup as RACCheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { HintAndError, describedBy, useFieldIds, type FieldProps } from '../ui/field.tsx';

export interface TopicOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export function TopicGroup(
  props: FieldProps & { options: readonly TopicOption[]; value: readonly string[]; onChange(value: string[]): void },
) {
  const ids = useFieldIds(props.name);
  return (
    <RACCheckboxGroup
      className="ew-field"
      data-field={props.name}
      name={props.name}
      value={[...props.value]}
      onChange={props.onChange}
      isInvalid={!!props.error}
      isRequired={props.isRequired}
      validationBehavior="aria"
      aria-describedby={describedBy(ids, props.hint, props.error)}
    >
      <Label className="ew-label">{props.label}</Label>
      <HintAndError ids={ids} hint={props.hint} error={props.error} />
      <div className="ew-choices ew-choices-column">
        {props.options.map((o) => (
          <RACCheckbox
            key={o.value}
            value={o.value}
            isDisabled={o.isDisabled}
            className="ew-choice"
            validationBehavior="aria"
          >
            <span className="ew-mark ew-mark-check" aria-hidden="true">
              {'✓'}
            </span>
            <span>{o.label}</span>
          </RACCheckbox>
        ))}
      </div>
    </RACCheckboxGroup>
  );
}
