/**
 * The server answers rejected requests in English: schema issue messages are i18n keys
 * ('callback.errors.name'), resolved here against the same resources the widgets translate with.
 * Every namespace of shared/i18n/namespaces.ts resolves (shared/i18n/english.ts).
 */
import type { BaseIssue } from 'valibot';
import { issuesByField } from '../shared/messages.ts';
import { englishText } from '../shared/i18n/english.ts';

export { englishText };

/**
 * { field: English message } for a 400 answer. valibot reports a missing key with its own English
 * sentence rather than one of our keys; such a field gets the spec's generic 'This field is
 * required' (or 'Please check this entry' if it was present), never valibot's wording.
 */
export function englishFieldErrors(
  issues: readonly BaseIssue<unknown>[],
  input: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, key] of Object.entries(issuesByField(issues))) {
    out[field] = englishText(key) ?? englishText(input[field] === undefined ? 'common.required' : 'common.invalid')!;
  }
  return out;
}

/**
 * { "rates.1.buyRate": English message } from valibot issues, with the whole path: the operator
 * sees which row of a list is wrong (the root itself is "body"). A missing key gets 'This field is
 * required'; an unknown key of a strict object gets `unknownKey`'s text (else 'Please check this
 * entry'), not the object's message.
 */
export function fieldErrors(
  issues: readonly BaseIssue<unknown>[],
  { unknownKey }: { unknownKey?: string } = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
    const field = path || 'body';
    if (field in out) continue;
    const objectIssue = (issue.type === 'object' || issue.type === 'strict_object') && path;
    const missing = objectIssue && issue.input === undefined;
    const unknown = objectIssue && issue.expected === 'never';
    out[field] =
      (missing
        ? englishText('common.required')
        : unknown
          ? (englishText(unknownKey) ?? englishText('common.invalid'))
          : englishText(issue.message)) ??
      englishText(issue.input === undefined ? 'common.required' : 'common.invalid') ??
      'Please check this entry';
  }
  return out;
}

/** { field: message key } -> { field: English text }; a key without a text reads "Please check this entry". */
export function inEnglish(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [field, englishText(key) ?? englishText('common.invalid')!]),
  );
}
