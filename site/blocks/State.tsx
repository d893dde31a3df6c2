/** A content block's states (§4): 'Loading....' while loading, a quiet message on error, else the content. */
import type { ReactNode } from 'react';
import type { DataState } from '../content/useContent.ts';
import { useText } from '../text.ts';

export function Loaded<T>({
  state,
  children,
  silent,
}: {
  state: DataState<T> & { retry(): void };
  children(data: T): ReactNode;
  silent?: boolean;
}) {
  const text = useText();
  if (state.data !== null && state.status !== 'error') return <>{children(state.data)}</>;
  if (state.status === 'loading') return <p className="site-loading">{text.loading}</p>;
  if (silent || !state.error) return null;
  return (
    <div className="site-load-error" role="alert">
      <p>{text.loadError}</p>
      <button type="button" className="site-button site-button-secondary" onClick={state.retry}>
        {text.retry}
      </button>
    </div>
  );
}
