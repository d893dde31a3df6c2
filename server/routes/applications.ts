/**
 * Calls 2 and 4 (application-forms.md §7): the credit card and personal loan forms post multipart to
 * /ewbcc/submit and /ewbpl/submit under the CMS base. The body is read back into form values and
 * checked with the wizards' own step schemas (a personal loan body with the home loan's names is
 * variant A); what is stored is the normalised payload under the spec's field names. Rejected
 * requests get 400 with the failing fields, never 500.
 */
import { Hono, type Context } from 'hono';
import { PATHS } from '../../shared/config.ts';
import { CC_PATH, isHuman, payloadCC, validateCC, valuesFromPayloadCC } from '../../shared/credit-card/forms.ts';
import { loanPayload, validateLoan, valuesFromPayload } from '../../shared/loans/forms.ts';
import {
  PERSONAL_LOAN_A,
  PL_PATH,
  isVariantA,
  payloadB,
  validateB,
  valuesFromPayloadB,
} from '../../shared/personal-loan/forms.ts';
import { invalid } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import { englishText } from '../messages.ts';
import type { Storage } from '../storage/index.ts';

const english = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([f, key]) => [f, englishText(key) ?? englishText('common.invalid')!]));

export function applicationRoutes(storage: Storage): Hono {
  const app = new Hono();

  app.post(`${PATHS.cms}${PL_PATH}`, async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const body = await readForm(c);
    if (!body.ok) return invalid(c, {}, body.message);
    if (isVariantA(body.fields)) {
      const result = validateLoan(PERSONAL_LOAN_A, valuesFromPayload(PERSONAL_LOAN_A, body.fields));
      if (!result.ok) return invalid(c, english(result.errors));
      const saved = await storage.addSubmission(
        'personal-loan',
        Object.fromEntries(loanPayload(PERSONAL_LOAN_A, result.output)),
      );
      return c.json({ status: 'OK', id: saved.id });
    }
    const result = validateB(valuesFromPayloadB(body.fields));
    if (!result.ok) return invalid(c, english(result.errors));
    const saved = await storage.addSubmission('personal-loan', Object.fromEntries(payloadB(result.output)));
    return c.json({ status: 'OK', id: saved.id });
  });

  app.post(`${PATHS.cms}${CC_PATH}`, async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const body = await readForm(c);
    if (!body.ok) return invalid(c, {}, body.message);
    const result = validateCC(valuesFromPayloadCC(body.fields));
    if (!result.ok) return invalid(c, english(result.errors));
    const robot = body.fields.notARobot;
    if (!isHuman(robot)) return invalid(c, english({ notARobot: 'creditCard.errors.notARobot' }));
    const fields = Object.fromEntries(payloadCC(result.output));
    fields.notARobot = robot!;
    const saved = await storage.addSubmission('credit-card', fields);
    return c.json({ status: 'OK', id: saved.id });
  });

  return app;
}
