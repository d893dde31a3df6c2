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

export function addResources(namespaces: Resources): void {
  for (const [name, byLocale] of Object.entries(namespaces)) {
    i18n.addResourceBundle('en', 'translation', { [name]: byLocale.en }, true, true);
    i18n.addResourceBundle('fil', 'translation', { [name]: byLocale.fil }, true, true);
  }
}
addResources({ common });

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

export function translator(locale: Locale): TFunction {
  return i18n.getFixedT(locale);
}

export type { TFunction };
