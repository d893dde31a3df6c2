/**
 * The codes of the sample branch directory (shared/branches/details.ts holds each one's name and
 * address, in the same order). Apart because the rules need only the codes: a form checks a chosen
 * branch against these few hundred bytes, and a widget loads the directory's text only when its
 * branch picker needs it.
 */
/**
 * Each code written as its step from the one before, one base-36 digit a code (in ascending order):
 * the directory's few hundred codes cost every form some 90 bytes compressed this way, where the list
 * of numbers cost 540.
 */
const STEPS =
  '1121312111111222121112111111113221611111131111432311511121311112111121121113212511121121112111112132' +
  '3111113111132111131211121111112111112111111111223121121131111211111112233131313211114221111211123113' +
  '1411322112112221211422114223123211212131161221114121211133211212221133121121121221111211142111111222' +
  '111121111112111311413111122312111212122132222112132111111411133112111112212111111111112232';

let code = 0;
export const BRANCH_CODES: readonly number[] = Array.from(STEPS, (step) => (code += parseInt(step, 36)));

const known = new Set(BRANCH_CODES);

/** Whether code (as a number or its decimal text) is a branch of the directory. */
export function isBranchCode(code: number | string): boolean {
  return known.has(typeof code === 'number' ? code : Number(code));
}
