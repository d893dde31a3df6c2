/**
 * Credit card wizard (application-forms.md §2 "Credit card wizard (8 steps, 0 to 7)", §3, §4, §5
 * "Credit card", §7 call 2, §8): the review's delivery choice, the statement box (paperless e-SOA
 * unless ticked), the consent to other products (ticked by default), the e-SOA text and link, and
 * the bot check's honeypot field.
 */
import { useWidget } from '../runtime/context.ts';
import { sitePage } from '../runtime/site.ts';
import { Wizard } from '../wizard/Wizard.tsx';
import type { ReviewExtrasProps, WizardSpec } from '../wizard/types.ts';
import { CREDIT_CARD, HONEYPOT } from '../../shared/credit-card/forms.ts';
import { CC_CONTACT, ESOA_TERMS } from '../../shared/credit-card/lists.ts';

const F = CREDIT_CARD.fields;

function ReviewExtras(props: ReviewExtrasProps) {
  const { t, apiBase } = useWidget();
  return (
    <section className="ew-consents" aria-labelledby="ew-cc-consents">
      <h3 id="ew-cc-consents">{t('creditCard.review.heading')}</h3>
      {props.field('delivery')}
      <p>{t('creditCard.review.paperless')}</p>
      {props.field('SOAtoBillingAdd')}
      <p>{t('creditCard.review.esoa')}</p>
      <p>
        <a href={sitePage(apiBase, ESOA_TERMS).href} target="_blank" rel="noopener">
          {t('creditCard.review.esoaLink')}
        </a>
      </p>
      {props.field('consentOther')}
      <p>{t('creditCard.review.contact', CC_CONTACT)}</p>
      {/* The bot check's honeypot: off screen, out of the tab order and hidden from assistive tools. */}
      <div className="ew-hp" aria-hidden="true">
        <label>
          {t(F[HONEYPOT].label)}
          <input
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={String(props.values[HONEYPOT] ?? '')}
            onInput={(e) => props.set(HONEYPOT, (e.target as HTMLInputElement).value)}
          />
        </label>
      </div>
    </section>
  );
}

const SPEC: WizardSpec = {
  form: CREDIT_CARD,
  title: 'creditCard.title',
  review: { render: (props) => <ReviewExtras {...props} /> },
  submitError: { http: 'creditCard.errors.http', network: 'creditCard.errors.network' },
};

export function CreditCard() {
  return <Wizard spec={SPEC} />;
}
