/** How rates read on screen: percent with two to four decimals ("0.65%", "0.0625%", "1.125%"). */
export function formatRate(percent: number): string {
  const fixed = percent
    .toFixed(4)
    .replace(/(\.\d\d\d?)0+$/, '$1')
    .replace(/(\.\d\d)0$/, '$1');
  return `${fixed}%`;
}

/** yyyy-MM-dd as a long date in the visitor's language ("November 1, 2026"); the input if it is not a date. */
export function formatIsoDate(iso: string, locale: 'en' | 'fil'): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale === 'fil' ? 'fil-PH' : 'en-PH', { dateStyle: 'long', timeZone: 'UTC' }).format(
    d,
  );
}
