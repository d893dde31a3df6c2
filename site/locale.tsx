/** The visitor's language (en | fil), chosen in the header, remembered in localStorage, passed to every widget. */
import { createContext, useContext, useState, type ReactNode } from 'react';

export type SiteLocale = 'en' | 'fil';

const LocaleContext = createContext<{ locale: SiteLocale; setLocale(l: SiteLocale): void }>({
  locale: 'en',
  setLocale: () => {},
});

/**
 * localStorage, or nothing: a browser that denies web storage throws on the mere access (Safari and
 * Chromium with cookies blocked, sandboxed frames); the site then works without remembering the
 * language (issue 15 item 13).
 */
export const rememberedLocale = {
  get(): SiteLocale {
    try {
      return globalThis.localStorage?.getItem('ew-locale') === 'fil' ? 'fil' : 'en';
    } catch {
      return 'en';
    }
  },
  set(l: SiteLocale): void {
    try {
      globalThis.localStorage?.setItem('ew-locale', l);
    } catch {
      // not remembered: still switched for this page
    }
  },
};

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, set] = useState<SiteLocale>(() => rememberedLocale.get());
  const setLocale = (l: SiteLocale) => {
    rememberedLocale.set(l);
    document.documentElement.lang = l;
    set(l);
  };
  return <LocaleContext.Provider value={{ locale, setLocale }}>{children}</LocaleContext.Provider>;
}

export const useLocale = () => useContext(LocaleContext);

/** Picks the text of the current language: tr({ en: 'Home', fil: 'Home' }). */
export function useTr() {
  const { locale } = useLocale();
  return (texts: Record<SiteLocale, string>) => texts[locale];
}
