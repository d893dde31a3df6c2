/**
 * The branch directory as combobox items (label + address), for every form with a preferred branch.
 * Its names and addresses (~9 KB br) load after the widget has shown, not before: the rules check a
 * branch against the codes alone (shared/branches/codes.ts), and nobody picks a branch in the first
 * moment. Components read it through useBranchItems(), which re-renders them when it arrives.
 * Not in widgets/ui on purpose: only the forms that ask for a branch load it.
 */
import { useEffect, useState } from 'react';
import type { Branch } from '../../shared/branches/index.ts';
import type { ComboItem } from '../ui/index.ts';

export interface BranchItems {
  /** Items matching what was typed (all for ''); none until the directory has arrived. */
  search(query: string): ComboItem[];
  itemById(code: string): ComboItem | undefined;
  /** True until the directory has arrived. */
  loading: boolean;
}

const toItem = (b: Branch): ComboItem => ({ id: String(b.code), label: b.label, description: b.address });

let loaded: BranchItems | undefined;
let loading: Promise<BranchItems> | undefined;
const waiting = new Set<() => void>();

const NOT_YET: BranchItems = { search: () => [], itemById: () => undefined, loading: true };

/** Loads the directory once (a failed load is tried again on the next call). */
export function loadBranchItems(): Promise<BranchItems> {
  loading ??= import('../../shared/branches/index.ts').then(
    ({ branchByCode, searchBranches }) => {
      loaded = {
        search: (query) => searchBranches(query).map(toItem),
        itemById: (code) => {
          const b = branchByCode(code);
          return b && toItem(b);
        },
        loading: false,
      };
      for (const wake of waiting) wake();
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The directory's items; asks for them once the page is idle and re-renders when they arrive. */
export function useBranchItems(): BranchItems {
  const [, setArrived] = useState(!!loaded);
  useEffect(() => {
    if (loaded) return;
    const wake = () => setArrived(true);
    waiting.add(wake);
    const timer = setTimeout(() => void loadBranchItems().catch(() => undefined), 1);
    return () => {
      waiting.delete(wake);
      clearTimeout(timer);
    };
  }, []);
  return loaded ?? NOT_YET;
}

/** "Label, address" of a branch code for read-only display; the code itself until the directory is in. */
export function branchText(code: string): string {
  const item = loaded?.itemById(code);
  return item ? `${item.label}, ${item.description}` : code;
}
