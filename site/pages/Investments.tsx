import { Link } from 'react-router';
import { Hub } from '../blocks/Hub.tsx';
import { useT } from '../i18n.ts';

/** /investments: the investment products, features and the compare link. */
export default function Investments() {
  const t = useT();
  return (
    <>
      <Hub section="investments" base="/investments" title={t('sitePages.investments.heading')} />
      <p>
        <Link to="/investmentProduct/compare-uitf-products">{t('sitePages.investments.compare')}</Link>
      </p>
    </>
  );
}
