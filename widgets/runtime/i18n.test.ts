/** The widgets' translator reads texts added at any time, in the language asked for or in English. */
import { expect, it } from 'vitest';
import { I18N_OPTIONS, addResources, askedOfI18next, loadI18next, translator } from './i18n.ts';

/** i18next itself, set up as the widgets' instance is: what every text must read as. */
async function referenceI18n() {
  const { default: i18next } = await import('i18next');
  const reference = i18next.createInstance();
  await reference.init({ ...I18N_OPTIONS, resources: {} });
  return reference;
}

it('a key read before its texts arrive reads them once they are added (English, then Filipino)', () => {
  // Keys worked out at run time are plain strings to the type check, as a field's label is.
  const greeting: string = 'probeTexts.greeting';
  const count: string = 'probeTexts.n';
  const en = translator('en');
  const fil = translator('fil');
  expect(en(greeting)).toBe(greeting);
  expect(fil(greeting)).toBe(greeting);
  const probeTexts = { en: { greeting: 'Hello', n: '{{n}} items' }, fil: { greeting: 'Kumusta', n: '{{n}} bagay' } };
  addResources({ probeTexts }); // English only: Filipino falls back to it
  expect(en(greeting)).toBe('Hello');
  expect(fil(greeting)).toBe('Hello');
  addResources({ probeTexts }, 'fil');
  expect(fil(greeting)).toBe('Kumusta');
  expect(en(greeting)).toBe('Hello');
  expect(fil(count, { n: 3 })).toBe('3 bagay');
});

it('plurals, lists and defaults read as i18next reads them, without fetching it', async () => {
  const { NAMESPACES } = await import('../../shared/i18n/namespaces.ts');
  const reference = await referenceI18n();
  addResources(NAMESPACES, 'fil');
  const plurals = new Set<string>();
  const lists: string[] = [];
  const texts: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) lists.push(path);
    else if (typeof node === 'string') texts.push(path);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(path);
    if (plural) plurals.add(plural[1]!);
  };
  for (const [name, byLocale] of Object.entries(NAMESPACES)) {
    walk(byLocale.en, name);
    walk(byLocale.fil, name);
    reference.addResourceBundle('en', 'translation', { [name]: byLocale.en }, true, true);
    reference.addResourceBundle('fil', 'translation', { [name]: byLocale.fil }, true, true);
  }
  expect(plurals.size).toBeGreaterThan(5);
  expect(lists.length).toBeGreaterThan(3);
  const before = askedOfI18next;
  for (const lng of ['en', 'fil'] as const) {
    const ours = translator(lng) as unknown as (key: string, options?: Record<string, unknown>) => unknown;
    const theirs = reference.getFixedT(lng);
    const same = (key: string, options: Record<string, unknown>) =>
      expect([key, options, ours(key, options)]).toEqual([key, options, theirs(key, options)]);
    for (const key of plurals)
      for (const count of [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 14, 21, 100, 1.5, 0.5, -1])
        same(key, { count, place: 'Makati' });
    same('nothing.here', { count: 2 });
    for (const key of lists) same(key, { returnObjects: true });
    for (const key of texts.slice(0, 200)) same(key, { returnObjects: true });
    for (const key of [...texts.slice(0, 200), 'fx.currencies.XYZ', 'nothing.here']) same(key, { defaultValue: 'XYZ' });
  }
  expect(askedOfI18next).toBe(before);
});

