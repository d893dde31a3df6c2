/**
 * The widgets' texts. Resources live in shared/i18n, one namespace per widget, kept here under their
 * name, so a key reads "callback.errors.name" both in components and as a valibot issue message.
 *
 * i18next is the translator of record, but not on the start-up path: it is ~14 KB br, 40% of the
 * shared chunk, ~75 ms of a widget's start on a phone's 4G (docs/performance.md "i18next after
 * the takeover"). Every call the widgets make (a text, its variables, a plural by `count`, a list
 * by `returnObjects`, a `defaultValue`) is answered here the way i18next answers it, from the same
 * resources (i18n.test.ts compares every key of every namespace, both languages, with i18next set
 * up as below); anything else (nesting, context, another namespace, formats...) is i18next's,
 * fetched the first time such a call is made: until it comes the call reads as a missing key
 * does, and whoever asked (the mount) draws again once it has.
 */
import type { i18n as I18n, TFunction as I18nextT, TOptions } from 'i18next';
import type { I18nKey } from '../../shared/i18n/namespaces.ts';
import { common } from '../../shared/i18n/common.ts';
import { hasOwn } from '../../shared/own.ts';
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

/** Every namespace added so far, by name, per language: i18next's store once it comes (by reference). */
const data: Record<Locale, Record<string, object>> = { en: {}, fil: {} };

/** What a key without options reads, per language (translator()). Emptied whenever texts are added. */
const plain: Record<Locale, Map<string, string>> = { en: new Map(), fil: new Map() };

/**
 * Adds namespaces in English (every key's fallback) and, when asked, in another language: a widget
 * shown in English never spends start-up time on its Filipino texts, and adds them on a switch.
 */
export function addResources(namespaces: Resources, locale: Locale = 'en'): void {
  for (const [name, byLocale] of Object.entries(namespaces)) {
    for (const lng of locale === 'en' ? (['en'] as const) : (['en', locale] as const)) {
      if (data[lng][name] === byLocale[lng]) continue;
      // By reference: each is a module's constant, never changed; a copy would be start-up time.
      data[lng][name] = byLocale[lng];
      // English is every language's fallback: a new English text can change what any language reads.
      plain.en.clear();
      plain.fil.clear();
    }
  }
}

let engine: I18n | undefined;
let coming: Promise<void> | undefined;

