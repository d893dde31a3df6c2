/**
 * Call 9 (application-forms.md §7): the homepage callback form's GET to the service gateway. The
 * query is checked with the widget's own schema; what is stored is the schema's output (name tidied,
 * mobile normalised to 09XXXXXXXXX), under the spec's six field names.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { CALLBACK_QUERY_KEYS, callbackQuerySchema } from '../../shared/callback/payload.ts';
import { PATHS } from '../../shared/config.ts';
import { englishFieldErrors, englishText } from '../messages.ts';
import { invalid } from '../http/errors.ts';
import { MAX_QUERY_BYTES, readQuery } from '../http/query.ts';
import type { Storage } from '../storage/index.ts';

export function callbackRoutes(storage: Storage): Hono {
  const app = new Hono();
  app.get(PATHS.callback, async (c) => {
    c.header('Cache-Control', 'no-store');
    // Hono answers HEAD with the GET handler; a HEAD (link checkers, prefetchers) must not store.
    if (c.req.method === 'HEAD') return c.body(null, 405, { Allow: 'GET' });
    const query = readQuery(c.req.url, CALLBACK_QUERY_KEYS);
    if (!query.ok) {
      if (query.reason === 'too_long') return invalid(c, {}, `Query string longer than ${MAX_QUERY_BYTES} bytes`);
      const text = englishText('common.invalid')!;
      const why = query.reason === 'repeated' ? 'Repeated parameter' : 'Control character in a parameter';
      return invalid(c, Object.fromEntries(query.keys.map((k) => [k, text])), why);
    }
    const result = v.safeParse(callbackQuerySchema, query.values);
    if (!result.success) return invalid(c, englishFieldErrors(result.issues, query.values));
    const saved = await storage.addSubmission('callback', result.output);
    return c.json({ status: 'OK', id: saved.id });
  });
  return app;
}
