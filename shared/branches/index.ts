import { BRANCHES, type Branch } from './data.ts';

export { BRANCHES, type Branch };

const byCode = new Map(BRANCHES.map((b) => [b.code, b]));

export function branchByCode(code: number | string): Branch | undefined {
  return byCode.get(typeof code === 'number' ? code : Number(code));
}

/** Lower-case and drop diacritics so "paranaque" finds "Parañaque". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const folded = BRANCHES.map((b) => ({ branch: b, label: fold(b.label), text: fold(`${b.label} ${b.address}`) }));

/**
 * Every word typed must appear in the branch's label or address, in any order. Branches whose label
 * holds the whole phrase come first, then those whose label holds every word, then address matches.
 */
export function searchBranches(query: string): Branch[] {
  const phrase = fold(query).replace(/\s+/g, ' ').trim();
  if (!phrase) return BRANCHES.slice();
  const words = phrase.split(' ');
  const ranked: Branch[][] = [[], [], []];
  for (const { branch, label, text } of folded) {
    if (!words.every((w) => text.includes(w))) continue;
    ranked[label.includes(phrase) ? 0 : words.every((w) => label.includes(w)) ? 1 : 2]!.push(branch);
  }
  return ranked.flat();
}
