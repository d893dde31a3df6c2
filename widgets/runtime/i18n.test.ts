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
