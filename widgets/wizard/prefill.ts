/**
 * A partner's known answers (as Typeform's hidden fields, Cal.com's prefill): the element's
 * `prefill` (JSON text, or an object given to EWWidgets.mount) and its `data-prefill-<field>`
 * attributes (field names compared without case and dashes: `data-prefill-auto-brand` is autoBrand).
 * Each value goes through the form's accept() as a partner's: only fields declared `prefill`, each
 * through its mask, formatting and rule as typing would; what it does not take is dropped and named
 * (the caller reports it with `ew:error` kind `prefill`), never thrown.
 */
import type { Form, Values } from '../../shared/forms/contract.ts';

const squash = (name: string) => name.replace(/[-_]/g, '').toLowerCase();

export function takePrefill(
  form: Form,
  host: HTMLElement,
  given: unknown,
): { values: Partial<Values>; rejected: string[] } {
  let input: Record<string, unknown> = {};
  const rejected: string[] = [];
  try {
    // Not an object (a number, a list): its entries name no field, so nothing is taken from it.
    input = { ...Object(typeof given === 'string' && given.trim() ? JSON.parse(given) : given) };
  } catch {
    rejected.push('prefill'); // not JSON
  }
  // The build's prerender draws on a stand-in host without attributes.
  for (const a of host.attributes ?? []) {
    if (!a.name.startsWith('data-prefill-')) continue;
    const wanted = squash(a.name.slice(13));
    input[form.names.find((n) => squash(n) === wanted) ?? a.name.slice(13)] = a.value;
  }
  const taken = form.accept(input, { prefillOnly: true });
  return { values: taken.values, rejected: [...rejected, ...taken.rejected] };
}
