/**
 * FX rate board and kiosk: the paths the reference server serves (the spec's "forex rates bulletin"
 * call has no path: docs/decisions.md) and the defaults of the board and the kiosk.
 */
export const FX_PATHS = {
  /** GET: the current bulletin and the one before it (for the up/down marks). Public, CORS *. */
  bulletin: '/api/forex-rates',
  /** PUT (operator, bearer ADMIN_TOKEN): publish a new bulletin. GET: the latest bulletins. */
  publish: '/admin/api/fx-rates',
  /** POST: a store screen says it is alive (kiosk only). */
  heartbeat: '/api/kiosk/heartbeat',
  /** GET: the kiosk build the server serves now ({ version }). */
  kioskVersion: '/api/kiosk/version',
  /** GET (operator): the screens that sent heartbeats, silent ones flagged. */
  screens: '/admin/api/screens',
  /** The operator's page listing the screens (asks for the token, then reads `screens`). */
  screensPage: '/admin/screens',
  /** The two kiosk pages (CONTRACT.md). */
  kioskBoard: '/forexrates/store-digitalscreens',
  kioskMarquee: '/forexrates/store-digitalscreens-marquee',
} as const;

/** Response header naming the kiosk build the server serves; a screen running another reloads. */
export const APP_VERSION_HEADER = 'X-App-Version';

/** Seconds. The board's defaults; every one can be changed per element (attributes) or per screen (query). */
export const FX_DEFAULTS = {
  /** Poll interval. */
  interval: 60,
  /** Request timeout. */
  timeout: 10,
  /** Age of the last successful fetch after which the "updating" badge shows. */
  staleAfter: 300,
  /** First retry after a failure; doubles per failure (with jitter) ... */
  backoffMin: 15,
  /** ... up to this, and never beyond the poll interval (decisions.md). */
  backoffMax: 300,
  /** A server's Retry-After is honoured up to this. */
  retryAfterMax: 3600,
  /** Marquee speed, pixels per second (design pixels on the kiosk). */
  speed: 80,
  kioskSpeed: 160,
  /** Kiosk heartbeat period. */
  heartbeat: 60,
  /** Kiosk: seconds between burn-in shifts. */
  shift: 180,
  /** Kiosk: hour (Asia/Manila) of the daily reload, spread over the following 30 minutes. */
  quietHour: 3,
} as const;

/** Heartbeats older than this make a screen "silent" in the operator view. */
export const SILENT_AFTER_SECONDS = 300;

/** Bounds of what an element or a screen's URL may set, so a typo cannot hammer the server. */
export const FX_LIMITS = {
  interval: [1, 3600],
  timeout: [1, 120],
  staleAfter: [1, 86_400],
  backoffMin: [1, 3600],
  backoffMax: [1, 3600],
  speed: [10, 2000],
  heartbeat: [5, 3600],
  shift: [1, 3600],
  quietHour: [0, 23],
} as const satisfies Record<string, readonly [number, number]>;

export type FxLimit = keyof typeof FX_LIMITS;

/** A number option as typed in an attribute or query string, clamped to its bounds; else the default. */
export function numberOption(value: unknown, limit: FxLimit, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  const [min, max] = FX_LIMITS[limit];
  return Math.min(max, Math.max(min, n));
}
