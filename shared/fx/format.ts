/**
 * How the board writes rates and times: fixed decimals per row (columns line up), the "as of" time
 * in Asia/Manila whatever the screen's own zone, and the up/down mark against the previous bulletin.
 * Formatters are cached: the board re-renders on every bulletin for days.
 */
import type { Locale } from '../i18n/types.ts';
import { FX_DEFAULT_DECIMALS, type Bulletin, type FxRate, type PreviousBulletin } from './schema.ts';

export const MANILA = 'Asia/Manila';

const intlLocale = (locale: Locale) => (locale === 'fil' ? 'fil-PH' : 'en-PH');

const numberFormats = new Map<string, Intl.NumberFormat>();
export function formatRate(value: number, decimals = FX_DEFAULT_DECIMALS, locale: Locale = 'en'): string {
  const key = `${locale}:${decimals}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, f);
  }
  return f.format(value);
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** "November 21, 2026, 9:00 AM" in Manila time (the bulletin's time, not the screen's clock). */
export function formatAsOf(iso: string, locale: Locale = 'en'): string {
  let f = dateFormats.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: MANILA, dateStyle: 'long', timeStyle: 'short' });
    dateFormats.set(locale, f);
  }
  return f.format(new Date(iso));
}

export type Direction = 'up' | 'down' | 'same';
export type Side = 'buyRate' | 'sellRate';

/** Up, down or same against the previous bulletin; undefined when the pair was not in it. */
export function direction(
  rate: FxRate,
  previous: PreviousBulletin | null | undefined,
  side: Side,
): Direction | undefined {
  const before = previous?.rates.find((r) => r.pair === rate.pair);
  if (!before) return undefined;
  const decimals = rate.decimals ?? FX_DEFAULT_DECIMALS;
  // Compared as shown: a change below the displayed precision is no change to a reader.
  const a = Number(before[side].toFixed(decimals));
  const b = Number(rate[side].toFixed(decimals));
  return b > a ? 'up' : b < a ? 'down' : 'same';
}

/** The two currencies of a pair. */
export function currencies(pair: string): [string, string] {
  return [pair.slice(0, 3), pair.slice(4, 7)];
}

/** True when the bulletins would show the same thing (same id and the same previous). */
export function sameBulletin(a: Bulletin | null | undefined, b: Bulletin | null | undefined): boolean {
  return !!a && !!b && a.id === b.id && (a.previous?.id ?? null) === (b.previous?.id ?? null);
}
