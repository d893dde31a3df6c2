/**
 * Loan terms in months, a product fact read by the rate tables' schema (shared/rates) and by the
 * calculator, which reads the rate tables: kept apart so the two modules do not import each other.
 */

/** site-and-content.md §9 lists 38 where application-forms.md has 36: a misprint. */
export const LOAN_TERMS = [12, 18, 24, 36, 48, 60] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];
export const DEFAULT_LOAN_TERM: LoanTerm = 36;
