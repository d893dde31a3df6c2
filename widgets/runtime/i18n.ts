/**
 * One i18next instance for every widget on the page. Resources live in shared/i18n, one namespace
 * per widget, merged into i18next's default namespace under their name, so a key reads
 * "callback.errors.name" both in components and as a valibot issue message.
 */
import i18next, { type TOptions } from 'i18next';
import type { I18nKey } from '../../shared/i18n/namespaces.ts';
import { common } from '../../shared/i18n/common.ts';
import { type Locale, isLocale } from '../../shared/i18n/types.ts';

export type Resources = Record<string, { en: object; fil: object }>;

/** How the widgets' i18next is set up (exported for the tests' reference instance). */
export const I18N_OPTIONS = {
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'fil'],
  initAsync: false,
  interpolation: { escapeValue: false }, // Preact escapes text; i18next escaping would double it
  resources: {},
};

const i18n = i18next.createInstance();
void i18n.init(I18N_OPTIONS);

/** What a key without options reads, per language (translator()). Emptied whenever texts are added. */
const plain: Record<Locale, Map<string, string>> = { en: new Map(), fil: new Map() };

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
      // By reference, beside the namespaces already there: each is a module's constant, added once
      // (above), never changed; i18next's deep merge and JSON copy of every text would be start-up time.
      i18n.addResourceBundle(lng, 'translation', { [name]: byLocale[lng] }, false, true, { skipCopy: true });
      // English is every language's fallback: a new English text can change what any language reads.
      plain.en.clear();
      plain.fil.clear();
    }
  }
}
/** The texts the runtime, the kit and the engine bring themselves (provideTexts), for every widget. */
const provided: Resources = { common };

/**
 * A part of the kit or engine names, once, where it is written, the texts it needs: every widget
 * that uses the part gets them (no widget has to remember them). Called when the part's module loads.
 */
export function provideTexts(namespaces: Resources): void {
  Object.assign(provided, namespaces);
}

/** What a widget's texts are: its own namespaces and those its parts brought. */
export function textsOf(own: Resources): Resources {
  return { ...provided, ...own };
}

export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : 'en';
}

/**
 * A key written out in the code must be a key of the texts (shared/i18n/namespaces.ts `I18nKey`): a
 * typo is a compile error. A key worked out at run time (a field's label from its declaration, a
 * template over a wide type) is a plain string here; the forms' generic test checks those resolve.
 */
// A type with a string hole (string, `a.${string}`) lets an empty record through; a literal does not.
type Checked<K extends string> = Record<never, never> extends Record<K, 1> ? K : K extends I18nKey ? K : I18nKey;

/** The widgets' t(): i18next's, with keys checked. */
export type TFunction = <K extends string>(key: Checked<K>, options?: TOptions) => string;

/** A key's text in the resources of one language: `absent`, the text (nothing nested), else null. */
function stored(lng: Locale, key: string): string | null | typeof absent {
  let node: unknown = (i18n.store.data[lng] as Record<string, unknown> | undefined)?.translation;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return absent;
    node = (node as Record<string, unknown>)[part];
  }
  if (node === undefined) return absent;
  return typeof node === 'string' && !node.includes('$t(') ? node : null;
}
const absent = Symbol('absent');

/**
 * Options that ask i18next for more than filling in variables: plurals, context, another language
 * or namespace, other data, its camelCase options (defaults, nesting, post-processing...).
 */
const MORE = /[A-Z]|^(count|context|lngs?|ns|replace|interpolation)$/;

/**
 * A key's text as i18next returns it when all it would do is fill in variables: its interpolator
 * on the text, not its whole translate path (key resolution, plurals, nesting, post-processing).
 * Else undefined (i18next's work): a key missing in the language and in English, a nested text, an
 * option asking for more.
 */
function fill(locale: Locale, key: string, options: Record<string, unknown>): string | undefined {
  let text = stored(locale, key);
  if (text === absent && locale !== 'en') text = stored('en', key);
  if (typeof text !== 'string' || Object.keys(options).some((k) => MORE.test(k))) return undefined;
  return text.includes('{{') ? i18n.services.interpolator.interpolate(text, options, locale, options) : text;
}

/**
 * i18next resolves every call afresh (key split, namespace and fallback lookup, interpolation and
 * post-processing passes, ~0.1 ms each on a phone, its code cold at start-up): a form's first render
 * asks for a few hundred labels (each read once here, then kept), a wizard's step count ("Step 2 of
 * 6") for variables on every render (filled in here). Anything else is i18next's.
 */
export function translator(locale: Locale): TFunction {
  const t = i18n.getFixedT(locale) as unknown as (key: string, options?: TOptions) => string;
  const known = plain[locale];
  return ((key: string, options?: TOptions) => {
    if (typeof key !== 'string' || key.includes(':')) return t(key, options);
    if (options !== undefined)
      return (typeof options === 'object' && options !== null && fill(locale, key, options)) || t(key, options);
    let text = known.get(key);
    if (text === undefined) known.set(key, (text = fill(locale, key, {}) ?? t(key)));
    return text;
  }) as TFunction;
}
