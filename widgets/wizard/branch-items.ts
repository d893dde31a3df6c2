/**
 * The branch directory as combobox items (label + address), for every form with a preferred branch.
 * Not in widgets/ui on purpose: the kit is in the shared chunk, and the ~10 KB gz directory must only
 * load with the forms that ask for a branch.
 */
import { branchByCode, searchBranches, type Branch } from '../../shared/branches/index.ts';
import type { ComboItem } from '../ui/index.ts';

const toItem = (b: Branch): ComboItem => ({ id: String(b.code), label: b.label, description: b.address });

export const searchBranchItems = (query: string): ComboItem[] => searchBranches(query).map(toItem);

export function branchItem(code: string): ComboItem | undefined {
  const b = branchByCode(code);
  return b && toItem(b);
}
