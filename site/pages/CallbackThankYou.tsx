import { Link } from 'react-router';
import { useT } from '../i18n.ts';

export default function CallbackThankYou() {
  const t = useT();
  return (
    <>
      <h1>{t('site.thankYou')}</h1>
      <p>{t('sitePages.thankYou.callback')}</p>
      <p>
        <Link to="/">{t('site.backToHome')}</Link>
      </p>
    </>
  );
}
