/** Builders of field declarations (shared/forms/contract.ts) that every form uses. */
import type { Field, Options } from './contract.ts';
import { formatAmount } from '../masks.ts';
import { choice, optionalChoice } from './rules.ts';

/**
 * A field of a kind with its rule; the rest of the declaration as given. An amount is formatted as
 * it is typed (§5 "strips non-digits, limits to 10 digits and inserts thousands separators"): set
 * here rather than in defineForm, so a form without amounts does not carry the amount format.
 */
export const field = <const K extends Field['kind']>(
  kind: K,
  rule: Field['rule'],
  extra: Omit<Partial<Field>, 'kind' | 'rule'> = {},
): Field & { kind: K } => ({ kind, rule, ...(kind === 'amount' ? { live: formatAmount } : {}), ...extra });

/** A select (or radio) over a list: the options and the rule come from the same values. */
export function listField(
  values: readonly string[],
  labels: string | { numeric: true } | { format: NonNullable<Options['format']> },
  required: string | undefined,
  extra: Omit<Partial<Field>, 'kind' | 'rule' | 'options'> & { kind?: 'select' | 'radio' } = {},
): Field & { kind: 'select' | 'radio' } {
  const { kind = 'select', ...rest } = extra;
  return {
    kind,
    rule: required === undefined ? optionalChoice(values) : choice(values, required),
    options: typeof labels === 'string' ? { values, labels } : { values, ...labels },
    ...(required === undefined ? { optional: true } : {}),
    ...rest,
  };
}

/** What a list field may add to its declaration (besides its kind: select, the default, or radio). */
export type ListExtra = Parameters<typeof listField>[3];

/**
 * The list fields of one form's option lists, by list name: `list('civilStatus', key)` draws a
 * select labelled `${labels}.civilStatus.<value>`, `radio(...)` the same as radio buttons.
 */
export function listsOf<L extends Record<string, readonly string[]>>(lists: L, labels: string) {
  const list = (name: keyof L & string, required: string | undefined, extra: ListExtra = {}) =>
    listField(lists[name]!, `${labels}.${name}`, required, extra);
  const radio = (name: keyof L & string, required: string | undefined, extra: ListExtra = {}) =>
    list(name, required, { kind: 'radio', ...extra });
  return { list, radio };
}

/** A text field with its rule. */
export const text = (rule: Field['rule'], extra: Omit<Partial<Field>, 'kind' | 'rule'> = {}) =>
  field('text', rule, extra);

/** The names of a group of fields, typed (steps list them). */
export const keysOf = <T extends object>(group: T) => Object.keys(group) as (keyof T & string)[];
