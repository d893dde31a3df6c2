/** <ew-leadgen>: the second application form (application-forms.md §2, §3 "Second form extra fields"). */
import { Consents } from '../wizard/Consents.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { WizardSpec } from '../wizard/types.ts';
import { LEADGEN_MODEL, LEADGEN_STEPS } from './schema.ts';

const SPEC: WizardSpec = {
  model: LEADGEN_MODEL,
  title: 'leadgen.title',
  steps: LEADGEN_STEPS,
  review: {
    title: 'leadgen.sections.review',
    render: (props) => (
      <Consents
        {...props}
        heading="leadgen.consentHeading"
        paragraphs="leadgen.consent"
        boxes={[['agreement', 'leadgen.fields.agreement']]}
      />
    ),
  },
  submitError: 'timeDeposit.errorBody',
  successDialog: { title: 'timeDeposit.thankYouTitle', body: 'timeDeposit.thankYouBody' },
};

export function Leadgen() {
  return <Wizard spec={SPEC} />;
}
