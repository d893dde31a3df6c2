/**
 * valibot issue messages are i18n keys (never display text) so that one schema serves the widgets,
 * which translate them with i18next, and the server, which answers 400 with the English text.
 */
import * as v from 'valibot';
import type { BaseIssue } from 'valibot';

export type MessageKey = string & { readonly __messageKey?: never };

/** First message per field path, e.g. { contactNumber: 'callback.errors.mobile' }. */
export function issuesByField(issues: readonly BaseIssue<unknown>[]): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    if (!(path in out)) out[path] = issue.message;
  }
  return out;
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
