/** Auto loan wizard (application-forms.md §2 "Auto loan wizard (6 steps)", §3, §4, §5, §7 call 1, §8). */
import { Consents } from '../wizard/Consents.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { WizardSpec } from '../wizard/types.ts';
import { AUTO_LOAN } from '../../shared/loans/forms.ts';

const SPEC: WizardSpec = {
  form: AUTO_LOAN,
  title: 'loans.autoTitle',
  review: {
    render: (props) => <Consents {...props} heading="loans.review.termsHeading" paragraphs="loans.autoTerms" />,
  },
  submitError: 'loans.errors.submit',
};

export function AutoLoan() {
  return <Wizard spec={SPEC} />;
}
