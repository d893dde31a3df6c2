/**
 * SAMPLE rate data: what the reference server seeds its database with (docs/decisions.md "Rate
 * data", README "Sample data"). The spec reproduces none of the bank's rates; these are plausible
 * Philippine figures for late 2026, chosen so that every table, band and message can be shown and
 * tested. They are not the bank's rates. Deposit tier titles are written as the content service
 * sends them, with the less-than sign escaped (`&lt;`); the client turns it into `<` (§7).
 */
import { LOAN_AMOUNT_RANGES } from '../calculators/loan.ts';
import { LOAN_TERMS } from '../calculators/terms.ts';
import type { BondPicks, DepositRateTable, LoanRateTable, RateDataOf, RateValidity } from './schema.ts';
import type { RateSetName } from './sets.ts';

const EFFECTIVE = '2026-11-01';
const TERMS = [...LOAN_TERMS];
const SPEC_BANDS = LOAN_AMOUNT_RANGES.map((b) => ({ ...b }));

/** rates[term][band] = base for the term, minus `step` per larger band; two decimals. */
function loanRates(baseByTerm: readonly number[], bands: number, step: number): number[][] {
  return baseByTerm.map((base) => Array.from({ length: bands }, (_, i) => Math.round((base - i * step) * 100) / 100));
}

const loan = (title: string, bands: LoanRateTable['bands'], rates: number[][], note: string): LoanRateTable => ({
  kind: 'loan',
  title,
  effective: EFFECTIVE,
  terms: TERMS,
  bands,
  rates,
  note,
});

const ADD_ON_NOTE =
  'Monthly add-on rates: the monthly payment is the amount divided by the term plus the amount times the rate. Subject to credit evaluation.';

const PERSONAL_BANDS = [
  { min: 25_000, max: 499_000 },
  { min: 500_000, max: 999_000 },
  { min: 1_000_000, max: 2_000_000 },
];

const TENOR_COLUMNS = ['30 days', '60 days', '90 days', '180 days', '360 days'];

const deposit = (
  title: string,
  currency: string | undefined,
  columns: string[],
  rows: [string, (number | null)[]][],
  extra: Partial<DepositRateTable> = {},
): DepositRateTable => ({
  kind: 'deposit',
  title,
  ...(currency ? { currency } : {}),
  columns,
  rows: rows.map(([title, rates]) => ({ title, rates })),
  ...extra,
});

const validity: RateValidity = {
  kind: 'validity',
  text: 'Time deposit rates are valid from November 1 to December 31, 2026 and may change without prior notice.',
  from: '2026-11-01',
  to: '2026-12-31',
};

const bonds: BondPicks = {
  kind: 'bonds',
  title: 'Top Bond Picks',
  subtext:
    'Indicative yields to maturity as of November 2, 2026, for amounts held to maturity. Prices move during the day; your officer confirms the rate when you buy. Bonds are not deposits and are not insured by the PDIC.',
  items: [
    {
      name: 'Retail Treasury Bond RTB 5-19',
      currency: 'PHP',
      coupon: 6.125,
      yield: 5.85,
      maturity: '2029-08-22',
      minimum: 5_000,
    },
    {
      name: 'Fixed Rate Treasury Note FXTN 10-72',
      currency: 'PHP',
      coupon: 6.75,
      yield: 6.1,
      maturity: '2033-03-15',
      minimum: 10_000,
    },
    {
      name: 'Fixed Rate Treasury Note FXTN 20-27',
      currency: 'PHP',
      coupon: 6.875,
      yield: 6.45,
      maturity: '2043-01-10',
      minimum: 10_000,
    },
    {
      name: 'Republic of the Philippines Global Bond 2034',
      currency: 'USD',
      coupon: 5.0,
      yield: 4.9,
      maturity: '2034-01-13',
      minimum: 10_000,
    },
    {
      name: 'Corporate Fixed-Rate Bond, AAA, 5 years',
      currency: 'PHP',
      coupon: 6.5,
      yield: 6.35,
      maturity: '2031-06-30',
      minimum: 50_000,
    },
  ],
};

