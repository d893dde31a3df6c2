/**
 * Bounds of date fields as rules, not days: a fixed day, or the visitor's today moved by whole years
 * (ages: 18 years ago, on the visitor's own calendar) or by days from today in the Philippines (a day
 * to be called back, as the bank counts days). Written as short text so a prerendered first screen
 * can carry them in an attribute and compute them on the visitor's day
 * (widgets/runtime/first-screen.ts) instead of showing the build's day; without dependencies, as that
 * code is inlined into every first screen.
 */

/** `yyyy-MM-dd` (that day), `y<n>` (today, local calendar, moved by n years) or `d<n>` (Manila's today moved by n days). */
export type DayRule = string;
export interface DayRange {
  min?: DayRule;
  max?: DayRule;
}

const HOUR = 3600_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Today in the Philippines (UTC+8, no daylight saving), so widget and server agree on "today". */
export const manilaToday = (now: Date = new Date()): string => iso(new Date(now.getTime() + 8 * HOUR));

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** `now`'s local day moved by whole years; 29 February becomes the 28th in a common year (as dayjs). */
export function yearsFrom(years: number, now: Date = new Date()): string {
  const d = new Date(now.getFullYear() + years, now.getMonth(), now.getDate(), 12);
  if (d.getMonth() !== now.getMonth()) d.setDate(0);
  return iso(new Date(d.getTime() - d.getTimezoneOffset() * 60_000));
}

export function dayOf(rule: DayRule, now: Date = new Date()): string {
  const n = Number(rule.slice(1));
  return rule[0] === 'y' ? yearsFrom(n, now) : rule[0] === 'd' ? addDays(manilaToday(now), n) : rule;
}

/** A field's bounds (shared/forms/contract.ts `dateBounds`) as a rule: callable, and carrying it. */
export type RangeBounds<R extends DayRange = DayRange> = ((now?: Date) => { [K in keyof R]-?: string }) & {
  readonly range: R;
};

export function dayRange<const R extends DayRange>(range: R): RangeBounds<R> {
  const bounds = (now?: Date) =>
    Object.fromEntries(Object.entries(range).map(([k, rule]) => [k, dayOf(rule!, now)])) as {
      [K in keyof R]-?: string;
    };
  return Object.assign(bounds, { range });
}
