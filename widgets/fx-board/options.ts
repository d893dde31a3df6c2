/**
 * The board's knobs, read from the element's attributes (poll-interval, timeout, stale-after,
 * backoff-min, backoff-max, speed; seconds and px/s) or, on the kiosk, from the page's query
 * (interval, timeout, stale, backoff-min, backoff-max, speed). Clamped to FX_LIMITS.
 */
import { FX_DEFAULTS, FX_PATHS, numberOption } from '../../shared/fx/config.ts';
import type { FeedConfig, FeedTimings } from './feed.ts';

export type Variant = 'board' | 'marquee';

export interface FxOptions extends FeedTimings {
  variant: Variant;
  /** Marquee speed, px/s. */
  speed: number;
}

export interface RawFxOptions {
  variant?: unknown;
  interval?: unknown;
  timeout?: unknown;
  staleAfter?: unknown;
  backoffMin?: unknown;
  backoffMax?: unknown;
  speed?: unknown;
}

export const isVariant = (v: unknown): v is Variant => v === 'board' || v === 'marquee';

export function fxOptions(raw: RawFxOptions, defaultSpeed: number = FX_DEFAULTS.speed): FxOptions {
  const s = 1000;
  return {
    variant: isVariant(raw.variant) ? raw.variant : 'board',
    intervalMs: numberOption(raw.interval, 'interval', FX_DEFAULTS.interval) * s,
    timeoutMs: numberOption(raw.timeout, 'timeout', FX_DEFAULTS.timeout) * s,
    staleAfterMs: numberOption(raw.staleAfter, 'staleAfter', FX_DEFAULTS.staleAfter) * s,
    backoffMinMs: numberOption(raw.backoffMin, 'backoffMin', FX_DEFAULTS.backoffMin) * s,
    backoffMaxMs: numberOption(raw.backoffMax, 'backoffMax', FX_DEFAULTS.backoffMax) * s,
    retryAfterMaxMs: FX_DEFAULTS.retryAfterMax * s,
    speed: numberOption(raw.speed, 'speed', defaultSpeed),
  };
}

/** The feed settings of these options, for the bulletin served by apiBase. */
export function feedSettings(o: FxOptions, apiBase: string): Omit<FeedConfig, 'storage'> {
  return {
    url: `${apiBase.replace(/\/+$/, '')}${FX_PATHS.bulletin}`,
    intervalMs: o.intervalMs,
    timeoutMs: o.timeoutMs,
    staleAfterMs: o.staleAfterMs,
    backoffMinMs: o.backoffMinMs,
    backoffMaxMs: o.backoffMaxMs,
    retryAfterMaxMs: o.retryAfterMaxMs,
  };
}

/** localStorage, or null where it is unavailable (sandboxed frames, some private modes). */
export function browserStorage(): Storage | null {
  try {
    const s = globalThis.localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}
