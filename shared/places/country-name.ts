/**
 * A country's name from the browser's own Intl.DisplayNames in the visitor's language (so names are
 * localized without data). Apart from the code list (countries.ts), so a form that only names
 * countries does not carry the list.
 */
const names = new Map<string, Intl.DisplayNames>();

/** The country's name in `locale` (en | fil), e.g. countryName('JP', 'fil') -> "Japan". */
export function countryName(code: string, locale: string): string {
  let display = names.get(locale);
  if (!display) {
    display = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
    names.set(locale, display);
  }
  return display.of(code) ?? code;
}
