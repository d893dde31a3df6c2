/**
 * Option lists of the credit card application (application-forms.md §3 "Credit card application",
 * "Credit card and home loan lists"): values are what the form sends; labels live in
 * shared/i18n/credit-card.ts under `options.<list>.<value>`.
 */

/**
 * The KrisFlyer Platinum Mastercard has an empty value in the spec's list. An empty value cannot be
 * told from "nothing chosen" (a native select's placeholder, a required check, a stored row), so the
 * form holds and sends the card's label instead (§7: "Select fields are sent by their option value
 * or label as the form holds them").
 */
export const KRISFLYER = 'KrisFlyer Platinum Mastercard';

export const CC_LISTS = {
  cardType: ['PCM', 'VPL', 'ECM', 'DVN', 'GCV', 'GCM', 'SCV', 'SCM', 'GPM', KRISFLYER, 'HCM', 'DLS'],
  /** Existing client: Deposit, Credit Card, Personal Loan, Auto Loan, Housing Loan, No (sent as shown). */
  deposit: ['Deposit', 'Credit Card', 'Personal Loan', 'Auto Loan', 'Housing Loan', 'No'],
  yesNo: ['Yes', 'No'],
  sex: ['M', 'F'],
  civilStatus: ['S', 'M', 'W', 'D'],
  educ: ['HS', 'SC', 'CO', 'GS'],
  citizenship1: ['Filipino', 'OTH'],
  homeOwner: ['OW', 'OM', 'LP', 'CP', 'RN'],
  fundSrc: ['SB', 'AL', 'BI', 'RM', 'RT', 'OTH'],
  workType: ['PV', 'GV', 'SE', 'EE', 'RT', 'OTH'],
  workPos: ['CK', 'JO', 'SO', 'EX', 'SE', 'OTH'],
  workNature: [
    'AGRIMIN',
    'BANK',
    'BPO',
    'BUSCOM',
    'CSP',
    'CONS',
    'FIN',
    'GOV',
    'INS',
    'MAN',
    'REAL',
    'TC',
    'UTIL',
    'WR',
    'CCFBC',
    'MCFED',
    'MTRA',
    'PAWN',
  ],
  delivery: ['H', 'O'],
} as const;

/** "The hotline is {phone}, contacts {email}" (§2): the sample bank's (site/config.ts has the same). */
export const CC_CONTACT = { phone: '(02) 8888-1700', email: 'cards@sample-ewbank.ph' } as const;

/** The e-SOA terms page linked from the review (§2). */
export const ESOA_TERMS = '/supportandsecurity/termsandconditions/electronicstatementofaccount';
