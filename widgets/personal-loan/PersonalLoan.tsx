/**
 * Personal loan wizard (application-forms.md §2 "Personal loan wizard", §3, §4, §5, §7 call 4, §8).
 * Variant B (the full form) by default; `variant="summary"` gives variant A (the review summary with
 * the home loan's field names). See docs/decisions.md "Personal loan: which variant is live".
 */
import { useWidget } from '../runtime/context.ts';
import { sitePage } from '../runtime/site.ts';
import { Checkbox, RadioGroup } from '../ui/index.ts';
import { Consents } from '../wizard/Consents.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { ReviewExtrasProps, WizardSpec } from '../wizard/types.ts';
import { PERSONAL_LOAN_A, PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';

/** Variant B's review: the terms, the required "Do you agree?" Yes/No, ewOtherProducts, the privacy link. */
function AgreementB(props: ReviewExtrasProps) {
  const { t, apiBase } = useWidget();
  const terms = t('personalLoan.review.terms', { returnObjects: true }) as unknown as string[];
  const agree = PERSONAL_LOAN_B.fields.agreeRadio;
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
      <RadioGroup
        name="agreeRadio"
        label={t(agree.label)}
        isRequired
        value={String(props.values.agreeRadio ?? '')}
        options={agree.options!.values.map((value) => ({ value, label: t(`${agree.options!.labels}.${value}`) }))}
        error={props.error('agreeRadio')}
        onChange={(v) => props.set('agreeRadio', v)}
      />
      <Checkbox
        name="ewOtherProducts"
        label={t(PERSONAL_LOAN_B.fields.ewOtherProducts.label)}
        value={props.values.ewOtherProducts === true}
        onChange={(v) => props.set('ewOtherProducts', v)}
        error={props.error('ewOtherProducts')}
      />
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
