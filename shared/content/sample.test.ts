/** The sample content is one a bank's web team could demo (README "Sample data"). */
import { describe, expect, it } from 'vitest';
import { CARD_HOW_TO_APPLY, SAMPLE_CONTENT, SAMPLE_PAGES } from './sample.ts';
import { PRODUCT_OFFERS } from '../products/facts.ts';
import { RATE_SETS } from '../rates/sets.ts';
import { SAMPLE_RATES } from '../fx/sample.ts';
import { SAMPLE_STORES } from '../stores/sample.ts';
import { FX_FEATURE_PAIRS } from './schema.ts';
import { TENORS } from '../calculators/td.ts';
import { RATE_FIXTURES } from '../rates/fixtures.ts';

const words = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('sample content pages', () => {
  const all = Object.entries(SAMPLE_PAGES).flatMap(([section, pages]) => pages.map((p) => ({ section, ...p })));

  it('no page is a stub: each page a visitor can open says at least 80 words', () => {
    // An ended promo is never shown: its route sends the visitor to /promo-expired.
    const thin = all
      .filter((p) => !p.expired && words(p.body) < 80)
      .map((p) => `${p.section}/${p.id}: ${words(p.body)}`);
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

describe('product facts stated in more than one place say one figure', () => {
  const texts = JSON.stringify([SAMPLE_CONTENT, SAMPLE_PAGES]);
  const pageOf = (id: string) =>
    Object.values(SAMPLE_PAGES)
      .flat()
      .find((p) => p.id === id)!;
  /** The first figure of a text: "P1,500, deducted" -> "P1,500"; "5% of" -> "5%". */
  const figure = (text: string) => /P\d{1,3}(?:,\d{3})*|\d+(?:\.\d+)?%|USD \d{1,3}(?:,\d{3})*/.exec(text)?.[0];
  /** A fee's name as every table writes it: no parentheses, no amount, no trailing clause. */
  const feeName = (label: string) =>
    label
      .toLowerCase()
      .replace(/\([^)]*\)/g, '')
      .replace(/\bthe\b|\bp[\d,]+\b|\bof opening\b/g, '')
      .replace(/check book/g, 'checkbook')
      .split(',')[0]!
      .replace(/\s+/g, ' ')
      .trim();
  /** Every row of every table of the pages: [fee name, first figure of the amount]. */
  const rows = (ids: readonly string[], alias: Record<string, string> = {}) =>
    ids.flatMap((id) =>
      [...pageOf(id).body!.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map(([, label, amount]) => {
        const name = feeName(label!);
        return [alias[`${id}:${name}`] ?? name, figure(amount!), id] as const;
      }),
    );
  /** Fee name -> the figures stated for it, with where. */
  const byName = (list: ReturnType<typeof rows>) => {
    const out = new Map<string, Set<string>>();
    for (const [name, fig] of list) if (fig) out.set(name, (out.get(name) ?? new Set()).add(fig));
    return out;
  };
  // The pages that state one product family's fees: product pages and the fee pages (a fee each
  // product of the family has its own of, the cards' annual fees, is compared with the card list below).
  const FAMILIES = {
    'peso deposits': {
      ids: ['savings', 'checking', 'debit', 'feesandcharges', 'fees-deposits'],
      alias: { 'debit:card replacement': 'debit card replacement' },
      own: [],
    },
    'credit cards': {
      ids: ['platinum', 'gold', 'cashback', 'classic', 'fees-creditcards'],
      alias: {},
      own: ['annual fee'],
    },
    'personal loans': { ids: ['personalloans', 'fees-personalloans'], alias: {}, own: [] },
  } as const;

  for (const [family, { ids, alias, own }] of Object.entries(FAMILIES))
    it(`${family}: every fee named on more than one page has one figure`, () => {
      const stated = rows(ids, alias).filter(([name]) => !(own as readonly string[]).includes(name));
      const repeated = [...byName(stated)].filter(([name]) => stated.filter(([n]) => n === name).length > 1);
      expect(repeated.length, 'some fee is stated twice').toBeGreaterThan(0);
      for (const [name, figures] of repeated) expect([...figures], name).toHaveLength(1);
    });

  it("each card's annual fee in the card list is its page's", () => {
    for (const card of SAMPLE_CONTENT.creditcards) {
      const [, fee] = rows([card.id]).find(([name]) => name === 'annual fee')!;
      expect(card.annualFee, card.id).toBe(fee);
    }
  });

  it("the savings account's maintaining balance and initial deposit, stated apart, are one figure", () => {
    const savings = pageOf('savings').body!;
    const stated = [...savings.matchAll(/(?:Initial deposit of|Below the) (P[\d,]+)/g)].map((m) => m[1]);
    expect(stated).toHaveLength(2);
    expect(new Set(stated).size).toBe(1);
  });

  it('where interest starts on the savings and checking pages is where the rate tables start paying', () => {
    const savingsTable = JSON.stringify(RATE_FIXTURES['peso-savings']);
    const checkingTable = JSON.stringify(RATE_FIXTURES['peso-checking']);
    const php = (s: string | undefined) => `P${s}`;
    expect(pageOf('savings').body).toContain(
      `average daily balance of ${php(/PHP ([\d,]+) to/.exec(savingsTable)?.[1])} or more`,
    );
    expect(pageOf('checking').body).toContain(
      `Interest on balances of ${php(/below PHP ([\d,]+) earn no interest/.exec(checkingTable)?.[1])} or more`,
    );
  });

  it('the time deposit terms the content states are the calculator’s', () => {
    const first = TENORS[0];
    const last = TENORS[TENORS.length - 1]! / 360;
    const claims = [
      ...texts.matchAll(/[Tt]ime deposits? from (\d+) days to (\d+) years|Fixed rates from (\d+) days to (\d+) years/g),
    ];
    expect(claims.length).toBeGreaterThanOrEqual(2);
    for (const m of claims) {
      const [days, years] = [m[1] ?? m[3], m[2] ?? m[4]].map(Number);
      expect([days, years], m[0]).toEqual([first, last]);
    }
  });

  it('an investment minimum is one figure wherever it is stated', () => {
    const uitf = [
      ...texts.matchAll(/Invest from (P[\d,]+)|<td>(?:Conservative|Moderate|Aggressive)<\/td><td>(P[\d,]+)/g),
    ];
    expect(new Set(uitf.map((m) => m[1] ?? m[2])).size).toBe(1);
    expect(uitf.length).toBeGreaterThanOrEqual(4);
    const rtb = [
      ...texts.matchAll(/[Rr]etail treasury bonds from (P[\d,]+)|Quarterly coupons<\/li><li>Minimum (P[\d,]+)/g),
    ];
    expect(rtb.length).toBe(2);
    expect(new Set(rtb.map((m) => m[1] ?? m[2])).size).toBe(1);
  });
});

describe('a product page quotes its rates from the rate service only', () => {
  const pages = Object.keys(PRODUCT_OFFERS).map((key) => {
    const [section, id] = key.split('/') as [keyof typeof SAMPLE_PAGES, string];
    return { key, id, page: SAMPLE_PAGES[section].find((p) => p.id === id) };
  });

  it('every product offer is a content page (or the time deposit page) and names rate sets the service has', () => {
    for (const { key, id, page } of pages) {
      if (id !== 'timedeposit') expect(page, key).toBeDefined();
      for (const set of PRODUCT_OFFERS[key as keyof typeof PRODUCT_OFFERS].rates)
        expect(Object.keys(RATE_SETS), key).toContain(set);
    }
  });

  it('no product page writes out an interest rate: the figures it shows are the rate tables\u2019', () => {
    const rate =
      /\d+(?:\.\d+)?%\s*(?:a year|a month|per annum|p\.a\.|add-on|interest)|(?:interest|add-on) rates? of \d/i;
    for (const { key, page } of pages) if (page) expect(page.body, key).not.toMatch(rate);
  });

  it('a product page with an Apply button links to no form itself: one way to apply', () => {
    for (const { key, page } of pages) {
      if (!page || !('apply' in PRODUCT_OFFERS[key as keyof typeof PRODUCT_OFFERS])) continue;
      expect(JSON.stringify(page), key).not.toContain('/forms?preset=');
    }
  });
});
