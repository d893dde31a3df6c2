/**
 * The texts a Filipino page shows exactly as the English one, on purpose (WCAG
 * 3.1.2): proper nouns (the bank's products and brands, cards, agencies, social networks) and codes
 * or terms Philippine banks keep in English on their Filipino forms. Each entry says why; the list is
 * reviewed like code (docs/decisions.md "Filipino texts"). Read by the unit test beside it
 * (filipino.test.ts: every text of shared/i18n) and the browser test (tests/e2e/a11y-filipino.spec.ts:
 * every text the widgets show). Compared without regard to case ("Zip code" and "Zip Code").
 */
const PRODUCT = 'product name, as the bank brands it on its Filipino pages';
const CARD = 'credit card name (a proper noun)';
const TERM = 'term Philippine banks keep in English on Filipino forms';
const ID = 'name of a government ID or number (a proper noun)';
const BRAND = 'brand or service name (a proper noun)';

export const SAME_IN_FILIPINO: Readonly<Record<string, string>> = {
  // the bank's products and services
  'Credit Card': PRODUCT,
  'Personal Loan': PRODUCT,
  'Auto Loan': PRODUCT,
  'Home Loan': PRODUCT,
  'Housing Loan': PRODUCT,
  'Time Deposit': PRODUCT,
  'Debit Card': PRODUCT,
  'Prepaid Card': PRODUCT,
  Insurance: PRODUCT,
  'Fixed Income': PRODUCT,
  'Cash Management': PRODUCT,
  'auto loan': `${PRODUCT} (inside a sentence)`,
  'home loan': `${PRODUCT} (inside a sentence)`,
  'personal loan': `${PRODUCT} (inside a sentence)`,
  'Travel Money': PRODUCT,
  Priority: 'EastWest Priority, the banking segment (a proper noun)',
  Personal: 'the same word in Filipino (the personal banking segment)',
  Forex: 'term for foreign exchange used as is in Filipino',
  Menu: 'the same word in Filipino',
  // brands and names
  EastWest: BRAND,
  'EastWest Bank': BRAND,
  'easyway online Personal': BRAND,
  'easybiz online Corporate': BRAND,
  'EasyBiz online': BRAND,
  Instapay: BRAND,
  'EW Billers': BRAND,
  'Trust Marketing Unit': 'name of a unit of the bank (a proper noun)',
  Facebook: BRAND,
  Twitter: BRAND,
  'DepEd (APDS)': 'a government agency and its payroll system (proper nouns)',
  'DepEd (EHS)': 'a government agency and its payroll system (proper nouns)',
  Euro: 'name of a currency (a proper noun)',
  // cards
  'Platinum Mastercard': CARD,
  'Visa Platinum': CARD,
  'EveryDay Titanium Mastercard': CARD,
  'Dolce Vita Titanium Mastercard': CARD,
  'Visa Gold': CARD,
  'Gold Mastercard': CARD,
  'Visa Classic': CARD,
  'Classic Mastercard': CARD,
  'Practical Mastercard': CARD,
  'KrisFlyer Platinum Mastercard': CARD,
  'Hyundai Mastercard': CARD,
  'DLSAA Mastercard': CARD,
  // IDs, codes and terms
  'Tax Identification Number (TIN)': ID,
  TIN: ID,
  'SSS/GSIS No.': ID,
  'ACR No.': ID,
  'ACR No': ID,
  'OCW/OFW': 'abbreviation used as is in Filipino (overseas Filipino worker)',
  OFW: 'abbreviation used as is in Filipino (overseas Filipino worker)',
  BPO: 'abbreviation used as is in Filipino (business process outsourcing)',
  'Zip code': TERM,
  'Area code': TERM,
  'E-mail': TERM,
  'Email address': TERM,
  'E-mail Address': TERM,
  '09XXXXXXXXX': 'the format of a mobile number (a code)',
  AM: 'time of day, written so in Filipino',
  PM: 'time of day, written so in Filipino',
  OK: 'the same word in Filipino',
};

const ALLOWED = new Set(Object.keys(SAME_IN_FILIPINO).map((t) => t.toLowerCase()));

/**
 * Whether a Filipino text may read exactly as its English: an allow-listed name, code or term, an
 * e-mail address, or a text with no word in it (numbers, amounts, dates and currency codes, as in
 * "PHP 1,000.00", read the same in either).
 */
export function sameInFilipinoAllowed(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  return (
    ALLOWED.has(t.toLowerCase()) || /^[\w.+-]+@[\w.-]+$/.test(t) || !/\p{L}{2}/u.test(t.replace(/\b[A-Z]{3}\b/g, ''))
  );
}
