/** Option lists of the time deposit application ("Time deposit and second form lists"). */
export const TD_LISTS = {
  /** Gender: 8 Male, 9 Female. */
  Gender: ['8', '9'],
  /** Nationality: 1 Filipino first, then 3 American, 2 Canadian, 12 Korean, 19 Others. */
  nationality: ['1', '3', '2', '12', '19'],
  /** Civil status (time deposit). */
  maritalstatus: ['1', '3', '2'],
  /** Employment status. */
  employmentstatus: ['1', '2', '3'],
  /** Nature of employment codes. */
  natureOfEmployment: [
    '10',
    '20',
    '30',
    '40',
    '60',
    '70',
    '80',
    '90',
    '100',
    '110',
    '120',
    '130',
    '140',
    '150',
    '160',
    '170',
    '180',
    '190',
    '220',
    '230',
    '240',
  ],
  SameAddress: ['yes', 'no'],
} as const;
