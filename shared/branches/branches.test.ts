import { describe, expect, it } from 'vitest';
import { BRANCHES, branchByCode, fold, searchBranches, type Branch } from './index.ts';

/** Reference implementation of the ranking described in index.ts, for invariant checks. */
function tierOf(branch: Branch, query: string): 0 | 1 | 2 {
  const phrase = fold(query).replace(/\s+/g, ' ').trim();
  const label = fold(branch.label);
  if (label.includes(phrase)) return 0;
  return phrase.split(' ').every((w) => label.includes(w)) ? 1 : 2;
}

function matchesAll(branch: Branch, query: string): boolean {
  const text = fold(`${branch.label} ${branch.address}`);
  return fold(query)
    .trim()
    .split(/\s+/)
    .every((w) => text.includes(w));
}

describe('BRANCHES (sample directory)', () => {
  it('has about 390 branches', () => {
    expect(BRANCHES.length).toBeGreaterThanOrEqual(385);
    expect(BRANCHES.length).toBeLessThanOrEqual(395);
  });

  it('uses unique integer codes within 1..605', () => {
    for (const b of BRANCHES) {
      expect(Number.isInteger(b.code), b.label).toBe(true);
      expect(b.code, b.label).toBeGreaterThanOrEqual(1);
      expect(b.code, b.label).toBeLessThanOrEqual(605);
    }
    expect(new Set(BRANCHES.map((b) => b.code)).size).toBe(BRANCHES.length);
  });

  it('has unique, non-empty, trimmed labels', () => {
    expect(new Set(BRANCHES.map((b) => b.label)).size).toBe(BRANCHES.length);
    expect(new Set(BRANCHES.map((b) => fold(b.label))).size).toBe(BRANCHES.length);
    for (const b of BRANCHES) {
      expect(b.label.trim(), String(b.code)).not.toBe('');
      expect(b.label, String(b.code)).toBe(b.label.trim());
    }
  });

  it('gives every branch a non-empty address', () => {
    for (const b of BRANCHES) {
      expect(typeof b.address).toBe('string');
      expect(b.address.trim(), b.label).not.toBe('');
    }
  });

  it('has exactly the fields code, label and address', () => {
    for (const b of BRANCHES) expect(Object.keys(b).sort()).toEqual(['address', 'code', 'label']);
  });
});

describe('branchByCode', () => {
  it('finds a branch by number and by its code as a string', () => {
    for (const b of [BRANCHES[0]!, BRANCHES[100]!, BRANCHES.at(-1)!]) {
      expect(branchByCode(b.code)).toBe(b);
      expect(branchByCode(String(b.code))).toBe(b);
    }
  });

  it('finds every branch of the directory', () => {
    for (const b of BRANCHES) expect(branchByCode(b.code)).toBe(b);
  });

  it('returns undefined for unknown codes', () => {
    const used = new Set(BRANCHES.map((b) => b.code));
    const gap = Array.from({ length: 605 }, (_, i) => i + 1).find((c) => !used.has(c))!;
    expect(gap).toBeDefined();
    for (const code of [0, -1, 606, 1.5, Number.NaN, gap, String(gap), '', 'abc', 'Makati'])
      expect(branchByCode(code), String(code)).toBeUndefined();
  });
});

describe('fold', () => {
  it('lower-cases and drops diacritics', () => {
    expect(fold('Parañaque')).toBe('paranaque');
    expect(fold('DOÑA JOSEFA')).toBe('dona josefa');
    expect(fold('Fuente Osmeña Circle')).toBe('fuente osmena circle');
    expect(fold('José')).toBe('jose');
  });

  it('treats composed and decomposed ñ alike', () => {
    expect(fold('Pa\u00f1a')).toBe(fold('Pan\u0303a'));
  });
});