it('every key of every namespace reads as i18next reads it, in English and Filipino', async () => {
  const { NAMESPACES } = await import('../../shared/i18n/namespaces.ts');
  const reference = await referenceI18n();
  addResources(NAMESPACES, 'fil');
  const keys: string[] = [];
  const texts = new Set<string>();
  const walk = (node: unknown, path: string) => {
    keys.push(path);
    if (typeof node === 'string') texts.add(path);
    if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
  };
  for (const [name, texts] of Object.entries(NAMESPACES)) {
    walk(texts.en, name);
    walk(texts.fil, name);
    reference.addResourceBundle('en', 'translation', { [name]: texts.en }, true, true);
    reference.addResourceBundle('fil', 'translation', { [name]: texts.fil }, true, true);
  }
  keys.push('nothing.here', 'common');
  expect(keys.length).toBeGreaterThan(1000);
  const compare = (only: (key: string) => boolean) => {
    for (const lng of ['en', 'fil'] as const) {
      const ours = translator(lng) as unknown as (key: string) => unknown;
      const theirs = reference.getFixedT(lng);
      for (const key of keys.filter(only)) expect([key, ours(key)]).toEqual([key, theirs(key)]);
    }
  };
  // Every text, and a missing key, without i18next: it is not fetched for them.
  const before = askedOfI18next;
  compare((key) => texts.has(key) || key === 'nothing.here');
  expect(askedOfI18next).toBe(before);
  // A key holding a group of texts (asked for by mistake) is i18next's answer, once it has come.
  await loadI18next();
  compare(() => true);
});

it('a text with variables reads as i18next reads it, filled in here or by i18next', async () => {
  const { NAMESPACES } = await import('../../shared/i18n/namespaces.ts');
  const reference = await referenceI18n();
  const probe = {
    en: { plain: 'Hello', one: 'Step {{ step }} of {{total}}', odd: '{{{x}}} {{-y}} {{z, number}}', only: 'x' },
    fil: { one: 'Hakbang {{step}} ng {{total}}' },
  };
  addResources({ ...NAMESPACES, probe }, 'fil');
  const texts: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') texts.push([path, node]);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
  };
  for (const [name, byLocale] of Object.entries({ ...NAMESPACES, probe })) {
    walk(byLocale.en, name);
    reference.addResourceBundle('en', 'translation', { [name]: byLocale.en }, true, true);
    reference.addResourceBundle('fil', 'translation', { [name]: (byLocale as { fil: object }).fil }, true, true);
  }
  const withVariables = texts.filter(([, text]) => text.includes('{{'));
  expect(withVariables.length).toBeGreaterThan(20);
  const variables = (text: string) => [...text.matchAll(/\{\{-?\s*(\w+)/g)].map((m) => m[1]!);
  const check = (odd: boolean) => {
    for (const lng of ['en', 'fil'] as const) {
      const ours = translator(lng) as unknown as (key: string, options?: Record<string, unknown>) => unknown;
      const theirs = reference.getFixedT(lng);
      const same = (key: string, options: Record<string, unknown>) =>
        expect([key, options, ours(key, options)]).toEqual([key, options, theirs(key, options)]);
      for (const [key, text] of [...withVariables, ['probe.plain', ''] as [string, string]]) {
        if (odd && key === 'probe.odd') continue;
        const names = variables(text);
        same(key, Object.fromEntries(names.map((n, i) => [n, i % 2 ? 42 : `A ${n} $& $1`])));
        same(key, Object.fromEntries(names.map((n) => [n, 0])));
        same(key, Object.fromEntries(names.slice(1).map((n) => [n, 'x']))); // one missing
        same(key, { ...Object.fromEntries(names.map((n) => [n, 'x'])), extra: 'y' });
        same(key, { ...Object.fromEntries(names.map((n) => [n, 'x'])), count: 2 });
        same(key, {});
        if (odd) continue;
        same(key, Object.fromEntries(names.map((n, i) => [n, i % 2 ? 42 : `A {{${n}}} $& $1`])));
        same(key, Object.fromEntries(names.map((n) => [n, null])));
      }
      same('nothing.here', { x: 1 });
      if (!odd) same('probe.only', { lng: 'fil' });
    }
  };
  // What the widgets pass (texts and numbers) is filled in here, without fetching i18next.
  const before = askedOfI18next;
  check(true);
  expect(askedOfI18next).toBe(before);
  // Anything else is i18next's own answer, once it has come.
  await loadI18next();
  check(false);
});
