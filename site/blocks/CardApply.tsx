/**
 * How a credit card is applied for, wherever the site offers it (/CreditCards and each credit card's
 * page): the chat assistant, as the Apply Today! chooser's Credit Card choice opens it (one answer
 * everywhere), in a new tab, with a visible note that says so. The pages' own text says the same
 * (shared/content/sample.ts CARD_HOW_TO_APPLY).
 */
import { useId } from 'react';
import { SITE } from '../config.ts';
import { useT } from '../i18n.ts';

export function CardApply() {
  const t = useT();
  const note = useId();
  return (
    <p className="site-card-apply">
      <a href={SITE.chat} target="_blank" rel="noopener" className="site-button" aria-describedby={note}>
        {t('sitePages.creditCards.apply')}
      </a>{' '}
      <span id={note} className="site-muted">
        {t('sitePages.creditCards.chatNote')}
      </span>
    </p>
  );
}
