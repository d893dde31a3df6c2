/** Every namespace exports { en, fil } where fil must have exactly en's keys (checked by the compiler and a test). */
export type Strings<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends readonly string[] ? string[] : Strings<T[K]>;
};
export type Locale = 'en' | 'fil';
export const LOCALES: readonly Locale[] = ['en', 'fil'];
export const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'fil';

/** Where the bank's site remembers the visitor's language (localStorage): the store screens on the same origin read it too. */
export const LOCALE_STORAGE_KEY = 'ew-locale';
