import { describe, expect, it } from 'vitest';
import { defaultLimits, PERSONAL_LOAN_RANGE } from '../calculators/loan.ts';
import { LOAN_TERMS } from '../calculators/terms.ts';
import { SAMPLE_PAGES } from '../content/sample.ts';
import { personalLoan } from '../i18n/personal-loan.ts';
import { LOAN_LISTS } from '../loans/lists.ts';
import { PL_A_LISTS, PL_MAX_AMOUNT, PL_MIN_AMOUNT } from '../personal-loan/lists.ts';
import { formatPeso } from '../forms/pesos.ts';
import { AUTO_LOAN, HOME_LOAN, PERSONAL_LOAN, span } from './facts.ts';

const pesos = (n: number) => formatPeso(n, { prefix: 'P' });

/** A loan page's text, tags dropped. */
const text = (id: string) =>
  SAMPLE_PAGES.loans
    .find((p) => p.id === id)!
    .body!.replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** Every peso amount a text names ("P25,000" -> 25000). */
const amounts = (t: string) => [...t.matchAll(/P(\d{1,3}(?:,\d{3})+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

describe('one source per product fact', () => {
  it('the spec figures', () => {
    expect(PERSONAL_LOAN).toMatchObject({ minAmount: 25_000, maxAmount: 2_000_000 });
    expect(span(PERSONAL_LOAN.termsMonths, 'months')).toBe('12 to 60 months');
    expect(pesos(25_000)).toBe('P25,000');
  });

  it('the calculator and the forms read the facts', () => {
    expect(PERSONAL_LOAN_RANGE).toEqual({ min: PERSONAL_LOAN.minAmount, max: PERSONAL_LOAN.maxAmount });
    expect(defaultLimits('personal-loan-with-card')).toEqual({ min: 25_000, max: 2_000_000 });
    expect([PL_MIN_AMOUNT, PL_MAX_AMOUNT]).toEqual([PERSONAL_LOAN.minAmount, PERSONAL_LOAN.maxAmount]);
    expect(PL_A_LISTS.loanTerm).toEqual(PERSONAL_LOAN.termsMonths.map(String));
    expect(LOAN_LISTS.autoTerms).toEqual(AUTO_LOAN.termsMonths.map(String));
    expect(LOAN_LISTS.loanTerm).toEqual(HOME_LOAN.termsYears.map(String));
    expect(PERSONAL_LOAN.termsMonths).toBe(LOAN_TERMS);
    expect(HOME_LOAN.termsMonths).toBe(LOAN_TERMS);
  });

  it('the personal loan form\u2019s hint and messages name the same figures', () => {
    const en = JSON.stringify(personalLoan.en);
    expect(en).toContain(`From ${formatPeso(PERSONAL_LOAN.minAmount)} to ${formatPeso(PERSONAL_LOAN.maxAmount)}`);
    expect(en).toContain(`Minimum of ${PERSONAL_LOAN.minAmount / 1000} thousand pesos`);
    expect(en).toContain(`Maximum of ${PERSONAL_LOAN.maxAmount / 1_000_000} million pesos`);
  });

  it('the personal loan page states the shared minimum, maximum and terms, and no other loan amount', () => {
    const t = text('personalloans');
    expect(t).toContain(`from ${pesos(PERSONAL_LOAN.minAmount)} to ${pesos(PERSONAL_LOAN.maxAmount)}`);
    expect(t).toContain('12 to 60 months');
    const loanAmounts = amounts(t).filter((n) => n >= 10_000 && n !== 250_000);
    expect(Math.min(...loanAmounts)).toBe(PERSONAL_LOAN.minAmount);
    expect(Math.max(...loanAmounts)).toBe(PERSONAL_LOAN.maxAmount);
    expect(t).not.toMatch(/12 to 36|P30,000/);
  });

  it('the home loan page states the form\u2019s longest term, and no note meant for the bank\u2019s staff', () => {
    const t = text('homeloans');
    expect(t).toContain(`payable in ${span(HOME_LOAN.termsYears, 'years')}`);
    expect(t).toContain(`${pesos(HOME_LOAN.minAmount)} to ${pesos(HOME_LOAN.maxAmount)}`);
    // The calculator's months are the rate table's terms, which the page shows from the rate service.
    expect(t).not.toMatch(/loan officer quotes|calculator estimates/);
    const years = [...t.matchAll(/(\d+) years(?! old)/g)].map((m) => Number(m[1]));
    expect(Math.max(...years)).toBe(HOME_LOAN.termsYears.at(-1));
  });

  it('the auto loan page states the shared terms', () => {
    const t = text('autoloans');
    expect(t).toContain(`payable in ${span(AUTO_LOAN.termsMonths, 'months')}`);
    expect(t).toContain(AUTO_LOAN.termsMonths.join(', '));
  });
});
