/**
 * A local mobile number field (09XXXXXXXXX): "0917 123 4567" or an autofilled "+63 917…" is tidied
 * when the visitor leaves the field, never while typing; anything else stays as typed for the
 * form's own message.
 */
import { tidyLocalMobile } from '../../shared/format.ts';
import { TextField } from './TextField.tsx';
import type { FieldProps } from './field.tsx';

export function MobileField(
  props: FieldProps & { value: string; onChange(value: string): void; placeholder?: string },
) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      onBlur={() => {
        const tidy = tidyLocalMobile(props.value);
        if (tidy !== props.value) props.onChange(tidy);
      }}
    />
  );
}
