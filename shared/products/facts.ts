/**
 * Product facts, one source each: what the content pages say, what the loan
 * calculator offers and what the application forms accept all read them from here, so a page can
 * never promise a minimum or a term the calculator and the form do not have.
 */
import { LOAN_TERMS } from '../calculators/terms.ts';

/** Loan amounts in pesos, the spec's figures (site-and-content.md §9, application-forms.md §9). */
export interface LoanFacts {
  minAmount: number;
  maxAmount: number;
  /** Terms in months the calculator quotes and the form offers. */
  termsMonths: readonly number[];
}

/** Personal loan: 25 thousand to 2 million pesos (application-forms.md §9), 12 to 60 months. */
export const PERSONAL_LOAN: LoanFacts = { minAmount: 25_000, maxAmount: 2_000_000, termsMonths: LOAN_TERMS };

/** Auto loan: the §9 loan amount ranges, terms of 12 to 60 months (application-forms.md autoTerms). */
export const AUTO_LOAN: LoanFacts = { minAmount: 500_000, maxAmount: 15_000_000, termsMonths: LOAN_TERMS };

/**
 * Home loan: the §9 loan amount ranges. The calculator quotes the add-on rate table's terms (12 to
 * 60 months, the only terms a rate table has); the application asks for the term in years, and its
 * longest choice is the longest a home loan runs (docs/decisions.md "Product facts").
 */
export const HOME_LOAN: LoanFacts & { termsYears: readonly number[] } = {
  minAmount: 500_000,
  maxAmount: 15_000_000,
  termsMonths: LOAN_TERMS,
  termsYears: [1, 2, 3, 5, 10, 15, 20, 25],
};

/** "12 to 60 months" / "1 to 25 years". */
export const span = (list: readonly number[], unit: string) => `${list[0]} to ${list[list.length - 1]} ${unit}`;
