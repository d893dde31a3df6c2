/**
 * The site's one i18n mechanism: the widgets' translator (widgets/runtime/i18n.ts), over the same
 * resources as the widgets (shared/i18n): the shell's texts (`site`), the route titles
 * (`siteTitles`), the pages' labels (`sitePages`) and the rate tables' (`rates`). It answers every
 * call the site makes as i18next does (that module's test compares every key of every namespace, both
 * languages, with i18next), so i18next and react-i18next are not on the site's start-up path: ~14 KB
 * brotli less before the first page can be drawn on a phone (docs/performance.md "The site's texts
 * without i18next at start-up"). A call only i18next answers fetches it, and the page draws again.
 * Keys read as the widgets' do ("site.drawer.personal") and are checked by the compiler (SiteKey). The
 * visitor's language is remembered in localStorage when the browser allows it, and is the document's lang.
 */
import { useSyncExternalStore } from 'react';
import { addResources, translator } from '../widgets/runtime/i18n.ts';
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

// Both languages at once: the switch in the header changes the page at once, with nothing to fetch.
addResources(NAMESPACES, 'fil');

/**
 * The visitor's language and its texts, the t() every useT() returns: a new one when the language
 * changes or when i18next has come (a call only it answers was made before), so whatever drew a
 * text draws again, and whatever depends on t runs again then only.
 */
let locale: Locale = storedLocale();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const update = () => {
  texts = textsIn(locale);
  listeners.forEach((listener) => listener());
};
const late = (coming: Promise<void>) => void coming.then(update);

/** The texts of one language. */
export const textsIn = (lng: Locale): SiteT => translator(lng, late) as unknown as SiteT;
let texts = textsIn(locale);
const currentTexts = () => texts;

/** The document's language follows the visitor's (WCAG 3.1.1): screen readers pronounce it right. */
function setDocumentLang(next: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = next;
}
setDocumentLang(locale);

/** The visitor's language outside React (and for the tests): the current one, a switch, a text. */
export const language = {
  get current(): Locale {
    return locale;
  },
  set(next: Locale): void {
    if (next === locale) return;
    locale = next;
    setDocumentLang(next);
    remember(next);
    update();
  },
  t: ((key, values) => texts(key, values)) as SiteT,
};

/** The current language's texts: t('site.skip'), t('site.slide', { n, total }). */
export function useT(): SiteT {
  return useSyncExternalStore(subscribe, currentTexts, currentTexts);
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
  useT(); // drawn again when the language changes
  return { locale, setLocale: language.set };
}
