/**
 * A form drawn by the engine (Wizard.tsx): the form contract of shared/ (fields, steps, rules,
 * payload: shared/forms/contract.ts) plus what only the screen needs: its title, the review's
 * extras, the dialogs' texts, the element options it reads.
 */
import type { ReactNode } from 'react';
import type { Form, FormField, Values } from '../../shared/forms/contract.ts';
import type { MountOptions } from '../runtime/types.ts';

export type { FormField, Values };

export interface WizardSpec {
  form: Form;
  /** i18n key of the form's title. */
  title: string;
  /** The form as its steps' landmark names it, when two forms share a title (default: title). */
  stepsTitle?: string;
  /** Said after the title (e.g. the solution of a business callback: "Request for Callback: Business Loans"). */
  titleSuffix?(options: MountOptions): string | undefined;
  /** The review (the last step of a wizard): what it shows above Submit (terms, consent boxes), and how. */
  review?: {
    render(props: ReviewExtrasProps): ReactNode;
    /** 'list' (default): a section per step; 'table': one table, a row per answer (personal loan A). */
    layout?: 'list' | 'table';
    /** Fields kept off the review for these values (besides the hidden ones). */
    hidden?(values: Values): string[];
  };
  /**
   * i18n key of the alert when Submit fails (§8): one key for every failure, or one per failure
   * kind (`http`: a non-success reply; `network`: no reply; `timeout`: none in time, else `network`).
   */
  submitError: string | SubmitErrors;
  /** A dialog after a successful submit (title, body keys); the thank-you route follows when it closes. */
  successDialog?: { title: string; body: string };
  /** i18n keys of the Submit button, its busy text and the failure dialog's title (defaults: the wizard's). */
  labels?: { submit?: string; busy?: string; errorTitle?: string };
  /** Values the form starts from besides empty(), from the element's options. */
  initial?(options: MountOptions): Partial<Values>;
  /** Values the element's options fix when sending (never kept in the draft). */
  fixed?(options: MountOptions): Partial<Values>;
  /** Further buttons beside Next/Back or Submit (e.g. the time deposit's Save, the callback's Continue). */
  actions?(ctx: WizardContext): ReactNode;
  /** Shown above the step form (e.g. a resume dialog, what the calculator handed over). */
  header?(ctx: WizardContext): ReactNode;
  /** Shown above Submit on a page (e.g. the privacy notice, the callback's legal links). */
  footer?(): ReactNode;
}

/** What a form's own parts can see and do of the engine's state. */
export interface WizardContext {
  step: number;
  stepId: string;
  /** The values now (read when needed: a part that shows a value subscribes with useValue). */
  values(): Values;
  /** Merges values into the form state (and its draft). */
  patch(values: Partial<Values>): void;
  /** A submit is on its way (buttons beside Submit wait for it). */
  busy: boolean;
}

export interface ReviewExtrasProps {
  values: Values;
  set(name: string, value: string | boolean): void;
  error(name: string): string | undefined;
  /**
   * A declared field of the form, drawn as a step draws it (FieldView: label, options, hint, message
   * and its wiring): the review's own fields (a delivery choice, consent boxes) go through here.
   */
  field(name: string): ReactNode;
}

/** Alerts per failure kind (the credit card's two texts of application-forms.md §8). */
export interface SubmitErrors {
  http: string;
  network: string;
  timeout?: string;
}

/** The alert's i18n key for a failure kind. */
export function submitErrorKey(spec: string | SubmitErrors, kind: string): string {
  if (typeof spec === 'string') return spec;
  if (kind === 'http') return spec.http;
  if (kind === 'timeout') return spec.timeout ?? spec.network;
  return spec.network;
}
