/**
 * The store and ATM locator (site-and-content.md §2 /storedirectory and /storedirectory/atm, §3
 * "Store/branch", §5 helpers): the list is fetched once from the content service and filtered
 * locally, by location then municipality. Native selects (keyboard and screen-reader friendly on
 * every platform); the result count is announced politely.
 */
import { useEffect, useState } from 'react';
import { apiUrl, request } from '../../shared/api/client.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';
import {
  forVariant,
  locations,
  municipalitiesOf,
  storeEmail,
  storesInLocation,
  storesInMunicipality,
  STORES_PATH,
  type Store,
} from '../../shared/stores/index.ts';
import { useWidget } from '../runtime/context.ts';
import { TitledSection } from '../ui/TitledSection.tsx';
import { Button, Select } from '../ui/index.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'success'; stores: Store[] };

/** One fetch per api-base and page, shared by every locator on it. */
const cache = new Map<string, Promise<Store[]>>();
function loadStores(apiBase: string, timeoutSeconds: number): Promise<Store[]> {
  let p = cache.get(apiBase);
  if (!p) {
    p = request(apiUrl(apiBase, STORES_PATH), { timeoutSeconds })
      .then((r) => r.json() as Promise<Store[]>)
      .then((list) => {
        if (!Array.isArray(list)) throw new Error('not a list');
        return list;
      });
    p.catch(() => cache.delete(apiBase));
    cache.set(apiBase, p);
  }
  return p;
}

export function StoreLocator() {
  const { t, apiBase, options, emit, seed = {} } = useWidget();
  const variant = options.variant === 'atm' ? 'atm' : 'stores';
  const [attempt, setAttempt] = useState(0);
  // The outcome of one request (api-base and attempt): until the current one answers, it is loading.
  const requestKey = `${attempt}:${apiBase}`;
  const [outcome, setOutcome] = useState<{ key: string; load: Load } | null>(null);
  const load: Load = outcome?.key === requestKey ? outcome.load : { status: 'loading' };
  const timeout = Number(options.timeout) > 0 ? Number(options.timeout) : REQUEST_TIMEOUT_SECONDS;
  // The filters start as the visitor left them on the first screen, if it had them (runtime/handover.ts).
  const [location, setLocation] = useState(String(seed.location ?? ''));
  const [municipality, setMunicipality] = useState(String(seed.municipality ?? ''));

  useEffect(() => {
    let live = true;
    loadStores(apiBase, timeout).then(
      (stores) => live && setOutcome({ key: requestKey, load: { status: 'success', stores } }),
      () => {
        if (!live) return;
        setOutcome({ key: requestKey, load: { status: 'error' } });
        emit('ew:error', { form: 'store-locator', kind: 'network' });
      },
    );
    return () => {
      live = false;
    };
  }, [apiBase, requestKey, timeout, emit]);

  const all = load.status === 'success' ? forVariant(load.stores, variant) : [];
  const locationList = locations(all);
  const municipalityList = location ? municipalitiesOf(all, location) : [];
  const shown = !location
    ? []
    : municipality
      ? storesInMunicipality(all, municipality, location)
      : storesInLocation(all, location);
  const place = municipality || location;
  const atm = variant === 'atm';

  return (
    <TitledSection
      ns="storeLocator"
      title={atm ? t('storeLocator.titleAtm') : t('storeLocator.titleStores')}
      className="ew-locator ew-stack"
    >
      {load.status === 'loading' && <p role="status">{t('storeLocator.loading')}</p>}
      {load.status === 'error' && (
        <div role="alert" className="ew-locator-error">
          <p>{t('storeLocator.loadError')}</p>
          <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
            {t('storeLocator.retry')}
          </Button>
        </div>
      )}
      {load.status === 'success' && (
        <>
          <div className="ew-locator-filters">
            <Select
              name="location"
              label={t('storeLocator.location')}
              placeholder={t('storeLocator.allLocations')}
              value={location}
              options={locationList.map((l) => ({ value: l, label: l }))}
              onChange={(v) => {
                setLocation(v);
                setMunicipality('');
              }}
            />
            <Select
              name="municipality"
              label={t('storeLocator.municipality')}
              placeholder={t('storeLocator.allMunicipalities')}
              value={municipality}
              options={municipalityList.map((m) => ({ value: m, label: m }))}
              onChange={setMunicipality}
            />
          </div>
          <p role="status" className="ew-locator-count">
            {location
              ? t(atm ? 'storeLocator.atmResults' : 'storeLocator.results', { count: shown.length, place })
              : t('storeLocator.chooseLocation')}
          </p>
          {shown.length > 0 && (
            <ul className="ew-locator-list">
              {shown.map((s) => (
                <StoreItem key={`${s.store_name}|${s.address}`} store={s} stores={all} />
              ))}
            </ul>
          )}
        </>
      )}
    </TitledSection>
  );
}

function StoreItem({ store, stores }: { store: Store; stores: readonly Store[] }) {
  const { t } = useWidget();
  const { email } = storeEmail(stores, store.store_name);
  const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(store.address)}`;
  return (
    <li className="ew-locator-item">
      <h3>{store.store_name}</h3>
      <p>{store.address}</p>
      <p className="ew-locator-meta">
        {store.kind === 'atm' ? t('storeLocator.offSiteAtm') : store.atm ? t('storeLocator.hasAtm') : null}
      </p>
      {email && (
        <p>
          {t('storeLocator.email')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
      )}
      <p>
        <a
          href={maps}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('storeLocator.showMap', { name: store.store_name })} ${t('storeLocator.opensNewTab')}`}
        >
          {t('storeLocator.mapLink')}
        </a>
      </p>
    </li>
  );
}
