/**
 * Repeatable groups of fields (application-forms.md §3: up to 3 other loans, 3 other cards, 2 references): the count
 * lives in a field of its own (kind 'repeat', not sent); the groups past it are hidden, so neither
 * checked nor sent (the form contract, shared/forms/contract.ts, applies this).
 */

export interface Repeat {
  /** The value holding how many groups show. */
  count: string;
  min: number;
  max: number;
  groups: readonly (readonly string[])[];
}

/** How many groups show: the count value, kept within min..max. */
export function repeatCount(values: Readonly<Record<string, unknown>>, r: Repeat): number {
  const n = Number(values[r.count]);
  return Number.isInteger(n) ? Math.min(r.max, Math.max(r.min, n)) : r.min;
}

/** The fields of the groups past the count. */
export function repeatHidden(values: Readonly<Record<string, unknown>>, r: Repeat): string[] {
  return r.groups.slice(repeatCount(values, r)).flat();
}

/** Numbered field names: numbered(['bank', 'loanType'], 3) -> [['bank1', 'loanType1'], ...]. */
export function numbered(
  names: readonly string[],
  n: number,
  at: (name: string, i: number) => string = (x, i) => `${x}${i}`,
) {
  return Array.from({ length: n }, (_, i) => names.map((name) => at(name, i + 1)));
}
