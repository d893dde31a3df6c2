import { Link, useParams } from 'react-router';
import { useT, type SiteKey } from '../i18n.ts';

/** Thank-you pages (/Thank-You, /business/thank-you, /creditcards/thankyou, /request-for-callback/thankyou/{id}, ...). */
export default function ThankYou({ message }: { message?: SiteKey }) {
  const t = useT();
  const { id } = useParams();
  return (
    <>
      <h1>{t('site.thankYou')}</h1>
      <p>{t(message ?? 'site.thankYouText')}</p>
      {id && <p>{t('site.thankYouReference', { id })}</p>}
      <p>
        <Link to="/">{t('site.backToHome')}</Link>
      </p>
    </>
  );
}
