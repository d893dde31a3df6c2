/**
 * Call 10 (application-forms.md §7, site-and-content.md §7): the business request-for-callback POST.
 * Multipart (or urlencoded) text fields under the §3 state names (shared/business-callback/payload.ts),
 * read back into form values and checked with the widget's own schema. Stored as form
 * `request-for-callback`: the normalised payload plus the solution's title and e-mail from the contact
 * mapping (looked up here, never taken from the client). Answers `{ status: 'OK', id }`; bad input
 * is a 400 with the English messages, never a 500.
 */
import { Hono } from 'hono';
import {
  PAYLOAD_KEYS,
  REQUEST_CALLBACK_PATH,
  buildPayload,
  valuesFromPayload,
} from '../../shared/business-callback/payload.ts';
import {
  VARIANTS,
  businessCallbackSchema,
  forValidation,
  resolveSolution,
} from '../../shared/business-callback/schema.ts';
import { SOLUTION_CONTACTS } from '../../shared/content/solutions.ts';
import { validate } from '../../shared/messages.ts';
import { invalid } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import { englishText } from '../messages.ts';
import type { Storage } from '../storage/index.ts';

export const REQUEST_CALLBACK_FORM = 'request-for-callback';
const KNOWN = new Set<string>(PAYLOAD_KEYS);

export function businessCallbackRoutes(storage: Storage): Hono {
  const app = new Hono();
  app.post(REQUEST_CALLBACK_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await readForm(c, { maxFields: PAYLOAD_KEYS.length, maxFieldLength: 1000 });
    if (!body.ok) return invalid(c, {}, body.message);
    const text = englishText('common.invalid')!;
    const unknown = Object.keys(body.fields).filter((f) => !KNOWN.has(f));
    if (unknown.length) return invalid(c, Object.fromEntries(unknown.map((f) => [f, text])), 'Unexpected field');
    const solution = body.fields.solution ?? '';
    const variant = body.fields.variant ?? '';
    const context: Record<string, string> = {};
    if (solution !== '' && !SOLUTION_CONTACTS.some((s) => s.key === solution)) context.solution = text;
    if (variant !== '' && !(VARIANTS as readonly string[]).includes(variant)) context.variant = text;
    const result = validate(businessCallbackSchema, forValidation(valuesFromPayload(body.fields)));
    if (!result.ok || Object.keys(context).length) {
      const fields = Object.fromEntries(
        Object.entries(result.errors).map(([f, key]) => [
          f,
          englishText(key) ?? (body.fields[f] === undefined ? englishText('common.required')! : text),
        ]),
      );
      return invalid(c, { ...fields, ...context });
    }
    const payload = buildPayload(result.output, { solution, variant });
    const contact = resolveSolution(payload.solution, undefined);
    const saved = await storage.addSubmission(REQUEST_CALLBACK_FORM, {
      ...payload,
      titleSolution: contact?.titleSolution ?? '',
      emailSolution: contact?.emailSolution ?? '',
    });
    return c.json({ status: 'OK', id: saved.id });
  });
  return app;
}
