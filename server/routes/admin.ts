/** Operator API (CONTRACT.md): bearer ADMIN_TOKEN; answers hold personal data, so never cached. */
import { Hono, type Context } from 'hono';
import { CURSOR, type Page } from '../storage/submissions.ts';
import { LABEL, MAX_VALUE } from '../../shared/api/attribution.ts';
import { FORM_NAMES } from '../../shared/config.ts';
import { operatorOnly } from '../http/auth.ts';
import { invalid } from '../http/errors.ts';
import { readQuery } from '../http/query.ts';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, isFormName, type Storage } from '../storage/index.ts';

/** The outbox's page size when none is asked for (what the list answered before paging). */
const OUTBOX_PAGE = 200;

/**
 * The body stays the JSON list it always was; the next page is in `X-Next-Cursor` and a `Link: <…>;
 * rel="next"` header (the same query with `cursor`), so nothing is out of reach.
 */
function paged<T>(c: Context, page: Page<T>): Response {
  if (page.next) {
    const url = new URL(c.req.url);
    url.searchParams.set('cursor', page.next);
    c.header('X-Next-Cursor', page.next);
    c.header('Link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return c.json(page.items);
}

export function adminRoutes(storage: Storage, adminToken: string): Hono {
  const app = new Hono();
  app.use('/admin/api/*', ...operatorOnly(adminToken));

  app.get('/admin/api/submissions', async (c) => {
    const query = readQuery(c.req.url, ['form', 'partner', 'limit', 'cursor'] as const);
    if (!query.ok) return invalid(c, {}, query.reason === 'too_long' ? 'Query string too long' : 'Repeated parameter');
    const { form, partner, limit: limitText, cursor } = query.values;
    // Only labels are stored as partners (shared/api/attribution.ts LABEL): anything else matches none.
    if (partner !== undefined && !LABEL.test(partner)) {
      return invalid(c, { partner: `Expected a partner label of 1 to ${MAX_VALUE} letters, digits, ".", "_" or "-"` });
    }
    if (form !== undefined && !isFormName(form)) {
      return invalid(c, { form: `Unknown form; expected one of ${FORM_NAMES.join(', ')}` });
    }
    let limit = DEFAULT_LIST_LIMIT;
    if (limitText !== undefined) {
      limit = /^\d{1,6}$/.test(limitText) ? Number(limitText) : NaN;
      if (!(limit >= 1 && limit <= MAX_LIST_LIMIT)) {
        return invalid(c, { limit: `Expected a whole number from 1 to ${MAX_LIST_LIMIT}` });
      }
    }
    if (cursor !== undefined && !CURSOR.test(cursor)) return invalid(c, { cursor: 'Use the cursor a page gave' });
    const page = await storage.submissionsPage({ form, partner, limit, cursor });
    return paged(c, page);
  });

  // Leads per partner and form: [{ partner, form, leads, mismatched, unverified }], partner null for
  // the rest; mismatched and unverified say how many of the leads' claimed origins the requests bore out.
  app.get('/admin/api/leads/summary', async (c) => c.json(await storage.leadsSummary()));

  // What the services "e-mailed" (the time deposit resume link), newest first, a page at a time.
  app.get('/admin/api/outbox', async (c) => {
    const query = readQuery(c.req.url, ['limit', 'cursor'] as const);
    if (!query.ok) return invalid(c, {}, query.reason === 'too_long' ? 'Query string too long' : 'Repeated parameter');
    const { limit: limitText, cursor } = query.values;
    const limit = limitText === undefined ? OUTBOX_PAGE : /^\d{1,6}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= MAX_LIST_LIMIT)) {
      return invalid(c, { limit: `Expected a whole number from 1 to ${MAX_LIST_LIMIT}` });
    }
    if (cursor !== undefined && !CURSOR.test(cursor)) return invalid(c, { cursor: 'Use the cursor a page gave' });
    return paged(c, await storage.outbox.page({ limit, cursor }));
  });
  return app;
}
