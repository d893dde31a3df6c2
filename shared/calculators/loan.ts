/**
 * The loan calculator, written once as data: products, terms, amount ranges, the spec's loan
 * helper (site-and-content.md §5: "first number divided by second plus first times rate") and the
 * hand-over to the matching application. Rates come from the rate data sets (shared/rates).
 * Messages are i18n keys of the `loanCalculator` namespace (shared/i18n/loan-calculator.ts).
 */
import * as v from 'valibot';
import type { LoanRateTable } from '../rates/schema.ts';
import { PERSONAL_LOAN } from '../products/facts.ts';
import { LOAN_TERMS, type LoanTerm } from './terms.ts';

/** site-and-content.md §9 "loan amount ranges" (auto and home loans). */
export const LOAN_AMOUNT_RANGES = [
  { min: 500_000, max: 999_000 },
  { min: 1_000_000, max: 4_999_000 },
  { min: 5_000_000, max: 9_999_000 },
  { min: 10_000_000, max: 15_000_000 },
] as const;

/** application-forms.md §9: personal loan minimum 25 thousand pesos, maximum 2 million pesos. */
export const PERSONAL_LOAN_RANGE = { min: PERSONAL_LOAN.minAmount, max: PERSONAL_LOAN.maxAmount } as const;

/**
 * The products of the calculator. `rateSet` is the rate data set it reads; `preset` the Apply
 * Today! preset of its application (CONTRACT.md `ew-apply preset`).
 */
export const LOAN_PRODUCTS = [
  { code: 'auto-loan-brand-new', rateSet: 'auto-loan-brand-new', preset: 'auto-loan' },
  { code: 'auto-loan-second-hand', rateSet: 'auto-loan-second-hand', preset: 'auto-loan' },
  { code: 'home-loan', rateSet: 'home-loan', preset: 'home-loan' },
  { code: 'personal-loan-with-card', rateSet: 'personal-loan-with-card', preset: 'personal-loan' },
  { code: 'personal-loan-without-card', rateSet: 'personal-loan-without-card', preset: 'personal-loan' },
] as const;
export type LoanProduct = (typeof LOAN_PRODUCTS)[number]['code'];
export type LoanPreset = (typeof LOAN_PRODUCTS)[number]['preset'];
export const LOAN_PRODUCT_CODES = LOAN_PRODUCTS.map((p) => p.code) as readonly LoanProduct[];

export function productOf(code: string): (typeof LOAN_PRODUCTS)[number] | undefined {
  return LOAN_PRODUCTS.find((p) => p.code === code);
}

/** A preset attribute ("auto-loan", "home-loan", "personal-loan") or a product code -> the product shown first. */
export function productForPreset(preset: unknown): LoanProduct | undefined {
  if (typeof preset !== 'string') return undefined;
  return (productOf(preset) ?? LOAN_PRODUCTS.find((p) => p.preset === preset))?.code;
}

/** The spec's loan helper, as written: first / second + first x rate. */
export function loanHelper(first: number, second: number, rate: number): number {
  return first / second + first * rate;
}

export interface Amortization {
  /** Per month, rounded to the centavo (half away from zero). */
  monthly: number;
  /** What is paid over the term: the rounded monthly payment times the number of months. */
  total: number;
  /** total - amount. */
  interest: number;
}

/**
 * Monthly amortization with a monthly add-on rate in percent: amount / term + amount x rate
 * (the loan helper with rate = percent / 100).
 */
export function amortize(amount: number, termMonths: number, monthlyRatePercent: number): Amortization {
  const monthly = Math.round(loanHelper(amount, termMonths, monthlyRatePercent / 100) * 100) / 100;
  const total = Math.round(monthly * termMonths * 100) / 100;
  return { monthly, total, interest: Math.round((total - amount) * 100) / 100 };
}

/** The smallest and largest amount a rate table quotes. */
export function amountLimits(table: Pick<LoanRateTable, 'bands'>): { min: number; max: number } {
  return { min: table.bands[0]!.min, max: table.bands[table.bands.length - 1]!.max };
}

