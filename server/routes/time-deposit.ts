/**
 * The time deposit's save and resume (application-forms.md §7 calls 7-8); its submit (call 6) is a
 * form route like every other (routes/forms.ts):
 * - POST {gateway}/timedeposit/application (call 7, save): stores the draft, answers the reference id
 *   as text, and "e-mails" the resume link /forms/timedeposit/{referenceid} (the outbox). The draft
 *   key comes back in the X-Draft-Key header; a save naming a draft updates it only with that key
 *   in the request's X-Draft-Key, otherwise it makes a new draft (so a save is no birthday oracle).
 * - the same path with only referenceid + DateOfBirth (call 8, resume): the saved fields for the
 *   right birthday (and a fresh X-Draft-Key); 403 for a wrong one, 429 after too many, 404 when gone.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { issuesByField } from '../../shared/messages.ts';
import {
  DRAFT_KEY_HEADER,
  RESUME_CARRIED,
  RESUME_FIELDS,
  TD_PATHS,
  TIME_DEPOSIT,
  draftSchema,
} from '../../shared/time-deposit/form.ts';
import { birthday } from '../../shared/time-deposit/rules.ts';
import type { ClientAddress } from '../http/client.ts';
import { invalid } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import type { ResumeMailer } from '../mail/resume-link.ts';
import { isLocale } from '../../shared/i18n/types.ts';
import { englishText, inEnglish } from '../messages.ts';
import type { Storage } from '../storage/index.ts';

const DRAFT_KEY = /^[A-Za-z0-9_-]{43}$/;

export interface TimeDepositRouteOptions {
  mailer: ResumeMailer;
  client: ClientAddress;
}

export function timeDepositRoutes(storage: Storage, { mailer, client }: TimeDepositRouteOptions): Hono {
  const app = new Hono();

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
    if (!draft.success) return invalid(c, inEnglish(issuesByField(draft.issues)));
    const fields = Object.fromEntries(
      TIME_DEPOSIT.entries.map((k) => [k, String((draft.output as Record<string, unknown>)[k] ?? '')]),
    );
    const key = c.req.header(DRAFT_KEY_HEADER)?.trim();
    const saved = await storage.drafts.save(
      f.ReferenceId?.trim() || undefined,
      key && DRAFT_KEY.test(key) ? key : undefined,
      draft.output.DateOfBirth,
      fields,
    );
    // Sent or held back by a limit: the answer is the same either way.
    // The applicant's language: the widget's, as the request's Content-Language (English otherwise).
    const lang = c.req.header('Content-Language')?.trim().toLowerCase();
    await mailer.send(draft.output.customeremail, saved.id, client(c), isLocale(lang) ? lang : 'en');
    c.header(DRAFT_KEY_HEADER, saved.key);
    return c.text(saved.id);
  });

  return app;
}
