/** The personal loan's variant A (`variant="summary"`), loaded only for it (PersonalLoan.tsx). */
import { PERSONAL_LOAN_A } from '../../shared/personal-loan/variant-a.ts';
import { Consents } from '../wizard/Consents.tsx';
import type { WizardSpec } from '../wizard/types.ts';

export const SPEC_A: WizardSpec = {
  form: PERSONAL_LOAN_A,
  title: 'personalLoan.title',
  stepsTitle: 'personalLoan.titleSummary',
  review: {
    layout: 'table',
    render: (props) => <Consents {...props} heading="loans.review.termsHeading" paragraphs="loans.autoTerms" />,
  },
  submitError: 'loans.errors.submit',
};
