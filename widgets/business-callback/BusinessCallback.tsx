/**
 * Business request-for-callback (site-and-content.md §3 "Inquiry form state" and "Solution contact
 * mapping", §4 "Callback request", §5, §9; application-forms.md §7 call 10): a one-step form on the
 * wizard engine (FormPage) (shared/business-callback/form.ts declares it), checked on submit; after a first
 * attempt messages follow the user's corrections live.
 *
 * Attributes: `variant` (deposit-page | investment), `solution` (one of the seven solutions of the
 * contact mapping: its title and e-mail are shown, its topic ticked), `timeout` (seconds).
 */
import { useWidget } from '../runtime/context.ts';
import type { MountOptions } from '../runtime/types.ts';
import { LegalLinks } from '../ui/LegalLinks.tsx';
import { FormPage } from '../wizard/FormPage.tsx';
import type { WizardSpec } from '../wizard/types.ts';
import { BUSINESS_CALLBACK, emptyBusinessCallback } from '../../shared/business-callback/form.ts';
import { resolveSolution, solutionValues } from '../../shared/business-callback/schema.ts';

const solutionOf = (options: MountOptions) => resolveSolution(options.solution, options.variant);

/** The intro, and the solution's title and e-mail when the form is for one. */
function Intro() {
  const { t, options } = useWidget();
  const solution = solutionOf(options);
  return (
    <>
      <p className="ew-intro">{t('businessCallback.intro')}</p>
      {solution && (
        <p className="ew-solution" data-solution={solution.key}>
          {t('businessCallback.solutionIntro', { title: solution.titleSolution })} {t('businessCallback.solutionEmail')}{' '}
          <a href={`mailto:${solution.emailSolution}`}>{solution.emailSolution}</a>.
        </p>
      )}
    </>
  );
}

const SPEC: WizardSpec = {
  form: BUSINESS_CALLBACK,
  title: 'businessCallback.title',
  titleSuffix: (options) => solutionOf(options)?.titleSolution,
  // §3 "Inquiry form state": a solution's topic ticked at first.
  initial: (options) => ({ inquireAbout: emptyBusinessCallback(solutionOf(options)?.key).inquireAbout }),
  // What the element is for goes with the request (never kept in the draft).
  fixed: (options) => solutionValues(options),
  header: () => <Intro />,
  // "By submitting, you agree to our Privacy Statement and Terms of Use."
  footer: () => <LegalLinks ns="businessCallback" sentence />,
  submitError: 'businessCallback.errorBody',
  labels: {
    submit: 'businessCallback.submit',
    busy: 'businessCallback.sending',
    errorTitle: 'businessCallback.errorTitle',
  },
};

export function BusinessCallback() {
  return <FormPage spec={SPEC} />;
}
