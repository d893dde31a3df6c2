import type { Strings } from './types.ts';

/** Loan calculator (site-and-content.md §5 loan helper, §9 terms and amount ranges). Our wording: the spec shows none. */
const en = {
  title: 'Loan calculator',
  intro:
    'See what you would pay each month. Rates are indicative: the bank confirms your rate when it approves your loan.',
  product: 'Type of loan',
  products: {
    'auto-loan-brand-new': 'Auto loan, brand new car',
    'auto-loan-second-hand': 'Auto loan, second-hand car',
    'home-loan': 'Home loan',
    'personal-loan-with-card': 'Personal loan, with an EastWest credit card',
    'personal-loan-without-card': 'Personal loan, without a credit card',
  },
  amount: 'Loan amount',
  amountHint: 'From {{min}} to {{max}}',
  term: 'Loan term',
  months_one: '{{count}} month',
  months_other: '{{count}} months',
  estimate: 'Your estimate',
  enterAmount: 'Enter a loan amount to see your monthly payment.',
  monthly: 'Monthly payment',
  total: 'Total amount payable',
  interest: 'Total add-on interest',
  rateUsed: 'Rate used',
  rateValue: '{{rate}} a month (add-on rate)',
  source: 'Source',
  sourceValue: '{{table}} rate table, effective {{date}}: {{term}}, {{band}}',
  band: '{{min}} to {{max}}',
  showTable: 'Show the rate table',
  tableCaption: '{{table}}: monthly add-on rates, effective {{date}}',
  termHeader: 'Term',
  apply: 'Apply now',
  errors: {
    required: 'Please enter the loan amount.',
    min: 'Amount should not be less than {{min}}.',
    max: 'Amount should not be more than {{max}}.',
  },
};

const fil: Strings<typeof en> = {
  title: 'Calculator ng loan',
  intro:
    'Tingnan kung magkano ang babayaran mo buwan-buwan. Tantiya lamang ang mga rate: kinukumpirma ng bangko ang iyong rate kapag inaprubahan ang loan.',
  product: 'Uri ng loan',
  products: {
    'auto-loan-brand-new': 'Auto loan, bagong sasakyan',
    'auto-loan-second-hand': 'Auto loan, second-hand na sasakyan',
    'home-loan': 'Home loan',
    'personal-loan-with-card': 'Personal loan, may EastWest credit card',
    'personal-loan-without-card': 'Personal loan, walang credit card',
  },
  amount: 'Halaga ng loan',
  amountHint: 'Mula {{min}} hanggang {{max}}',
  term: 'Haba ng loan',
  months_one: '{{count}} buwan',
  months_other: '{{count}} buwan',
  estimate: 'Ang iyong tantiya',
  enterAmount: 'Ilagay ang halaga ng loan para makita ang buwanang bayad.',
  monthly: 'Buwanang bayad',
  total: 'Kabuuang babayaran',
  interest: 'Kabuuang add-on na interes',
  rateUsed: 'Rate na ginamit',
  rateValue: '{{rate}} bawat buwan (add-on rate)',
  source: 'Pinagmulan',
  sourceValue: 'Talaan ng rate ng {{table}}, epektibo {{date}}: {{term}}, {{band}}',
  band: '{{min}} hanggang {{max}}',
  showTable: 'Ipakita ang talaan ng rate',
  tableCaption: '{{table}}: buwanang add-on rate, epektibo {{date}}',
  termHeader: 'Haba',
  apply: 'Mag-apply na',
  errors: {
    required: 'Pakilagay ang halaga ng loan.',
    min: 'Ang halaga ay hindi dapat bababa sa {{min}}.',
    max: 'Ang halaga ay hindi dapat hihigit sa {{max}}.',
  },
};

export const loanCalculator = { en, fil };
