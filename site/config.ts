/**
 * Where the site's external links go (site-and-content.md §1, §2 "Site shell"). The bank's real
 * addresses are not in the spec; these defaults are the reference deployment's (docs/decisions.md).
 * A deployment sets them by defining window.EW_SITE_CONFIG before the site's script runs.
 */
import { CHAT_URL } from '../shared/config.ts';

export interface SiteConfig {
  personal: string;
  priority: string;
  chat: string;
  atms: string;
  easyway: string;
  easybiz: string;
  travelMoney: string;
  corporateSite: string;
  greenPin: string;
  /** Prefix of downloadable documents (§7 "Document URLs"). */
  documentDomain: string;
  /** The API base the explore carousel's images come from (§7: "configured API base URL plus path"). */
  apiBase: string;
  contact: { hotline: string; email: string; cardsEmail: string };
  trustMarketing: { phone: string; email: string };
  /** §9 "Configuration": the environment (RELEASE; any other logs every analytics push to the console). */
  environment: string;
  /** §9 "test mode off": on, analytics calls are recorded in memory (site/analytics.ts) instead of sent. */
  testMode: boolean;
  /** §9 "analytics enabled": page views and events go to window.dataLayer. */
  analytics: boolean;
}

const DEFAULTS: SiteConfig = {
  personal: '/',
  priority: 'https://priority.sample-ewbank.ph/',
  chat: CHAT_URL,
  // §2: "ATMs external, Stores internal". The site's own ATM list stays at /storedirectory/atm.
  atms: 'https://atms.sample-ewbank.ph/',
  easyway: 'https://online.sample-ewbank.ph/personal',
  easybiz: 'https://online.sample-ewbank.ph/corporate',
  travelMoney: 'https://travelmoney.sample-ewbank.ph/',
  corporateSite: 'https://corporate.sample-ewbank.ph/',
  greenPin: 'https://greenpin.sample-ewbank.ph/',
  documentDomain: '',
  apiBase: '',
  contact: { hotline: '(02) 8888-1700', email: 'service@sample-ewbank.ph', cardsEmail: 'cards@sample-ewbank.ph' },
  trustMarketing: { phone: '(02) 8888-1750', email: 'trust@sample-ewbank.ph' },
  environment: 'RELEASE',
  testMode: false,
  analytics: true,
};

const override = (globalThis as { EW_SITE_CONFIG?: Partial<SiteConfig> }).EW_SITE_CONFIG ?? {};
export const SITE: SiteConfig = { ...DEFAULTS, ...override };
