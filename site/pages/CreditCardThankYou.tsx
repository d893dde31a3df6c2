import { Link } from 'react-router';
import { useT } from '../i18n.ts';

/** /creditcards/thankyou: where the submitted credit card wizard lands (application-forms.md §2). */
export default function CreditCardThankYou() {
  const t = useT();
  return (
    <>
      <h1>{t('site.thankYou')}</h1>
      <p>{t('sitePages.thankYou.creditCard')}</p>
      <p>
        <Link to="/">{t('site.backToHome')}</Link>
      </p>
    </>
  );
}
