import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clusterCount, graphemeCount, maxGraphemes, minGraphemes } from './graphemes.ts';

const SAMPLES = [
  '',
  'Juan Dela Cruz',
  'Ma. Teresa Santos-Reyes',
  'Peñafrancia', // precomposed ñ
  'Pen\u0303afrancia', // n + combining tilde
  'Nguyễn Thị',
  'Nguye\u0302\u0303n', // two combining marks
  'Blk 5 Lot 12, Brgy. San Roque\r\nQuezon City',
  '👍🏽 ok',
  '👩‍👩‍👧 family',
  '🇵🇭 flag',
  '❤️ heart',
  '\u0301 stray mark',
  '漢字 かな',
];

describe('grapheme counting', () => {
  it('without Intl.Segmenter agrees with it on names, addresses and emoji', () => {
    const segmenter = new Intl.Segmenter();
    for (const s of SAMPLES) expect(clusterCount(s), s).toBe([...segmenter.segment(s)].length);
  });

  it('counts as Intl.Segmenter does, on the fast path (one character each) and off it', () => {
    const segmenter = new Intl.Segmenter();
    const samples = [
      ...SAMPLES,
      'Peña', // ñ precomposed: the fast path
      'Pen\u0303a', // ñ decomposed: a combining mark, not the fast path
      'Ma\u00adria', // soft hyphen (Latin-1): a grapheme of its own
      'a\r\nb', // CRLF is one grapheme: not the fast path
      'a\nb',
      '👍🏽',
      'é', // precomposed
      'e\u0301', // decomposed
      '\u00a0\u00ff ~',
    ];
    for (const s of samples) expect(graphemeCount(s), JSON.stringify(s)).toBe([...segmenter.segment(s)].length);
  });

  it('does not start Intl.Segmenter for text of one character each', async () => {
    const Segmenter = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;
    let made = 0;
    Object.defineProperty(Intl, 'Segmenter', {
      ...Segmenter,
      value: class extends Intl.Segmenter {
        constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
          super(...args);
          made++;
        }
      },
    });
    try {
      vi.resetModules(); // a fresh module: no segmenter made by the tests before
      const fresh = await import('./graphemes.ts');
      expect(fresh.graphemeCount('Juan Dela Cruz, Pe\u00f1a \u00ad')).toBe(22);
      expect(made).toBe(0);
      expect(fresh.graphemeCount('Pen\u0303a')).toBe(4);
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'Segmenter', Segmenter);
    }
  });

  describe('valibot actions', () => {
    const Segmenter = Object.getOwnPropertyDescriptor(Intl, 'Segmenter')!;
    afterEach(() => {
      Object.defineProperty(Intl, 'Segmenter', Segmenter);
    });
    const schema = v.pipe(v.string(), minGraphemes(3, 'short'), maxGraphemes(5, 'long'));

    for (const [where, remove] of [
      ['with Intl.Segmenter', false],
      ['without Intl.Segmenter (Firefox < 125)', true],
    ] as const) {
      it(`${where}: the same issues as valibot's own`, () => {
        // @ts-expect-error: the simulated browser has none
        if (remove) delete Intl.Segmenter;
        expect(graphemeCount('Pen\u0303a')).toBe(4);
        expect(v.safeParse(schema, 'Pen\u0303a').success).toBe(true); // 5 code points, 4 characters
        const short = v.safeParse(schema, 'Jo');
        expect(short.issues?.map((i) => [i.type, i.message, i.expected, i.received])).toEqual([
          ['min_graphemes', 'short', '>=3', '2'],
        ]);
        const long = v.safeParse(schema, 'Juan Cruz');
        expect(long.issues?.map((i) => [i.type, i.message, i.expected, i.received])).toEqual([
          ['max_graphemes', 'long', '<=5', '9'],
        ]);
      });
    }
  });
});
