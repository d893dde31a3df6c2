/** The store helpers of site-and-content.md §5 and the sample list (§3 "Store/branch"). */
import { describe, expect, it } from 'vitest';
import {
  LOCATIONS,
  forVariant,
  locations,
  municipalitiesOf,
  storeEmail,
  storesInLocation,
  storesInMunicipality,
  uniqueMunicipalities,
  type Store,
} from './index.ts';
import { SAMPLE_STORES } from './sample.ts';

const s = (
  location: Store['location'],
  municipality: string,
  store_name: string,
  store_email = '',
  kind: Store['kind'] = 'branch',
): Store => ({
  location,
  municipality,
  store_name,
  address: `${store_name} address`,
  store_email,
  kind,
  atm: true,
});

const STORES: Store[] = [
  s('Visayas', 'Cebu City', 'Cebu - IT Park', 'itpark@x.ph'),
  s('NCR', 'Makati City', 'Makati - Ayala Avenue', 'ayala@x.ph'),
  s('NCR', 'Taguig City', 'Taguig - BGC', 'bgc@x.ph'),
  s('NCR', 'Makati City', 'Makati - Greenbelt', 'greenbelt@x.ph'),
  s('Visayas', 'Cebu City', 'Cebu - Banilad ATM', '', 'atm'),
];

describe('store helpers', () => {
  it('unique municipalities, sorted, each once', () => {
    expect(uniqueMunicipalities(STORES)).toEqual(['Cebu City', 'Makati City', 'Taguig City']);
  });

  it('locations present, in the spec order', () => {
    expect(locations(STORES)).toEqual(['NCR', 'Visayas']);
    expect(locations([])).toEqual([]);
  });

  it('municipalities per location', () => {
    expect(municipalitiesOf(STORES, 'NCR')).toEqual(['Makati City', 'Taguig City']);
    expect(municipalitiesOf(STORES, 'Mindanao')).toEqual([]);
  });

  it('stores per municipality (optionally within a location) and per location', () => {
    expect(storesInMunicipality(STORES, 'Makati City').map((x) => x.store_name)).toEqual([
      'Makati - Ayala Avenue',
      'Makati - Greenbelt',
    ]);
    expect(storesInMunicipality(STORES, 'Makati City', 'Visayas')).toEqual([]);
    expect(storesInLocation(STORES, 'NCR').map((x) => x.store_name)).toEqual([
      'Makati - Ayala Avenue',
      'Makati - Greenbelt',
      'Taguig - BGC',
    ]);
  });

  it('store e-mail by store name with an empty cc; both empty when not found', () => {
    expect(storeEmail(STORES, 'Taguig - BGC')).toEqual({ email: 'bgc@x.ph', cc: '' });
    expect(storeEmail(STORES, '  taguig - bgc ')).toEqual({ email: 'bgc@x.ph', cc: '' });
    expect(storeEmail(STORES, 'Nowhere')).toEqual({ email: '', cc: '' });
    expect(storeEmail(STORES, '')).toEqual({ email: '', cc: '' });
  });

  it('stores page lists branches; the ATM page every place with an ATM', () => {
    expect(forVariant(STORES, 'stores')).toHaveLength(4);
    expect(forVariant(STORES, 'atm')).toHaveLength(5);
  });
});

describe('sample list', () => {
  it('holds several hundred entries across the six locations, with unique names', () => {
    expect(SAMPLE_STORES.length).toBeGreaterThanOrEqual(300);
    expect(locations(SAMPLE_STORES)).toEqual([...LOCATIONS]);
    expect(new Set(SAMPLE_STORES.map((x) => x.store_name)).size).toBe(SAMPLE_STORES.length);
    for (const store of SAMPLE_STORES) {
      expect(store.address).toContain(store.municipality);
      if (store.kind === 'branch') expect(store.store_email).toMatch(/^[a-z0-9.]+@sample-ewbank\.ph$/);
      else expect(store.store_email).toBe('');
    }
  });
});
