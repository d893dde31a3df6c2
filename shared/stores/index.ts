/**
 * Stores and ATMs (site-and-content.md §3 "Store/branch", §5 "Helpers", §9 "Store records"):
 * the locator loads the whole list once and filters it locally, by location then municipality.
 */
export const LOCATIONS = ['NCR', 'North Luzon', 'Central Luzon', 'South Luzon', 'Visayas', 'Mindanao'] as const;
export type Location = (typeof LOCATIONS)[number];

export interface Store {
  location: Location;
  store_name: string;
  municipality: string;
  address: string;
  /** Empty for an off-site ATM. */
  store_email: string;
  /** 'branch' (a store, usually with ATMs) or 'atm' (an off-site ATM). Not in the spec: docs/decisions.md. */
  kind: 'branch' | 'atm';
  /** Whether the branch has an ATM on site (always true for kind 'atm'). */
  atm: boolean;
}

// One collator, not one per comparison (localeCompare with a locale builds one each call), built on
// first use: building it loads ICU's collation data, which a page should not pay for on load.
let collator: Intl.Collator | undefined;
const byText = (a: string, b: string) => (collator ??= new Intl.Collator('en')).compare(a, b);

/** Every municipality that has a store, once, sorted. */
export function uniqueMunicipalities(stores: readonly Store[]): string[] {
  return [...new Set(stores.map((s) => s.municipality))].sort(byText);
}

/** The locations that have a store, in the spec's order (NCR, North Luzon, ... Mindanao). */
export function locations(stores: readonly Store[]): Location[] {
  const present = new Set(stores.map((s) => s.location));
  return LOCATIONS.filter((l) => present.has(l));
}

/** The municipalities of one location, once each, sorted. */
export function municipalitiesOf(stores: readonly Store[], location: string): string[] {
  return uniqueMunicipalities(stores.filter((s) => s.location === location));
}

/** The stores of a municipality (optionally within a location), sorted by name. */
export function storesInMunicipality(stores: readonly Store[], municipality: string, location?: string): Store[] {
  return stores
    .filter((s) => s.municipality === municipality && (location === undefined || s.location === location))
    .sort((a, b) => byText(a.store_name, b.store_name));
}

/** The stores of a location, sorted by municipality then name. */
export function storesInLocation(stores: readonly Store[], location: string): Store[] {
  return stores
    .filter((s) => s.location === location)
    .sort((a, b) => byText(a.municipality, b.municipality) || byText(a.store_name, b.store_name));
}

/** The e-mail of a store by its name, with an empty cc; both empty when there is no such store. */
export function storeEmail(stores: readonly Store[], storeName: string): { email: string; cc: string } {
  const name = storeName.trim().toLowerCase();
  const found = name ? stores.find((s) => s.store_name.toLowerCase() === name) : undefined;
  return { email: found?.store_email ?? '', cc: '' };
}

/** What the locator lists for a variant: every store (stores page) or every place with an ATM. */
export function forVariant(stores: readonly Store[], variant: 'stores' | 'atm'): Store[] {
  return variant === 'atm' ? stores.filter((s) => s.atm) : stores.filter((s) => s.kind === 'branch');
}

/** Where the content service answers the list (GET, anonymous, CORS *). */
export const STORES_PATH = '/cms/stores';
