/**
 * The site's one i18n mechanism: react-i18next on an i18next instance of its own, holding the same
 * resources as the widgets (shared/i18n): the shell's texts (`site`), the route titles
 * (`siteTitles`), the pages' labels (`sitePages`) and the rate tables' (`rates`). Keys read as the
 * widgets' do ("site.drawer.personal") and are checked by the compiler (SiteKey). The visitor's
 * language is remembered in localStorage when the browser allows it, and is the document's lang.
 */
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { rates } from '../shared/i18n/rates.ts';
import { sitePages } from '../shared/i18n/site-pages.ts';
import { siteTitles } from '../shared/i18n/site-titles.ts';
import { site } from '../shared/i18n/site.ts';
import { isLocale, LOCALE_STORAGE_KEY, type Locale } from '../shared/i18n/types.ts';

const NAMESPACES = { site, siteTitles, sitePages, rates };
type Texts = { [N in keyof typeof NAMESPACES]: (typeof NAMESPACES)[N]['en'] };

/** Every text's key, as dotted paths: 'site.skip' | 'siteTitles.home' | 'sitePages.home.heading' | ... */
export type SiteKey = KeyOf<Texts>;
type KeyOf<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyOf<T[K]>}`;
}[keyof T & string];
/** A route title's key. */
export type TitleKey = `siteTitles.${keyof (typeof siteTitles)['en']}`;

export type SiteT = (key: SiteKey, values?: Record<string, string | number>) => string;

function storedLocale(): Locale {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : 'en';
  } catch {
    return 'en'; // storage denied (privacy settings, sandboxed frame): English until chosen
  }
}

function remember(locale: Locale) {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage denied: the choice holds for this visit only
  }
}

const byLocale = (locale: Locale) =>
  Object.fromEntries(Object.entries(NAMESPACES).map(([name, texts]) => [name, texts[locale]]));

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: storedLocale(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'fil'],
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes text; i18next escaping would double it
  returnNull: false,
  resources: { en: { translation: byLocale('en') }, fil: { translation: byLocale('fil') } },
});

/** The document's language follows the visitor's (WCAG 3.1.1): screen readers pronounce it right. */
function setDocumentLang(locale: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
setDocumentLang(i18n.language);
i18n.on('languageChanged', (locale) => {
  setDocumentLang(locale);
  if (isLocale(locale)) remember(locale);
});

/** The current language's texts: t('site.skip'), t('site.slide', { n, total }). */
export function useT(): SiteT {
  return useTranslation().t as unknown as SiteT;
}

/**
 * The language of the content service's texts: it has no Filipino version, so on a Filipino page an
 * element holding its text says lang="en" and a screen reader reads it as English (WCAG 3.1.2).
 */
export function useContentLang(): 'en' | undefined {
  return useLocale().locale === 'en' ? undefined : 'en';
}

/** The visitor's language and the switch the header offers. */
export function useLocale(): { locale: Locale; setLocale(locale: Locale): void } {
  const { i18n: instance } = useTranslation();
  const locale = isLocale(instance.language) ? instance.language : 'en';
  return { locale, setLocale: (next) => void instance.changeLanguage(next) };
}
