/**
 * Home loan wizard (application-forms.md §2 "Home loan wizard", §3, §4 conditional mortgage details,
 * §5 "Home loan", §7 call 3, §8), with the "Terms and Conditions Governing ... Home Loan Accounts"
 * dialog opened from "Read full Terms and Conditions here." and closed with Close.
 */
import { useState } from 'react';
import { useT } from '../runtime/context.ts';
import { Dialog, LinkButton } from '../ui/index.ts';
import { Consents } from '../wizard/Consents.tsx';
import { Wizard } from '../wizard/Wizard.tsx';
import type { ReviewExtrasProps, WizardSpec } from '../wizard/types.ts';
import { HOME_LOAN } from '../../shared/loans/forms.ts';

function HomeLoanTerms(props: ReviewExtrasProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const full = t('loans.homeTermsFull', { returnObjects: true }) as unknown as string[];
  return (
    <Consents {...props} heading="loans.review.termsHeading" paragraphs="loans.homeTerms">
      <p>
        <LinkButton onPress={() => setOpen(true)} aria-haspopup="dialog">
          {t('loans.homeTermsLink')}
        </LinkButton>
      </p>
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={t('loans.homeTermsTitle')}>
        {full.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </Dialog>
    </Consents>
  );
}

const SPEC: WizardSpec = {
  form: HOME_LOAN,
  title: 'loans.homeTitle',
  review: { render: (props) => <HomeLoanTerms {...props} /> },
  submitError: 'loans.errors.submit',
};

export function HomeLoan() {
  return <Wizard spec={SPEC} />;
}
