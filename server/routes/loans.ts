/**
 * Calls 1 and 3 (application-forms.md §7): the auto loan and home loan forms post multipart to
 * /ewbal/submit and /ewbhl/submit under the CMS base. The body is read back into form values and
 * checked with the wizard's own step schemas; what is stored is the normalised payload under the
 * spec's field names (home phone as "(areacode)number").
 */
import { Hono } from 'hono';
import { PATHS } from '../../shared/config.ts';
import {
  AUTO_LOAN,
  HOME_LOAN,
  loanPayload,
  validateLoan,
  valuesFromPayload,
  type LoanForm,
} from '../../shared/loans/forms.ts';
import { invalid } from '../http/errors.ts';
import { readForm } from '../http/multipart.ts';
import { englishText } from '../messages.ts';
import type { Storage } from '../storage/index.ts';

export function loanRoutes(storage: Storage): Hono {
  const app = new Hono();
  const route = (form: LoanForm) =>
    app.post(`${PATHS.cms}${form.path}`, async (c) => {
      c.header('Cache-Control', 'no-store');
      const body = await readForm(c);
      if (!body.ok) return invalid(c, {}, body.message);
      const result = validateLoan(form, valuesFromPayload(form, body.fields));
      if (!result.ok) {
        const fields = Object.fromEntries(
          Object.entries(result.errors).map(([f, key]) => [f, englishText(key) ?? englishText('common.invalid')!]),
        );
        return invalid(c, fields);
      }
      const saved = await storage.addSubmission(form.form, Object.fromEntries(loanPayload(form, result.output)));
      return c.json({ status: 'OK', id: saved.id });
    });
  route(AUTO_LOAN);
  route(HOME_LOAN);
  return app;
}
