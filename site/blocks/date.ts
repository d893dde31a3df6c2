/** A content date (YYYY-MM-DD) as the visitor reads it: '1 March 2026' style, in the page's language. */
export function formatDate(iso: string | undefined, locale: 'en' | 'fil' = 'en') {
  if (!iso) return '';
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale === 'fil' ? 'fil-PH' : 'en-PH', { dateStyle: 'long', timeZone: 'UTC' }).format(d);
}
