import { Link } from 'react-router';
import { useT } from '../i18n.ts';

/** /loans/autoloans/thankyou, /loans/homeloans/thankyou, /loans/personalloans/thankyou: where a submitted loan wizard lands. */
export default function LoanThankYou({ product }: { product: 'autoLoan' | 'homeLoan' | 'personalLoan' }) {
  const t = useT();
  return (
    <>
      <h1>{t('site.thankYou')}</h1>
      <p>{t('sitePages.thankYou.loan', { product: t(`sitePages.thankYou.${product}`) })}</p>
      <p>
        <Link to="/">{t('site.backToHome')}</Link>
      </p>
    </>
  );
}