export const RATE_FIXTURES: { [N in RateSetName]: RateDataOf<N> } = {
  'auto-loan-brand-new': loan(
    'Auto Loan, Brand New',
    SPEC_BANDS,
    loanRates([0.55, 0.56, 0.57, 0.59, 0.62, 0.65], 4, 0.02),
    ADD_ON_NOTE,
  ),
  'auto-loan-second-hand': loan(
    'Auto Loan, Second Hand',
    SPEC_BANDS,
    loanRates([0.8, 0.81, 0.82, 0.84, 0.87, 0.9], 4, 0.02),
    `${ADD_ON_NOTE} Vehicles up to 10 years old at the end of the term.`,
  ),
  'home-loan': loan('Home Loan', SPEC_BANDS, loanRates([0.4, 0.41, 0.42, 0.44, 0.46, 0.48], 4, 0.02), ADD_ON_NOTE),
  'personal-loan-with-card': loan(
    'Personal Loan, with an EastWest Credit Card',
    PERSONAL_BANDS,
    loanRates([1.2, 1.22, 1.25, 1.29, 1.33, 1.37], 3, 0.05),
    `${ADD_ON_NOTE} For principal cardholders of an EastWest credit card.`,
  ),
  'personal-loan-without-card': loan(
    'Personal Loan, without a Credit Card',
    PERSONAL_BANDS,
    loanRates([1.5, 1.52, 1.55, 1.59, 1.63, 1.67], 3, 0.05),
    ADD_ON_NOTE,
  ),
  'peso-savings': deposit(
    'Peso Savings Account',
    'PHP',
    ['Interest rate per annum'],
    [
      ['PHP 10,000 to &lt; PHP 100,000', [0.0625]],
      ['PHP 100,000 to &lt; PHP 1,000,000', [0.1]],
      ['PHP 1,000,000 and above', [0.25]],
    ],
  ),
  'peso-checking': deposit(
    'Peso Checking Account (interest-bearing)',
    'PHP',
    ['Interest rate per annum'],
    [
      ['&lt; PHP 100,000', [null]],
      ['PHP 100,000 to &lt; PHP 500,000', [0.05]],
      ['PHP 500,000 and above', [0.1]],
    ],
    { note: 'Balances below PHP 100,000 earn no interest.' },
  ),
  'foreign-currency-savings': deposit(
    'Foreign Currency Savings Account',
    undefined,
    ['Interest rate per annum'],
    [
      ['US Dollar (USD 500 and above)', [0.125]],
      ['Euro (EUR 500 and above)', [0.05]],
      ['Japanese Yen (JPY 50,000 and above)', [0.01]],
      ['Chinese Yuan (CNY 5,000 and above)', [0.1]],
      ['Singapore Dollar (SGD 1,000 and above)', [0.1]],
      ['Australian Dollar (AUD 1,000 and above)', [0.15]],
    ],
  ),
  'tiered-deposit': deposit(
    'Tiered Savings Account',
    'PHP',
    ['Interest rate per annum'],
    [
      ['PHP 25,000 to &lt; PHP 500,000', [0.25]],
      ['PHP 500,000 to &lt; PHP 2,000,000', [0.5]],
      ['PHP 2,000,000 to &lt; PHP 5,000,000', [0.75]],
      ['PHP 5,000,000 and above', [1.0]],
    ],
  ),
  'time-deposit-validity': validity,
  'peso-time-deposit': deposit('Peso Time Deposit', 'PHP', TENOR_COLUMNS, [
    ['PHP 10,000 to &lt; PHP 500,000', [1.0, 1.125, 1.25, 1.5, 1.75]],
    ['PHP 500,000 to &lt; PHP 1,000,000', [1.125, 1.25, 1.375, 1.625, 1.875]],
    ['PHP 1,000,000 to &lt; PHP 5,000,000', [1.25, 1.375, 1.5, 1.75, 2.0]],
    ['PHP 5,000,000 and above', [1.375, 1.5, 1.625, 1.875, 2.125]],
  ]),
  'long-term-peso-time-deposit': deposit(
    'Long-Term Peso Time Deposit (fixed rate)',
    'PHP',
    ['2 years', '3 years', '4 years', '5 years'],
    [
      ['PHP 100,000 to &lt; PHP 1,000,000', [2.5, 2.75, 3.0, 3.25]],
      ['PHP 1,000,000 and above', [2.75, 3.0, 3.25, 3.5]],
    ],
    {
      rateType: 'fixed',
      note: 'Held to maturity, interest on long-term deposits of 5 years or more is exempt from withholding tax.',
    },
  ),
  'long-term-peso-time-deposit-floating': deposit(
    'Long-Term Peso Time Deposit (floating rate)',
    'PHP',
    ['5 years'],
    [
      ['PHP 100,000 to &lt; PHP 1,000,000', [3.0]],
      ['PHP 1,000,000 and above', [3.25]],
    ],
    { rateType: 'floating', note: 'The rate is reset every quarter; shown is the rate of the current quarter.' },
  ),
  'usd-time-deposit': deposit('US Dollar Time Deposit', 'USD', TENOR_COLUMNS, [
    ['USD 1,000 to &lt; USD 10,000', [0.75, 0.875, 1.0, 1.25, 1.5]],
    ['USD 10,000 to &lt; USD 50,000', [1.0, 1.125, 1.25, 1.5, 1.75]],
    ['USD 50,000 and above', [1.25, 1.375, 1.5, 1.75, 2.0]],
  ]),
  'long-term-usd-time-deposit': deposit(
    'Long-Term US Dollar Time Deposit',
    'USD',
    ['2 years', '3 years', '5 years'],
    [
      ['USD 10,000 to &lt; USD 100,000', [2.0, 2.25, 2.5]],
      ['USD 100,000 and above', [2.25, 2.5, 2.75]],
    ],
  ),
  'rmb-time-deposit': deposit(
    'Chinese Yuan (RMB) Time Deposit',
    'CNY',
    ['30 days', '90 days', '180 days', '360 days'],
    [
      ['CNY 10,000 to &lt; CNY 100,000', [0.5, 0.75, 1.0, 1.25]],
      ['CNY 100,000 and above', [0.75, 1.0, 1.25, 1.5]],
    ],
  ),
  'euro-time-deposit': deposit(
    'Euro Time Deposit',
    'EUR',
    ['30 days', '90 days', '180 days', '360 days'],
    [
      ['EUR 1,000 to &lt; EUR 10,000', [0.25, 0.375, 0.5, 0.75]],
      ['EUR 10,000 and above', [0.375, 0.5, 0.625, 0.875]],
    ],
  ),
  'jpy-time-deposit': deposit(
    'Japanese Yen Time Deposit',
    'JPY',
    ['30 days', '90 days', '180 days', '360 days'],
    [
      ['JPY 100,000 to &lt; JPY 1,000,000', [0.01, 0.01, 0.02, 0.05]],
      ['JPY 1,000,000 and above', [0.01, 0.02, 0.05, 0.1]],
    ],
  ),
  'sgd-time-deposit': deposit(
    'Singapore Dollar Time Deposit',
    'SGD',
    ['30 days', '90 days', '180 days', '360 days'],
    [
      ['SGD 1,000 to &lt; SGD 10,000', [0.5, 0.75, 1.0, 1.25]],
      ['SGD 10,000 and above', [0.75, 1.0, 1.25, 1.5]],
    ],
  ),
  'aud-time-deposit': deposit(
    'Australian Dollar Time Deposit',
    'AUD',
    ['30 days', '90 days', '180 days', '360 days'],
    [
      ['AUD 1,000 to &lt; AUD 10,000', [1.0, 1.25, 1.5, 1.75]],
      ['AUD 10,000 and above', [1.25, 1.5, 1.75, 2.0]],
    ],
  ),
  'top-bond-picks': bonds,
};
