import { Link } from 'react-router';
import { useTr } from '../locale.tsx';
import { Widget } from '../Widget.tsx';

/** /storedirectory and /storedirectory/atm: the locator widget. */
export default function StoreDirectory({ variant }: { variant: 'stores' | 'atm' }) {
  const tr = useTr();
  return (
    <>
      <h1>
        {variant === 'atm'
          ? tr({ en: 'ATM Locator', fil: 'Hanapin ang ATM' })
          : tr({ en: 'Store Directory', fil: 'Listahan ng mga Sangay' })}
      </h1>
      <p>
        {variant === 'atm' ? (
          <Link to="/storedirectory">{tr({ en: 'Looking for a store?', fil: 'Naghahanap ng sangay?' })}</Link>
        ) : (
          <Link to="/storedirectory/atm">{tr({ en: 'Looking for an ATM?', fil: 'Naghahanap ng ATM?' })}</Link>
        )}
      </p>
      <div className="site-card">
        <Widget tag="ew-store-locator" variant={variant} />
      </div>
    </>
  );
}
