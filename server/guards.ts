/**
 * The abuse guards of the anonymous write endpoints, mounted by app.ts before the
 * routes, so the route modules (and a route factory that may replace them) stay as they are:
 * per-client rate limits with Retry-After on the forms, the callback, the time deposit save and
 * resume and the kiosk heartbeat, and per-form field caps checked on the raw body before parsing.
 * Each form's cap comes from the form's own declaration (what its widget sends).
 */
import type { Context, Hono } from 'hono';
import { PATHS } from '../shared/config.ts';
import type { Form } from '../shared/forms/contract.ts';
import { FX_PATHS } from '../shared/fx/config.ts';
import { TD_PATHS, TIME_DEPOSIT } from '../shared/time-deposit/form.ts';
import type { ClientAddress } from './http/client.ts';
import { formGuard, type FormCaps } from './http/form-guard.ts';
import { FORM_ROUTES, routeForms } from './routes/forms.ts';
import { clientBucket, rateLimit } from './http/rate-limit.ts';
import { limitBodies } from './http/body-limit.ts';
import { refuseUnstorableText } from './http/text-guard.ts';
import type { Limits } from './limits.ts';
import type { LimitStore } from './storage/limits.ts';

/**
 * Room beyond the declared fields for what the server also reads (ReferenceId, the bot check, the
 * resume's referenceid) and for a form model gaining a field before this list is looked at again.
 */
const EXTRA_FIELDS = 8;
const EXTRA_NAME_LENGTH = 8;

/** Largest kiosk heartbeat body (one is about 300 bytes). */
export const HEARTBEAT_MAX_BYTES = 16 * 1024;

/** The caps of an endpoint taking any of these forms: their sent entries, plus a little room. */
export function capsOf(...forms: readonly Form[]): FormCaps {
  const names = new Set(forms.flatMap((f) => f.entries));
  return {
    maxFields: names.size + EXTRA_FIELDS,
    maxNameLength: Math.max(...[...names].map((n) => n.length)) + EXTRA_NAME_LENGTH,
  };
}

/**
 * Every anonymous form endpoint that takes a body, with its caps: the route factory's forms
 * (routes/forms.ts) that post, each capped by the entries of the forms it takes.
 */
export const FORM_ENDPOINTS: readonly { name: string; path: string; caps: () => FormCaps }[] = FORM_ROUTES.map(
  (route) => ({ forms: routeForms(route), route }),
)
  .filter(({ forms }) => forms[0]!.submit.method !== 'GET')
  .map(({ forms, route }) => ({
    name: forms[0]!.name,
    path: forms[0]!.submit.path,
    caps: () =>
      route.strict
        ? { maxFields: forms[0]!.entries.length, maxNameLength: capsOf(...forms).maxNameLength }
        : capsOf(...forms),
  }));

export interface GuardOptions {
  limits: Limits;
  store: LimitStore;
  client: ClientAddress;
}

export function installGuards(app: Hono, { limits, store, client }: GuardOptions): void {
  const perMinute = (name: string, max: number, withSubmission = false) =>
    rateLimit(store, { name, max, windowSeconds: 60 }, client, { withSubmission });

  for (const endpoint of FORM_ENDPOINTS) {
    app.post(endpoint.path, perMinute(`form:${endpoint.name}`, limits.formPostsPerMinute), formGuard(endpoint.caps()));
  }
  // The callback is a GET that stores (call 9); its query is capped at 2 KB by its reader, so it is
  // read before its hit is counted, with the submission where the store can (http/rate-limit.ts).
  app.get(PATHS.callback, perMinute('form:callback', limits.formPostsPerMinute, true));
  // Save and resume share one path (calls 7 and 8) and one budget.
  app.post(TD_PATHS.application, perMinute('drafts', limits.draftCallsPerMinute), formGuard(capsOf(TIME_DEPOSIT)));
  // A heartbeat is a few hundred bytes of JSON: a bigger body is refused unread.
  app.post(
    FX_PATHS.heartbeat,
    perMinute('heartbeat', limits.heartbeatsPerMinute),
    limitBodies(HEARTBEAT_MAX_BYTES),
    refuseUnstorableText(),
  );
}

/** The heartbeat's own limits (per client, an hour): new screens, and refused screen keys. */
export function screenLimits(store: LimitStore, limits: Limits, client: ClientAddress) {
  const budget = (name: string, max: number) => async (c: Context) => {
    const { hits, resetAt } = await store.hit(clientBucket(name, client(c)), 3600);
    return hits > max ? { ok: false as const, resetAt } : { ok: true as const };
  };
  return {
    enrol: budget('screen-enrol', limits.screenEnrolmentsPerHour),
    keyFailure: budget('screen-key-failure', limits.screenKeyFailuresPerHour),
  };
}
