/**
 * The branch directory: codes (codes.ts) with their names and addresses (details.ts), looked up by
 * code and searched by what a visitor types.
 */
import { BRANCH_CODES } from './codes.ts';
import { BRANCH_DETAILS } from './details.ts';

export interface Branch {
  code: number;
  label: string;
  address: string;
}

if (BRANCH_CODES.length !== BRANCH_DETAILS.length) {
  throw new Error(`${BRANCH_CODES.length} branch codes but ${BRANCH_DETAILS.length} names and addresses`);
}

export const BRANCHES: readonly Branch[] = BRANCH_CODES.map((code, i) => {
  const [label, address] = BRANCH_DETAILS[i]!;
  return { code, label, address };
});

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
