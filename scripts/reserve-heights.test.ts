/**
 * The reserved heights' table and the loader's reading of it (scripts/reserve-heights.mjs,
 * widgets/runtime/loader.ts): complete, in the shape the loader expects, and decoded to heights that
 * are never below the table's. Whether the table is current is a browser test (tests/e2e/reserve.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../widgets/registry/index.ts';
import { BANDS, encodeHeights, NARROW_VIEWPORT, STEP, TABLE } from './reserve-heights.mjs';

type Rows = { narrow: number[]; wide: number[] };
const table = JSON.parse(readFileSync(TABLE, 'utf8')) as Record<string, Record<'en' | 'fil', Rows>>;
const loader = readFileSync(new URL('../widgets/runtime/loader.ts', import.meta.url), 'utf8');

/** The loader's reading (widgets/runtime/loader.ts), step for step. */
function decode(sizes: string, locale: string, viewport: number, width: number): number {
  const row = BANDS.length + 1;
  let at = (locale === 'fil' ? 2 * row : 0) + (viewport > NARROW_VIEWPORT ? row : 0);
  let height = parseInt(sizes.substr(at, 2), 36);
  for (const band of BANDS.slice(1)) if (width >= band) height -= parseInt(sizes[2 + at++]!, 36);
  return height * STEP;
}

describe('reserved heights', () => {
  it('has every registry widget, in both languages, a height for every band, narrower never shorter', () => {
    expect(Object.keys(table).sort()).toEqual([...WIDGET_NAMES].sort());
    for (const byLocale of Object.values(table)) {
      for (const rows of [byLocale.en, byLocale.fil]) {
        for (const row of [rows.narrow, rows.wide]) {
          expect(row).toHaveLength(BANDS.length);
          for (const [i, h] of row.entries()) {
            expect(h % STEP).toBe(0);
            expect(h).toBeGreaterThan(0);
            if (i) expect(h).toBeLessThanOrEqual(row[i - 1]!);
          }
        }
      }
    }
  });

  it('the loader reads the bands, rows and steps the table is written in', () => {
    const row = BANDS.length + 1;
    // (In 40 px units there, for the loader's bytes.)
    expect(BANDS.every((b) => b % 40 === 0)).toBe(true);
    expect(loader).toContain(
      `for (const band of [${BANDS.slice(1)
        .map((b) => b / 40)
        .join(', ')}])`,
    );
    expect(loader).toContain('width >= band * 40');
    expect(loader).toContain(`(lang() == 'fil' ? ${2 * row} : 0) + (innerWidth > ${NARROW_VIEWPORT} ? ${row} : 0)`);
    expect(loader).toContain(`\`\${height * ${STEP}}px\``);
  });

  it('decodes to each band height, for every widget, language, viewport and width', () => {
    for (const [name, byLocale] of Object.entries(table)) {
      const sizes = encodeHeights(byLocale);
      expect(sizes, name).toMatch(new RegExp(`^[0-9a-z]{${4 * (BANDS.length + 1)}}$`));
      for (const locale of ['en', 'fil'] as const) {
        for (const [viewport, row] of [
          [412, byLocale[locale].narrow],
          [1280, byLocale[locale].wide],
        ] as const) {
          for (const [i, band] of BANDS.entries()) {
            // The band's own height where the drops fit in a digit; more (never less) where they did not.
            for (const width of [band, (BANDS[i + 1] ?? band + 100) - 1]) {
              expect(
                decode(sizes, locale, viewport, width),
                `${name} ${locale} ${viewport} ${width}`,
              ).toBeGreaterThanOrEqual(row[i]!);
            }
          }
        }
      }
    }
  });

  it('keeps a drop larger than a digit holds as 35 steps: the next bands are overestimated, never under', () => {
    const row = [2000, 1000, 1000, 1000, 1000, 1000, 1000, 1000];
    const sizes = encodeHeights({ en: { narrow: row, wide: row }, fil: { narrow: row, wide: row } });
    expect(decode(sizes, 'en', 412, 0)).toBe(2000);
    expect(decode(sizes, 'en', 412, 360)).toBe(2000 - 35 * STEP);
    expect(decode(sizes, 'fil', 1280, 400)).toBe(2000 - 70 * STEP);
    expect(decode(sizes, 'fil', 1280, 1000)).toBe(1000);
  });
});
