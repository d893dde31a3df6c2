/** The visitor's language (en | fil), chosen in the header, remembered in localStorage, passed to every widget. */
import { createContext, useContext, useState, type ReactNode } from 'react';

export type SiteLocale = 'en' | 'fil';

const LocaleContext = createContext<{ locale: SiteLocale; setLocale(l: SiteLocale): void }>({
  locale: 'en',
  setLocale: () => {},
});

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, set] = useState<SiteLocale>(() => (localStorage.getItem('ew-locale') === 'fil' ? 'fil' : 'en'));
  const setLocale = (l: SiteLocale) => {
    localStorage.setItem('ew-locale', l);
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
