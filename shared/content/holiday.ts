/**
 * The holiday banner (site-and-content.md §3 "Holiday banner"): shown when an image is configured;
 * an optional countdown replaces a placeholder word in its text with the days remaining.
 */
import type * as v from 'valibot';
import type { holidayBannerSchema } from './schema.ts';

export type HolidayBanner = v.InferOutput<typeof holidayBannerSchema>;

export const DEFAULT_COUNTDOWN_PLACEHOLDER = 'star';

/** Whole days from today (local calendar day) to the target day; 0 on or after it; null for a bad date. */
export function daysRemaining(target: string, today: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(target);
  if (!m) return null;
  const end = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const check = new Date(end);
  if (check.getUTCMonth() !== Number(m[2]) - 1) return null;
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.max(0, Math.round((end - start) / 86_400_000));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every whole-word occurrence of the placeholder with the number of days. */
export function fillCountdown(text: string, days: number, placeholder: string = DEFAULT_COUNTDOWN_PLACEHOLDER): string {
  const word = placeholder.trim() || DEFAULT_COUNTDOWN_PLACEHOLDER;
  const edge = /^\w/.test(word) ? '\\b' : '';
  const edgeEnd = /\w$/.test(word) ? '\\b' : '';
  return text.replace(new RegExp(`${edge}${escapeRegExp(word)}${edgeEnd}`, 'g'), String(days));
}

/** The banner's text as shown: with the countdown filled in when a valid countdown date is set. */
export function bannerText(banner: HolidayBanner, today: Date = new Date()): string {
  const text = banner.field_hbanner_short_description ?? '';
  if (!banner.field_countdown_date) return text;
  const days = daysRemaining(banner.field_countdown_date, today);
  return days === null ? text : fillCountdown(text, days, banner.field_countdown_placeholder);
}
