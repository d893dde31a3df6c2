/**
 * The branch directory as combobox items (label + address), for every form with a preferred branch.
 * Its names and addresses (~9 KB br) load after the widget has shown, not before: the rules check a
 * branch against the codes alone (shared/branches/codes.ts), and nobody picks a branch in the first
 * moment. Components read it through useBranchItems(), which re-renders them when it arrives.
 * Not in widgets/ui on purpose: only the forms that ask for a branch load it.
 */
import type { Branch } from '../../shared/branches/index.ts';
import type { ComboItem } from '../ui/index.ts';
import { later, useLater } from '../ui/later.ts';

export interface BranchItems {
  /** Items matching what was typed (all for ''); none until the directory has arrived. */
  search(query: string): ComboItem[];
  itemById(code: string): ComboItem | undefined;
  /** True until the directory has arrived. */
  loading: boolean;
}

const toItem = (b: Branch): ComboItem => ({ id: String(b.code), label: b.label, description: b.address });

const NOT_YET: BranchItems = { search: () => [], itemById: () => undefined, loading: true };

const directory = later(() =>
  import('../../shared/branches/index.ts').then(({ branchByCode, searchBranches }): BranchItems => ({
    search: (query) => searchBranches(query).map(toItem),
    itemById: (code) => {
      const b = branchByCode(code);
      return b && toItem(b);
    },
    loading: false,
  })),
);

/** The directory's items; asks for them once the page is idle and re-renders when they arrive. */
export function useBranchItems(): BranchItems {
  useLater(directory, false);
  return directory.value ?? NOT_YET;
}

/** "Label, address" of a branch code for read-only display; the code itself until the directory is in. */
export function branchText(code: string): string {
  const item = directory.value?.itemById(code);
  return item ? `${item.label}, ${item.description}` : code;
}
