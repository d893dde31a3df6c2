import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { validate } from '../messages.ts';
import { RATE_FIXTURES } from '../rates/fixtures.ts';
import { DEFAULT_LOAN_TERM, LOAN_TERMS } from './terms.ts';
import {
  LOAN_AMOUNT_RANGES,
  LOAN_MESSAGES,
  LOAN_PRODUCTS,
  PERSONAL_LOAN_RANGE,
  amortize,
  amountLimits,
  defaultLimits,
  loanAmountSchema,
  loanHandOverHref,
  loanHelper,
  productForPreset,
  rateFor,
  readLoanHandOver,
} from './loan.ts';

describe('the loan helper (site-and-content.md §5: first / second + first x rate)', () => {
  it('is exactly that', () => {
    expect(loanHelper(600_000, 12, 0.01)).toBe(600_000 / 12 + 600_000 * 0.01);
    expect(loanHelper(1_000_000, 60, 0)).toBeCloseTo(16_666.6667, 4);
    expect(loanHelper(0, 36, 0.0065)).toBe(0);
  });
});

describe('amortization with a monthly add-on rate', () => {
  it('monthly = amount / term + amount x rate%, to the centavo; total = monthly x term', () => {
    // 500,000 over 36 months at 0.59 %: 13,888.888… + 2,950 = 16,838.89
    expect(amortize(500_000, 36, 0.59)).toEqual({ monthly: 16_838.89, total: 606_200.04, interest: 106_200.04 });
    // 1,000,000 over 12 months at 0.53 %: 83,333.33 + 5,300
    expect(amortize(1_000_000, 12, 0.53)).toEqual({ monthly: 88_633.33, total: 1_063_599.96, interest: 63_599.96 });
    // a round case: no centavos
    expect(amortize(600_000, 60, 0.5)).toEqual({ monthly: 13_000, total: 780_000, interest: 180_000 });
    // zero rate: only the principal
    expect(amortize(120_000, 12, 0)).toEqual({ monthly: 10_000, total: 120_000, interest: 0 });
  });

  it('rounds half away from zero at the centavo', () => {
    // 100,000 / 24 = 4,166.6666…; + 100,000 x 1.25 % = 1,250 -> 5,416.67
    expect(amortize(100_000, 24, 1.25).monthly).toBe(5_416.67);
    // 25,000 / 18 = 1,388.888… + 25,000 x 1.22 % = 305 -> 1,693.89
    expect(amortize(25_000, 18, 1.22).monthly).toBe(1_693.89);
  });

  it('agrees with the loan helper for every product, term and band of the sample rates', () => {
    for (const p of LOAN_PRODUCTS) {
      const table = RATE_FIXTURES[p.rateSet];
      table.terms.forEach((term, ti) =>
        table.bands.forEach((band, bi) => {
          const rate = table.rates[ti]![bi]!;
          const r = amortize(band.min, term, rate);
          expect(r.monthly).toBeCloseTo(loanHelper(band.min, term, rate / 100), 2);
          expect(r.total).toBeCloseTo(r.monthly * term, 2);
        }),
      );
    }
  });
});

describe('products, terms and amount ranges (§9)', () => {
  it('five products, each with its rate set and application preset', () => {
    expect(LOAN_PRODUCTS.map((p) => [p.code, p.rateSet, p.preset])).toEqual([
      ['auto-loan-brand-new', 'auto-loan-brand-new', 'auto-loan'],
      ['auto-loan-second-hand', 'auto-loan-second-hand', 'auto-loan'],
      ['home-loan', 'home-loan', 'home-loan'],
      ['personal-loan-with-card', 'personal-loan-with-card', 'personal-loan'],
      ['personal-loan-without-card', 'personal-loan-without-card', 'personal-loan'],
    ]);
  });

  it('terms are 12, 18, 24, 36, 48, 60 months (36, not the misprinted 38); 36 by default', () => {
    expect([...LOAN_TERMS]).toEqual([12, 18, 24, 36, 48, 60]);
    expect(DEFAULT_LOAN_TERM).toBe(36);
  });

  it('amount ranges: the spec’s four for auto and home loans, 25,000 to 2,000,000 for personal loans', () => {
    expect(LOAN_AMOUNT_RANGES.map((r) => [r.min, r.max])).toEqual([
      [500_000, 999_000],
      [1_000_000, 4_999_000],
      [5_000_000, 9_999_000],
      [10_000_000, 15_000_000],
    ]);
    expect(PERSONAL_LOAN_RANGE).toEqual({ min: 25_000, max: 2_000_000 });
    expect(defaultLimits('auto-loan-brand-new')).toEqual({ min: 500_000, max: 15_000_000 });
    expect(defaultLimits('home-loan')).toEqual({ min: 500_000, max: 15_000_000 });
    expect(defaultLimits('personal-loan-without-card')).toEqual({ min: 25_000, max: 2_000_000 });
    // the sample tables quote exactly those ranges
    for (const p of LOAN_PRODUCTS)
      expect(amountLimits(RATE_FIXTURES[p.rateSet]), p.code).toEqual(defaultLimits(p.code));
  });

  it('presets choose the product shown first', () => {
    expect(productForPreset('auto-loan')).toBe('auto-loan-brand-new');
    expect(productForPreset('home-loan')).toBe('home-loan');
    expect(productForPreset('personal-loan')).toBe('personal-loan-with-card');
    expect(productForPreset('personal-loan-without-card')).toBe('personal-loan-without-card');
    expect(productForPreset('creditcard')).toBeUndefined();
    expect(productForPreset(undefined)).toBeUndefined();
  });
});

