/**
 * Option lists of the personal loan application, variant B (application-forms.md "Personal loan
 * lists"): values are the codes the form sends, labels live in shared/i18n/personal-loan.ts under
 * `options.<list>.<value>`.
 */
export const PL_LISTS = {
  civilStatus: ['1', '2', '3', '4'],
  education: ['1', '2', '3', '4'],
  citizenship: ['1', '2'],
  /**
   * "1 Owned, Mortgaged; 2 Owned, Not Mortgaged; 3 Living w/ Parents/Relatives; 4 Company Provided;
   * 0 Rented; 0 Monthly Rental fee; 4 Others (values duplicated)": every option is offered, each
   * with an id of its own (a native select cannot tell two equal values apart) and sent as its
   * code, the part before '-' (homeOwnershipCode).
   */
  homeOwnership: ['1', '2', '3', '4', '0', '0-fee', '4-others'],
  employment: ['1', '2', '3', '4', '5'],
  position: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'],
  natureOfPresentBusiness: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'],
  sourceOfFunds: ['1', '2', '3', '4', '5', '6', '7'],
  occupation: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
  loanPurpose: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
  /** Payment tenor: 2 = 12 months, 3 = 18, 4 = 24, 5 = 36, 6 = 48, 7 = 60. */
  myPreferredPaymentTenor: ['2', '3', '4', '5', '6', '7'],
  /** Best day to call: Monday to Friday (sent as the day's English name). */
  dayToCall: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  /** Gender: "external list, not shown"; the card's M / F. */
  gender: ['M', 'F'],
  yesNo: ['Yes', 'No'],
  /** loanLowerAmount: "(Yes/NO)", spelled as the spec spells it. */
  loanLowerAmount: ['Yes', 'NO'],
} as const;

/**
 * Best time to call: a time of day within banking hours (9:00 AM to 5:00 PM, as the days to call are
 * Monday to Friday), chosen in steps of 300 seconds (§9 "Best time to call step: 300 seconds": the
 * time input's `step`, in seconds). Sent as the form holds it, HH:mm.
 */
export const CALL_TIME = { min: '09:00', max: '17:00', step: 300 } as const;

/** "Others" codes (§9): each shows its free-text field. */
export const OTHERS = {
  employment: '5',
  position: '11',
  natureOfPresentBusiness: '13',
  sourceOfFunds: '7',
  occupation: '10',
  loanPurpose: '9',
} as const;

/** Months of a payment tenor code. */
export const TENOR_MONTHS: Record<string, number> = { '2': 12, '3': 18, '4': 24, '5': 36, '6': 48, '7': 60 };

/** The code sent for a home ownership option id ('0-fee' -> '0'). */
export const homeOwnershipCode = (id: string) => id.split('-')[0] ?? '';

/** Variant A (the home loan's field names): the personal loan's purposes and the 12-60 month terms. */
export const PL_A_LISTS = {
  loanTerm: ['12', '18', '24', '36', '48', '60'],
  loanPurpose: PL_LISTS.loanPurpose,
} as const;

/** §9: 25 thousand to 2 million pesos. */
export const PL_MIN_AMOUNT = 25_000;
export const PL_MAX_AMOUNT = 2_000_000;
