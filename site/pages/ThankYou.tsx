import { Link, useParams } from 'react-router';
import { useT, type SiteKey } from '../i18n.ts';

type LoanProduct = 'autoLoan' | 'homeLoan' | 'personalLoan';

/**
 * Thank-you pages, where a submitted form lands (/Thank-You, /callback/thankyou, /creditcards/thankyou,
 * /loans/.../thankyou, /request-for-callback/thankyou/{id}, ...): the text is the form's own
 * (`message`, or the loan's sentence naming its `product`), the reference shown when the path has one.
 */
export default function ThankYou({ message, product }: { message?: SiteKey; product?: LoanProduct }) {
  const t = useT();
  const { id } = useParams();
  const text = product
    ? t('sitePages.thankYou.loan', { product: t(`sitePages.thankYou.${product}`) })
    : t(message ?? 'site.thankYouText');
  return (
    <>
      <h1>{t('site.thankYou')}</h1>
      <p>{text}</p>
      {id && <p>{t('site.thankYouReference', { id })}</p>}
      <p>
        <Link to="/">{t('site.backToHome')}</Link>
      </p>
    </>
  );
}
