/**
 * A wizard declared as data: the form model from shared/ (steps with their valibot schemas, empty
 * state, hidden fields, payload) plus, per step, how its fields look (label, kind, options, hints,
 * conditional visibility). The engine (Wizard.tsx) does the rest for every application form.
 */
import type { ReactNode } from 'react';

export type { FieldKind, FieldSpec, FormModel, StepSpec, Values } from '../../shared/forms/spec.ts';
import type { FormModel, StepSpec, Values } from '../../shared/forms/spec.ts';

export interface WizardSpec {
  model: FormModel;
  /** i18n key of the form's title. */
  title: string;
  /** Steps before the review, in order. */
  steps: readonly StepSpec[];
  /** The review step: its title, and what it shows above Submit (terms, consent boxes). */
  review: {
    title: string;
    render(props: ReviewExtrasProps): ReactNode;
    /** 'list' (default): a section per step; 'table': one table, a row per answer (personal loan A). */
    layout?: 'list' | 'table';
    /** Fields kept off the review for these values (besides the model's hidden ones). */
    hidden?(values: Values): string[];
  };
  /**
   * i18n key of the alert when Submit fails (§8): one key for every failure, or one per failure
   * kind (`http`: a non-success reply; `network`: no reply; `timeout`: none in time, else `network`).
   */
  submitError: string | SubmitErrors;
  /** A dialog after a successful submit (title, body keys); the thank-you route follows when it closes. */
  successDialog?: { title: string; body: string };
  /** Further buttons beside Next/Back on a step (e.g. the time deposit's Save). */
  actions?(ctx: WizardContext): ReactNode;
  /** Shown above the step form (e.g. a resume dialog, what the calculator handed over). */
  header?(ctx: WizardContext): ReactNode;
}

/** What a form's own parts can see and do of the engine's state. */
export interface WizardContext {
  values: Values;
  step: number;
  stepId: string;
  /** Merges values into the form state (and its draft). */
  patch(values: Partial<Values>): void;
}

export interface ReviewExtrasProps {
  values: Values;
  set(name: string, value: string | boolean): void;
  error(name: string): string | undefined;
}

/** Alerts per failure kind (issue 5: the credit card's two texts of §8). */
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
