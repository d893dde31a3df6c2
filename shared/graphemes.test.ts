import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
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
