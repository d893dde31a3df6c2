/** A rate data set's state (loading / refreshing / success / error, §4) for a component, from the page's rates client. */
import { useEffect, useReducer } from 'react';
import type { RateState, RatesClient } from '../../shared/rates/client.ts';
import type { RateSetName } from '../../shared/rates/sets.ts';

export function useRateSet<N extends RateSetName>(client: RatesClient, name: N): RateState<N> & { retry(): void } {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => client.subscribe(rerender), [client]);
  useEffect(() => {
    void client.load(name);
  }, [client, name]);
  return { ...client.get(name), retry: () => void client.load(name, true) };
}
