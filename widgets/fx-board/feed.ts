/**
 * The board's data: the last good bulletin, kept in browser storage so a screen rebooted while
 * offline still shows rates; a poller that keeps it fresh; the "stale" flag once the last
 * successful fetch is older than `staleAfterMs`; and a watchdog that restarts the loop if it stalls.
 * A subscribe/getState store (useSyncExternalStore), with no React or DOM inside, so fake timers
 * can drive it in unit tests.
 */
import { APP_VERSION_HEADER } from '../../shared/fx/config.ts';
import { sameBulletin } from '../../shared/fx/format.ts';
import { parseBulletin, type Bulletin } from '../../shared/fx/schema.ts';
import { PollFailure, createPoller, parseRetryAfter, type FailureKind } from './poller.ts';
import { createWatchdog, type StallReason } from './watchdog.ts';

export interface FeedState {
  /** The last good bulletin (from the server, or from storage after a reboot); null before any. */
  bulletin: Bulletin | null;
  /** When it was last fetched successfully (epoch ms, this screen's clock); null if never. */
  lastSuccessAt: number | null;
  /** The last attempt failed (the bulletin shown is the last good one). */
  failing: boolean;
  failure: FailureKind | null;
  /** A bulletin is shown but its last successful fetch is older than staleAfterMs. */
  stale: boolean;
  /** The bulletin was fetched since this page started (false while it is the one from storage). */
  confirmed: boolean;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** How often the feed polls, how long it waits and how it backs off (the board's options set them). */
export interface FeedTimings {
  intervalMs: number;
  timeoutMs: number;
  staleAfterMs: number;
  backoffMinMs: number;
  backoffMaxMs: number;
  retryAfterMaxMs: number;
}

export interface FeedConfig extends FeedTimings {
  /** Absolute URL of the bulletin. */
  url: string;
  /** Where the last good bulletin is kept; null or failing storage: kept in memory only. */
  storage?: StorageLike | null;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /** Window-like target for `online` and `visibilitychange` (default: globalThis when it has them). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Every response's X-App-Version (the kiosk reloads when it changes). */
  onAppVersion?(version: string): void;
  /** The loop stalled and was restarted; `count` stalls since start. */
  onStall?(reason: StallReason, count: number): void;
  /** A failure after a success (not every retry): the widget emits ew:error. */
  onFailing?(kind: FailureKind): void;
}

export interface Feed {
  getState(): FeedState;
  subscribe(listener: () => void): () => void;
  start(): void;
  stop(): void;
  pollNow(): void;
}

const STORE_VERSION = 1;
export const storageKey = (url: string) => `ew:fx:bulletin:${url}`;

interface Stored {
  v: number;
  bulletin: unknown;
  fetchedAt: number;
}

function readStored(storage: StorageLike | null | undefined, key: string, now: number) {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Stored;
    const bulletin = stored?.v === STORE_VERSION ? parseBulletin(stored.bulletin) : undefined;
    if (!bulletin || typeof stored.fetchedAt !== 'number' || !Number.isFinite(stored.fetchedAt)) return undefined;
    // A clock set back (or a bad stored value) must not make old data look fresh.
    return { bulletin, fetchedAt: Math.min(stored.fetchedAt, now) };
  } catch {
    return undefined;
  }
}

export function createFeed(config: FeedConfig): Feed {
  const now = config.now ?? Date.now;
  const fetchImpl = config.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const key = storageKey(config.url);
  const events =
    config.events !== undefined
      ? config.events
      : typeof (globalThis as { addEventListener?: unknown }).addEventListener === 'function'
        ? (globalThis as unknown as EventTarget)
        : null;
  const listeners = new Set<() => void>();
  const stored = readStored(config.storage, key, now());

  let state: FeedState = {
    bulletin: stored?.bulletin ?? null,
    lastSuccessAt: stored?.fetchedAt ?? null,
    failing: false,
    failure: null,
    stale: false,
    confirmed: false,
  };
  let staleTimer: ReturnType<typeof setTimeout> | undefined;
  let stalls = 0;

  const isStale = (s: FeedState) =>
    s.bulletin !== null && (s.lastSuccessAt === null || now() - s.lastSuccessAt >= config.staleAfterMs);

  /** Recomputes `stale` and arms the timer that will flip it when the data comes of age. */
  const set = (next: FeedState) => {
    const stale = isStale(next);
    const changed =
      next.bulletin !== state.bulletin ||
      next.lastSuccessAt !== state.lastSuccessAt ||
      next.failing !== state.failing ||
      next.failure !== state.failure ||
      next.confirmed !== state.confirmed ||
      stale !== state.stale;
    clearTimeout(staleTimer);
    staleTimer = undefined;
    if (!stale && next.bulletin !== null && next.lastSuccessAt !== null) {
      staleTimer = setTimeout(() => set({ ...state }), Math.max(0, next.lastSuccessAt + config.staleAfterMs - now()));
    }
    if (!changed) return;
    state = { ...next, stale };
    for (const l of [...listeners]) l();
  };
  state = { ...state, stale: isStale(state) };

  async function attempt(signal: AbortSignal): Promise<Bulletin> {
    let res: Response;
    try {
      res = await fetchImpl(config.url, {
        signal,
        cache: 'no-cache', // revalidate (ETag) every time; never a cached copy without asking
        credentials: 'omit',
        headers: { Accept: 'application/json' },
      });
    } catch {
      throw new PollFailure(signal.aborted ? 'timeout' : 'network');
    }
    const version = res.headers.get(APP_VERSION_HEADER);
    if (version) config.onAppVersion?.(version);
    if (!res.ok) throw new PollFailure('http', res.status, parseRetryAfter(res.headers.get('Retry-After'), now()));
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw new PollFailure(signal.aborted ? 'timeout' : 'invalid', res.status);
    }
    const bulletin = parseBulletin(body);
    if (!bulletin) throw new PollFailure('invalid', res.status);
    return bulletin;
  }

