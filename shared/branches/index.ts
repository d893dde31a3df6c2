import { BRANCHES, type Branch } from './data.ts';

export { BRANCHES, type Branch };

const byCode = new Map(BRANCHES.map((b) => [b.code, b]));

export function branchByCode(code: number | string): Branch | undefined {
  return byCode.get(typeof code === 'number' ? code : Number(code));
}

/** Lower-case and drop diacritics so "paranaque" finds "Parañaque". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const folded = BRANCHES.map((b) => ({ branch: b, text: fold(`${b.label} ${b.address}`) }));

/** Every word typed must appear in the branch's label or address, in any order. */
export function searchBranches(query: string, limit = Infinity): Branch[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const out: Branch[] = [];
  for (const { branch, text } of folded) {
    if (words.every((w) => text.includes(w))) {
      out.push(branch);
      if (out.length >= limit) break;
    }
  }
  return out;
}
