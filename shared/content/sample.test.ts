/** The sample content is one a bank's web team could demo (README "Sample data"). */
import { describe, expect, it } from 'vitest';
import { SAMPLE_PAGES } from './sample.ts';

const words = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('sample content pages', () => {
  const all = Object.entries(SAMPLE_PAGES).flatMap(([section, pages]) => pages.map((p) => ({ section, ...p })));

  it('no page is a stub: each says at least 20 words', () => {
    const thin = all.filter((p) => words(p.body) < 20).map((p) => `${p.section}/${p.id}: ${words(p.body)}`);
    expect(thin).toEqual([]);
  });

  it('every product page has its features, requirements, fees and how to apply', () => {
    for (const section of ['deposits', 'loans', 'cards'] as const)
      for (const p of SAMPLE_PAGES[section]) {
        for (const h of ['Features', 'Requirements', 'Fees', 'How to apply'])
          expect(p.body, `${section}/${p.id}`).toContain(`<h2>${h}</h2>`);
        expect(words(p.body), `${section}/${p.id}`).toBeGreaterThanOrEqual(60);
      }
  });

  it('advisories, tips and newsroom items are dated and say something', () => {
    for (const section of ['advisories', 'tips', 'newsroom', 'blog'] as const) {
      expect(SAMPLE_PAGES[section].length).toBeGreaterThanOrEqual(2);
      for (const p of SAMPLE_PAGES[section]) {
        expect(p.date, `${section}/${p.id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(words(p.body), `${section}/${p.id}`).toBeGreaterThanOrEqual(40);
      }
    }
  });
});
