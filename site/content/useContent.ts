/**
 * The content service's data sets in the site (site-and-content.md §4): each is loading, error or
 * success. A request sets loading and clears error; success stores the payload; a failure sets error,
 * except for the holiday banner and the home page, where it leaves error false (their blocks just
 * do not show). Failures are logged only (§8). One cache per page load, shared by every component.
 */
import { useEffect, useReducer } from 'react';
import {
  CONTENT_PATHS,
  SILENT_FAILURE_KEYS,
  pagesPath,
  type ContentKey,
  type ContentKeys,
  type PageRecord,
  type PageSection,
  type PageSummary,
} from '../../shared/content/types.ts';
import { request } from '../../shared/api/client.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';

export interface DataState<T> {
  status: 'loading' | 'success' | 'error';
  error: boolean;
  data: T | null;
  /** 404: there is no such record (an unknown {id}). */
  notFound: boolean;
}

const LOADING: DataState<never> = { status: 'loading', error: false, data: null, notFound: false };

const states = new Map<string, DataState<unknown>>();
const inFlight = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function set(path: string, state: DataState<unknown>) {
  states.set(path, state);
  for (const l of [...listeners]) l();
}

/** The state transitions, pure (unit-tested). */
export const transitions = {
  requested: <T>(prev: DataState<T> | undefined): DataState<T> => ({
    ...(prev ?? LOADING),
    status: 'loading',
    error: false,
  }),
  succeeded: <T>(data: T): DataState<T> => ({ status: 'success', error: false, data, notFound: false }),
  failed: <T>(prev: DataState<T> | undefined, silent: boolean, notFound: boolean): DataState<T> => ({
    status: 'error',
    error: !silent,
    data: prev?.data ?? null,
    notFound,
  }),
};

export function load(path: string, silent = false, reload = false): Promise<void> {
  const running = inFlight.get(path);
  if (running) return running;
  const current = states.get(path);
  if (current?.status === 'success' && !reload) return Promise.resolve();
  set(path, transitions.requested(current));
  const done = request(path, { timeoutSeconds: REQUEST_TIMEOUT_SECONDS })
    .then((r) => r.json())
    .then(
      (data: unknown) => set(path, transitions.succeeded(data)),
      (err: unknown) => {
        console.warn(`content ${path} could not be loaded:`, err instanceof Error ? err.message : err);
        const notFound = (err as { status?: number }).status === 404;
        set(path, transitions.failed(states.get(path), silent, notFound));
      },
    )
    .finally(() => inFlight.delete(path));
  inFlight.set(path, done);
  return done;
}

function useResource<T>(path: string | null, silent: boolean): DataState<T> & { retry(): void } {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, []);
  useEffect(() => {
    if (path) void load(path, silent);
  }, [path, silent]);
  const state = (path ? states.get(path) : undefined) ?? LOADING;
  return { ...(state as DataState<T>), retry: () => path && void load(path, silent, true) };
}

export function useContent<K extends ContentKey>(key: K) {
  return useResource<ContentKeys[K]>(CONTENT_PATHS[key], SILENT_FAILURE_KEYS.includes(key));
}

export function usePages(section: PageSection) {
  return useResource<PageSummary[]>(pagesPath(section), false);
}

export function usePage(section: PageSection, id: string | undefined) {
  return useResource<PageRecord>(id ? pagesPath(section, id) : null, false);
}
