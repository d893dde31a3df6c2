/** Operator API (CONTRACT.md): bearer ADMIN_TOKEN; answers hold personal data, so never cached. */
import { Hono } from 'hono';
import { FORM_NAMES } from '../../shared/config.ts';
import { bearerAuth } from '../http/auth.ts';
import { invalid } from '../http/errors.ts';
import { readQuery } from '../http/query.ts';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT, isFormName, type Storage } from '../storage/index.ts';

export function adminRoutes(storage: Storage, adminToken: string): Hono {
  const app = new Hono();
  app.use('/admin/api/*', bearerAuth(adminToken), async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.get('/admin/api/submissions', async (c) => {
    const query = readQuery(c.req.url, ['form', 'limit'] as const);
    if (!query.ok) return invalid(c, {}, query.reason === 'too_long' ? 'Query string too long' : 'Repeated parameter');
    const { form, limit: limitText } = query.values;
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
    return c.json(await storage.listSubmissions(form, limit));
  });

  // What the services "e-mailed" (the time deposit resume link), newest first.
  app.get('/admin/api/outbox', async (c) => c.json(await storage.outbox.list()));
  return app;
}
