import { createContext, useContext } from 'react';

/** What shell pieces share: the drawer's state and the Apply Now dialog. */
export interface Shell {
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
  openApplyNow(): void;
  openBillers(): void;
}

export const ShellContext = createContext<Shell>({
  drawerOpen: false,
  setDrawerOpen() {},
  openApplyNow() {},
  openBillers() {},
});
export const useShell = () => useContext(ShellContext);
