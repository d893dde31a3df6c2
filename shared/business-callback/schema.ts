/**
 * Business request-for-callback (site-and-content.md §3 "Inquiry form state", "Solution contact
 * mapping", §5, §9 lists): the lists, the call window, the solution mapping. The form itself is
 * declared in ./form.ts.
 */
import { addDays, dayRange, manilaToday } from '../day-rules.ts';
import { SOLUTION_CONTACTS, type SolutionContact } from '../content/solutions.ts';
import type { SolutionKey } from '../content/types.ts';

// The §9 lists the inquiry form asks for are the reference lists (shared/reference/lists.ts).
import { BUSINESS_TYPES, DISABLED_INQUIRY_TOPICS, INQUIRY_TOPICS, LOAN_PURPOSES, YES_NO } from '../reference/lists.ts';
export { BUSINESS_TYPES, INQUIRY_TOPICS, LOAN_PURPOSES, YES_NO };

export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];
/** §9 "inquiry topics": Others is listed but disabled (shown, never selectable, refused if sent). */
export const DISABLED_TOPICS: readonly InquiryTopic[] = DISABLED_INQUIRY_TOPICS;
export const SELECTABLE_TOPICS = INQUIRY_TOPICS.filter((t) => !DISABLED_TOPICS.includes(t));
/** The topic that asks for the loan purpose and amount. */
export const LOAN_TOPIC: InquiryTopic = 'Business Loans';

/** Banking hours for the call window, every 30 minutes (not in the spec: docs/decisions.md). */
export const FIRST_TIME = '08:00';
export const LAST_TIME = '17:00';
export const TIMES: readonly string[] = (() => {
  const out: string[] = [];
  for (let m = 8 * 60; m <= 17 * 60; m += 30)
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
})();
export const DEFAULT_TIME_IN = '08:30';
export const DEFAULT_TIME_TO = '09:00';

/** How far ahead a callback day may be (not in the spec). */
export const MAX_DAYS_AHEAD = 90;
export const NAME_MAX = 100;

export { addDays, manilaToday };
/** From today in the Philippines (widget and server agree on "today") to MAX_DAYS_AHEAD after. */
export const dayBounds = dayRange({ min: 'd0', max: `d${MAX_DAYS_AHEAD}` });

/** The seven solutions of the contact mapping. */
export const SOLUTIONS = SOLUTION_CONTACTS.map((s) => s.key) as SolutionKey[];
export type Variant = 'deposit-page' | 'investment';
export const VARIANTS: readonly Variant[] = ['deposit-page', 'investment'];
/** A variant without a `solution` attribute stands for this solution (docs/decisions.md). */
export const VARIANT_SOLUTION: Record<Variant, SolutionKey> = { 'deposit-page': 'deposit', investment: 'fixedincome' };
/** The topic ticked at first for a solution (cash management covers four topics: none). */
export const SOLUTION_TOPIC: Partial<Record<SolutionKey, InquiryTopic>> = {
  deposit: 'Deposits',
  loan: 'Business Loans',
  fixedincome: 'Investments and Trust',
  investment: 'Investments and Trust',
  forex: 'Forex Services',
  insurance: 'Insurance',
};

/** The solution a form shows: its `solution` attribute, else the variant's, else none. */
export function resolveSolution(solution: unknown, variant: unknown): SolutionContact | undefined {
  const key = typeof solution === 'string' ? solution.trim().toLowerCase() : '';
  const byKey = SOLUTION_CONTACTS.find((s) => s.key === key);
  if (byKey) return byKey;
  const fromVariant = VARIANTS.includes(variant as Variant) ? VARIANT_SOLUTION[variant as Variant] : undefined;
  return SOLUTION_CONTACTS.find((s) => s.key === fromVariant);
}

/** The solution and variant a form sends, from its element's attributes (unknown ones become ''). */
export function solutionValues(options: Readonly<Record<string, unknown>>): {
  solution: string;
  variant: string;
} {
  return {
    solution: resolveSolution(options.solution, options.variant)?.key ?? '',
    variant: VARIANTS.find((x) => x === options.variant) ?? '',
  };
}
