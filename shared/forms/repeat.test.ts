import { describe, expect, it } from 'vitest';
import { numbered, repeatCount, repeatHidden } from './repeat.ts';

describe('repeatable groups', () => {
  const r = { count: 'n', min: 1, max: 3, groups: numbered(['bank', 'loanType'], 3) };
  it('numbers the fields of each group', () => {
    expect(r.groups).toEqual([
      ['bank1', 'loanType1'],
      ['bank2', 'loanType2'],
      ['bank3', 'loanType3'],
    ]);
    expect(numbered(['FirstName'], 2, (p, i) => `reference${i}${p}`)).toEqual([
      ['reference1FirstName'],
      ['reference2FirstName'],
    ]);
  });
  it('keeps the count within min..max', () => {
    expect(repeatCount({ n: '2' }, r)).toBe(2);
    expect(repeatCount({ n: '9' }, r)).toBe(3);
    expect(repeatCount({ n: '0' }, r)).toBe(1);
    expect(repeatCount({ n: 'x' }, r)).toBe(1);
    expect(repeatCount({}, r)).toBe(1);
  });
  it('hides the groups past the count', () => {
    expect(repeatHidden({ n: '1' }, r)).toEqual(['bank2', 'loanType2', 'bank3', 'loanType3']);
    expect(repeatHidden({ n: '3' }, r)).toEqual([]);
  });
});
