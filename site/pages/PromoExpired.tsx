import { Link } from 'react-router';
import { useT } from '../i18n.ts';

/** /promo-expired: where an ended promo's page sends the visitor. */
export default function PromoExpired() {
  const t = useT();
  return (
    <>
      <h1>{t('site.promoExpired')}</h1>
      <p>{t('site.promoExpiredText')}</p>
      <p>{t('site.promoExpiredDetails')}</p>
      <p>
        <Link to="/Promos" className="site-button">
          {t('site.currentPromos')}
        </Link>
      </p>
    </>
  );
}
