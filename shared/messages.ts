/**
 * valibot issue messages are i18n keys (never display text) so that one schema serves the widgets,
 * which translate them with i18next, and the server, which answers 400 with the English text.
 */
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
