/**
 * A content block's states (§4): 'Loading....' while loading, the content once it is there. A failed
 * or malformed load shows nothing: §8 says content load failures are logged only (useContent logs
 * them), with no message to the visitor, so the block is left out and the page shows the rest.
 */
import type { ReactNode } from 'react';
import type { DataState } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

/** The record as a page may show it: its data once loaded, null while loading or when it failed. */
export function dataOf<T>(state: DataState<T>): T | null {
  return state.data !== null && state.status !== 'error' ? state.data : null;
}

/** `otherwise`: what stands in the block's place when its record failed (a page's own heading). */
export function Loaded<T>({
  state,
  children,
  otherwise = null,
}: {
  state: DataState<T>;
  children(data: T): ReactNode;
  otherwise?: ReactNode;
}) {
  const t = useT();
  const data = dataOf(state);
  if (data !== null) return <>{children(data)}</>;
  if (state.status === 'loading') return <p className="site-loading">{t('site.loading')}</p>;
  return <>{otherwise}</>;
}
