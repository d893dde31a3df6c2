/**
 * Bounds of date fields as rules, not days: a fixed day, or the visitor's today moved by whole years
 * (ages: 18 years ago, on the visitor's own calendar) or by days from today in the Philippines (a day
 * to be called back, as the bank counts days). Written as data so a prerendered first screen can
 * carry them and compute them on the visitor's day (widgets/runtime/first-screen.ts) instead of
 * showing the build's day; without dependencies, as that code is inlined into every first screen.
 */

/** A fixed yyyy-MM-dd, or today moved by `years` (local calendar) or `days` (Manila's calendar). */
export type DayRule = string | { years: number } | { days: number };
export interface DayRange {
  min?: DayRule;
  max?: DayRule;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today in the Philippines (UTC+8, no daylight saving), so widget and server agree on "today". */
export function manilaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `now`'s local day moved by whole years; 29 February becomes the 28th in a common year. */
export function yearsFrom(years: number, now: Date = new Date()): string {
  const year = now.getFullYear() + years;
  const month = now.getMonth();
  const last = new Date(year, month + 1, 0).getDate();
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(Math.min(now.getDate(), last))}`;
}

export function dayOf(rule: DayRule, now: Date = new Date()): string {
  if (typeof rule === 'string') return rule;
  return 'years' in rule ? yearsFrom(rule.years, now) : addDays(manilaToday(now), rule.days);
}

/** The days a range stands for on `now`'s day. */
export function daysOf(range: DayRange, now: Date = new Date()): { min?: string; max?: string } {
  return {
    ...(range.min !== undefined ? { min: dayOf(range.min, now) } : {}),
    ...(range.max !== undefined ? { max: dayOf(range.max, now) } : {}),
  };
}

/** A field's bounds (shared/forms/contract.ts `dateBounds`) as a rule: callable, and carrying it. */
export type RangeBounds<R extends DayRange = DayRange> = ((now?: Date) => { [K in keyof R]-?: string }) & {
  readonly range: R;
};

export function dayRange<const R extends DayRange>(range: R): RangeBounds<R> {
  return Object.assign((now?: Date) => daysOf(range, now) as { [K in keyof R]-?: string }, { range });
}
