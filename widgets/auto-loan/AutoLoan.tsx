/** Auto loan wizard (application-forms.md §2 "Auto loan wizard (6 steps)", §3, §4, §5, §7 call 1, §8). */
import { Consents } from '../wizard/Consents.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { WizardSpec } from '../wizard/types.ts';
import { AUTO_LOAN, AUTO_LOAN_STEPS, loanModel } from './schema.ts';

const SPEC: WizardSpec = {
  model: loanModel(AUTO_LOAN),
  title: 'loans.autoTitle',
  steps: AUTO_LOAN_STEPS,
  review: {
    title: 'loans.stepTitles.review',
    render: (props) => (
      <Consents
        {...props}
        heading="loans.review.termsHeading"
        paragraphs="loans.autoTerms"
        boxes={[
          ['agreement', 'loans.fields.agreement'],
          ['consentOtherProducts', 'loans.fields.consentOtherProducts'],
        ]}
      />
    ),
  },
  submitError: 'loans.errors.submit',
};

export function AutoLoan() {
  return <Wizard spec={SPEC} />;
}