describe('which rate applies', () => {
  const table = RATE_FIXTURES['auto-loan-brand-new'];

  it('the row of the term and the column of the band the amount falls in; bands are contiguous', () => {
    expect(rateFor(table, 500_000, 12)).toEqual({ rate: 0.55, termIndex: 0, bandIndex: 0 });
    expect(rateFor(table, 999_500, 36)).toEqual({ rate: 0.59, termIndex: 3, bandIndex: 0 });
    expect(rateFor(table, 1_000_000, 36)).toEqual({ rate: 0.57, termIndex: 3, bandIndex: 1 });
    expect(rateFor(table, 9_999_999, 60)).toEqual({ rate: 0.61, termIndex: 5, bandIndex: 2 });
    expect(rateFor(table, 15_000_000, 60)).toEqual({ rate: 0.59, termIndex: 5, bandIndex: 3 });
  });

  it('none outside the table or for a term it does not quote', () => {
    expect(rateFor(table, 499_999, 12)).toBeUndefined();
    expect(rateFor(table, 15_000_001, 12)).toBeUndefined();
    expect(rateFor(table, 1_000_000, 38)).toBeUndefined();
    expect(rateFor(table, NaN, 12)).toBeUndefined();
  });
});

describe('loan amount messages', () => {
  const schema = loanAmountSchema({ min: 500_000, max: 15_000_000 });
  const first = (n: unknown) => Object.values(validate(schema, n).errors)[0];

  it('required, below the minimum, above the maximum; otherwise valid', () => {
    expect(first(undefined)).toBe(LOAN_MESSAGES.required);
    expect(first(NaN)).toBe(LOAN_MESSAGES.required);
    expect(first(499_999)).toBe(LOAN_MESSAGES.min);
    expect(first(15_000_001)).toBe(LOAN_MESSAGES.max);
    expect(validate(schema, 500_000).ok).toBe(true);
    expect(validate(schema, 15_000_000).ok).toBe(true);
  });

  it('read like the spec’s amount messages', () => {
    expect(englishText(LOAN_MESSAGES.min)).toBe('Amount should not be less than {{min}}.');
    expect(englishText(LOAN_MESSAGES.max)).toBe('Amount should not be more than {{max}}.');
    expect(englishText(LOAN_MESSAGES.required)).toBe('Please enter the loan amount.');
  });
});

describe('hand-over to the application', () => {
  it('/forms?preset=<application>&product&amount&term, read back by the wizards', () => {
    const href = loanHandOverHref({ product: 'auto-loan-second-hand', amount: 750_000, term: 48 });
    expect(href).toBe('/forms?preset=auto-loan&product=auto-loan-second-hand&amount=750000&term=48');
    expect(readLoanHandOver(href.split('?')[1]!)).toEqual({
      product: 'auto-loan-second-hand',
      amount: 750_000,
      term: 48,
    });
    for (const p of LOAN_PRODUCTS) {
      const h = { product: p.code, amount: 600_000, term: 24 as const };
      expect(new URL(loanHandOverHref(h), 'https://x').searchParams.get('preset')).toBe(p.preset);
      expect(readLoanHandOver(loanHandOverHref(h).split('?')[1]!)).toEqual(h);
    }
  });

  it('refuses a mismatched preset, an unknown product, a bad amount or term', () => {
    for (const q of [
      '?preset=home-loan&product=auto-loan-brand-new&amount=750000&term=48',
      '?preset=auto-loan&product=boat-loan&amount=750000&term=48',
      '?preset=auto-loan&product=auto-loan-brand-new&amount=0750000&term=48',
      '?preset=auto-loan&product=auto-loan-brand-new&amount=750000&term=38',
      '?preset=auto-loan&product=auto-loan-brand-new&amount=750000',
    ])
      expect(readLoanHandOver(q), q).toBeUndefined();
  });
});
