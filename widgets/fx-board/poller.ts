/**
 * The polling loop of the FX board, free of React and of the DOM so fake timers can drive it:
 * one attempt at a time, each abandoned after `timeoutMs` (even if the fetch ignores its signal),
 * then the next after the poll interval on success, or after a backoff on failure: exponential from
 * `backoffMinMs`, equal jitter, capped by `backoffMaxMs` AND by the poll interval (so a screen
 * recovers within one poll interval of the server coming back; docs/decisions.md "Polling, failure, storage"), unless
 * the server sent Retry-After, which is honoured (up to `retryAfterMaxMs`).
 */

export type FailureKind = 'network' | 'timeout' | 'http' | 'invalid';

export class PollFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status = 0,
    /** Milliseconds the server asked us to wait (Retry-After), if it did. */
    readonly retryAfterMs?: number,
  ) {
    super(`poll failed: ${kind}${status ? ` ${status}` : ''}`);
  }
}

export interface PollerOptions<T> {
  /** One attempt; must settle (the poller also gives up on it after timeoutMs). */
  attempt(signal: AbortSignal): Promise<T>;
  intervalMs: number;
  timeoutMs: number;
  backoffMinMs: number;
  backoffMaxMs: number;
  retryAfterMaxMs: number;
  onSuccess(value: T): void;
  onFailure(failure: PollFailure, consecutive: number, nextInMs: number): void;
  /** Called whenever an attempt is scheduled, with the time it is due (for the watchdog). */
  onSchedule?(dueAt: number): void;
  random?: () => number;
  now?: () => number;
}

export interface Poller {
  start(): void;
  stop(): void;
  /** Attempt now (unless one is in flight), e.g. when the browser says it is back online. */
  pollNow(): void;
  readonly running: boolean;
  /** Consecutive failures so far (0 after a success). */
  readonly failures: number;
}

/**
 * Delay before retry number `failures` (1 = first retry): min·2^(failures-1), capped, then "equal
 * jitter": a uniform pick in [d/2, d], so screens that failed together do not retry together.
 */
export function backoffDelay(failures: number, o: { minMs: number; maxMs: number; random?: () => number }): number {
  const random = o.random ?? Math.random;
  const exp = o.minMs * 2 ** Math.max(0, Math.min(failures - 1, 30));
  const d = Math.min(exp, o.maxMs);
  return Math.round(d / 2 + random() * (d / 2));
}

/**
 * Retry-After as milliseconds: delta-seconds ("120") or an HTTP date. Undefined when absent or
 * unreadable; never negative.
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return undefined; // "-1", "1.5": not a delta-seconds nor a date
  const at = Date.parse(text);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

export function createPoller<T>(o: PollerOptions<T>): Poller {
  const random = o.random ?? Math.random;
  const now = o.now ?? Date.now;
  let running = false;
  let inFlight = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by stop(): a late answer of an attempt from before is dropped. */
  let generation = 0;
  let current: AbortController | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    const delay = Math.max(0, Math.round(ms));
    o.onSchedule?.(now() + delay);
    timer = setTimeout(tick, delay);
  };

  const failureDelay = (failure: PollFailure) => {
    if (failure.retryAfterMs !== undefined) {
      const asked = Math.min(failure.retryAfterMs, o.retryAfterMaxMs);
      // A little jitter on top, so screens told "retry in 30 s" together do not all come back at once.
      return asked + random() * Math.min(asked * 0.1, 5000);
    }
    return backoffDelay(failures, { minMs: o.backoffMinMs, maxMs: Math.min(o.backoffMaxMs, o.intervalMs), random });
  };

  async function tick() {
    timer = undefined;
    if (!running || inFlight) return;
    inFlight = true;
    const mine = generation;
    const controller = new AbortController();
    current = controller;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    let outcome: { ok: true; value: T } | { ok: false; failure: PollFailure };
    try {
      const timedOut = new Promise<never>((_, reject) => {
        giveUp = setTimeout(() => {
          controller.abort();
          reject(new PollFailure('timeout'));
        }, o.timeoutMs);
      });
      outcome = { ok: true, value: await Promise.race([o.attempt(controller.signal), timedOut]) };
    } catch (err) {
      const failure =
        err instanceof PollFailure ? err : new PollFailure(controller.signal.aborted ? 'timeout' : 'network');
      outcome = { ok: false, failure };
    } finally {
      clearTimeout(giveUp);
      if (mine === generation) inFlight = false;
    }
    if (mine !== generation || !running) return;
    if (outcome.ok) {
      failures = 0;
      schedule(o.intervalMs);
      o.onSuccess(outcome.value);
    } else {
      failures++;
      const next = failureDelay(outcome.failure);
      schedule(next);
      o.onFailure(outcome.failure, failures, next);
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    stop() {
      running = false;
      generation++;
      inFlight = false;
      current?.abort();
      current = undefined;
      clearTimeout(timer);
      timer = undefined;
    },
    pollNow() {
      if (!running || inFlight) return;
      schedule(0);
    },
    get running() {
      return running;
    },
    get failures() {
      return failures;
    },
  };
}
