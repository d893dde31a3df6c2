/**
 * Dates as the forms use them: ISO yyyy-MM-dd strings (what <input type="date"> gives), age bounds
 * of 18, 21 and 80 years before today (site-and-content.md §5), and the spec's date helper error.
 */
import dayjs from 'dayjs';
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
  if (!ISO_DATE.test(value)) return false;
  const d = dayjs(value, DATE_FORMAT);
  return d.isValid() && d.format(DATE_FORMAT) === value;
}

/** Whole years between two dates (site-and-content.md §5 date helper; throws on non-dates). */
export function yearsBetween(from: Date, to: Date): number {
  if (!(from instanceof Date) || !(to instanceof Date) || Number.isNaN(+from) || Number.isNaN(+to)) {
    throw new Error('Both inputs must be valid Date objects.');
  }
  return dayjs(to).diff(dayjs(from), 'year');
}
