import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { addDays, dayOf, dayRange, manilaToday, yearsFrom } from './day-rules.ts';

describe('date bounds as rules', () => {
  it('a fixed day is itself; y moves the local day by years; d moves Manila’s day by days', () => {
    const now = new Date(2027, 5, 15, 10); // 15 June 2027, 10:00 local
    expect(dayOf('1910-07-31', now)).toBe('1910-07-31');
    expect(dayOf('y-18', now)).toBe('2009-06-15');
    expect(dayOf('d90', now)).toBe(addDays(manilaToday(now), 90));
    expect(dayOf('d0', new Date('2026-11-27T20:47:00Z'))).toBe('2026-11-28'); // already the 28th in Manila
  });

  it('29 February moves to the 28th in a common year, as the forms always counted (dayjs)', () => {
    const leap = new Date(2028, 1, 29, 9);
    expect(yearsFrom(-18, leap)).toBe('2010-02-28');
    expect(yearsFrom(-20, leap)).toBe('2008-02-29');
  });

  it('the same day as dayjs over every day of four years, at any hour (what yearsAgo was)', () => {
    for (let i = 0; i < 4 * 366; i++) {
      const now = new Date(2026, 0, 1 + i, i % 24, 30);
      for (const years of [-18, -21, -80])
        expect(yearsFrom(years, now), now.toString()).toBe(dayjs(now).add(years, 'year').format('YYYY-MM-DD'));
    }
  });

  it('dayRange is callable like any bounds and carries its rules', () => {
    const adult = dayRange({ min: 'y-80', max: 'y-18' });
    expect(adult.range).toEqual({ min: 'y-80', max: 'y-18' });
    expect(adult(new Date(2030, 0, 2, 8))).toEqual({ min: '1950-01-02', max: '2012-01-02' });
  });
});
