/**
 * Peso amounts as the calculators take them (site-and-content.md §5 "Amount formatting"); shown with
 * the one peso formatter, shared/forms/pesos.ts.
 */
import { PHP_PREFIX, amountDigits, formatCurrency } from '../masks.ts';

export {
  /** At most this many digits are kept of what is typed (§5: "strips non-digits, max 10 digits"). */
  AMOUNT_DIGITS as AMOUNT_MAX_DIGITS,
  amountDigits,
} from '../masks.ts';

/**
 * A typed amount as the calculators' boxes show it: the shared currency mask (shared/masks.ts
 * formatCurrency: non-digits stripped, the "PHP " prefix included, so re-formatting is idempotent;
 * at most 9 integer digits, thousands separators, "PHP " in front). Nothing typed -> "".
 */
export const formatAmountInput = formatCurrency;

/** The whole pesos of a typed amount; NaN when nothing was typed. */
export function parseAmount(text: string): number {
  const digits = amountDigits(text);
  return digits ? Number(digits) : Number.NaN;
}

/**
 * Where the caret belongs after re-formatting: behind the same number of digits as before, so
 * typing or deleting in the middle of "PHP 1,234,567" does not throw the caret to the end.
 */
export function caretAfterFormat(before: string, caret: number, after: string): number {
  const digitsBefore = before
    .slice(0, caret)
    .replace(/\D+/g, '')
    .replace(/^0+(?=\d)/, '').length;
  if (digitsBefore === 0) return Math.min(PHP_PREFIX.length, after.length);
  let seen = 0;
  for (let i = 0; i < after.length; i++) {
    if (/\d/.test(after[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return after.length;
}
