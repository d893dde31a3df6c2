/**
 * A content block's states (§4): 'Loading....' while loading, the content once it is there. A failed
 * or malformed load shows nothing: §8 says content load failures are logged only (useContent logs
 * them), with no message to the visitor, so the block is left out and the page shows the rest.
 */
import { useState, type ReactNode } from 'react';
import type { DataState } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

/** The record as a page may show it: its data once loaded, null while loading or when it failed. */
export function dataOf<T>(state: DataState<T>): T | null {
  return state.data !== null && state.status !== 'error' ? state.data : null;
}

/**
 * True while a block that was first drawn without its record (the page's wait, PAGE_WAIT_MS, ran
 * out first) still waits for it. Its placeholder then carries `site-late`, and site.css keeps what
 * follows it on the page hidden until the record is in: the block grows where nothing below it is
 * seen, so nothing the visitor sees is pushed down (layout shift, CLS). A block that had its record,
 * or failed, is never late again: a later reload shows 'Loading....' in place as before.
 */
export function useLate(loading: boolean): boolean {
  const [first, setFirst] = useState(loading);
  // (state adjusted while rendering, as React documents it: this render's answer is right either way)
  if (first && !loading) setFirst(false);
  return first && loading;
}

/** A block's 'Loading....' (or the rate tables' own text); `late` from useLate. */
export function LoadingText({ late, children }: { late: boolean; children: ReactNode }) {
  return <p className={late ? 'site-loading site-late' : 'site-loading'}>{children}</p>;
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
  const late = useLate(data === null && state.status === 'loading');
  if (data !== null) return <>{children(data)}</>;
  if (state.status === 'loading') return <LoadingText late={late}>{t('site.loading')}</LoadingText>;
  return <>{otherwise}</>;
}