/** i18next, fetched once, over the same resources. Resolves when it answers. */
export function loadI18next(): Promise<void> {
  return (coming ??= import('i18next').then(({ default: i18next }) => {
    const instance = i18next.createInstance();
    void instance.init({
      ...I18N_OPTIONS,
      resources: { en: { translation: data.en }, fil: { translation: data.fil } },
    });
    engine = instance;
  }));
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
 * What a key holds in one language (undefined when nothing), found as i18next finds it: along the
 * key's dots, else (nothing or an empty text there) with keys that hold dots themselves
 * (`employmentStatus: { 'WAGE.PRIVATE': ... }`), the longest matching run of the key's parts first
 * when a shorter run would stop at a text.
 */
function lookup(lng: Locale, key: string): unknown {
  const parts = key.split('.');
  let node: unknown = data[lng];
  for (const part of parts) {
    node =
      node !== null && typeof node === 'object' && hasOwn(node, part)
        ? (node as Record<string, unknown>)[part]
        : undefined;
    if (node === undefined) break;
  }
  if (node) return node;
  const root = data[lng] as Record<string, unknown>;
  if (root[key]) return hasOwn(root, key) ? root[key] : undefined;
  let current: unknown = root;
  for (let i = 0; i < parts.length;) {
    if (!current || typeof current !== 'object') return undefined;
    let next: unknown;
    let path = '';
    for (let j = i; j < parts.length; ++j) {
      path += (j === i ? '' : '.') + parts[j];
      next = (current as Record<string, unknown>)[path];
      if (next === undefined) continue;
      if (['string', 'number', 'boolean'].includes(typeof next) && j < parts.length - 1) continue;
      i = j + 1;
      break;
    }
    if (next === undefined) return undefined;
    current = next;
  }
  return current;
}

/** The languages a key is looked up in, in order (i18next's fallbackLng). */
const CHAIN: Record<Locale, readonly Locale[]> = { en: ['en'], fil: ['fil', 'en'] };

const rules = new Map<Locale, Intl.PluralRules>();
/** i18next's plural suffix: the language's CLDR category, as Intl.PluralRules tells it. */
function pluralSuffix(lng: Locale, count: number): string {
  let rule = rules.get(lng);
  if (!rule) rules.set(lng, (rule = new Intl.PluralRules(lng)));
  return `_${rule.select(count)}`;
}

/** A text i18next would only fill in: no nesting ($t(...)). */
const simple = (text: unknown): text is string => typeof text === 'string' && !text.includes('$t(');

/** A value i18next writes in as is (String()), and that cannot start more work of its own. */
const plainValue = (v: unknown) =>
  typeof v === 'number' || typeof v === 'boolean' || (typeof v === 'string' && !v.includes('{{') && !v.includes('$t('));

/**
 * `{{name}}` filled in as i18next's interpolator does with escaping off: a variable not passed stays
 * as written; a hole of any other shape (`{{- x}}`, `{{x, number}}`, `{{a.b}}`) or a value of another
 * kind (null, an object, one that itself holds a hole) is i18next's: undefined.
 */
function interpolate(text: string, vars: Record<string, unknown>): string | undefined {
  if (!text.includes('{{')) return text;
  let ours = true;
  const out = text.replace(/\{\{(.+?)\}\}/g, (hole, inner: string) => {
    const name = inner.trim();
    if (!/^\w+$/.test(name)) ours = false;
    else if (!hasOwn(vars, name)) return hole;
    else if (plainValue(vars[name])) return String(vars[name]);
    else ours = false;
    return hole;
  });
  return ours ? out : undefined;
}

/** Options answered here; any other of i18next's own (nesting, context, ns, lngs...) is i18next's. */
const OURS = new Set(['count', 'returnObjects', 'defaultValue']);
const THEIRS = /[A-Z]|^(context|lngs?|ns|replace|interpolation|ordinal|nest)$/;

/**
 * A key's text as i18next returns it, or undefined when that takes i18next: a text, its variables,
 * its plural form, a list of plain texts, a default (or the key) when no language has it.
 */
function answer(locale: Locale, key: string, options: Record<string, unknown>): string | string[] | undefined {
  if (Object.keys(options).some((name) => !OURS.has(name) && THEIRS.test(name))) return undefined;
  const { count, returnObjects, defaultValue } = options;
  // A `count` that is text is a variable only (i18next: no plural for a string).
  const plural = count !== undefined && typeof count !== 'string';
  if (plural && typeof count !== 'number') return undefined;
  if (defaultValue !== undefined && (plural || !plainValue(defaultValue))) return undefined;
  if (returnObjects !== undefined && returnObjects !== true) return undefined;
  for (const lng of CHAIN[locale]) {
    // i18next's order within a language: the zero form (count 0), the plural form, the key itself.
    const keys = !plural ? [key] : [...(count === 0 ? [`${key}_zero`] : []), key + pluralSuffix(lng, count), key];
    for (const k of keys) {
      const found = lookup(lng, k);
      if (found === undefined) continue;
      if (simple(found)) return interpolate(found, options);
      if (returnObjects && Array.isArray(found) && found.every((s) => simple(s) && !s.includes('{{')))
        return [...found];
      return undefined;
    }
  }
  // Missing in every language: i18next's default, else the key itself (filled in as a text would be).
  return interpolate(defaultValue === undefined ? key : String(defaultValue), options);
}

/** Calls made before i18next came that only i18next answers (the tests count them). */
export let askedOfI18next = 0;

/**
 * The widgets' t() for one language. `late` hears of a call only i18next answers, made before it has
 * come: it is on its way (the promise), and the caller draws again when it has.
 */
export function translator(locale: Locale, late?: (coming: Promise<void>) => void): TFunction {
  const known = plain[locale];
  let theirs: I18nextT | undefined;
  const t = (key: string, options?: TOptions) => {
    if (options === undefined && typeof key === 'string') {
      const text = known.get(key);
      if (text !== undefined) return text;
    }
    const ours =
      typeof key === 'string' &&
      !key.includes(':') &&
      (options === undefined || (typeof options === 'object' && options !== null))
        ? answer(locale, key, (options ?? {}) as Record<string, unknown>)
        : undefined;
    if (ours !== undefined) {
      if (options === undefined && typeof ours === 'string') known.set(key, ours);
      return ours;
    }
    if (engine) return (theirs ??= engine.getFixedT(locale))(key, options as TOptions);
    askedOfI18next++;
    late?.(loadI18next());
    return key; // as i18next reads a key it does not have; drawn again once it has come
  };
  return t as TFunction;
}