/** The limits before a product's rate table has loaded: the spec's ranges for the product. */
export function defaultLimits(product: LoanProduct): { min: number; max: number } {
  if (productOf(product)?.preset === 'personal-loan') return { ...PERSONAL_LOAN_RANGE };
  return { min: LOAN_AMOUNT_RANGES[0].min, max: LOAN_AMOUNT_RANGES[LOAN_AMOUNT_RANGES.length - 1]!.max };
}

/**
 * The rate for an amount and a term: the row of the term, the column of the last band whose
 * minimum the amount reaches (bands are contiguous: 999,500 is still in 500,000-999,000). Undefined
 * when the amount is outside the table or the table has no such term.
 */
export function rateFor(
  table: Pick<LoanRateTable, 'bands' | 'terms' | 'rates'>,
  amount: number,
  term: number,
): { rate: number; termIndex: number; bandIndex: number } | undefined {
  const { min, max } = amountLimits(table);
  if (!(amount >= min && amount <= max)) return undefined;
  const termIndex = table.terms.indexOf(term as LoanTerm);
  if (termIndex < 0) return undefined;
  let bandIndex = 0;
  table.bands.forEach((b, i) => {
    if (amount >= b.min) bandIndex = i;
  });
  const rate = table.rates[termIndex]?.[bandIndex];
  return rate === undefined ? undefined : { rate, termIndex, bandIndex };
}

export const LOAN_MESSAGES = {
  required: 'loanCalculator.errors.required',
  min: 'loanCalculator.errors.min', // 'Amount should not be less than P{{min}}.'
  max: 'loanCalculator.errors.max', // 'Amount should not be more than P{{max}}.'
} as const;

/** The loan amount's rules for a rate table's limits (messages take { min, max } as "P500,000"). */
export function loanAmountSchema(limits: { min: number; max: number }) {
  return v.pipe(
    v.number(LOAN_MESSAGES.required),
    v.check((n) => Number.isFinite(n), LOAN_MESSAGES.required),
    v.minValue(limits.min, LOAN_MESSAGES.min),
    v.maxValue(limits.max, LOAN_MESSAGES.max),
  );
}

// ---------------------------------------------------------------------------------------------
// Hand-over to the application (docs/decisions.md "Hand-over", README "Hand-over"):
//   /forms?preset=<auto-loan|home-loan|personal-loan>&product=<product code>&amount=<pesos>&term=<months>

export const LOAN_APPLICATION_PATH = '/forms';

export interface LoanHandOver {
  product: LoanProduct;
  amount: number;
  term: LoanTerm;
}

export function loanHandOverHref(h: LoanHandOver): string {
  const q = new URLSearchParams({
    preset: productOf(h.product)!.preset,
    product: h.product,
    amount: String(h.amount),
    term: String(h.term),
  });
  return `${LOAN_APPLICATION_PATH}?${q.toString()}`;
}

const loanHandOverSchema = v.pipe(
  v.object({
    preset: v.string(),
    product: v.picklist(LOAN_PRODUCT_CODES),
    amount: v.pipe(v.string(), v.regex(/^[1-9]\d{0,10}$/), v.transform(Number)),
    term: v.pipe(v.string(), v.regex(/^\d{2}$/), v.transform(Number), v.picklist(LOAN_TERMS)),
  }),
  v.check(({ preset, product }) => productOf(product)!.preset === preset),
  v.transform(({ product, amount, term }): LoanHandOver => ({ product, amount, term })),
);

/** The loan calculator's hand-over from a query string; undefined if absent or not valid. */
export function readLoanHandOver(search: string | URLSearchParams): LoanHandOver | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const input: Record<string, string> = {};
  for (const key of ['preset', 'product', 'amount', 'term']) {
    const all = params.getAll(key);
    if (all.length !== 1) return undefined;
    input[key] = all[0]!;
  }
  const result = v.safeParse(loanHandOverSchema, input);
  return result.success ? result.output : undefined;
}
