/**
 * Personal loan wizard (application-forms.md §2 "Personal loan wizard", §3, §4, §5, §7 call 4, §8).
 * Variant B (the full form) by default; `variant="summary"` gives variant A (the review summary with
 * the home loan's field names). See docs/decisions.md "Personal loan: which variant is live".
 */
import { useWidget } from '../runtime/context.ts';
import { sitePage } from '../runtime/site.ts';
import { Consents } from '../wizard/Consents.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { ReviewExtrasProps, WizardSpec } from '../wizard/types.ts';
import { PERSONAL_LOAN_A, PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';

/**
 * Variant B's review: the terms, the privacy link, and its declared fields drawn by the engine (the
 * required "Do you agree?" Yes/No, ewOtherProducts).
 */
function AgreementB(props: ReviewExtrasProps) {
  const { t, apiBase } = useWidget();
  const terms = t('personalLoan.review.terms', { returnObjects: true }) as unknown as string[];
  return (
    <section className="ew-consents" aria-labelledby="ew-pl-terms">
      <h3 id="ew-pl-terms">{t('personalLoan.review.termsHeading')}</h3>
      {terms.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <a href={sitePage(apiBase, '/privacystatement').href} target="_blank" rel="noopener">
          {t('personalLoan.review.privacy')}
        </a>
      </p>
      {props.field('agreeRadio')}
      {props.field('ewOtherProducts')}
    </section>
  );
}

const SPEC_B: WizardSpec = {
  form: PERSONAL_LOAN_B,
  title: 'personalLoan.title',
  review: { render: (props) => <AgreementB {...props} /> },
  submitError: 'loans.errors.submit',
};

const SPEC_A: WizardSpec = {
  form: PERSONAL_LOAN_A,
  title: 'personalLoan.title',
  stepsTitle: 'personalLoan.titleSummary',
  review: {
    layout: 'table',
    render: (props) => <Consents {...props} heading="loans.review.termsHeading" paragraphs="loans.autoTerms" />,
  },
  submitError: 'loans.errors.submit',
};

export function PersonalLoan() {
  const { options } = useWidget();
  const summary = options.variant === 'summary';
  // A key per variant: switching the attribute starts the other form (its own draft shape).
  return <Wizard key={summary ? 'A' : 'B'} spec={summary ? SPEC_A : SPEC_B} />;
}
