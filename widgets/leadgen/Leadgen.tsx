/** <ew-leadgen>: the second application form (application-forms.md §2, §3 "Second form extra fields"). */
import { Consents } from '../wizard/Consents.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { WizardSpec } from '../wizard/types.ts';
import { LEADGEN } from '../../shared/leadgen/form.ts';

const SPEC: WizardSpec = {
  form: LEADGEN,
  title: 'leadgen.title',
  review: {
    render: (props) => <Consents {...props} heading="leadgen.consentHeading" paragraphs="leadgen.consent" />,
  },
  submitError: 'timeDeposit.errorBody',
  successDialog: { title: 'timeDeposit.thankYouTitle', body: 'timeDeposit.thankYouBody' },
};

export function Leadgen() {
  return <Wizard spec={SPEC} />;
}
