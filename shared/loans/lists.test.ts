import { describe, expect, it } from 'vitest';
import { options } from '../i18n/options.ts';
import { EMPLOYMENT_FIELDS } from './fields.ts';
import { LENGTH_OF_SERVICE, LOAN_LISTS, NUMERIC_LISTS, serviceYears, type LoanList } from './lists.ts';

const nums = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('numeric ranges (§3, §9: auto/home loan)', () => {
  it('dependents 1 to 15', () => {
    expect(LOAN_LISTS.numberOfDependents).toEqual(nums(1, 15));
    expect(LOAN_LISTS.numberOfDependents).not.toContain('0');
    expect(LOAN_LISTS.numberOfDependents).not.toContain('16');
  });

  it('length of stay 0 to 65', () => {
    expect(LOAN_LISTS.lengthOfStay).toEqual(nums(0, 65));
    expect(LOAN_LISTS.lengthOfStay).toHaveLength(66);
  });

  it('cars owned 0 to 20', () => {
    expect(LOAN_LISTS.carOwned).toEqual(nums(0, 20));
  });

  it('length of operation 0 to 50', () => {
    expect(LOAN_LISTS.lengthOfOperation).toEqual(nums(0, 50));
  });

  it('length of service 0 to 30 years, sent as 0 and 11 to 40', () => {
    expect(LENGTH_OF_SERVICE).toEqual(['0', ...nums(11, 40)]);
    expect(LENGTH_OF_SERVICE).toHaveLength(31);
    for (const gap of ['1', '5', '10', '41']) expect(LENGTH_OF_SERVICE).not.toContain(gap);
  });

  it('serviceYears turns a sent code back into years', () => {
    expect(serviceYears('0')).toBe(0);
    expect(serviceYears('11')).toBe(1);
    expect(serviceYears('25')).toBe(15);
    expect(serviceYears('40')).toBe(30);
    expect(LENGTH_OF_SERVICE.map(serviceYears)).toEqual(Array.from({ length: 31 }, (_, i) => i));
  });
});

describe('fixed lists', () => {
  it('auto loan terms are 12, 18, 24, 36, 48, 60 months (36, not the misprinted 38)', () => {
    expect(LOAN_LISTS.autoTerms).toEqual(['12', '18', '24', '36', '48', '60']);
    expect(LOAN_LISTS.autoTerms).not.toContain('38');
  });

  it('auto types are §3’s five, sent as their names', () => {
    expect(LOAN_LISTS.autoType).toEqual(['New', 'Used/Pre-owned', 'Passenger Car', 'Commercial Vehicle', 'Others']);
  });

  it('propertyMortgaged is Yes or No', () => {
    expect(LOAN_LISTS.yesNo).toEqual(['Yes', 'No']);
  });

  it('uses the codes of the spec’s lists', () => {
    expect([...LOAN_LISTS.citizenship].sort()).toEqual(['1', '12', '19', '2', '3']);
    expect([...LOAN_LISTS.sex].sort()).toEqual(['8', '9']);
    expect([...LOAN_LISTS.civilStatus].sort()).toEqual(['1', '2', '3']);
    expect([...LOAN_LISTS.typeOfResidence].sort()).toEqual(['1', '2', '3', '4', '9']);
    expect([...LOAN_LISTS.education].sort()).toEqual(['2', '3', '5', '7']);
    expect([...LOAN_LISTS.typeOfEmployment].sort()).toEqual(['EE', 'GV', 'OTH', 'PV', 'RT', 'SE']);
    expect([...LOAN_LISTS.rankPosition].sort()).toEqual(['1', '2', '3', '4', '8']);
    expect([...LOAN_LISTS.typeOfJob].sort()).toEqual(['10', '11', '13', '9']);
    expect([...LOAN_LISTS.bankDeposit].sort()).toEqual(['57', '58', '59']);
    expect([...LOAN_LISTS.businessNature].sort()).toEqual(['1', '2', '3', '7']);
    expect([...LOAN_LISTS.placeOfBusiness].sort()).toEqual(['1', '2', '6']);
    expect([...LOAN_LISTS.loanPurpose].sort()).toEqual(['1', '12', '2', '3', '4', '5', '6', '7', '8']);
    expect([...LOAN_LISTS.collateralType].sort()).toEqual(['10', '7', '8', '9']);
    expect([...LOAN_LISTS.collateralUse].sort()).toEqual(['1', '2', '5']);
  });

  it('NA is offered for rank/position and type of job (§3 "NA allowed")', () => {
    expect(options.en.rankPosition['8']).toBe('NA');
    expect(options.en.typeOfJob['13']).toBe('NA');
  });

  it('no list repeats a value', () => {
    for (const [name, values] of Object.entries(LOAN_LISTS)) {
      expect(new Set(values).size, name).toBe(values.length);
    }
  });
});

