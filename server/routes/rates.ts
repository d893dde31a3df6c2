/**
 * Rate data (site-and-content.md §3 "Rate data", §7 "Content service GETs"): the content service's
 * rate GETs, served from the database, and the operator API that publishes them.
 *
 *   GET  /cms/rates                 -> { sets: [{ set, kind, state, updatedAt }] }
 *   GET  /cms/rates/{set}           -> { set, updatedAt, data }   (404 for an unknown set)
 *   PUT  /admin/api/rates/{set}     bearer ADMIN_TOKEN; body: the set's data as JSON, checked with
 *                                   the set's schema (shared/rates/schema.ts): 200 with the stored
 *                                   record, 400 { error: 'invalid', fields } for bad data, never 500.
 *
 * The GETs are anonymous and read cross-origin by partner pages (CORS *, no credentials); the
 * content service's titles are stored as published (deposit tiers with `&lt;`), the client
 * unescapes them.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { schemaFor, type RateData } from '../../shared/rates/schema.ts';
import { RATES_PATH, RATE_SETS, isRateSetName } from '../../shared/rates/sets.ts';
import { operatorOnly } from '../http/auth.ts';
import { refuseUnstorableText } from '../http/text-guard.ts';
import { invalid } from '../http/errors.ts';
import { englishFieldErrors } from '../messages.ts';
import type { Storage } from '../storage/index.ts';

export function rateRoutes(storage: Storage, adminToken: string): Hono {
  const app = new Hono();
  const publicCors = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 600 });
  app.use(RATES_PATH, publicCors);
  app.use(`${RATES_PATH}/*`, publicCors);

  app.get(RATES_PATH, async (c) => {
    c.header('Cache-Control', 'no-cache');
    const records = await storage.rates.list();
    return c.json({
      sets: records.map((r) => ({
        set: r.set,
        kind: RATE_SETS[r.set].kind,
        state: RATE_SETS[r.set].state,
        updatedAt: r.updatedAt,
      })),
    });
  });

  app.get(`${RATES_PATH}/:set`, async (c) => {
    const name = c.req.param('set');
    if (!isRateSetName(name)) return c.json({ error: 'not_found', sets: Object.keys(RATE_SETS) }, 404);
    const record = await storage.rates.get(name);
    if (!record) return c.json({ error: 'not_found' }, 404);
    // Revalidated on every use: an operator's publication shows at once.
    c.header('Cache-Control', 'no-cache');
    return c.json(record);
  });

  app.use('/admin/api/rates/*', ...operatorOnly(adminToken), refuseUnstorableText());

  app.put('/admin/api/rates/:set', async (c) => {
    const name = c.req.param('set');
    if (!isRateSetName(name)) return c.json({ error: 'not_found', sets: Object.keys(RATE_SETS) }, 404);
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return invalid(c, {}, 'The body must be JSON');
    }
    const result = v.safeParse(schemaFor(name), body);
    if (!result.success) {
      const input =
        typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      return invalid(c, englishFieldErrors(result.issues, input), `Not valid ${RATE_SETS[name].kind} rate data`);
    }
    return c.json(await storage.rates.put(name, result.output as RateData));
  });

  return app;
}
