/** The sample content is one a bank's web team could demo (README "Sample data"). */
import { describe, expect, it } from 'vitest';
import { CARD_HOW_TO_APPLY, SAMPLE_CONTENT, SAMPLE_PAGES } from './sample.ts';
import { SAMPLE_RATES } from '../fx/sample.ts';
import { SAMPLE_STORES } from '../stores/sample.ts';
import { FX_FEATURE_PAIRS } from './schema.ts';

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

describe('one figure for one thing', () => {
  /** Every string in the sample content and pages. */
  const texts = JSON.stringify([SAMPLE_CONTENT, SAMPLE_PAGES]);
  const count = (kind: string) => SAMPLE_STORES.filter((s) => s.kind === kind).length;

  it('every number of stores or ATMs the content states is no more than the locator lists', () => {
    const claims = [...texts.matchAll(/(\d[\d,]*)\s+(stores|ATMs)\b/g)].map(
      (m) => [Number(m[1]!.replace(/,/g, '')), m[2]!] as const,
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const [n, what] of claims)
      expect(n, `${n} ${what}`).toBeLessThanOrEqual(count(what === 'ATMs' ? 'atm' : 'branch'));
  });

  it("the FX feature's rates are the FX bulletin's", () => {
    expect(SAMPLE_CONTENT.fxfeature).toEqual(
      FX_FEATURE_PAIRS.map((pair) => {
        const { buyRate, sellRate } = SAMPLE_RATES.find((r) => r.pair === pair)!;
        return { pair, buyRate, sellRate };
      }),
    );
  });
});

describe('no promise the pages do not keep', () => {
  const page = (link: string) => {
    const m = /^\/deposits\/([a-z-]+)$/.exec(link);
    return m ? SAMPLE_PAGES.deposits.find((p) => p.id === m[1]) : undefined;
  };

  it('list 8 offers the deposit accounts the pages describe, each named as its own page names it', () => {
    for (const row of SAMPLE_CONTENT['list-8']) {
      // The time deposit is the site's own page (its calculator and application), not a content page.
      if (row.link === '/deposits/timedeposit') continue;
      const target = page(row.link);
      expect(target, `${row.title} -> ${row.link}`).toBeDefined();
      expect([row.title, row.description], row.link).toEqual([target!.title, target!.summary]);
    }
    // One row per page: no two accounts sent to one page that describes one of them.
    const links = SAMPLE_CONTENT['list-8'].map((r) => r.link);
    expect(new Set(links).size).toBe(links.length);
  });

  it('no row promises "no maintaining balance" for a page that charges one', () => {
    for (const row of SAMPLE_CONTENT['list-8']) {
      const target = page(row.link);
      if (!target || !/no maintaining balance/i.test(row.description)) continue;
      expect(target.body, `${row.title} -> ${row.link}`).not.toMatch(/maintaining balance<\/td><td>P/i);
    }
    expect(JSON.stringify(SAMPLE_CONTENT)).not.toMatch(/no maintaining balance/i);
  });

  it('every credit card page says one way to apply, the chat assistant, as the chooser and the site offer it', () => {
    const cards = SAMPLE_CONTENT.creditcards.map((c) => c.id);
    expect(cards).toHaveLength(4);
    for (const id of cards) {
      const p = SAMPLE_PAGES.cards.find((x) => x.id === id)!;
      const howTo = p.body!.slice(p.body!.indexOf('<h2>How to apply</h2>'));
      expect(howTo, id).toContain(CARD_HOW_TO_APPLY);
      expect(howTo, id).not.toMatch(/apply online|application form/i);
    }
    // No content sends a visitor to the in-site card form as the way to apply.
    expect(JSON.stringify([SAMPLE_CONTENT, SAMPLE_PAGES])).not.toContain('preset=creditcard');
  });
});
