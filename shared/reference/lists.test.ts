import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CALLBACK } from '../business-callback/form.ts';
import {
  BUSINESS_FORMS,
  BUSINESS_TYPES,
  COLLATERAL,
  DISABLED_INQUIRY_TOPICS,
  EMPLOYMENT,
  FACILITIES,
  INCOME_SOURCES,
  INQUIRY_TOPICS,
  INVESTMENT_TYPES,
  INVESTMENT_TYPES_SHORT,
  LOAN_CHANNELS,
  LOAN_PURPOSES,
  NOT_EMPLOYED_REASONS,
  POSITION_LEVELS,
  REFERENCE_LISTS,
  RESIDENCY,
  VEHICLE_CONDITIONS,
  VEHICLE_TYPES,
  WORK_NATURE,
  YES_NO,
} from './lists.ts';

/**
 * site-and-content.md §9's "Lists" line, verbatim. The spec lives beside the repository, not in it,
 * so a clean clone tests against this copy; where the spec is present the copy must still be in it.
 */
const SPEC_LINE =
  '- Lists: income sources (Business Income, Salary Benefits, Pension, Dividends, Interest on Savings/Investments/Trust Funds, Retirement Pay, Separation Pay, Allowance from, Remittance from, Inheritance from, Gifts/Donation from, Lottery Winnings From); 20 industry categories (names not shown) and an 18-item alternative; position levels (Staff-Contractual, Staff-Regular, Junior Officer, Senior Officer, President, Directore, Owner, Professional); loan channel Dealer Gen, Direct Loan; vehicle type Auto, Light Comm Vehicle, Asian Utility Vehicle; condition Brand New, Used/Second Hand; loan terms 12, 18, 24, 38, 48, 60 months; loan amount ranges 500,000-999,000, 1,000,000-4,999,000, 5,000,000-9,999,000, 10,000,000-15,000,000; employment Employee, Self-Employed; business form Corporation, Sole Proprietorship, Partnership; facility Revolving Credit Facility, Term Loan; loan purposes Working Capital, Business Expansion, Property Acquisition, Purchase of Machine/Equipment/Materials, Other; not-employed reasons Student, Never been employed, Non Resident, Registration is still in process, Business not registered; investment types TBills, RTBs or FXTNs, Corporate Bonds, UITF Money Market/Bond/Equity Funds, also Time Deposit, Bonds, Stocks, UITF; AM/PM; YES/NO; Resident/Citizen; nine work-nature options from Employer to Unemployed-Others (middle ones not shown); inquiry topics Deposits, Collections, Disbursements, Payroll Management, Government Payments, Business Loans, Auto Loans, Forex Services, Investments and Trust, Insurance, Others (disabled); collateral Real Estate Mortgage, deposit hold-out; business type Trading, Manufacturing, Merchandising, Services, Others; about 140 Philippine provinces/cities.';

/** The spec sits in ../shared/spec beside the repository (one level further out from a git worktree). */
const SPEC_FILE = ['../../../shared/spec/', '../../../../shared/spec/']
  .map((dir) => fileURLToPath(new URL(`${dir}site-and-content.md`, import.meta.url)))
  .find((file) => existsSync(file));

/** The spec line's clauses ("name labels" or "name (labels)"), split at the top-level semicolons. */
const clauses = SPEC_LINE.replace(/^- Lists: /, '')
  .replace(/\.$/, '')
  .split(/;\s*(?![^(]*\))/);

/** The labels of the clause starting with `name`, split at commas (inside its brackets if it has them). */
const specLabels = (name: string): string[] => {
  const clause = clauses.find((c) => c.startsWith(`${name} `));
  if (!clause) throw new Error(`no clause "${name}" in the spec line`);
  const rest = clause.slice(name.length).trim();
  const body = rest.startsWith('(') ? rest.slice(1, rest.lastIndexOf(')')) : rest;
  return body.split(/,\s*/);
};

describe('§9 reference lists', () => {
  it('the copy of the spec line is the spec (where the spec is beside the repository)', () => {
    if (!SPEC_FILE) return;
    expect(readFileSync(SPEC_FILE, 'utf8')).toContain(SPEC_LINE);
  });

  it.each([
    ['income sources', INCOME_SOURCES],
    ['position levels', POSITION_LEVELS],
    ['loan channel', LOAN_CHANNELS],
    ['vehicle type', VEHICLE_TYPES],
    ['condition', VEHICLE_CONDITIONS],
    ['employment', EMPLOYMENT],
    ['business form', BUSINESS_FORMS],
    ['facility', FACILITIES],
    ['loan purposes', LOAN_PURPOSES],
    ['not-employed reasons', NOT_EMPLOYED_REASONS],
    ['collateral', COLLATERAL],
    ['business type', BUSINESS_TYPES],
  ] as const)('%s: the spec labels letter for letter, in its order', (name, list) => {
    expect([...list]).toEqual(specLabels(name));
  });

  it('investment types: both lists the spec gives', () => {
    const [long = '', short = ''] = specLabels('investment types').join(', ').split(', also ');
    expect([...INVESTMENT_TYPES]).toEqual(long.split(', '));
    expect([...INVESTMENT_TYPES_SHORT]).toEqual(short.split(', '));
  });

  it('inquiry topics: the spec labels, Others listed and disabled', () => {
    const labels = specLabels('inquiry topics');
    expect(labels.at(-1)).toBe('Others (disabled)');
    expect([...INQUIRY_TOPICS]).toEqual([...labels.slice(0, -1), 'Others']);
    expect(DISABLED_INQUIRY_TOPICS).toEqual(['Others']);
  });

  it('YES/NO and Resident/Citizen', () => {
    expect(clauses).toContain('YES/NO');
    expect(clauses).toContain('Resident/Citizen');
    expect(YES_NO.join('/')).toBe('YES/NO');
    expect(RESIDENCY.join('/')).toBe('Resident/Citizen');
  });

  it('work nature: nine options from Employer to Unemployed-Others, none twice', () => {
    expect(clauses).toContain('nine work-nature options from Employer to Unemployed-Others (middle ones not shown)');
    expect(WORK_NATURE).toHaveLength(9);
    expect(WORK_NATURE[0]).toBe('Employer');
    expect(WORK_NATURE.at(-1)).toBe('Unemployed-Others');
    expect(new Set(WORK_NATURE).size).toBe(9);
  });

  it('REFERENCE_LISTS names every list of the module once', () => {
    const lists = Object.values(REFERENCE_LISTS);
    expect(new Set(lists).size).toBe(lists.length);
    expect(lists).toHaveLength(18);
  });
});

describe('the business inquiry form asks with the reference lists (§3 "Inquiry form state")', () => {
  const fields = BUSINESS_CALLBACK.fields as unknown as Record<string, { options?: { values?: readonly string[] } }>;
  it.each([
    ['hasAnExistingAccount', YES_NO],
    ['typeOfBusiness', BUSINESS_TYPES],
    ['inquireAbout', INQUIRY_TOPICS],
    ['purposeLoan', LOAN_PURPOSES],
  ] as const)('%s offers exactly its list', (field, list) => {
    expect(fields[field]?.options?.values).toBe(list);
  });
});
