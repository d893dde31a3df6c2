/**
 * The server answers rejected requests in English: schema issue messages are i18n keys
 * ('callback.errors.name'), resolved here against the same resources the widgets translate with.
 * Add a namespace here when a form's schema starts using it.
 */
import type { BaseIssue } from 'valibot';
import { issuesByField } from '../shared/messages.ts';
import { common } from '../shared/i18n/common.ts';
import { callback } from '../shared/i18n/callback.ts';

const ENGLISH: Record<string, unknown> = {
  common: common.en,
  callback: callback.en,
};

/** 'callback.errors.name' -> 'Name should be atleast 3 characters long'; undefined if not a key. */
export function englishText(key: string): string | undefined {
  let node: unknown = ENGLISH;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

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
    out[field] =
      englishText(key) ?? englishText(input[field] === undefined ? 'common.required' : 'common.invalid')!;
  }
  return out;
}
