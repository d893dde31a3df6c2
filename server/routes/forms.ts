/**
 * Every form submit, through one route per form on the form contract (shared/forms/contract.ts):
 * the body (multipart or urlencoded; the callback's query) is read back into values with the form's
 * own `fromPayload`, checked with its own rules (only the fields the payload carries: nothing else
 * can be checked here), and what is stored is the form's own payload of the checked values, under
 * the spec's names. A rejected request is a 400 `{ error: 'invalid', fields }` with English
 * messages keyed by the entry that was sent, never a 500. Answers `{ status: 'OK', id }`.
 *
 * One place per form: a form's entry count (`fieldCount`) and limits are here, for middleware that
 * needs them (rate limits, request caps).
 */
import { Hono, type Context } from 'hono';
import { ATTRIBUTION_HEADER, readAttribution, refusedLabels, requestOriginOf } from '../../shared/api/attribution.ts';
import { BUSINESS_CALLBACK } from '../../shared/business-callback/form.ts';
import { resolveSolution } from '../../shared/business-callback/schema.ts';
import { CALLBACK } from '../../shared/callback/form.ts';
import { CREDIT_CARD } from '../../shared/credit-card/forms.ts';
import type { Form } from '../../shared/forms/contract.ts';
import { LEADGEN } from '../../shared/leadgen/form.ts';
import { AUTO_LOAN, HOME_LOAN } from '../../shared/loans/forms.ts';
import { PERSONAL_LOAN_B, isVariantA } from '../../shared/personal-loan/forms.ts';
import { PERSONAL_LOAN_A } from '../../shared/personal-loan/variant-a.ts';
import { TIME_DEPOSIT } from '../../shared/time-deposit/form.ts';
import { invalid } from '../http/errors.ts';
import { takeHit, tooMany } from '../http/rate-limit.ts';
import { RateLimited } from '../storage/limits.ts';
import { readForm, type FormLimits } from '../http/multipart.ts';
import { MAX_QUERY_BYTES, readQuery } from '../http/query.ts';
import { englishText, inEnglish } from '../messages.ts';
import type { Storage } from '../storage/index.ts';
import { checkPayload } from '../../shared/forms/decode.ts';

type Entries = Readonly<Record<string, string>>;

export interface FormRoute {
  /** The form, or the form a body is (the personal loan's two variants share one endpoint). */
  form: Form | ((entries: Entries) => Form);
  /** With a `form` that picks: every form it may pick (for caps on what a request may carry). */
  picks?: readonly Form[];
  /** Other spellings of an entry the spec also uses (e.g. radioAgree for agreeRadio): read as that entry. */
  aliases?: Readonly<Record<string, string>>;
  /** Entries other than the form's own are refused (default: ignored). */
  strict?: boolean;
  /** Body limits (default: readForm's). */
  limits?: FormLimits;
  /** More columns of the stored row, worked out here (never taken from the client). */
  enrich?(row: Record<string, string>): Record<string, string>;
  /** After the row is stored (e.g. the time deposit drops its saved draft). */
  stored?(storage: Storage, row: Record<string, string>): Promise<void>;
}

const formOf = (route: FormRoute, entries: Entries) =>
  typeof route.form === 'function' ? route.form(entries) : route.form;

/** The forms and how each is served; the path and method are each form's own (`form.submit`). */
export const FORM_ROUTES: readonly FormRoute[] = [
  { form: CALLBACK },
  { form: AUTO_LOAN },
  { form: HOME_LOAN },
  {
    form: (entries) => (isVariantA(entries) ? PERSONAL_LOAN_A : PERSONAL_LOAN_B),
    picks: [PERSONAL_LOAN_B, PERSONAL_LOAN_A],
    // application-forms.md §3 "Agreement: agreeRadio (also seen as radioAgree)".
    aliases: { radioAgree: 'agreeRadio' },
  },
  { form: CREDIT_CARD },
  {
    form: TIME_DEPOSIT,
    // Submitting a saved application ends it: its link dies (§4 "Resume").
    async stored(storage, row) {
      if (row.ReferenceId) await storage.drafts.remove(row.ReferenceId, row.DateOfBirth ?? '');
    },
  },
  { form: LEADGEN },
  {
    form: BUSINESS_CALLBACK,
    strict: true,
    limits: { maxFields: BUSINESS_CALLBACK.entries.length, maxFieldLength: 1000 },
    // The solution's title and e-mail from the contact mapping, looked up here.
    enrich: (row) => {
      const contact = resolveSolution(row.solution, undefined);
      return { ...row, titleSolution: contact?.titleSolution ?? '', emailSolution: contact?.emailSolution ?? '' };
    },
  },
];

