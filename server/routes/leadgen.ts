/**
 * The second application form (leadgen): where it submits is not shown, so the reference server
 * takes it at POST {gateway}/leadgen (multipart), checks it with the form's own sections, and
 * stores it as form "leadgen".
 */
import { Hono } from 'hono';
import type { Values } from '../../shared/forms/spec.ts';
import { LEADGEN_FIELDS, LEADGEN_PATH, leadgenPayload, validateLeadgen } from '../../shared/leadgen/form.ts';
import { invalid } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import { englishText } from '../messages.ts';
import type { Storage } from '../storage/index.ts';

export function leadgenRoutes(storage: Storage): Hono {
  const app = new Hono();
  app.post(LEADGEN_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await readForm(c);
    if (!body.ok) return invalid(c, {}, body.message);
    const values: Values = Object.fromEntries(LEADGEN_FIELDS.map((f) => [f, body.fields[f] ?? '']));
    const result = validateLeadgen(values, false);
    if (!result.ok) {
      return invalid(
        c,
        Object.fromEntries(
          Object.entries(result.errors).map(([f, k]) => [f, englishText(k) ?? englishText('common.invalid')!]),
        ),
      );
    }
    const saved = await storage.addSubmission('leadgen', Object.fromEntries(leadgenPayload(result.output)));
    return c.json({ status: 'OK', id: saved.id });
  });
  return app;
}
