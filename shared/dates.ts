/**
 * Dates as the forms use them: ISO yyyy-MM-dd strings (what <input type="date"> gives), age bounds
 * of 18, 21 and 80 years before today (site-and-content.md §5), and the spec's date helper error.
 */
import { yearsFrom } from './day-rules.ts';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The date `years` years before `today`, as yyyy-MM-dd. */
export function yearsAgo(years: number, today: Date = new Date()): string {
  // The same computation a prerendered first screen makes for its bounds (shared/day-rules.ts).
  return yearsFrom(-years, today);
}

export const ageBounds = (today: Date = new Date()) => ({
  age18: yearsAgo(18, today),
  age21: yearsAgo(21, today),
  age80: yearsAgo(80, today),
});

/** A real calendar date in yyyy-MM-dd (not 2023-02-30). */
export function isIsoDate(value: string): boolean {
  // A day that does not exist (2023-02-30) comes back as another one.
  const time = Date.parse(`${value}T00:00:00Z`);
  return ISO_DATE.test(value) && !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Whole years between two dates (site-and-content.md §5 date helper; throws on non-dates). */
export function yearsBetween(from: Date, to: Date): number {
  if (!(from instanceof Date) || !(to instanceof Date) || Number.isNaN(+from) || Number.isNaN(+to)) {
    throw new Error('Both inputs must be valid Date objects.');
  }
  // Whole years: the last anniversary of `from` on or before `to` (after, when `to` comes first).
  const sign = to >= from ? 1 : -1;
  let years = to.getFullYear() - from.getFullYear();
  const anniversary = (n: number) => {
    const d = new Date(from.getTime());
    d.setFullYear(from.getFullYear() + n);
    return d;
  };
  while (years !== 0 && sign * (+anniversary(years) - +to) > 0) years -= sign;
  return years;
}
