/**
 * The parts every field shares: its ids, hint and error. RAC's slot ids (Text slot="description",
 * FieldError) look themselves up on `document` and so vanish inside a shadow root; the kit renders
 * hint and error itself and links them to the control with aria-describedby.
 */
import { useId, type ReactNode } from 'react';
import type { TFunction } from '../runtime/i18n.ts';

export interface FieldProps {
  /** Form field name: also what the error summary links to (data-field). */
  name: string;
  label: string;
  hint?: string | undefined;
  /** Translated message, shown under the field; undefined when valid or not yet shown. */
  error?: string | undefined;
  isRequired?: boolean;
}

export function useFieldIds(name: string) {
  const base = `ew-${useId().replace(/[^\w-]/g, '')}-${name}`;
  return { id: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function describedBy(ids: { hintId: string; errorId: string }, hint?: string, error?: string) {
  return [hint && ids.hintId, error && ids.errorId].filter(Boolean).join(' ') || undefined;
}

export function Hint({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className="ew-hint">
      {children}
    </p>
  ) : null;
}

/**
 * Hint then error, between a field's label and its control (GOV.UK order). Plain elements from a
 * function, not components of their own: a form draws dozens of fields, and each part as a component
 * cost an instance, hooks and a diff of its own on every render of its field.
 */
export function hintAndError(
  ids: { hintId: string; errorId: string },
  hint: string | undefined,
  error: string | undefined,
  t: TFunction,
): ReactNode {
  return [
    hint ? (
      <p key="hint" id={ids.hintId} className="ew-hint">
        {hint}
      </p>
    ) : null,
    error ? (
      <p key="error" id={ids.errorId} className="ew-error">
        <span className="ew-vh">{t('common.errorPrefix')} </span>
        {error}
      </p>
    ) : null,
  ];
}
