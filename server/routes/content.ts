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
 *
 * Operator API (bearer ADMIN_TOKEN): PUT /admin/api/content/{key} replaces a keyed record (e.g.
 * publishes an announcement), PUT /admin/api/content/pages/{section}/{id} a page. The body must be
 * JSON of the record's outline (lists stay lists, pages have a title and an HTML body): 400 otherwise.
 * HTML is stored as published; every client sanitizes it before rendering (DOMPurify in the site).
 */
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import {
  CONTENT_PATHS,
  CONTENT_KEYS,
  isContentKey,
  isPageSection,
  type PageRecord,
} from '../../shared/content/types.ts';
import { SAMPLE_CONTENT } from '../../shared/content/sample.ts';
import { STORES_PATH } from '../../shared/stores/index.ts';
import { bearerAuth } from '../http/auth.ts';
import { invalid } from '../http/errors.ts';
import type { Storage } from '../storage/index.ts';

const ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,80}$/;

async function readJson(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: JSON.parse(await c.req.text()) };
  } catch {
    return { ok: false };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function contentRoutes(storage: Storage, adminToken: string): Hono {
  const app = new Hono();
  const publicCors = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 600 });
  app.use('/api/*', publicCors);

  const fresh = (c: Context) => c.header('Cache-Control', 'no-cache');

  for (const key of CONTENT_KEYS) {
    app.get(CONTENT_PATHS[key], async (c) => {
      fresh(c);
      const data = await storage.content.get(key);
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

  app.use('/admin/api/content/*', bearerAuth(adminToken), async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  app.put('/admin/api/content/pages/:section/:id', async (c) => {
    const { section, id } = c.req.param();
    if (!isPageSection(section) || !ID.test(id)) return c.json({ error: 'not_found' }, 404);
    const body = await readJson(c);
    if (!body.ok) return invalid(c, {}, 'The body must be JSON');
    const v = body.value;
    const fields: Record<string, string> = {};
    if (!isObject(v)) return invalid(c, {}, 'A page is a JSON object');
    if (typeof v.title !== 'string' || !v.title.trim()) fields.title = 'Enter a title';
    if (typeof v.body !== 'string') fields.body = 'Enter the body as HTML text';
    if (v.summary !== undefined && typeof v.summary !== 'string') fields.summary = 'Enter the summary as text';
    if (Object.keys(fields).length) return invalid(c, fields);
    const record = { summary: '', ...v, id } as PageRecord;
    await storage.content.putPage(section, record);
    return c.json(record);
  });

  app.put('/admin/api/content/:key', async (c) => {
    const key = c.req.param('key');
    if (!isContentKey(key)) return c.json({ error: 'not_found', keys: CONTENT_KEYS }, 404);
    const body = await readJson(c);
    if (!body.ok) return invalid(c, {}, 'The body must be JSON');
    // The outline of the sample: a list stays a list, a record stays a record.
    const sample = SAMPLE_CONTENT[key];
    if (Array.isArray(sample) !== Array.isArray(body.value) || (!Array.isArray(sample) && !isObject(body.value))) {
      return invalid(c, {}, Array.isArray(sample) ? `${key} is a JSON list` : `${key} is a JSON object`);
    }
    if (Array.isArray(body.value) && !body.value.every(isObject))
      return invalid(c, {}, `Every item of ${key} is a JSON object`);
    await storage.content.put(key, body.value);
    return c.json(body.value);
  });

  return app;
}
