/** A content block's states (§4): 'Loading....' while loading, a quiet message on error, else the content. */
import type { ReactNode } from 'react';
import type { DataState } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

export function Loaded<T>({
  state,
  children,
  silent,
}: {
  state: DataState<T> & { retry(): void };
  children(data: T): ReactNode;
  silent?: boolean;
}) {
  const t = useT();
  if (state.data !== null && state.status !== 'error') return <>{children(state.data)}</>;
  if (state.status === 'loading') return <p className="site-loading">{t('site.loading')}</p>;
  if (silent || !state.error) return null;
  return (
    <div className="site-load-error" role="alert">
      <p>{t('site.loadError')}</p>
      <button type="button" className="site-button site-button-secondary" onClick={state.retry}>
        {t('site.retry')}
      </button>
    </div>
  );
}
