import type { Strings } from './types.ts';

/**
 * Time-deposit investment calculator (site-and-content.md §2 "Time-deposit calculator", §5, §8, §9).
 * The spec's English texts letter for letter (including "How long would like to invest…").
 * Plurals: i18next picks _one/_other by the language's rules; Filipino nouns do not inflect, so
 * both Filipino forms read the same.
 */
const en = {
  title: 'Time deposit investment calculator',
  intro: 'Choose your stage in life, how much and how long you want to invest, then apply for a time deposit.',
  amountQuestion: 'How much do you want to invest?',
  amountBox: 'Amount to invest',
  stage: 'Your stage in life',
  stages: {
    single: 'Single/Independent',
    couple: 'Starting a life together',
    'young-kids': 'Family with Young Kids',
    'grown-kids': 'Family with Grown Up Kids',
    'empty-nester': 'Empty Nester',
    retiree: 'Retiree',
  },
  chooseStageFirst: 'Choose your stage in life to see the amounts that fit it.',
  interestedMore: 'Are you interested in investing more?',
  interested: "YES, I'M INTERESTED",
  enterAmount: 'Enter amount to invest',
  enterAmountHint: 'From PHP 10,000 to PHP 5,000,000',
  tenorQuestion: 'How long would like to invest in Time Deposit?',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  years_one: '{{count}} year',
  years_other: '{{count}} years',
  oneYear: '1 year',
  fiveYears: '5 years',
  apply: 'Apply now',
  errors: {
    min: 'Amount should not be less than P10,000.',
    max: 'Amount should not be more than P5,000,000.',
    stage: 'Please choose your stage in life.',
  },
  note: {
    title: 'IMPORTANT NOTE',
    body: 'EastWest Insurance Brokerage, Inc. is a wholly-owned non-life insurance brokerage subsidiary of EastWest Bank. Products it offers are not covered by the Philippine Deposit Insurance Corporation (PDIC) nor by EastWest Bank.',
    apply: 'Apply',
    close: 'Close',
  },
};

const fil: Strings<typeof en> = {
  title: 'Calculator ng time deposit',
  intro:
    'Piliin ang iyong yugto sa buhay, kung magkano at gaano katagal mo gustong mag-invest, saka mag-apply ng time deposit.',
  amountQuestion: 'Magkano ang gusto mong i-invest?',
  amountBox: 'Halagang i-invest',
  stage: 'Ang iyong yugto sa buhay',
  stages: {
    single: 'Walang asawa/Independiyente',
    couple: 'Nagsisimula ng buhay na magkasama',
    'young-kids': 'Pamilyang may maliliit na anak',
    'grown-kids': 'Pamilyang may malalaki nang anak',
    'empty-nester': 'Empty Nester (nakabukod na ang mga anak)',
    retiree: 'Retirado',
  },
  chooseStageFirst: 'Piliin ang iyong yugto sa buhay para makita ang mga halagang angkop dito.',
  interestedMore: 'Interesado ka bang mag-invest nang mas malaki?',
  interested: 'OO, INTERESADO AKO',
  enterAmount: 'Ilagay ang halagang i-invest',
  enterAmountHint: 'Mula PHP 10,000 hanggang PHP 5,000,000',
  tenorQuestion: 'Gaano katagal mo gustong mag-invest sa Time Deposit?',
  days_one: '{{count}} araw',
  days_other: '{{count}} araw',
  years_one: '{{count}} taon',
  years_other: '{{count}} taon',
  oneYear: '1 taon',
  fiveYears: '5 taon',
  apply: 'Mag-apply na',
  errors: {
    min: 'Ang halaga ay hindi dapat bababa sa P10,000.',
    max: 'Ang halaga ay hindi dapat hihigit sa P5,000,000.',
    stage: 'Pakipili ang iyong yugto sa buhay.',
  },
  note: {
    title: 'MAHALAGANG PAALALA',
    body: 'Ang EastWest Insurance Brokerage, Inc. ay isang non-life insurance brokerage na buong pag-aari ng EastWest Bank. Ang mga produktong iniaalok nito ay hindi sakop ng Philippine Deposit Insurance Corporation (PDIC) o ng EastWest Bank.',
    apply: 'Mag-apply',
    close: 'Isara',
  },
};

export const tdCalculator = { en, fil };
