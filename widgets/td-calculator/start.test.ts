import { describe, expect, it } from 'vitest';
import { DEFAULT_TENOR, STARTER_LIMITS, TENORS, tdInitial } from '../../shared/calculators/td.ts';
import { tdStart } from './start.ts';

describe('tdStart: the calculator as the visitor left its first screen', () => {
  it('is the calculator’s own start when nothing was done there', () => {
    expect(tdStart()).toEqual(tdInitial());
    expect(tdStart({})).toEqual(tdInitial());
  });

  it('takes the stage chosen, then the tenor slider’s position (its index)', () => {
    const s = tdStart({ lifestage: 'couple', investmentTime: '4' });
    expect(s.lifestage).toBe('couple');
    expect(s.investment).toBe(STARTER_LIMITS.start);
    expect(s.investmentTime).toBe(TENORS[4]);
  });

  it('takes the tenor alone, with no stage chosen', () => {
    expect(tdStart({ investmentTime: '2' })).toEqual({ ...tdInitial(), investmentTime: TENORS[2] });
  });

  it('takes the amount slider’s position within the stage’s limits, on its steps', () => {
    const s = tdStart({ lifestage: 'single', investment: String(STARTER_LIMITS.min + STARTER_LIMITS.increment * 3) });
    expect(s.investment).toBe(STARTER_LIMITS.min + STARTER_LIMITS.increment * 3);
  });

  it('leaves out what is not a value of the calculator', () => {
    expect(tdStart({ lifestage: 'astronaut', investmentTime: '99' })).toEqual(tdInitial());
    expect(tdStart({ investmentTime: '99' }).investmentTime).toBe(DEFAULT_TENOR);
  });
});
