/**
 * The reference lists of site-and-content.md §9 "Lists", as data with the spec's labels letter for
 * letter (its misspellings too: "Directore"). A list is its labels in the spec's order; a form that
 * asks for one takes it from here (the business inquiry form: business type, inquiry topics, loan
 * purposes, YES/NO, shared/business-callback/form.ts). Lists kept elsewhere because a form or the
 * calculator owns them: loan terms (shared/calculators/terms.ts), loan amount ranges
 * (shared/calculators/loan.ts), AM/PM (shared/callback/schema.ts), provinces and cities
 * (shared/places/provinces.ts). Not here: the 20 industry categories and their 18-item alternative,
 * whose names the spec does not show.
 */

/** Income sources. */
export const INCOME_SOURCES = [
  'Business Income',
  'Salary Benefits',
  'Pension',
  'Dividends',
  'Interest on Savings/Investments/Trust Funds',
  'Retirement Pay',
  'Separation Pay',
  'Allowance from',
  'Remittance from',
  'Inheritance from',
  'Gifts/Donation from',
  'Lottery Winnings From',
] as const;

/** Position levels ("Directore" as the spec spells it). */
export const POSITION_LEVELS = [
  'Staff-Contractual',
  'Staff-Regular',
  'Junior Officer',
  'Senior Officer',
  'President',
  'Directore',
  'Owner',
  'Professional',
] as const;

/** Loan channel. */
export const LOAN_CHANNELS = ['Dealer Gen', 'Direct Loan'] as const;

/** Vehicle type. */
export const VEHICLE_TYPES = ['Auto', 'Light Comm Vehicle', 'Asian Utility Vehicle'] as const;

/** Vehicle condition. */
export const VEHICLE_CONDITIONS = ['Brand New', 'Used/Second Hand'] as const;

/** Employment. */
export const EMPLOYMENT = ['Employee', 'Self-Employed'] as const;

/** Business form. */
export const BUSINESS_FORMS = ['Corporation', 'Sole Proprietorship', 'Partnership'] as const;

/** Facility. */
export const FACILITIES = ['Revolving Credit Facility', 'Term Loan'] as const;

/** Loan purposes (the business inquiry form's purposeLoan). */
export const LOAN_PURPOSES = [
  'Working Capital',
  'Business Expansion',
  'Property Acquisition',
  'Purchase of Machine/Equipment/Materials',
  'Other',
] as const;

/** Reasons for not being employed. */
export const NOT_EMPLOYED_REASONS = [
  'Student',
  'Never been employed',
  'Non Resident',
  'Registration is still in process',
  'Business not registered',
] as const;

/** Investment types. */
export const INVESTMENT_TYPES = [
  'TBills',
  'RTBs or FXTNs',
  'Corporate Bonds',
  'UITF Money Market/Bond/Equity Funds',
] as const;

/** Investment types, the shorter list the spec also gives. */
export const INVESTMENT_TYPES_SHORT = ['Time Deposit', 'Bonds', 'Stocks', 'UITF'] as const;

/** YES/NO, in capitals (the business inquiry form's hasAnExistingAccount). */
export const YES_NO = ['YES', 'NO'] as const;

/** Resident/Citizen. */
export const RESIDENCY = ['Resident', 'Citizen'] as const;

/**
 * Nature of work: nine options from Employer to Unemployed-Others. The spec does not show the
 * middle seven; these are ours (docs/decisions.md "Reference lists").
 */
export const WORK_NATURE = [
  'Employer',
  'Employee',
  'Self-Employed',
  'Professional',
  'Overseas Filipino Worker',
  'Retired',
  'Unemployed-Student',
  'Unemployed-Homemaker',
  'Unemployed-Others',
] as const;

/** Inquiry topics (the business inquiry form's inquireAbout); Others is listed but disabled (§9). */
export const INQUIRY_TOPICS = [
  'Deposits',
  'Collections',
  'Disbursements',
  'Payroll Management',
  'Government Payments',
  'Business Loans',
  'Auto Loans',
  'Forex Services',
  'Investments and Trust',
  'Insurance',
  'Others',
] as const;
export const DISABLED_INQUIRY_TOPICS: readonly (typeof INQUIRY_TOPICS)[number][] = ['Others'];

/** Collateral, letter for letter ("deposit hold-out" in lower case, as the spec writes it). */
export const COLLATERAL = ['Real Estate Mortgage', 'deposit hold-out'] as const;

/** Business type (the business inquiry form's typeOfBusiness). */
export const BUSINESS_TYPES = ['Trading', 'Manufacturing', 'Merchandising', 'Services', 'Others'] as const;

/** Every list of this module by name (README "Reference lists"). */
export const REFERENCE_LISTS = {
  incomeSources: INCOME_SOURCES,
  positionLevels: POSITION_LEVELS,
  loanChannels: LOAN_CHANNELS,
  vehicleTypes: VEHICLE_TYPES,
  vehicleConditions: VEHICLE_CONDITIONS,
  employment: EMPLOYMENT,
  businessForms: BUSINESS_FORMS,
  facilities: FACILITIES,
  loanPurposes: LOAN_PURPOSES,
  notEmployedReasons: NOT_EMPLOYED_REASONS,
  investmentTypes: INVESTMENT_TYPES,
  investmentTypesShort: INVESTMENT_TYPES_SHORT,
  yesNo: YES_NO,
  residency: RESIDENCY,
  workNature: WORK_NATURE,
  inquiryTopics: INQUIRY_TOPICS,
  collateral: COLLATERAL,
  businessTypes: BUSINESS_TYPES,
} as const;
