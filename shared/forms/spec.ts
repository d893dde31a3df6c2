/**
 * How a form's fields are declared (as data, no rendering): label and hint keys, kind, options,
 * mask, width, conditional sub-headings. The wizard engine (widgets/wizard) draws them; keeping
 * them here lets one form's declarations serve several widgets (the loan forms share four steps).
 */
import type { GenericSchema } from 'valibot';
import type { FormName } from '../config.ts';
import type { MaskName } from '../masks.ts';

export type Values = Record<string, string | boolean>;

/** `branch`: the searchable branch picker (value: branch code). */
export type FieldKind =
  'text' | 'email' | 'tel' | 'date' | 'amount' | 'select' | 'radio' | 'checkbox' | 'branch' | 'repeat';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  /** i18n key of the label. */
  label: string;
  /** i18n key of a hint shown under the label. */
  hint?: string;
  /** Options: values, and the i18n prefix of their labels (`${labels}.${value}`); `numeric` shows values as they are. */
  options?: { values: readonly string[]; labels?: string; numeric?: boolean; format?: 'country' };
  /** Mask conformed when the field is left (shared/masks.ts). */
  mask?: MaskName;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  placeholder?: string;
  optional?: boolean;
  width?: 'xs' | 's' | 'm';
  /** Date bounds, computed on render (e.g. age 18 to 80). */
  dateBounds?: () => { min?: string; max?: string };
  /** A sub-heading shown before this field (groups long steps). */
  heading?: string;
  /**
   * kind 'repeat': the Add / Remove controls of a repeatable group (issue 5: other loans, cards,
   * references). The field's own value is how many groups show ('1'..max, not sent); `groups[i]` are
   * the fields of group i + 1, hidden by the form model beyond the count and cleared on Remove.
   * `add` / `remove` are i18n keys (`remove` gets {{n}}).
   */
  repeat?: { min: number; max: number; add: string; remove: string; groups: readonly (readonly string[])[] };
}

export interface StepSpec {
  id: string;
  /** i18n key of the step title. */
  title: string;
  fields: readonly FieldSpec[];
  /** i18n key of a paragraph shown under the heading (e.g. why a step has nothing to fill in). */
  note?: string;
  /** Show `note` only when every field of the step is hidden. */
  noteWhenEmpty?: boolean;
  /** A time limit on the step in seconds (WCAG 2.2.1: warned, extendable, can be turned off). */
  timeLimit?: number;
}

/** A form as the wizard engine and the server both use it: steps' schemas, state, payload. */
export interface FormModel {
  form: FormName;
  /** Path of the submit endpoint, joined to the widget's api-base. */
  submitPath: string;
  /** When the address comes from configuration (e.g. /data/apiconfig.json): resolves it instead. */
  submitUrl?(apiBase: string): Promise<string>;
  thankYou: string;
  /** The schema of each step by id (the review step's holds its consents). */
  schemas: Record<string, GenericSchema<Record<string, unknown>, Record<string, unknown>>>;
  empty(): Values;
  /** Fields not shown (and so neither checked nor sent) for these values. */
  hidden(values: Values): string[];
  /** All steps at once (Submit, and the server). */
  validateAll(values: Values): { ok: true; output: Values } | { ok: false; errors: Record<string, string> };
  formData(output: Values): FormData;
  /** Values worked out from others before checking (e.g. a permanent address copied from the present one). */
  derive?(values: Values): Values;
}
