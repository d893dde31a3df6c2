export { Button, LinkButton } from './Button.tsx';
export { Checkbox, CheckboxGroup, RadioGroup, type Option } from './Choices.tsx';
export { ComboBox, type ComboItem } from './ComboBox.tsx';
export { Dialog } from './Dialog.tsx';
export { ErrorSummary, focusField, type SummaryError } from './ErrorSummary.tsx';
export { TextField } from './TextField.tsx';
