/**
 * What a store screen reports every minute (POST /api/kiosk/heartbeat), validated by the server with
 * this schema: which build it runs, when it last fetched the bulletin, how old its data is, and its
 * JavaScript heap when the browser tells (Chromium's performance.memory).
 */
import * as v from 'valibot';

export const SCREEN_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * The screen key: the server answers a new screen's first heartbeat with it; the
 * screen keeps it and sends it in this header with every heartbeat after. A heartbeat for a known
 * screen without its key is refused (403), so nobody else can report as that screen.
 */
export const SCREEN_KEY_HEADER = 'X-Screen-Key';

/**
 * The operator's enrolment secret (the kiosk URL's `enrol` parameter), sent with every heartbeat: a
 * new screen with a valid one is enrolled at once (and one that lost its key is given a new key);
 * without it a new screen waits for an operator to confirm it (docs/kiosk.md).
 */
export const SCREEN_ENROLMENT_HEADER = 'X-Screen-Enrolment';

const nonNegative = (message: string) => v.pipe(v.number(message), v.finite(message), v.minValue(0, message));
const isoOrNull = v.nullable(
  v.pipe(
    v.string('fx.errors.heartbeat'),
    v.maxLength(40, 'fx.errors.heartbeat'),
    v.check((s) => Number.isFinite(Date.parse(s)), 'fx.errors.heartbeat'),
  ),
);

export const heartbeatSchema = v.object(
  {
    screenId: v.pipe(v.string('fx.errors.screenId'), v.regex(SCREEN_ID, 'fx.errors.screenId')),
    variant: v.picklist(['board', 'marquee'], 'fx.errors.heartbeat'),
    appVersion: v.pipe(
      v.string('fx.errors.heartbeat'),
      v.minLength(1, 'fx.errors.heartbeat'),
      v.maxLength(64, 'fx.errors.heartbeat'),
    ),
    /** ISO time of the last successful fetch of the bulletin (null: never, since this boot). */
    lastSuccessAt: isoOrNull,
    /** Seconds since that fetch, by the screen's clock. */
    dataAgeSeconds: v.nullable(nonNegative('fx.errors.heartbeat')),
    bulletinId: v.nullable(
      v.pipe(v.number('fx.errors.heartbeat'), v.integer('fx.errors.heartbeat'), v.minValue(1, 'fx.errors.heartbeat')),
    ),
    /** Bytes of JS heap in use, when the browser reports it. */
    heapUsedBytes: v.nullable(nonNegative('fx.errors.heartbeat')),
    uptimeSeconds: nonNegative('fx.errors.heartbeat'),
    failing: v.boolean('fx.errors.heartbeat'),
    viewport: v.optional(v.pipe(v.string('fx.errors.heartbeat'), v.regex(/^\d{1,5}x\d{1,5}$/, 'fx.errors.heartbeat'))),
  },
  'fx.errors.body',
);

export type Heartbeat = v.InferOutput<typeof heartbeatSchema>;

/** A screen as the operator API lists it. */
export interface ScreenStatus extends Heartbeat {
  firstSeen: string;
  lastSeen: string;
  /** Seconds since the last heartbeat, by the server's clock. */
  silentSeconds: number;
  /** No heartbeat for more than SILENT_AFTER_SECONDS. */
  silent: boolean;
  /** Waiting for an operator to confirm it (first contact without an enrolment secret). */
  pending: boolean;
}
