/**
 * Personal loan wizard (application-forms.md §2 "Personal loan wizard", §3, §4, §5, §7 call 4, §8).
 * Variant B (the full form) by default; `variant="summary"` gives variant A (the review summary with
 * the home loan's field names). See docs/decisions.md "Personal loan: which variant is live".
 */
import { useEffect } from 'react';
import { useWidget } from '../runtime/context.ts';
import { sitePage } from '../runtime/site.ts';
import { later, useNeeded } from '../ui/later.ts';
import { Wizard } from '../wizard/Wizard.tsx';
import type { ReviewExtrasProps, WizardSpec } from '../wizard/types.ts';
import { PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';

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

/**
 * Variant A (`variant="summary"`) is a chunk of its own (./summary.tsx, with its form): a personal
 * loan in variant B, the default, neither downloads nor builds it. No first screen is shown for the
 * attribute (widget.ts otherScreen); nothing shows, and ew:ready waits, until it has arrived. Should
 * it not arrive, the visitor gets the full form (B) rather than nothing, and the host page an
 * ew:error of kind `load` (docs/decisions.md).
 */
const summaryPart = later(() => import('./summary.tsx').then((m) => m.SPEC_A));

export function PersonalLoan() {
  const { options, emit } = useWidget();
  const summary = options.variant === 'summary';
  const specA = useNeeded(summaryPart, summary);
  const failed = summary && specA === null;
  useEffect(() => {
    if (failed) emit('ew:error', { form: PERSONAL_LOAN_B.name, kind: 'load' });
  }, [failed, emit]);
  if (specA === undefined) return null;
  // A key per variant: switching the attribute starts the other form (its own draft shape).
  return <Wizard key={specA ? 'A' : 'B'} spec={specA ?? SPEC_B} />;
}