/** The forms a route may take: its form, or every form it may pick. */
export const routeForms = (route: FormRoute): readonly Form[] =>
  typeof route.form === 'function' ? (route.picks ?? [route.form({})]) : [route.form];

/** How many entries a form's payload has (for caps on request size). */
export const fieldCount = (form: Form) => form.entries.length;

/** An entry sent under another spelling is read as its own name (the own name wins when both come). */
function withAliases(received: Entries, aliases: FormRoute['aliases']): Entries {
  if (!aliases) return received;
  const out: Record<string, string> = { ...received };
  for (const [alias, name] of Object.entries(aliases)) {
    if (!(alias in out)) continue;
    if (!(name in out)) out[name] = out[alias]!;
    delete out[alias];
  }
  return out;
}

/** Checks received entries and stores the accepted payload; a Response either way. */
export async function acceptForm(c: Context, storage: Storage, route: FormRoute, received: Entries) {
  const entries = withAliases(received, route.aliases);
  const form = formOf(route, entries);
  if (route.strict) {
    const unknown = Object.keys(entries).filter((k) => !form.entries.includes(k));
    if (unknown.length) {
      return invalid(c, inEnglish(Object.fromEntries(unknown.map((k) => [k, 'common.invalid']))), 'Unexpected field');
    }
  }
  const checked = checkPayload(form, entries);
  if (!checked.ok) return invalid(c, inEnglish(checked.errors));
  const extra = form.extras?.check?.(entries) ?? {};
  if (Object.keys(extra).length) return invalid(c, inEnglish(extra));

  let row: Record<string, string> = Object.fromEntries(form.payload(checked.output));
  // Entries the form computes when sending (the bot check) are stored as received.
  for (const name of form.extras?.names ?? []) row[name] = entries[name] ?? '';
  if (route.enrich) row = route.enrich(row);
  // Where it came from: a header beside the entries, stored in its own column. A partner or campaign
  // that is not a label is refused (the widgets leave such a value out, so a visitor never meets
  // this); what is malformed or personal otherwise is left out and never fails the submission.
  const header = c.req.header(ATTRIBUTION_HEADER);
  const refused = refusedLabels(header);
  if (Object.keys(refused).length) return invalid(c, refused, 'Attribution is not a label');
  // Beside the origin the page claims, the one the browser names (a page's script cannot set it).
  const requestOrigin = requestOriginOf(c.req.header('origin'));
  // Its client's hit, when the limit leaves it to the statement that stores (http/rate-limit.ts).
  const limit = takeHit(c);
  let saved;
  try {
    saved = await storage.addSubmission(form.name, row, readAttribution(header), requestOrigin, limit?.hit);
  } catch (err) {
    if (err instanceof RateLimited) return tooMany(c, err.resetAt, limit?.hit.now);
    // not counted: the limit's middleware counts it once answered
    limit?.untake();
    throw err;
  }
  await route.stored?.(storage, row);
  return c.json({ status: 'OK', id: saved.id });
}

export function formRoutes(storage: Storage, routes: readonly FormRoute[] = FORM_ROUTES): Hono {
  const app = new Hono();
  for (const route of routes) {
    const { submit, entries } = formOf(route, {});
    if (submit.method === 'GET') {
      app.get(submit.path, async (c) => {
        c.header('Cache-Control', 'no-store');
        // Hono answers HEAD with the GET handler; a HEAD (link checkers, prefetchers) must not store.
        if (c.req.method === 'HEAD') return c.body(null, 405, { Allow: 'GET' });
        const query = readQuery(c.req.url, entries);
        if (!query.ok) {
          if (query.reason === 'too_long') return invalid(c, {}, `Query string longer than ${MAX_QUERY_BYTES} bytes`);
          const text = englishText('common.invalid')!;
          const why = query.reason === 'repeated' ? 'Repeated parameter' : 'Control character in a parameter';
          return invalid(c, Object.fromEntries(query.keys.map((k) => [k, text])), why);
        }
        return acceptForm(c, storage, route, query.values as Entries);
      });
    } else {
      app.post(submit.path, async (c) => {
        c.header('Cache-Control', 'no-store');
        const body = await readForm(c, route.limits);
        if (!body.ok) return invalid(c, {}, body.message);
        return acceptForm(c, storage, route, body.fields);
      });
    }
  }
  return app;
}
