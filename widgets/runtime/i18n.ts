/**
 * One i18next instance for every widget on the page. Resources live in shared/i18n, one namespace
 * per widget, merged into i18next's default namespace under their name, so a key reads
 * "callback.errors.name" both in components and as a valibot issue message.
 */
import i18next, { type TFunction } from 'i18next';
import { common } from '../../shared/i18n/common.ts';
import { type Locale, isLocale } from '../../shared/i18n/types.ts';

export type Resources = Record<string, { en: object; fil: object }>;

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fil'],
  initAsync: false,
  interpolation: { escapeValue: false }, // Preact escapes text; i18next escaping would double it
  returnNull: false,
  resources: {},
});

/** Which namespace objects are in i18next already, per language (merging is not free). */
const added: Record<Locale, WeakSet<object>> = { en: new WeakSet(), fil: new WeakSet() };

/**
 * Adds namespaces in English (every key's fallback) and, when asked, in another language: a widget
 * shown in English never spends start-up time on its Filipino texts, and adds them on a switch.
 */
export function addResources(namespaces: Resources, locale: Locale = 'en'): void {
  for (const [name, byLocale] of Object.entries(namespaces)) {
    for (const lng of locale === 'en' ? (['en'] as const) : (['en', locale] as const)) {
      if (added[lng].has(byLocale)) continue;
      added[lng].add(byLocale);
      i18n.addResourceBundle(lng, 'translation', { [name]: byLocale[lng] }, true, true);
    }
  }
}
addResources({ common }, 'en');
addResources({ common }, 'fil'); // the kit's own words, in both: small, and shared by every widget

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

export function translator(locale: Locale): TFunction {
  return i18n.getFixedT(locale);
}

export type { TFunction };