  const watchdog = createWatchdog({
    checkEveryMs: Math.min(10_000, Math.max(1000, config.intervalMs / 2)),
    attemptMs: config.timeoutMs,
    graceMs: Math.max(5000, config.timeoutMs),
    onStall(reason) {
      stalls++;
      // Start over: a fresh poller state, an attempt now.
      poller.stop();
      poller.start();
      config.onStall?.(reason, stalls);
    },
  });

  const poller = createPoller<Bulletin>({
    attempt,
    intervalMs: config.intervalMs,
    timeoutMs: config.timeoutMs,
    backoffMinMs: config.backoffMinMs,
    backoffMaxMs: config.backoffMaxMs,
    retryAfterMaxMs: config.retryAfterMaxMs,
    random: config.random,
    now,
    onSchedule: (dueAt) => watchdog.expect(dueAt),
    onSuccess(bulletin) {
      const fetchedAt = now();
      const keep = sameBulletin(state.bulletin, bulletin) ? state.bulletin : bulletin;
      set({ ...state, bulletin: keep, lastSuccessAt: fetchedAt, failing: false, failure: null, confirmed: true });
      try {
        config.storage?.setItem(key, JSON.stringify({ v: STORE_VERSION, bulletin: keep, fetchedAt } satisfies Stored));
      } catch {
        /* full or disabled storage: the screen still works, it only forgets on reboot */
      }
    },
    onFailure(failure) {
      const wasFailing = state.failing;
      set({ ...state, failing: true, failure: failure.kind });
      if (!wasFailing) config.onFailing?.(failure.kind);
    },
  });

  const onOnline = () => poller.pollNow();
  const onVisible = () => {
    const doc = (globalThis as { document?: Document }).document;
    if (doc?.visibilityState !== 'visible') return;
    if (state.failing || state.lastSuccessAt === null || now() - state.lastSuccessAt >= config.intervalMs)
      poller.pollNow();
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (poller.running) return;
      events?.addEventListener('online', onOnline);
      events?.addEventListener('visibilitychange', onVisible);
      watchdog.start();
      poller.start();
    },
    stop() {
      events?.removeEventListener('online', onOnline);
      events?.removeEventListener('visibilitychange', onVisible);
      poller.stop();
      watchdog.stop();
      clearTimeout(staleTimer);
      staleTimer = undefined;
    },
    pollNow: () => poller.pollNow(),
  };
}
