/** The holiday banner's countdown placeholder (site-and-content.md §3 "Holiday banner"). */
import { describe, expect, it } from 'vitest';
import { bannerText, daysRemaining, fillCountdown } from './holiday.ts';

const today = new Date(2026, 11, 15, 18, 30); // December 15, 2026, evening, local time

describe('days remaining', () => {
  it('counts whole calendar days from today', () => {
    expect(daysRemaining('2026-12-25', today)).toBe(10);
    expect(daysRemaining('2026-12-16', today)).toBe(1);
    expect(daysRemaining('2027-01-01', today)).toBe(17);
  });
  it('is 0 on and after the day; null for a date that is not one', () => {
    expect(daysRemaining('2026-12-15', today)).toBe(0);
    expect(daysRemaining('2026-12-01', today)).toBe(0);
    expect(daysRemaining('2026-02-30', today)).toBeNull();
    expect(daysRemaining('next week', today)).toBeNull();
  });
});

describe('the placeholder', () => {
  it('replaces the default word "star", every whole-word occurrence, not inside other words', () => {
    expect(fillCountdown('Only star days to go!', 10)).toBe('Only 10 days to go!');
    expect(fillCountdown('star days, star nights', 3)).toBe('3 days, 3 nights');
    expect(fillCountdown('Our starter kit', 3)).toBe('Our starter kit');
  });
  it('replaces a configured placeholder, even a symbol', () => {
    expect(fillCountdown('{days} days left', 5, '{days}')).toBe('5 days left');
    expect(fillCountdown('* days left', 5, '*')).toBe('5 days left');
  });
  it('leaves the text alone without a countdown date, or with a bad one', () => {
    const banner = {
      field_holiday_banner_link: '',
      field_imageholiday: '/x.svg',
      field_hbanner_short_description: 'Only star days to go',
    };
    expect(bannerText(banner, today)).toBe('Only star days to go');
    expect(bannerText({ ...banner, field_countdown_date: 'soon' }, today)).toBe('Only star days to go');
    expect(bannerText({ ...banner, field_countdown_date: '2026-12-25' }, today)).toBe('Only 10 days to go');
  });
});
