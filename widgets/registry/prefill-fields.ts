/**
 * Which fields each form widget takes as a partner's `prefill` (its form's fields declared
 * `prefill: true`, what accept({ prefillOnly }) takes) and the kind of each: the host types
 * (host-types.ts) give every widget's `prefill` a typed object from these. Read by the build's scripts
 * and by tests (which widget shows which forms: widgets/ui/pickers.test.ts), never by a widget's code
 * (it loads every form's declaration).
 */
import { BUSINESS_CALLBACK } from '../../shared/business-callback/form.ts';
import { CALLBACK } from '../../shared/callback/form.ts';
import { CREDIT_CARD } from '../../shared/credit-card/forms.ts';
import type { FieldKind, Form } from '../../shared/forms/contract.ts';
import { LEADGEN } from '../../shared/leadgen/form.ts';
import { AUTO_LOAN, HOME_LOAN } from '../../shared/loans/forms.ts';
import { PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
import { PERSONAL_LOAN_A } from '../../shared/personal-loan/variant-a.ts';
import { TIME_DEPOSIT } from '../../shared/time-deposit/form.ts';
import { widget as apply } from '../apply/widget.ts';

/** The forms each widget may show (the personal loan has two variants). */
export const FORMS: Readonly<Record<string, readonly Form[]>> = {
  'callback-form': [CALLBACK],
  'business-callback': [BUSINESS_CALLBACK],
  'auto-loan': [AUTO_LOAN],
  'home-loan': [HOME_LOAN],
  'personal-loan': [PERSONAL_LOAN_A, PERSONAL_LOAN_B],
  'credit-card': [CREDIT_CARD],
  'time-deposit': [TIME_DEPOSIT],
  leadgen: [LEADGEN],
};

/** A form's prefillable fields by name, with their kind. */
const prefillable = (form: Form): Record<string, FieldKind> =>
  Object.fromEntries(
    form.names
      .filter((n) => form.fields[n]!.prefill === true && form.fields[n]!.kind !== 'repeat')
      .map((n) => [n, form.fields[n]!.kind]),
  );

const squash = (name: string) => name.replace(/-/g, '');

/**
 * The widgets whose prefill is another's: `apply` passes its prefill on to the form its preset opens
 * (a preset is its widget's name without dashes: `creditcard` opens `ew-credit-card`).
 */
export const PREFILL_PASSED_ON: Record<string, readonly string[]> = {
  apply: apply.attributes.preset.values.map((preset) => {
    const name = Object.keys(FORMS).find((n) => squash(n) === squash(preset));
    if (!name) throw new Error(`apply's preset ${preset} opens no form prefill-fields.ts knows`);
    return name;
  }),
};

/** Each variant's prefillable fields for a widget that takes `prefill` (one entry per form it may show). */
export function prefillFieldsOf(name: string): Record<string, FieldKind>[] {
  const passedOn = PREFILL_PASSED_ON[name];
  if (passedOn) return passedOn.flatMap(prefillFieldsOf);
  const forms = FORMS[name];
  if (!forms) throw new Error(`${name} takes a prefill but host types know none of its forms (prefill-fields.ts)`);
  return forms.map(prefillable);
}
