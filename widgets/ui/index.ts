// The form kit every widget uses. The calculators' parts (Slider, RateTable, useRateSet) are imported
// from their own files: a module named here is reachable from every widget, so the bundler could not
// keep them out of the chunk every widget loads.
export { Button, LinkButton } from './Button.tsx';
export { Checkbox, CheckboxGroup, RadioGroup, type Option } from './Choices.tsx';
export { ComboBox, type ComboItem } from './ComboBox.tsx';
export { Dialog } from './Dialog.tsx';
export { ErrorSummary, focusField, type SummaryError } from './ErrorSummary.tsx';
export { Select } from './Select.tsx';
export { TextField } from './TextField.tsx';
