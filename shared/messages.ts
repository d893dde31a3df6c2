/**
 * valibot issue messages are i18n keys (never display text) so that one schema serves the widgets,
 * which translate them with i18next, and the server, which answers 400 with the English text.
 */
import * as v from 'valibot';
import type { BaseIssue } from 'valibot';

export type MessageKey = string & { readonly __messageKey?: never };

const KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;

/**
 * First message per field, e.g. { contactNumber: 'callback.errors.mobile' }. A field is the first
 * path segment (an error in products[0] is an error of products, where the form shows it). Messages
 * valibot writes itself (a missing key, a non-object) become our generic keys, never raw English.
 */
export function issuesByField(issues: readonly BaseIssue<unknown>[]): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const field = issue.path?.[0] ? String(issue.path[0].key) : '';
    if (!(field in out)) out[field] = keyOf(issue);
  }
  return out;
}

function keyOf(issue: BaseIssue<unknown>): MessageKey {
  if (KEY.test(issue.message)) return issue.message;
  return issue.input === undefined ? 'common.required' : 'common.invalid';
}

/** The first message key of one field's issues (the form contract checks a field at a time). */
export function messageOf(issues: readonly BaseIssue<unknown>[]): MessageKey {
  return issues[0] ? keyOf(issues[0]) : 'common.invalid';
}

export type Validation<T> =
  | { ok: true; output: T; errors: Record<string, never> }
  | { ok: false; output?: undefined; errors: Record<string, MessageKey> };

/** Runs a schema and returns either its output or the first message key per field. */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success
    ? { ok: true, output: result.output, errors: {} }
    : { ok: false, errors: issuesByField(result.issues) };
}
