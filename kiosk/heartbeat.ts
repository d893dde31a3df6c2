/**
 * The kiosk's heartbeat (POST /api/kiosk/heartbeat): which build it runs, when it last fetched the
 * bulletin and how old its data is, its heap where the browser tells. The operator view lists the
 * screens and flags those silent for more than 5 minutes. Failures are ignored: the next beat will
 * say the same, and the board never depends on it.
 */
import { APP_VERSION_HEADER } from '../shared/fx/config.ts';
import { SCREEN_ENROLMENT_HEADER, SCREEN_KEY_HEADER, type Heartbeat } from '../shared/fx/heartbeat.ts';
import type { FeedState } from '../widgets/fx-board/feed.ts';
import type { Variant } from '../widgets/fx-board/options.ts';

export function heartbeatPayload(o: {
  screenId: string;
  variant: Variant;
  appVersion: string;
  state: FeedState;
  now: number;
  bootAt: number;
  heapUsedBytes: number | null;
  viewport?: string;
}): Heartbeat {
  const { lastSuccessAt } = o.state;
  return {
    screenId: o.screenId,
    variant: o.variant,
    appVersion: o.appVersion,
    lastSuccessAt: lastSuccessAt === null ? null : new Date(lastSuccessAt).toISOString(),
    dataAgeSeconds: lastSuccessAt === null ? null : Math.max(0, Math.round((o.now - lastSuccessAt) / 1000)),
    bulletinId: o.state.bulletin?.id ?? null,
    heapUsedBytes: o.heapUsedBytes,
    uptimeSeconds: Math.max(0, Math.round((o.now - o.bootAt) / 1000)),
    failing: o.state.failing,
    ...(o.viewport ? { viewport: o.viewport } : {}),
  };
}

/** Chromium's performance.memory, when present. */
export function heapUsed(): number | null {
  const memory = (globalThis.performance as { memory?: { usedJSHeapSize?: number } } | undefined)?.memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : null;
}

export function startHeartbeat(o: {
  url: string;
  everyMs: number;
  firstInMs: number;
  payload(): Heartbeat;
  onVersion?(version: string): void;
  /** The screen key this screen was given, or null before its first contact. */
  screenKey?(): string | null;
  /** The server gave this screen its key: keep it for every later heartbeat. */
  onScreenKey?(key: string): void;
  /** The operator's enrolment secret from the URL, when there is one. */
  enrolmentSecret?: string | null;
  fetch?: typeof fetch;
}): () => void {
  const fetchImpl = o.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const beat = async () => {
    // A beat that hangs is abandoned before the next one. By our own timer, not AbortSignal.timeout
    // (Chrome 103, Safari 16, Firefox 100): on older signage players it throws, the try below
    // swallowed it, and those screens never reported in nor picked up a new build.
    const controller = new AbortController();
    const abandon = setTimeout(() => controller.abort(), Math.min(o.everyMs, 15_000));
    try {
      const key = o.screenKey?.();
      const res = await fetchImpl(o.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(key ? { [SCREEN_KEY_HEADER]: key } : {}),
          ...(o.enrolmentSecret ? { [SCREEN_ENROLMENT_HEADER]: o.enrolmentSecret } : {}),
        },
        body: JSON.stringify(o.payload()),
        credentials: 'omit',
        signal: controller.signal,
      });
      const version = res.headers.get(APP_VERSION_HEADER);
      if (version) o.onVersion?.(version);
      const given = res.ok ? res.headers.get(SCREEN_KEY_HEADER) : null;
      if (given) o.onScreenKey?.(given);
    } catch {
      /* ignored: the board does not depend on it */
    }
    clearTimeout(abandon);
    if (!stopped) timer = setTimeout(beat, o.everyMs);
  };
  timer = setTimeout(beat, o.firstInMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