describe('labels (shared/i18n/options.ts)', () => {
  const labelled = (Object.keys(LOAN_LISTS) as LoanList[]).filter((name) => !NUMERIC_LISTS.includes(name));
  const en = options.en as unknown as Record<string, Record<string, string>>;
  const fil = options.fil as unknown as Record<string, Record<string, string>>;

  it('numeric lists are exactly the ones shown as their own numbers', () => {
    expect([...NUMERIC_LISTS].sort()).toEqual(
      ['autoTerms', 'carOwned', 'lengthOfOperation', 'lengthOfStay', 'loanTerm', 'numberOfDependents'].sort(),
    );
    for (const name of NUMERIC_LISTS) {
      for (const value of LOAN_LISTS[name as LoanList]) expect(value, name).toMatch(/^\d+$/);
    }
  });

  it.each(labelled)(
    'every value of %s has a non-empty English and Filipino label, and nothing else is labelled',
    (name) => {
      const values = [...LOAN_LISTS[name]].sort();
      expect(Object.keys(en[name] ?? {}).sort(), `en ${name}`).toEqual(values);
      expect(Object.keys(fil[name] ?? {}).sort(), `fil ${name}`).toEqual(values);
      for (const value of values) {
        expect(en[name]![value]!.trim(), `en ${name}.${value}`).not.toBe('');
        expect(fil[name]![value]!.trim(), `fil ${name}.${value}`).not.toBe('');
      }
    },
  );

  it('length of service codes are labelled with their years, the same in both languages (not translated)', () => {
    const { options: list } = EMPLOYMENT_FIELDS.lengthOfService;
    expect(list?.values).toEqual(LENGTH_OF_SERVICE);
    const format = list?.format;
    if (typeof format !== 'function') throw new Error('lengthOfService has no label function');
    expect(LENGTH_OF_SERVICE.map((code) => format(code, 'fil'))).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i)),
    );
    expect(en.serviceYears ?? fil.serviceYears, 'no per-language table').toBeUndefined();
  });

  it('English labels follow the spec’s lists', () => {
    expect(en.citizenship).toEqual({
      '1': 'Filipino',
      '2': 'Canadian',
      '3': 'American',
      '12': 'Korean',
      '19': 'Others',
    });
    expect(en.sex).toEqual({ '8': 'Male', '9': 'Female' });
    expect(en.civilStatus).toEqual({ '1': 'Single', '2': 'Legally Separated / Widow(er)', '3': 'Married' });
    expect(en.typeOfEmployment).toEqual({
      PV: 'Private',
      GV: 'Government',
      SE: 'Self-employed',
      EE: 'Employed',
      RT: 'Retired',
      OTH: 'Others',
    });
    expect(en.collateralType).toEqual({
      '7': 'Condominium Unit',
      '8': 'House and Lot',
      '9': 'Others',
      '10': 'Vacant Lot',
    });
    expect(en.bankDeposit!['57']).toBe('Savings Account');
    expect(en.loanPurpose!['12']).toBe('House and Lot Acquisition');
    expect(en.yesNo).toEqual({ Yes: 'Yes', No: 'No' });
  });
});
