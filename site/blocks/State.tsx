/**
 * A content block's states (§4): 'Loading....' while loading, the content once it is there. A failed
 * or malformed load shows nothing: §8 says content load failures are logged only (useContent logs
 * them), with no message to the visitor, so the block is left out and the page shows the rest.
 */
import type { ReactNode } from 'react';
import type { DataState } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

export function Loaded<T>({ state, children }: { state: DataState<T>; children(data: T): ReactNode }) {
  const t = useT();
  if (state.data !== null && state.status !== 'error') return <>{children(state.data)}</>;
  if (state.status === 'loading') return <p className="site-loading">{t('site.loading')}</p>;
  return null;
}
