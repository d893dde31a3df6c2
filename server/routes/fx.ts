/**
 * FX rate board and kiosk services (site-and-content.md §3 "FX rates", §7 "forex rates
 * bulletin"):
 *   GET  /api/forex-rates        the current bulletin + the previous one (up/down marks); public, CORS *,
 *                                ETag, X-App-Version (the kiosk build this server serves)
 *   PUT  /admin/api/fx-rates     publish a bulletin (bearer ADMIN_TOKEN), checked with shared/fx's schema
 *   GET  /admin/api/fx-rates     the latest bulletins, newest first (?limit=, default 20)
 *   POST /api/kiosk/heartbeat    a store screen is alive (schema in shared/fx/heartbeat.ts)
 *   GET  /api/kiosk/version      { version } of the kiosk build served
 *   GET  /admin/api/screens      the screens, silent ones (> 5 min) and waiting ones flagged (bearer)
 *   POST /admin/api/screens/:id/confirm          enrol a screen that waits (bearer)
 *   POST|GET /admin/api/screens/enrolment-secrets issue one (the secret shown once) | list (bearer)
 *   DELETE /admin/api/screens/enrolment-secrets/:id revoke one (bearer)
 *   GET  /admin/screens          the operator's page over that API (asks for the token)
 * Bad input is a 400 with the failing fields (English), never a 500.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { APP_VERSION_HEADER, FX_PATHS, SILENT_AFTER_SECONDS } from '../../shared/fx/config.ts';
import {
  SCREEN_ENROLMENT_HEADER,
  SCREEN_ID,
  SCREEN_KEY_HEADER,
  heartbeatSchema,
  type ScreenStatus,
} from '../../shared/fx/heartbeat.ts';
import { MAX_SECRET_DAYS } from '../storage/fx.ts';
import { tooMany } from '../http/rate-limit.ts';
import { bulletinInputSchema } from '../../shared/fx/schema.ts';
import { operatorOnly } from '../http/auth.ts';
import { refuseUnstorableText } from '../http/text-guard.ts';
import { invalid } from '../http/errors.ts';
import { readQuery } from '../http/query.ts';
import { englishText, fieldErrors } from '../messages.ts';
import type { Storage } from '../storage/index.ts';
import type { StoredBulletin } from '../storage/fx.ts';
import { screensPage } from './fx-screens-page.ts';

export interface FxRouteOptions {
  /** The build output; its kiosk/version.json names the kiosk build (X-App-Version). */
  staticDir?: string;
  /**
   * Per-client limits of the heartbeat: new screens, and refused keys. Without
   * them (tests of other things) nothing is limited.
   */
  screenLimits?: {
    enrol(c: Context): Promise<{ ok: true } | { ok: false; resetAt: Date }>;
    keyFailure(c: Context): Promise<{ ok: true } | { ok: false; resetAt: Date }>;
  };
  /** The server's clock (tests move it). */
  now?: () => Date;
}

/** What an operator may say when issuing an enrolment secret. */
const secretRequestSchema = v.object(
  {
    label: v.optional(
      v.pipe(
        v.string('Expected text'),
        v.maxLength(100, 'At most 100 characters'),
        v.regex(/^[^\p{Cc}\p{Cf}<>]*$/u, 'No control or format characters, no < or >'),
      ),
    ),
    validDays: v.optional(
      v.pipe(
        v.number('Expected a number of days'),
        v.integer('Expected a whole number of days'),
        v.minValue(1, 'At least 1 day'),
        v.maxValue(MAX_SECRET_DAYS, `At most ${MAX_SECRET_DAYS} days`),
      ),
    ),
  },
  'Expected a JSON object { label?, validDays? }',
);

/** A bulletin may be dated at most this far ahead (an operator's typo of the year, the day). */
const MAX_AHEAD_MS = 24 * 3600_000;
const DEFAULT_HISTORY = 20;
const MAX_HISTORY = 1000;

/** The kiosk build's version, read from dist/kiosk/version.json (re-read when the file changes). */
function kioskVersionReader(staticDir: string | undefined) {
  let cached: { mtimeMs: number; version: string | null } | undefined;
  return async (): Promise<string | null> => {
    if (!staticDir) return null;
    const file = join(staticDir, 'kiosk', 'version.json');
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const parsed = JSON.parse(await readFile(file, 'utf8')) as { version?: unknown };
        const version =
          typeof parsed.version === 'string' && /^[\w.-]{1,64}$/.test(parsed.version) ? parsed.version : null;
        cached = { mtimeMs, version };
      }
      return cached.version;
    } catch {
      return null;
    }
  };
}

