import { Link } from 'react-router';
import { useT } from '../i18n.ts';
import { Widget } from '../Widget.tsx';

/** /storedirectory and /storedirectory/atm: the locator widget. */
export default function StoreDirectory({ variant }: { variant: 'stores' | 'atm' }) {
  const t = useT();
  return (
    <>
      <h1>{variant === 'atm' ? t('sitePages.stores.atmHeading') : t('sitePages.stores.storesHeading')}</h1>
      <p>
        {variant === 'atm' ? (
          <Link to="/storedirectory">{t('sitePages.stores.findStore')}</Link>
        ) : (
          <Link to="/storedirectory/atm">{t('sitePages.stores.findAtm')}</Link>
        )}
      </p>
      <div className="site-card">
        <Widget tag="ew-store-locator" variant={variant} />
      </div>
    </>
  );
}