describe('searchBranches', () => {
  it('returns every branch, in directory order, for an empty or blank query', () => {
    for (const q of ['', ' ', '\t  \n']) {
      const all = searchBranches(q);
      expect(all).toEqual([...BRANCHES]);
      expect(all).not.toBe(BRANCHES);
    }
  });

  it('returns a fresh array the caller may change', () => {
    const all = searchBranches('');
    all.pop();
    expect(searchBranches('')).toHaveLength(BRANCHES.length);
  });

  it('ignores diacritics and case: paranaque finds Parañaque', () => {
    const plain = searchBranches('paranaque');
    expect(plain.length).toBeGreaterThan(0);
    for (const b of plain) expect(`${b.label} ${b.address}`).toContain('Parañaque');
    expect(searchBranches('Parañaque')).toEqual(plain);
    expect(searchBranches('PARANAQUE')).toEqual(plain);
    expect(searchBranches('Paran\u0303aque')).toEqual(plain); // decomposed ñ, as some keyboards send it
    // The whole directory's Parañaque branches, none forgotten.
    expect(plain.length).toBe(BRANCHES.filter((b) => `${b.label} ${b.address}`.includes('Parañaque')).length);
  });

  it('finds diacritic text from a query with diacritics and without', () => {
    const withMark = searchBranches('Osmeña');
    expect(withMark.length).toBeGreaterThan(0);
    expect(searchBranches('osmena')).toEqual(withMark);
  });

  it('needs every word, in any order', () => {
    const a = searchBranches('cebu park');
    const b = searchBranches('park cebu');
    expect(a.length).toBeGreaterThan(0);
    expect(new Set(b)).toEqual(new Set(a));
    for (const branch of a) expect(matchesAll(branch, 'cebu park'), branch.label).toBe(true);
    expect(a.map((x) => x.label)).toContain('Cebu - IT Park');
  });

  it('collapses extra whitespace in the query', () => {
    expect(searchBranches('  cebu    it   park ')).toEqual(searchBranches('cebu it park'));
  });

  it('returns exactly the branches that hold every word, each once', () => {
    for (const q of ['makati', 'ayala', 'quezon city', 'sm', 'avenue manila', 'mall davao', 'it park']) {
      const found = searchBranches(q);
      expect(new Set(found).size, q).toBe(found.length);
      expect(new Set(found), q).toEqual(new Set(BRANCHES.filter((b) => matchesAll(b, q))));
    }
  });

  it('puts the label holding the whole phrase first: IT Park finds Cebu - IT Park', () => {
    const found = searchBranches('IT Park');
    expect(found[0]?.label).toBe('Cebu - IT Park');
    expect(searchBranches('it park')[0]?.label).toBe('Cebu - IT Park');
  });

  it('ranks whole phrase in label, then every word in label, then address matches', () => {
    for (const q of [
      'ayala',
      'park it',
      'makati ayala',
      'avenue quezon',
      'sm city',
      'cebu',
      'manila bay',
      'bf homes',
    ]) {
      const tiers = searchBranches(q).map((b) => tierOf(b, q));
      expect(tiers, q).toEqual([...tiers].sort((x, y) => x - y));
    }
  });

  it('keeps directory order within each rank', () => {
    const q = 'ayala';
    const found = searchBranches(q);
    const index = new Map(BRANCHES.map((b, i) => [b, i]));
    for (let i = 1; i < found.length; i++)
      if (tierOf(found[i - 1]!, q) === tierOf(found[i]!, q))
        expect(index.get(found[i - 1]!)!).toBeLessThan(index.get(found[i]!)!);
  });

  it('ranks a label match above an address-only match (ayala)', () => {
    const labels = searchBranches('ayala').map((b) => b.label);
    const labelHit = labels.findIndex((l) => l.toLowerCase().includes('ayala'));
    const addressOnly = labels.findIndex((l) => !l.toLowerCase().includes('ayala'));
    expect(labelHit).toBe(0);
    expect(addressOnly).toBeGreaterThan(0);
    expect(labels.slice(addressOnly).every((l) => !l.toLowerCase().includes('ayala'))).toBe(true);
  });

  it('ranks every word in the label above address-only matches (park it)', () => {
    const found = searchBranches('park it');
    expect(found[0]?.label).toBe('Cebu - IT Park');
    expect(tierOf(found[0]!, 'park it')).toBe(1);
    expect(found.slice(1).every((b) => tierOf(b, 'park it') === 2 || tierOf(b, 'park it') === 1)).toBe(true);
  });

  it('returns [] when nothing matches', () => {
    expect(searchBranches('zzzqqq')).toEqual([]);
    expect(searchBranches('makati zzzqqq')).toEqual([]);
    expect(searchBranches('Atlantis')).toEqual([]);
  });
});
