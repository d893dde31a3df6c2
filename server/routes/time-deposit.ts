/**
 * The time deposit services (application-forms.md §7 calls 6-8):
 * - POST {timedepositeapi} (call 6): the application, checked with the wizard's step schemas, stored
 *   as form "time-deposit"; its saved draft (ReferenceId) is deleted.
 * - POST {gateway}/timedeposit/application (call 7, save): stores the draft, answers the reference id
 *   as text, and "e-mails" the resume link /forms/timedeposit/{referenceid} (the outbox). The draft
 *   key comes back in the X-Draft-Key header; a save naming a draft updates it only with that key
 *   in the request's X-Draft-Key, otherwise it makes a new draft (issue 15: no birthday oracle).
 * - the same path with only referenceid + DateOfBirth (call 8, resume): the saved fields for the
 *   right birthday (and a fresh X-Draft-Key); 403 for a wrong one, 429 after too many, 404 when gone.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Values } from '../../shared/forms/spec.ts';
import { issuesByField } from '../../shared/messages.ts';
import {
  DRAFT_KEY_HEADER,
  RESUME_CARRIED,
  RESUME_FIELDS,
  TD_PATHS,
  TD_PAYLOAD_FIELDS,
  birthday,
  contactStep,
  draftSchema,
  personalStep,
  startStep,
  timeDepositPayload,
  withPermanentCopied,
} from '../../shared/time-deposit/form.ts';
import { invalid } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import { englishText } from '../messages.ts';
import type { ClientAddress } from '../http/client.ts';
import type { ResumeMailer } from '../mail/resume-link.ts';
import type { Storage } from '../storage/index.ts';

const DRAFT_KEY = /^[A-Za-z0-9_-]{43}$/;

export interface TimeDepositRouteOptions {
  mailer: ResumeMailer;
  client: ClientAddress;
}

/** natureOfEmployment is held by the form but not sent (§2), so the server cannot ask for it. */
const SENT_STEPS = [startStep, v.omit(personalStep, ['natureOfEmployment']), contactStep];

const english = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([f, key]) => [f, englishText(key) ?? englishText('common.invalid')!]));

function check(fields: Record<string, string>) {
  const values: Values = Object.fromEntries(TD_PAYLOAD_FIELDS.map((f) => [f, fields[f] ?? '']));
  const errors: Record<string, string> = {};
  for (const schema of SENT_STEPS) {
    const r = v.safeParse(schema, values);
    if (!r.success) Object.assign(errors, issuesByField(r.issues));
  }
  return { values, errors };
}

export function timeDepositRoutes(storage: Storage, { mailer, client }: TimeDepositRouteOptions): Hono {
  const app = new Hono();

  app.post(TD_PATHS.submit, async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await readForm(c);
    if (!body.ok) return invalid(c, {}, body.message);
    const { values, errors } = check(body.fields);
    if (Object.keys(errors).length) return invalid(c, english(errors));
    const saved = await storage.addSubmission(
      'time-deposit',
      Object.fromEntries(timeDepositPayload(withPermanentCopied(values))),
    );
    const referenceId = body.fields.ReferenceId?.trim();
    // Counted like a resume (a submit is no birthday oracle); the outcome is not the client's business.
    if (referenceId) await storage.drafts.remove(referenceId, String(values.DateOfBirth).trim());
    return c.json({ status: 'OK', id: saved.id });
  });

  app.post(TD_PATHS.application, async (c) => {
    c.header('Cache-Control', 'no-store');
    const body = await readForm(c);
    if (!body.ok) return invalid(c, {}, body.message);
    const f = body.fields;

    if (f.referenceid !== undefined && f.customeremail === undefined) {
      const id = f.referenceid.trim();
      const day = v.safeParse(birthday, f.DateOfBirth ?? '');
      if (!/^[\w-]{16,64}$/.test(id)) return invalid(c, { referenceid: englishText('common.invalid')! });
      if (!day.success) return invalid(c, { DateOfBirth: englishText('timeDeposit.errors.birthDate')! });
      const result = await storage.drafts.resume(id, day.output);
      if (result.status === 'missing') return c.json({ error: 'not_found' }, 404);
      if (result.status === 'wrong') return c.json({ error: 'wrong_birthday' }, 403);
      if (result.status === 'locked') {
        c.header('Retry-After', String(result.retryAfterSeconds));
        return c.json({ error: 'too_many_attempts', retryAfterSeconds: result.retryAfterSeconds }, 429);
      }
      c.header(DRAFT_KEY_HEADER, result.key);
      return c.json(Object.fromEntries([...RESUME_FIELDS, ...RESUME_CARRIED].map((k) => [k, result.fields[k] ?? ''])));
    }

    const draft = v.safeParse(draftSchema, f);
    if (!draft.success) return invalid(c, english(issuesByField(draft.issues)));
    const fields = Object.fromEntries(
      TD_PAYLOAD_FIELDS.map((k) => [k, String((draft.output as Record<string, unknown>)[k] ?? '')]),
    );
    const key = c.req.header(DRAFT_KEY_HEADER)?.trim();
    const saved = await storage.drafts.save(
      f.ReferenceId?.trim() || undefined,
      key && DRAFT_KEY.test(key) ? key : undefined,
      draft.output.DateOfBirth,
      fields,
    );
    // Sent or held back by a limit: the answer is the same either way.
    await mailer.send(draft.output.customeremail, saved.id, client(c));
    c.header(DRAFT_KEY_HEADER, saved.key);
    return c.text(saved.id);
  });

  return app;
}
