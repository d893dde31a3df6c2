/**
 * The content service (site-and-content.md §7 "Calls"): the CMS GETs the site and the store locator
 * read, served from the database, anonymous, readable cross-origin, revalidated on every use.
 *
 *   GET {apiUrl}annoucement (/api/annoucement, spelled so), /api/ewbillers
 *   GET /cms/contactusheader | contactuscontactlist | contactusfindstore | holidaybanner | ...
 *       (every key of CONTENT_PATHS in shared/content/types.ts)
 *   GET /cms/pages/{section}          -> the section's page summaries (lists)
 *   GET /cms/pages/{section}/{id}     -> one page (the {id} routes); 404 when there is none
 *   GET /cms/stores                   -> every store and ATM (the locator filters locally)
 *   GET /cms/fxfeature                -> the current FX bulletin's USD/PHP, CNY/PHP and CNY/USD
 *
 * Operator API (bearer ADMIN_TOKEN): PUT /admin/api/content/{key} replaces a keyed record (e.g.
 * publishes an announcement), PUT /admin/api/content/pages/{section}/{id} a page. The body is checked
 * with the record's schema (shared/content/schema.ts, the one the site parses with): 400
 * { error: 'invalid', fields: { "0.title": "…" } } otherwise, never 500, and nothing is stored
 * (one publish must not be able to blank the site). What is stored is the
 * schema's output, answered with 200. HTML is stored as published; every client sanitizes it before
 * rendering (DOMPurify in the site).
 */
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import * as v from 'valibot';
import { CONTENT_SCHEMAS, fxFeatureOf, PAGE_ID, pagePublishSchema } from '../../shared/content/schema.ts';
import {
  CONTENT_PATHS,
  CONTENT_KEYS,
  isContentKey,
  isPageSection,
  type ContentKey,
} from '../../shared/content/types.ts';
import { STORES_PATH } from '../../shared/stores/index.ts';
import { operatorOnly } from '../http/auth.ts';
import { refuseUnstorableText } from '../http/text-guard.ts';
import { invalid } from '../http/errors.ts';
import { englishText, fieldErrors } from '../messages.ts';
import type { Storage } from '../storage/index.ts';

const ID = PAGE_ID;
const refused = (issues: readonly v.BaseIssue<unknown>[]) =>
  fieldErrors(issues, { unknownKey: 'content.errors.unknown' });

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) };
  } catch {
    return { ok: false };
  }
}

export function contentRoutes(storage: Storage, adminToken: string): Hono {
  const app = new Hono();
  const publicCors = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 600 });
  app.use('/api/*', publicCors);

  const fresh = (c: Context) => c.header('Cache-Control', 'no-cache');

  // The FX feature's rates are the current FX bulletin's (the one the store screens and /forexrates
  // show): a published record stands in only while no bulletin exists.
  const read = async (key: ContentKey) => {
    if (key === 'fxfeature') {
      const [bulletin] = await storage.fx.latest(1);
      if (bulletin) return fxFeatureOf(bulletin.rates);
    }
    return storage.content.get(key);
  };

  for (const key of CONTENT_KEYS) {
    app.get(CONTENT_PATHS[key], async (c) => {
      fresh(c);
      const data = await read(key);
      if (data === undefined) return c.json({ error: 'not_found' }, 404);
      return c.json(data);
    });
  }

  app.get('/cms/pages/:section', async (c) => {
    const section = c.req.param('section');
    if (!isPageSection(section)) return c.json({ error: 'not_found' }, 404);
    fresh(c);
    return c.json(await storage.content.pages(section));
  });

  app.get('/cms/pages/:section/:id', async (c) => {
    const { section, id } = c.req.param();
    if (!isPageSection(section) || !ID.test(id)) return c.json({ error: 'not_found' }, 404);
    const record = await storage.content.page(section, id);
    if (!record) return c.json({ error: 'not_found' }, 404);
    fresh(c);
    return c.json(record);
  });

  app.get(STORES_PATH, async (c) => {
    fresh(c);
    return c.json(await storage.content.stores());
  });

  app.use('/admin/api/content/*', ...operatorOnly(adminToken), refuseUnstorableText());

  app.put('/admin/api/content/pages/:section/:id', async (c) => {
    const { section, id } = c.req.param();
    if (!isPageSection(section) || !ID.test(id)) return c.json({ error: 'not_found' }, 404);
    const body = await readJson(c);
    if (!body.ok) return invalid(c, {}, 'The body must be JSON');
    const result = v.safeParse(pagePublishSchema, body.value);
    if (!result.success) return invalid(c, refused(result.issues), 'Not a valid page');
    // The id is the address's; one in the body (a page fetched, edited and sent back) must agree.
    if (result.output.id !== undefined && result.output.id !== id)
      return invalid(c, { id: englishText('content.errors.id')! }, 'The id differs from the address');
    const record = { ...result.output, id };
    await storage.content.putPage(section, record);
    return c.json(record);
  });

  app.put('/admin/api/content/:key', async (c) => {
    const key = c.req.param('key');
    if (!isContentKey(key)) return c.json({ error: 'not_found', keys: CONTENT_KEYS }, 404);
    const body = await readJson(c);
    if (!body.ok) return invalid(c, {}, 'The body must be JSON');
    const result = v.safeParse(CONTENT_SCHEMAS[key], body.value);
    if (!result.success) return invalid(c, refused(result.issues), `Not a valid ${key} record`);
    await storage.content.put(key, result.output);
    return c.json(result.output);
  });

  return app;
}
