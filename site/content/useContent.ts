/**
 * The content service's data sets in the site (site-and-content.md §4): each is loading, error or
 * success. A request sets loading and clears error; success stores the payload; a failure sets error,
 * except for the holiday banner and the home page, where it leaves error false (their blocks just
 * do not show). Failures are logged only (§8). One cache per page load, shared by every component.
 *
 * What arrives is parsed with the content's schemas (shared/content/parse.ts): a
 * malformed item or field is left out and logged, the rest shows; a record malformed as a whole
 * is left out like a silent failure (no message: retrying would fetch the same record).
 */
import { createContext, use, useContext, useEffect, useReducer } from 'react';
import type * as v from 'valibot';
import { parseLenient } from '../../shared/content/parse.ts';
import { CONTENT_VIEWS, pageListSchema, pageViewSchema } from '../../shared/content/schema.ts';
import {
  CONTENT_PATHS,
  SILENT_FAILURE_KEYS,
  pagesPath,
  type ContentKey,
  type ContentViews,
  type PageSection,
  type PageSummary,
  type PageView,
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

/**
 * How long a page waits for a record it has not had yet before it shows anyway, with 'Loading....' in
 * that block (§4). Within it the page is shown once, with its content: nothing arriving later pushes
 * what the visitor already sees (layout shift, Core Web Vitals CLS).
 */
export const PAGE_WAIT_MS = 1500;

/** Per path: settles when the first request has settled or PAGE_WAIT_MS have passed, whichever is first. */
const firstWait = new Map<string, Promise<void>>();
/** Paths whose first wait is over: a page reading them no longer waits (a retry shows 'Loading....'). */
const waited = new Set<string>();

/** Starts the first wait for `key` on `done` (once per key). */
function startWait(key: string, done: Promise<unknown>) {
  if (firstWait.has(key)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((r) => (timer = setTimeout(r, PAGE_WAIT_MS)));
  const wait: Promise<void> = Promise.race([done.then(() => undefined), timeout]).then(() => {
    clearTimeout(timer);
    waited.add(key);
    // Marked as React marks a settled promise it tracks: use() of it returns at once, never suspends.
    Object.assign(wait, { status: 'fulfilled', value: undefined });
  });
  firstWait.set(key, wait);
}

/**
 * Inside it (the route's page, below the shell's Suspense), reading a record for the first time
 * suspends the page until the record has come (or PAGE_WAIT_MS): the page is then shown in one go.
 * Outside it (the shell, dialogs, unit renders) a record shows 'Loading....' as before.
 */
export const PageWait = createContext(false);

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
  /** The record arrived but is malformed as a whole: its block is left out, without a message. */
  malformed: <T>(): DataState<T> => ({ status: 'error', error: false, data: null, notFound: false }),
};

/**
 * Content as the site can use it: parsed leniently with its schema; what was left out is logged
 * (§8), never shown. null when the record is malformed as a whole.
 */
export function readContent<T>(path: string, schema: v.GenericSchema<unknown, T>, data: unknown): T | null {
  const result = parseLenient(schema, data);
  for (const left of result.left) {
    console.warn(`content ${path}: left out ${left.path ? `"${left.path}"` : 'the whole record'} (${left.message})`);
  }
  return result.ok ? result.value : null;
}

/** The state a fetched record leads to (pure, unit-tested). */
export function parsed<T>(path: string, schema: v.GenericSchema<unknown, T>, data: unknown): DataState<T> {
  const value = readContent(path, schema, data);
  return value === null ? transitions.malformed() : transitions.succeeded(value);
}

/**
 * A record that failed is not asked for again within this time unless the visitor asks (Try again):
 * the page that asked for it, and its effect that asks again as it mounts, would otherwise send a
 * second request at once and show 'Loading....' where the page had already drawn what it has. A
 * later page asks again.
 */
const FAILED_REST_MS = 5000;
const failedAt = new Map<string, number>();

export function load(path: string, schema: v.GenericSchema, silent = false, reload = false): Promise<void> {
  const running = inFlight.get(path);
  if (running) return running;
  const current = states.get(path);
  if (current?.status === 'success' && !reload) return Promise.resolve();
  if (current?.status === 'error' && !reload && Date.now() - (failedAt.get(path) ?? 0) < FAILED_REST_MS)
    return Promise.resolve();
  // A first request is not announced: readers already see an absent record as loading. So it may
  // start while a page renders (a page that waits for it asks for it then, or the route table's
  // prefetch does at navigation), without updating other components mid-render.
  if (current) set(path, transitions.requested(current));
  else states.set(path, LOADING);
  const done = request(path, { timeoutSeconds: REQUEST_TIMEOUT_SECONDS, credentials: 'same-origin' })
    .then((r) => r.json())
    .then(
      (data: unknown) => {
        const state = parsed(path, schema, data);
        if (state.status === 'error') failedAt.set(path, Date.now()); // malformed: no better next time
        set(path, state);
      },
      (err: unknown) => {
        console.warn(`content ${path} could not be loaded:`, err instanceof Error ? err.message : err);
        const notFound = (err as { status?: number }).status === 404;
        failedAt.set(path, Date.now());
        set(path, transitions.failed(states.get(path), silent, notFound));
      },
    )
    .finally(() => inFlight.delete(path));
  inFlight.set(path, done);
  startWait(path, done);
  return done;
}

function useResource<T>(
  path: string | null,
  schema: v.GenericSchema<unknown, T>,
  silent: boolean,
): DataState<T> & { retry(): void } {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const waits = useContext(PageWait);
  // In a page that waits: ask for the record now and suspend until its first answer (or PAGE_WAIT_MS).
  // use() is called on every render, the wait settled or not: React replays a page suspended here
  // from where it stopped, and a replay that skips the use() fails its later hooks (React #467).
  if (waits && path) {
    if (!waited.has(path)) void load(path, schema, silent);
    const wait = firstWait.get(path);
    if (wait) use(wait);
  }
  useEffect(() => {
    listeners.add(rerender);
    return () => {
      listeners.delete(rerender);
    };
  }, []);
  useEffect(() => {
    if (path) void load(path, schema, silent);
  }, [path, schema, silent]);
  const state = (path ? states.get(path) : undefined) ?? LOADING;
  return { ...(state as DataState<T>), retry: () => path && void load(path, schema, silent, true) };
}

export function useContent<K extends ContentKey>(key: K) {
  return useResource<ContentViews[K]>(
    CONTENT_PATHS[key],
    CONTENT_VIEWS[key] as unknown as v.GenericSchema<unknown, ContentViews[K]>,
    SILENT_FAILURE_KEYS.includes(key),
  );
}

/**
 * For data that is not a content record (the rate sets): in a page that waits (PageWait), `start()`
 * is called once and the page suspends until it settles or PAGE_WAIT_MS have passed. `start` must
 * not reject.
 */
export function usePageWaitFor(key: string, start: () => Promise<unknown>) {
  const waits = useContext(PageWait);
  if (!waits) return;
  // started after this render: what it updates is not updated mid-render
  if (!firstWait.has(key)) startWait(key, Promise.resolve().then(start));
  // (On every render, as in useResource: a replay must call use() again.)
  use(firstWait.get(key)!);
}

/** Starts the first request for a content record (the route table's prefetch at navigation start). */
export function prefetchContent(key: ContentKey) {
  if (!states.has(CONTENT_PATHS[key]))
    void load(CONTENT_PATHS[key], CONTENT_VIEWS[key], SILENT_FAILURE_KEYS.includes(key));
}

/** The same for a section's page list, or one of its pages. */
export function prefetchPages(section: PageSection, id?: string) {
  if (!states.has(pagesPath(section, id)))
    void load(pagesPath(section, id), id ? pageViewSchema : pageListSchema, false);
}

export function usePages(section: PageSection) {
  return useResource<PageSummary[]>(pagesPath(section), pageListSchema, false);
}

export function usePage(section: PageSection, id: string | undefined) {
  return useResource<PageView>(id ? pagesPath(section, id) : null, pageViewSchema, false);
}
