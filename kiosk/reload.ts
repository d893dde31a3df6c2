/**
 * When the kiosk reloads itself: once a day at a quiet hour (Manila time, spread over half an hour
 * so a store's screens do not all reload at once), when the server serves another build (at most
 * once per 10 minutes, so a half-deployed server cannot make it loop), and when errors or stalls
 * keep coming. A reload only happens when it is safe: the service worker serves the page from its
 * cache if the network is down; without one, only when the page itself can be fetched (otherwise
 * the browser would show its own error page on a store screen).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Asia/Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET = 8 * HOUR;

export const QUIET_SPREAD_MS = 30 * MINUTE;
/** A page younger than this is not reloaded by the daily schedule (it is fresh already). */
export const MIN_UPTIME_MS = HOUR;
export const VERSION_RELOAD_GAP_MS = 10 * MINUTE;

/**
 * Epoch ms of the next daily reload: `hour`:00 Manila time plus `spreadMs`, at least MIN_UPTIME_MS
 * after `bootAt`.
 */
export function nextQuietReload(now: number, hour: number, spreadMs: number, bootAt: number = now): number {
  const manila = now + MANILA_OFFSET;
  const dayStart = Math.floor(manila / DAY) * DAY;
  let at = dayStart + hour * HOUR + spreadMs - MANILA_OFFSET;
  while (at <= now || at < bootAt + MIN_UPTIME_MS) at += DAY;
  return at;
}

/** Reload for a new build? Not in a development build, not twice within VERSION_RELOAD_GAP_MS. */
export function shouldReloadForVersion(
  serverVersion: string | null | undefined,
  ownVersion: string,
  lastReloadAt: number | null,
  now: number,
): boolean {
  if (!serverVersion || ownVersion === 'dev' || serverVersion === ownVersion) return false;
  return lastReloadAt === null || now - lastReloadAt >= VERSION_RELOAD_GAP_MS || now < lastReloadAt;
}

export interface ReloadDeps {
  hasServiceWorker(): boolean;
  canFetchPage(): Promise<boolean>;
  reload(): void;
}

/** Reloads when it is safe; resolves whether it did. */
export async function safeReload(deps: ReloadDeps): Promise<boolean> {
  if (!deps.hasServiceWorker() && !(await deps.canFetchPage().catch(() => false))) return false;
  deps.reload();
  return true;
}

/** Schedules the daily reload; returns a cancel function. */
export function scheduleQuietReload(
  o: { hour: number; random?: () => number; now?: () => number; bootAt?: number },
  run: () => void,
): () => void {
  const now = o.now ?? Date.now;
  const spread = Math.floor((o.random ?? Math.random)() * QUIET_SPREAD_MS);
  const bootAt = o.bootAt ?? now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let at = nextQuietReload(now(), o.hour, spread, bootAt);
  const arm = () => {
    // Timers are not reliable over many hours (sleep, clock changes): re-check at least hourly.
    timer = setTimeout(
      () => {
        if (now() >= at - 1000) {
          // If the reload did not happen (not safe now), the next one is tomorrow's.
          at = nextQuietReload(Math.max(now(), at) + 1, o.hour, spread, bootAt);
          run();
        }
        arm();
      },
      Math.max(0, Math.min(at - now(), HOUR)),
    );
  };
  arm();
  return () => clearTimeout(timer);
}
