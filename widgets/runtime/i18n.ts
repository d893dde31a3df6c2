/**
 * One i18next instance for every widget on the page. Resources live in shared/i18n, one namespace
 * per widget, merged into i18next's default namespace under their name, so a key reads
 * "callback.errors.name" both in components and as a valibot issue message.
 */
import i18next, { type TOptions } from 'i18next';
import type { I18nKey } from '../../shared/i18n/namespaces.ts';
import { common } from '../../shared/i18n/common.ts';
import { hasOwn } from '../../shared/own.ts';
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

/**
 * What a key without options reads, per language: i18next resolves every call afresh (key split,
 * namespace and fallback lookup, interpolation and post-processing passes, ~0.1 ms each on a phone),
 * and a form's first render asks for a few hundred labels. Emptied whenever texts are added.
 */
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

/**
 * A key's text as it stands in the resources of one language: `absent`, or the text when i18next would
 * return it unchanged (a string with nothing to interpolate or nest), else `undefined` (i18next's work).
 * `withVariables`: a text with `{{variables}}` (and nothing nested) is returned too.
 */
function stored(lng: Locale, key: string, withVariables = false): string | undefined | typeof absent {
  let node: unknown = (i18n.store.data[lng] as Record<string, unknown> | undefined)?.translation;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return absent;
    node = (node as Record<string, unknown>)[part];
  }
  if (node === undefined) return absent;
  return typeof node === 'string' && (withVariables || !node.includes('{{')) && !node.includes('$t(')
    ? node
    : undefined;
}
const absent = Symbol('absent');

/** A variable as i18next writes it, `{{name}}` (no format, not unescaped: those are i18next's work). */
const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;
/** Options i18next reads itself (plurals, context, another language...): never filled in here. */
const OWN_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keyPrefix',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'nsSeparator',
  'keySeparator',
]);

/**
 * A text's variables filled in as i18next fills them (escapeValue off: strings and numbers as they
 * are, a value's own braces left alone), or undefined when i18next's work is needed: a brace that is
 * not a plain variable, an option that is not one of the text's variables, a value not a string or
 * a number, or an option i18next reads itself.
 */
function fill(text: string, options: Record<string, unknown>): string | undefined {
  const used = new Set<string>();
  for (const m of text.matchAll(VARIABLE)) used.add(m[1]!);
  if (/[{}]/.test(text.replace(VARIABLE, ''))) return undefined;
  for (const [name, x] of Object.entries(options))
    if (!used.has(name) || OWN_OPTIONS.has(name) || (typeof x !== 'string' && typeof x !== 'number')) return undefined;
  for (const name of used) if (!hasOwn(options, name)) return undefined;
  return text.replace(VARIABLE, (_, name: string) => String(options[name]));
}

export function translator(locale: Locale): TFunction {
  const t = i18n.getFixedT(locale) as unknown as (key: string, options?: TOptions) => string;
  const known = plain[locale];
  return ((key: string, options?: TOptions) => {
    if (typeof key !== 'string' || key.includes(':')) return t(key, options);
    if (options !== undefined) {
      // Variables filled in here when i18next would do only that (a step's "Step 2 of 6" on every
      // render: i18next's whole translate path, cold at start-up, for a replace).
      let text = stored(locale, key, true);
      if (text === absent && locale !== 'en') text = stored('en', key, true);
      const filled = typeof text === 'string' && options !== null && typeof options === 'object' && fill(text, options);
      return typeof filled === 'string' ? filled : t(key, options);
    }
    let text = known.get(key);
    if (text === undefined) {
      // A plain text is read straight from the resources (the language's, else English, as i18next
      // falls back); anything else, or a missing key, goes through i18next.
      let found = stored(locale, key);
      if (found === absent && locale !== 'en') found = stored('en', key);
      text = typeof found === 'string' ? found : t(key);
      known.set(key, text);
    }
    return text;
  }) as TFunction;
}
