/**
 * The auto loan and home loan applications as the wizard and the server both see them: steps with
 * their schemas, the initial state, and the multipart payload of calls 1 and 3 (application-forms.md
 * §7): field names exactly as §3 spells them, the home phone sent as "(areacode)number".
 */
import * as v from 'valibot';
import { validate } from '../messages.ts';
import { PATHS, THANK_YOU, type FormName } from '../config.ts';
import type { FormModel } from '../forms/spec.ts';
import {
  autoLoanStep,
  bankStep,
  businessStep,
  consentStep,
  employmentStep,
  homeLoanStep,
  mortgageShown,
  personalStep,
} from './steps.ts';

export type LoanValues = Record<string, string | boolean>;

export interface LoanStep {
  id: string;
  schema: v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;
}

export interface LoanForm {
  form: Extract<FormName, 'auto-loan' | 'home-loan' | 'personal-loan'>;
  /** Path of the form endpoint under the CMS base (§7). */
  path: '/ewbal/submit' | '/ewbhl/submit' | '/ewbpl/submit';
  thankYou: string;
  steps: readonly LoanStep[];
  /** Fields hidden (and so not sent) for these values. */
  hidden(values: LoanValues): string[];
}

const fieldsOf = (schema: LoanStep['schema']): string[] => {
  const object = 'pipe' in schema ? (schema as unknown as { pipe: [{ entries: object }] }).pipe[0] : schema;
  return Object.keys((object as unknown as { entries: object }).entries);
};

const MORTGAGE_FIELDS = ['bankFinancialInstitution', 'mortgageAmount', 'outstandingBalance', 'monthlyAmortization'];
/** Spouse details only matter for a married applicant (civil status 3). */
const SPOUSE_FIELDS = ['spouseName', 'spouseBday', 'spouseEmployer', 'spouseIncome'];
const spouseHidden = (values: LoanValues) => (values.civilStatus === '3' ? [] : SPOUSE_FIELDS);

export const AUTO_LOAN: LoanForm = {
  form: 'auto-loan',
  path: '/ewbal/submit',
  thankYou: THANK_YOU['auto-loan'],
  steps: [
    { id: 'personal', schema: personalStep('auto') },
    { id: 'autoLoan', schema: autoLoanStep },
    { id: 'bank', schema: bankStep },
    { id: 'employment', schema: employmentStep },
    { id: 'business', schema: businessStep },
    { id: 'review', schema: consentStep },
  ],
  hidden: spouseHidden,
};

export const HOME_LOAN: LoanForm = {
  form: 'home-loan',
  path: '/ewbhl/submit',
  thankYou: THANK_YOU['home-loan'],
  steps: [
    { id: 'personal', schema: personalStep('home') },
    { id: 'homeLoan', schema: homeLoanStep },
    { id: 'bank', schema: bankStep },
    { id: 'employment', schema: employmentStep },
    { id: 'business', schema: businessStep },
    { id: 'review', schema: consentStep },
  ],
  hidden: (values) => [...spouseHidden(values), ...(mortgageShown(values) ? [] : MORTGAGE_FIELDS)],
};

export const stepFields = (step: LoanStep) => fieldsOf(step.schema);
export const formFields = (form: LoanForm) => form.steps.flatMap(stepFields);

/** All fields empty (§3 "All fields start empty in one shared form state"), consents unticked. */
export function emptyLoan(form: LoanForm): LoanValues {
  const values: LoanValues = Object.fromEntries(formFields(form).map((f) => [f, '']));
  values.agreement = false;
  values.consentOtherProducts = false;
  return values;
}

/** Hidden fields count as empty: what is not shown is neither checked nor sent. */
export function visibleValues(form: LoanForm, values: LoanValues): LoanValues {
  const out = { ...values };
  for (const f of form.hidden(values)) out[f] = '';
  return out;
}

/** Every step checked at once (the server, and the wizard's final check before Submit). */
export function validateLoan(form: LoanForm, values: LoanValues) {
  const visible = visibleValues(form, values);
  const errors: Record<string, string> = {};
  const output: Record<string, unknown> = {};
  for (const step of form.steps) {
    const r = validate(step.schema, visible);
    Object.assign(errors, r.errors);
    if (r.ok) Object.assign(output, r.output);
  }
  return Object.keys(errors).length
    ? { ok: false as const, errors }
    : { ok: true as const, output: output as LoanValues };
}

const yesNo = (b: unknown) => (b === true ? 'Yes' : 'No');

/** The multipart fields of calls 1 and 3, from validated values, in §3's order. */
export function loanPayload(form: LoanForm, output: LoanValues): [string, string][] {
  return formFields(form).map((f): [string, string] => {
    if (f === 'homePhone')
      return [f, output.homeAreaCode && output.homePhone ? `(${output.homeAreaCode})${output.homePhone}` : ''];
    if (f === 'agreement' || f === 'consentOtherProducts') return [f, yesNo(output[f])];
    return [f, String(output[f] ?? '')];
  });
}

export function loanFormData(form: LoanForm, output: LoanValues): FormData {
  const data = new FormData();
  for (const [k, value] of loanPayload(form, output)) data.append(k, value);
  return data;
}

/** The server's view: multipart fields back to form values, to validate with the same steps. */
export function valuesFromPayload(form: LoanForm, fields: Record<string, string>): LoanValues {
  const values: LoanValues = emptyLoan(form);
  for (const f of formFields(form)) if (typeof fields[f] === 'string') values[f] = fields[f];
  const phone = /^\((\d*)\)(.*)$/.exec(String(fields.homePhone ?? ''));
  if (phone) {
    values.homeAreaCode = phone[1] ?? '';
    values.homePhone = phone[2] ?? '';
  }
  values.agreement = fields.agreement === 'Yes';
  values.consentOtherProducts = fields.consentOtherProducts === 'Yes';
  return values;
}

/** The form as the wizard engine takes it (shared/forms/spec.ts). */
export function loanModel(form: LoanForm): FormModel {
  return {
    form: form.form,
    submitPath: `${PATHS.cms}${form.path}`,
    thankYou: form.thankYou,
    schemas: Object.fromEntries(form.steps.map((s) => [s.id, s.schema])),
    empty: () => emptyLoan(form),
    hidden: (values) => form.hidden(values),
    validateAll: (values) => validateLoan(form, values),
    formData: (output) => loanFormData(form, output),
  };
}
