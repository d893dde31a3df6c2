/**
 * A thin bar across the top while a followed link's page is on its way. The old page stays on screen
 * until the new one is whole (its chunk and content records, PAGE_WAIT_MS at most: nothing shifts),
 * so without it a tap would seem to do nothing for up to that long. Fixed, so it moves nothing; drawn
 * only after a short delay (site.css), so a page that is already here never flashes it. Screen reader
 * users hear the new page when it comes (RouteFocus); the bar is decoration for them.
 */
import { useEffect, useReducer } from 'react';

/** `at`: the path and query of the page shown now. */
export function RoutePending({ at }: { at: string }) {
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // After the router has handled the click or the history step: the address is the new page's then.
    const check = () => setTimeout(recheck);
    document.addEventListener('click', check);
    addEventListener('popstate', check);
    return () => {
      document.removeEventListener('click', check);
      removeEventListener('popstate', check);
    };
  }, []);
  // The address changes at once; the page shown (`at`) when the new one is whole.
  const pending = location.pathname + location.search !== at;
  return pending ? <div className="site-progress" aria-hidden="true" /> : null;
}