const toResponse = (current: StoredBulletin, previous: StoredBulletin | undefined) => ({
  ...current,
  previous: previous ?? null,
});

async function readJson(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, response: invalid(c, {}, 'Expected Content-Type: application/json') };
  }
  try {
    return { ok: true, body: await c.req.json() };
  } catch {
    return { ok: false, response: invalid(c, {}, 'The body is not valid JSON') };
  }
}

export function fxRoutes(storage: Storage, adminToken: string, options: FxRouteOptions = {}): Hono {
  const now = options.now ?? (() => new Date());
  const kioskVersion = kioskVersionReader(options.staticDir);
  const app = new Hono();
  const operator = operatorOnly(adminToken);

  const withVersion = async (c: Context) => {
    const version = await kioskVersion();
    if (version) c.header(APP_VERSION_HEADER, version);
    return version;
  };

  // Partner pages embed the board: readable from any origin, without credentials.
  app.use(
    FX_PATHS.bulletin,
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'OPTIONS'],
      exposeHeaders: ['Retry-After', APP_VERSION_HEADER, 'ETag'],
      maxAge: 600,
    }),
  );

  app.get(FX_PATHS.bulletin, async (c) => {
    const version = await withVersion(c);
    // Revalidated on every poll: cheap 304s for hundreds of screens, never a stale copy.
    c.header('Cache-Control', 'no-cache');
    const [current, previous] = await storage.fx.latest(2);
    if (!current) return c.json({ error: 'not_found', message: 'No bulletin has been published yet' }, 404);
    const etag = `W/"fx-${current.id}-${previous?.id ?? 0}-${version ?? 'none'}"`;
    c.header('ETag', etag);
    const match = c.req.header('if-none-match');
    if (match && match.split(',').some((t) => t.trim() === etag)) return c.body(null, 304);
    return c.json(toResponse(current, previous));
  });

  app.use(FX_PATHS.publish, ...operator, refuseUnstorableText());
  app.put(FX_PATHS.publish, async (c) => {
    const read = await readJson(c);
    if (!read.ok) return read.response;
    const result = v.safeParse(bulletinInputSchema, read.body);
    if (!result.success) return invalid(c, fieldErrors(result.issues));
    if (Date.parse(result.output.asOf) > now().getTime() + MAX_AHEAD_MS) {
      return invalid(c, { asOf: englishText('fx.errors.future')! });
    }
    const stored = await storage.fx.publish(result.output, now());
    return c.json(stored, 200);
  });
  app.get(FX_PATHS.publish, async (c) => {
    const query = readQuery(c.req.url, ['limit'] as const);
    if (!query.ok) return invalid(c, {}, query.reason === 'too_long' ? 'Query string too long' : 'Repeated parameter');
    const text = query.values.limit;
    const limit = text === undefined ? DEFAULT_HISTORY : /^\d{1,5}$/.test(text) ? Number(text) : NaN;
    if (!(limit >= 1 && limit <= MAX_HISTORY))
      return invalid(c, { limit: `Expected a whole number from 1 to ${MAX_HISTORY}` });
    return c.json(await storage.fx.latest(limit));
  });

  app.post(FX_PATHS.heartbeat, async (c) => {
    c.header('Cache-Control', 'no-store');
    await withVersion(c);
    const read = await readJson(c);
    if (!read.ok) return read.response;
    const result = v.safeParse(heartbeatSchema, read.body);
    if (!result.success) return invalid(c, fieldErrors(result.issues));
    const key = c.req.header(SCREEN_KEY_HEADER)?.trim() || undefined;
    const secret = c.req.header(SCREEN_ENROLMENT_HEADER)?.trim() || undefined;
    let limited: Date | undefined;
    const recorded = await storage.fx.recordHeartbeat(
      result.output,
      key,
      now(),
      async () => {
        const verdict = (await options.screenLimits?.enrol(c)) ?? { ok: true };
        if (!verdict.ok) limited = verdict.resetAt;
        return verdict.ok;
      },
      secret,
    );
    // A wrong key or a wrong enrolment secret counts against the client: guessing either is throttled.
    if (recorded.status === 'forbidden' || ('secret' in recorded && recorded.secret === 'invalid')) {
      const verdict = (await options.screenLimits?.keyFailure(c)) ?? { ok: true };
      if (!verdict.ok) return tooMany(c, verdict.resetAt);
    }
    switch (recorded.status) {
      case 'refused':
        return tooMany(c, limited!);
      case 'full':
        return c.json({ error: 'too_many_screens' }, 429);
      case 'too_many_waiting':
        // Genuine screens enrol with a secret, which this does not limit; waiting ones leave within hours.
        c.header('Retry-After', '3600');
        return c.json({ error: 'too_many_pending_screens', retryAfterSeconds: 3600 }, 429);
      case 'forbidden':
        return c.json({ error: 'wrong_screen_key' }, 403);
      case 'enrolled':
      case 'waiting': {
        // The screen keeps this and sends it with every heartbeat from now on (kiosk/heartbeat.ts).
        c.header(SCREEN_KEY_HEADER, recorded.key);
        const pending = recorded.status === 'waiting';
        return c.json({ ok: true, key: recorded.key, ...(pending ? { pending } : {}) }, pending ? 202 : 200);
      }
      case 'pending':
        return c.json({ ok: true, pending: true }, 202);
      default:
        return c.json({ ok: true });
    }
  });

  app.get(FX_PATHS.kioskVersion, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ version: await withVersion(c) });
  });

  app.use(FX_PATHS.screens, ...operator);
  app.use(`${FX_PATHS.screens}/*`, ...operator);
  // Enrolment secrets: an operator issues one for a roll-out and puts it in the screens' URLs.
  const secrets = `${FX_PATHS.screens}/enrolment-secrets`;
  app.post(secrets, async (c) => {
    // No body at all: the defaults.
    const read = c.req.header('content-type') ? await readJson(c) : { ok: true as const, body: {} };
    if (!read.ok) return read.response;
    const parsed = v.safeParse(secretRequestSchema, read.body ?? {});
    if (!parsed.success) {
      // Operator-facing: the schema's own English messages.
      const fields = Object.fromEntries(
        parsed.issues.map((i) => [i.path?.map((p) => String(p.key)).join('.') || 'body', i.message]),
      );
      return invalid(c, fields);
    }
    return c.json(await storage.fx.issueEnrolmentSecret(parsed.output, now()), 201);
  });
  app.get(secrets, async (c) => c.json(await storage.fx.listEnrolmentSecrets()));
  app.delete(`${secrets}/:id`, async (c) =>
    (await storage.fx.revokeEnrolmentSecret(c.req.param('id'), now()))
      ? c.body(null, 204)
      : c.json({ error: 'not_found' }, 404),
  );
  // Confirm a screen that waits (it came without a secret): it is enrolled and keeps its key.
  app.post(`${FX_PATHS.screens}/:id/confirm`, async (c) => {
    const id = c.req.param('id');
    if (!SCREEN_ID.test(id)) return c.json({ error: 'not_found' }, 404);
    const outcome = await storage.fx.confirmScreen(id);
    if (outcome === 'not_found') return c.json({ error: 'not_found' }, 404);
    if (outcome === 'full') return c.json({ error: 'too_many_screens' }, 409);
    return c.body(null, 204);
  });
  // Forget a screen (it lost its key, e.g. a browser reset): its next heartbeat starts again.
  app.delete(`${FX_PATHS.screens}/:id`, async (c) => {
    const id = c.req.param('id');
    if (!SCREEN_ID.test(id)) return c.json({ error: 'not_found' }, 404);
    return (await storage.fx.forgetScreen(id)) ? c.body(null, 204) : c.json({ error: 'not_found' }, 404);
  });
  app.get(FX_PATHS.screens, async (c) => {
    const t = now().getTime();
    const screens: ScreenStatus[] = (await storage.fx.listScreens()).map((s) => {
      const silentSeconds = Math.max(0, Math.round((t - Date.parse(s.lastSeen)) / 1000));
      return {
        ...s.info,
        firstSeen: s.firstSeen,
        lastSeen: s.lastSeen,
        silentSeconds,
        silent: silentSeconds > SILENT_AFTER_SECONDS,
        pending: s.pendingSince !== undefined,
      };
    });
    return c.json(screens);
  });

  // The page holds no data: it asks for the token and reads the API above with it.
  app.get(FX_PATHS.screensPage, (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    return c.html(screensPage());
  });

  return app;
}
