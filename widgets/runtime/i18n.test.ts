/** The widgets' translator reads texts added at any time, in the language asked for or in English. */
import { expect, it } from 'vitest';
import { I18N_OPTIONS, addResources, translator } from './i18n.ts';

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

it('every key of every namespace reads as i18next reads it, in English and Filipino', async () => {
  const { NAMESPACES } = await import('../../shared/i18n/namespaces.ts');
  const reference = await referenceI18n();
  addResources(NAMESPACES, 'fil');
  const keys: string[] = [];
  const walk = (node: unknown, path: string) => {
    keys.push(path);
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
  for (const lng of ['en', 'fil'] as const) {
    const ours = translator(lng) as unknown as (key: string) => unknown;
    const theirs = reference.getFixedT(lng);
    for (const key of keys) expect([key, ours(key)]).toEqual([key, theirs(key)]);
  }
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
  for (const lng of ['en', 'fil'] as const) {
    const ours = translator(lng) as unknown as (key: string, options?: Record<string, unknown>) => unknown;
    const theirs = reference.getFixedT(lng);
    const same = (key: string, options: Record<string, unknown>) =>
      expect([key, options, ours(key, options)]).toEqual([key, options, theirs(key, options)]);
    for (const [key, text] of [...withVariables, ['probe.plain', ''] as [string, string]]) {
      const names = variables(text);
      same(key, Object.fromEntries(names.map((n, i) => [n, i % 2 ? 42 : `A {{${n}}} $& $1`])));
      same(key, Object.fromEntries(names.map((n) => [n, 0])));
      same(key, Object.fromEntries(names.slice(1).map((n) => [n, 'x']))); // one missing
      same(key, { ...Object.fromEntries(names.map((n) => [n, 'x'])), extra: 'y' });
      same(key, { ...Object.fromEntries(names.map((n) => [n, 'x'])), count: 2 });
      same(key, Object.fromEntries(names.map((n) => [n, null])));
      same(key, {});
    }
    same('probe.only', { lng: 'fil' });
    same('nothing.here', { x: 1 });
  }
});
