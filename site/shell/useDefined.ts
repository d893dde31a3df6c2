/**
 * Whether a widget's element exists in this build: 'yes', 'no' once the loader has run without
 * defining it (its issue has not shipped it yet), or 'unknown' while the loader is still loading.
 */
import { useEffect, useState } from 'react';

type State = 'yes' | 'no' | 'unknown';

const loaderDone = () => !!(window as { EWWidgets?: { version?: string } }).EWWidgets?.version;

const stateOf = (tag: string): State => (customElements.get(tag) ? 'yes' : loaderDone() ? 'no' : 'unknown');

export function useDefined(tag: string): State {
  const [state, setState] = useState<State>(() => stateOf(tag));
  useEffect(() => {
    if (state !== 'unknown') return;
    const timer = setInterval(() => {
      const s = stateOf(tag);
      if (s !== 'unknown') {
        setState(s);
        clearInterval(timer);
      }
    }, 100);
    return () => clearInterval(timer);
  }, [state, tag]);
  return state;
}
