/**
 * Every form declared on the contract: what the generic test (every-form.test.ts) checks and what
 * the reference server serves (server/routes/forms.ts). A new form is added here.
 */
import { BUSINESS_CALLBACK } from '../business-callback/form.ts';
import { CALLBACK } from '../callback/form.ts';
import { CREDIT_CARD } from '../credit-card/forms.ts';
import { LEADGEN } from '../leadgen/form.ts';
import { AUTO_LOAN, HOME_LOAN } from '../loans/forms.ts';
import { PERSONAL_LOAN_B } from '../personal-loan/forms.ts';
import { PERSONAL_LOAN_A } from '../personal-loan/variant-a.ts';
import { TIME_DEPOSIT } from '../time-deposit/form.ts';
import type { Form } from './contract.ts';

export const FORMS: Readonly<Record<string, Form>> = {
  callback: CALLBACK,
  'auto-loan': AUTO_LOAN,
  'home-loan': HOME_LOAN,
  'personal-loan A': PERSONAL_LOAN_A,
  'personal-loan B': PERSONAL_LOAN_B,
  'credit-card': CREDIT_CARD,
  'time-deposit': TIME_DEPOSIT,
  leadgen: LEADGEN,
  'request-for-callback': BUSINESS_CALLBACK,
};
