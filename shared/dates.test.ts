import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_FORMAT, ISO_DATE, ageBounds, isIsoDate, yearsAgo, yearsBetween } from './dates.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('yearsAgo', () => {
  it('is the same calendar day `years` years before the given day, as yyyy-MM-dd', () => {
    expect(yearsAgo(18, new Date(2025, 5, 15))).toBe('2007-06-15');
    expect(yearsAgo(80, new Date(2025, 0, 1))).toBe('1945-01-01');
    expect(yearsAgo(0, new Date(2025, 11, 31))).toBe('2025-12-31');
  });

  it('maps 29 February to 28 February in a year without one', () => {
    expect(yearsAgo(18, new Date(2024, 1, 29))).toBe('2006-02-28');
    expect(yearsAgo(4, new Date(2024, 1, 29))).toBe('2020-02-29');
  });

  it('defaults to today', () => {
    expect(yearsAgo(21)).toBe(dayjs().subtract(21, 'year').format('YYYY-MM-DD'));
  });
});

describe('ageBounds', () => {
  it('are 18, 21 and 80 years before the given day', () => {
    expect(ageBounds(new Date(2025, 5, 15))).toEqual({ age18: '2007-06-15', age21: '2004-06-15', age80: '1945-06-15' });
  });

  it('follow the clock when no day is given', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2030, 2, 10, 12) });
    expect(ageBounds()).toEqual({ age18: '2012-03-10', age21: '2009-03-10', age80: '1950-03-10' });
  });
});

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2023-02-28', '2000-02-29', '1999-12-31', '2025-01-01'])(
    'accepts the real date %s',
    (value) => {
      expect(isIsoDate(value)).toBe(true);
    },
  );

  it.each([
    ['2023-02-30', 'no 30 February'],
    ['2023-02-29', 'not a leap year'],
    ['1900-02-29', 'century, not a leap year'],
    ['2023-04-31', 'April has 30 days'],
    ['2023-13-01', 'no month 13'],
    ['2023-00-10', 'no month 0'],
    ['2023-01-00', 'no day 0'],
    ['2023-1-5', 'unpadded'],
    ['23-01-05', 'two-digit year'],
    ['2023/01/05', 'slashes'],
    ['05-01-2023', 'day first'],
    ['2023-01-05T00:00', 'with a time'],
    [' 2023-01-05', 'padded'],
    ['', 'empty'],
    ['yesterday', 'words'],
  ])('rejects %j (%s)', (value) => {
    expect(isIsoDate(value)).toBe(false);
  });

  it('ISO_DATE and DATE_FORMAT describe yyyy-MM-dd', () => {
    expect(DATE_FORMAT).toBe('YYYY-MM-DD');
    expect(ISO_DATE.test('2024-02-29')).toBe(true);
    expect(ISO_DATE.test('2024-2-29')).toBe(false);
  });
});

describe('yearsBetween', () => {
  it('counts whole years only', () => {
    expect(yearsBetween(new Date(2000, 0, 1), new Date(2020, 0, 1))).toBe(20);
    expect(yearsBetween(new Date(2000, 5, 15), new Date(2020, 5, 14))).toBe(19);
    expect(yearsBetween(new Date(2000, 5, 15), new Date(2020, 5, 15))).toBe(20);
    expect(yearsBetween(new Date(2020, 0, 1), new Date(2020, 11, 31))).toBe(0);
  });

  it('counts as dayjs did, over many pairs of days (leap days and month ends among them)', () => {
    for (let i = 0; i < 3000; i += 7) {
      const from = new Date(1996, 1, 29 + (i % 400), 9);
      const to = new Date(2000 + (i % 37), (i * 5) % 12, 1 + ((i * 3) % 31), 15);
      expect(yearsBetween(from, to), `${from.toDateString()} ${to.toDateString()}`).toBe(
        dayjs(to).diff(dayjs(from), 'year'),
      );
      expect(yearsBetween(to, from)).toBe(dayjs(from).diff(dayjs(to), 'year'));
    }
  });

  it('is negative when `to` is before `from`', () => {
    expect(yearsBetween(new Date(2020, 0, 1), new Date(2000, 0, 1))).toBe(-20);
  });

  it.each([
    ['an invalid Date', new Date('not a date'), new Date(2020, 0, 1)],
    ['a string', '2000-01-01', new Date(2020, 0, 1)],
    ['a number', 946684800000, new Date(2020, 0, 1)],
    ['null', null, new Date(2020, 0, 1)],
    ['undefined', undefined, new Date(2020, 0, 1)],
    ['a dayjs object', dayjs('2000-01-01'), new Date(2020, 0, 1)],
  ])('throws the spec’s message for %s', (_what, from, to) => {
    expect(() => yearsBetween(from as Date, to)).toThrow(new Error('Both inputs must be valid Date objects.'));
    expect(() => yearsBetween(to, from as Date)).toThrow('Both inputs must be valid Date objects.');
  });
});
