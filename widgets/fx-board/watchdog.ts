/**
 * Stall watchdog: the poller tells it when its next attempt is due; if that attempt has not settled
 * by then plus the request timeout plus a grace period, the loop is stuck (a timer lost to a
 * suspended tab, a promise that never settles, an exception in a callback) and `onStall('overdue')`
 * runs. A check that itself comes far too late means the page was frozen (sleep, a hung main
 * thread): `onStall('frozen')`, so the caller can fetch at once instead of showing old data.
 */
export type StallReason = 'overdue' | 'frozen';

export interface WatchdogOptions {
  checkEveryMs: number;
  /** Time an attempt may take once due (the request timeout). */
  attemptMs: number;
  /** Slack on top, for a busy machine. */
  graceMs: number;
  onStall(reason: StallReason): void;
  now?: () => number;
}

export interface Watchdog {
  /** The next attempt is due at `dueAt` (epoch ms). */
  expect(dueAt: number): void;
  start(): void;
  stop(): void;
}

export function createWatchdog(o: WatchdogOptions): Watchdog {
  const now = o.now ?? Date.now;
  let deadline: number | undefined;
  let lastCheck = now();
  let interval: ReturnType<typeof setInterval> | undefined;

  const check = () => {
    const t = now();
    const late = t - lastCheck > o.checkEveryMs * 3 + o.graceMs;
    lastCheck = t;
    if (late) {
      deadline = undefined;
      o.onStall('frozen');
    } else if (deadline !== undefined && t > deadline) {
      deadline = undefined;
      o.onStall('overdue');
    }
  };

  return {
    expect(dueAt) {
      deadline = dueAt + o.attemptMs + o.graceMs;
    },
    start() {
      if (interval) return;
      lastCheck = now();
      interval = setInterval(check, o.checkEveryMs);
    },
    stop() {
      clearInterval(interval);
      interval = undefined;
      deadline = undefined;
    },
  };
}
