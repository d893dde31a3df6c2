/**
 * Product facts, one source each: what the content pages say, what the loan
 * calculator offers and what the application forms accept all read them from here, so a page can
 * never promise a minimum or a term the calculator and the form do not have.
 */
import { LOAN_TERMS } from '../calculators/terms.ts';
import { hasOwn } from '../own.ts';
import type { RateSetName } from '../rates/sets.ts';

/** The Apply Today! presets of a product a page offers (application-forms.md §1). */
type ApplyPreset = 'personal-loan' | 'auto-loan' | 'home-loan' | 'leadgen';

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

/**
 * Deposit figures the pages state in more than one place (the savings and checking pages, the fee
 * pages, list rows): one source each, in pesos.
 */
export const DEPOSIT_FEES = {
  /** A month below the maintaining balance (peso savings and checking). */
  belowMaintainingBalance: 300,
  /** The savings account's maintaining balance, which is also its initial deposit. */
  savingsMaintainingBalance: 2_000,
  closingWithin30Days: 500,
  /** A month, after 5 years without a transaction. */
  dormancy: 30,
  checkbook: 250,
  returnedCheck: 1_000,
  debitCardReplacement: 150,
  instapay: 25,
} as const;

/** Credit card figures stated on each card's page, the card list and the card fee page, in pesos. */
export const CREDIT_CARD_FEES = { latePayment: 850, cashAdvance: 200, replacement: 400 } as const;
export const CREDIT_CARDS = {
  platinum: { annualFee: 5_000, minYearlyIncome: 1_000_000 },
  gold: { annualFee: 3_000, minYearlyIncome: 400_000 },
  cashback: { annualFee: 2_500, minYearlyIncome: 350_000 },
  classic: { annualFee: 1_500, minYearlyIncome: 180_000 },
} as const;

/** Personal loan fees, on its page and on its fee page. */
export const PERSONAL_LOAN_FEES = { processing: 1_500, latePaymentPercent: 5, preTerminationPercent: 4 } as const;

/** Investment minimums, on the investment pages, the UITF table and the business fixed income page. */
export const INVESTMENT_MINIMUMS = { uitf: 10_000, retailTreasuryBond: 5_000 } as const;

/**
 * What a product page offers beside its text, by `{section}/{id}` of its content page: the rate sets
 * of the rate service that price it (the page shows them as served, never a figure written into its
 * text) and the Apply Today! preset of the form it is applied for with, if it has one.
 */
export const PRODUCT_OFFERS = {
  'loans/autoloans': { rates: ['auto-loan-brand-new', 'auto-loan-second-hand'], apply: 'auto-loan' },
  'loans/homeloans': { rates: ['home-loan'], apply: 'home-loan' },
  'loans/personalloans': { rates: ['personal-loan-with-card', 'personal-loan-without-card'], apply: 'personal-loan' },
  'deposits/savings': { rates: ['peso-savings'], apply: 'leadgen' },
  'deposits/checking': { rates: ['peso-checking'], apply: 'leadgen' },
  'deposits/foreigncurrency': { rates: ['foreign-currency-savings'], apply: 'leadgen' },
  // Applied for through its calculator, which hands its figures over to the application on the page.
  'deposits/timedeposit': { rates: ['time-deposit-validity', 'peso-time-deposit'] },
} as const satisfies Record<string, { rates: readonly RateSetName[]; apply?: ApplyPreset }>;

export interface ProductOffer {
  rates: readonly RateSetName[];
  apply?: ApplyPreset;
}

/** The offer of a content page, if it is a product page. */
export const productOffer = (section: string, id: string | undefined): ProductOffer | undefined =>
  id !== undefined && hasOwn(PRODUCT_OFFERS, `${section}/${id}`)
    ? PRODUCT_OFFERS[`${section}/${id}` as keyof typeof PRODUCT_OFFERS]
    : undefined;
