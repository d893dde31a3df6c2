/**
 * Option lists of the auto and home loan forms (application-forms.md §3 and "Option lists"). Values
 * are what the form sends; labels live in shared/i18n/options.ts under the same list name. Where the
 * spec says "from a shared list not shown", the closest list it does give is used (docs/decisions.md).
 */
import { AUTO_LOAN, HOME_LOAN } from '../products/facts.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

export const LOAN_LISTS = {
  /** "Nationality" of the time deposit lists; Filipino first, as most applicants are. */
  citizenship: ['1', '3', '2', '12', '19'],
  /** "Gender: 8 Male, 9 Female" of the time deposit lists. */
  sex: ['8', '9'],
  /** "Civil status (time deposit)". */
  civilStatus: ['1', '3', '2'],
  /** "Residence type". */
  typeOfResidence: ['1', '2', '3', '4', '9'],
  /** "Education". */
  education: ['3', '5', '2', '7'],
  /** §3: autoType. */
  autoType: ['New', 'Used/Pre-owned', 'Passenger Car', 'Commercial Vehicle', 'Others'],
  /** §3 / §9: 12, 18, 24, 36, 48, 60 months (36, not the misprinted 38). */
  autoTerms: AUTO_LOAN.termsMonths.map(String),
  /** "Bank account type". */
  bankDeposit: ['57', '58', '59'],
  /** "Employment" of the credit card and home loan lists. */
  typeOfEmployment: ['PV', 'GV', 'SE', 'EE', 'RT', 'OTH'],
  /** "Position level" (has NA, which the spec allows for rank/position). */
  rankPosition: ['1', '2', '3', '4', '8'],
  /** "Skill level" (has NA, which the spec allows for type of job). */
  typeOfJob: ['9', '10', '11', '13'],
  /** "Business nature". */
  businessNature: ['1', '2', '3', '7'],
  /** "Business location". */
  placeOfBusiness: ['1', '2', '6'],
  /** "Home loan purpose". */
  loanPurpose: ['12', '8', '1', '2', '3', '4', '5', '6', '7'],
  /** "Property type". */
  collateralType: ['8', '7', '10', '9'],
  /** "Property use". */
  collateralUse: ['1', '2', '5'],
  /** Home loan term in years: not given; what Philippine home loans offer (docs/decisions.md). */
  loanTerm: HOME_LOAN.termsYears.map(String),
  yesNo: ['Yes', 'No'],
  /** §3 ranges. */
  numberOfDependents: range(1, 15),
  lengthOfStay: range(0, 65),
  carOwned: range(0, 20),
  lengthOfOperation: range(0, 50),
} as const;

/** "Years (0 to 30): values 0 and 11 to 40": 0 years is sent as 0, n years as 10 + n. */
export const LENGTH_OF_SERVICE = ['0', ...range(11, 40)] as const;
export const serviceYears = (value: string) => (value === '0' ? 0 : Number(value) - 10);

export type LoanList = keyof typeof LOAN_LISTS;

/** Lists whose labels are the values themselves (numbers), not translated. */
export const NUMERIC_LISTS: readonly string[] = [
  'autoTerms',
  'numberOfDependents',
  'lengthOfStay',
  'carOwned',
  'lengthOfOperation',
  'loanTerm',
];
