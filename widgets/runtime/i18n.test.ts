/** The widgets' translator reads texts added at any time, in the language asked for or in English. */
import { expect, it } from 'vitest';
import { addResources, translator } from './i18n.ts';

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
  const { default: i18next } = await import('i18next');
  const { NAMESPACES } = await import('../../shared/i18n/namespaces.ts');
  const reference = i18next.createInstance();
  await reference.init({
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'fil'],
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    resources: {},
  });
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
