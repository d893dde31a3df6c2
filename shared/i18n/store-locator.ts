import type { Strings } from './types.ts';

/** The store and ATM locator (site-and-content.md §2 /storedirectory, /storedirectory/atm). */
const en = {
  titleStores: 'Find a store',
  titleAtm: 'Find an ATM',
  intro: 'Choose a location, then a city or municipality.',
  location: 'Location',
  allLocations: 'Select a location',
  municipality: 'City / Municipality',
  allMunicipalities: 'All cities and municipalities',
  loading: 'Loading....',
  loadError: 'We could not load the store list. Please check your connection and try again.',
  retry: 'Try again',
  chooseLocation: 'Choose a location to see its stores.',
  results_one: '{{count}} store in {{place}}',
  results_other: '{{count}} stores in {{place}}',
  atmResults_one: '{{count}} ATM in {{place}}',
  atmResults_other: '{{count}} ATMs in {{place}}',
  email: 'E-mail',
  hasAtm: 'ATM on site',
  offSiteAtm: 'Off-site ATM',
  showMap: 'Map of {{name}}',
  mapLink: 'Open in maps',
  opensNewTab: '(opens in a new tab)',
};

const fil: Strings<typeof en> = {
  titleStores: 'Maghanap ng sangay',
  titleAtm: 'Maghanap ng ATM',
  intro: 'Pumili ng lokasyon, saka ng lungsod o munisipyo.',
  location: 'Lokasyon',
  allLocations: 'Pumili ng lokasyon',
  municipality: 'Lungsod / Munisipyo',
  allMunicipalities: 'Lahat ng lungsod at munisipyo',
  loading: 'Nilo-load....',
  loadError: 'Hindi namin ma-load ang listahan ng mga sangay. Pakisuri ang iyong koneksyon at subukang muli.',
  retry: 'Subukang muli',
  chooseLocation: 'Pumili ng lokasyon para makita ang mga sangay nito.',
  results_one: '{{count}} sangay sa {{place}}',
  results_other: '{{count}} sangay sa {{place}}',
  atmResults_one: '{{count}} ATM sa {{place}}',
  atmResults_other: '{{count}} ATM sa {{place}}',
  email: 'E-mail',
  hasAtm: 'May ATM dito',
  offSiteAtm: 'Off-site na ATM',
  showMap: 'Mapa ng {{name}}',
  mapLink: 'Buksan sa mapa',
  opensNewTab: '(magbubukas sa bagong tab)',
};

export const storeLocator = { en, fil };
