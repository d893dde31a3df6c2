/**
 * Peso amounts as the calculators show and take them (site-and-content.md §5 "Amount formatting",
 * §9 "Amount shown with PHP prefix"). Plain string work, no Intl: the same output in every browser,
 * in Node and in both languages (English and Filipino both write 1,234,567.89).
 */
import { CURRENCY_PREFIX as PHP_PREFIX, amountDigits, formatCurrency, groupThousands } from '../masks.ts';

export {
  /** At most this many digits are kept of what is typed (§5: "strips non-digits, max 10 digits"). */
  AMOUNT_DIGITS as AMOUNT_MAX_DIGITS,
  /** The currency prefix of amount boxes and typed amounts (§9, §5 input masks: 'PHP '). */
  CURRENCY_PREFIX as PHP_PREFIX,
  amountDigits,
  groupThousands,
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

/** Whole pesos with the prefix: 10000 -> "PHP 10,000". */
export function formatPeso(amount: number): string {
  return `${PHP_PREFIX}${groupThousands(String(Math.trunc(Math.abs(amount))))}`;
}

/** Pesos and centavos with the prefix: 17083.333 -> "PHP 17,083.33" (half away from zero). */
export function formatPesoCentavos(amount: number): string {
  const centavos = Math.round(Math.abs(amount) * 100);
  const pesos = Math.floor(centavos / 100);
  const cents = String(centavos % 100).padStart(2, '0');
  return `${PHP_PREFIX}${groupThousands(String(pesos))}.${cents}`;
}

/** The spec's own short form in messages: 10000 -> "P10,000". */
export function formatP(amount: number): string {
  return `P${groupThousands(String(Math.trunc(amount)))}`;
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
