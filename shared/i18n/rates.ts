import type { Strings } from './types.ts';

/**
 * Rate data: what the rate tables and their loading states say (site-and-content.md §4), and the
 * operator API's messages for rejected rate data (English on the server).
 */
const en = {
  loading: 'Loading rates…',
  loadError: 'We could not load the rates. Please check your connection and try again.',
  retry: 'Try again',
  notOffered: 'not offered',
  rateUsed: '(rate used)',
  errors: {
    kind: 'This rate set holds another kind of data',
    text: 'Enter a text of the allowed length',
    date: 'Enter a real date as yyyy-MM-dd (and "to" not before "from")',
    amount: 'Enter whole pesos from 1',
    rate: 'Enter a rate in percent from 0 to 100',
    loanRate: 'Enter a monthly add-on rate in percent from 0 to 10',
    terms: 'Terms are months of 12, 18, 24, 36, 48, 60, ascending, each once',
    bands: 'Amount bands need min not above max, ascending, without overlap',
    shape: 'Every row needs exactly one rate per column',
    currency: 'Enter a three-letter currency code such as PHP or USD',
  },
};

const fil: Strings<typeof en> = {
  loading: 'Nilo-load ang mga rate…',
  loadError: 'Hindi namin ma-load ang mga rate. Pakisuri ang iyong koneksyon at subukang muli.',
  retry: 'Subukang muli',
  notOffered: 'hindi iniaalok',
  rateUsed: '(rate na ginamit)',
  errors: {
    kind: 'Ibang uri ng datos ang hawak ng rate set na ito',
    text: 'Maglagay ng teksto na may tamang haba',
    date: 'Maglagay ng totoong petsa bilang yyyy-MM-dd (at hindi mas maaga ang "to" sa "from")',
    amount: 'Maglagay ng buong piso mula 1',
    rate: 'Maglagay ng rate sa porsiyento mula 0 hanggang 100',
    loanRate: 'Maglagay ng buwanang add-on rate sa porsiyento mula 0 hanggang 10',
    terms: 'Ang mga haba ay buwan na 12, 18, 24, 36, 48, 60, pataas, tig-iisa',
    bands: 'Ang mga saklaw ng halaga ay dapat min na hindi lalampas sa max, pataas, walang patong',
    shape: 'Bawat hilera ay dapat may isang rate bawat column',
    currency: 'Maglagay ng tatlong-titik na code ng pera gaya ng PHP o USD',
  },
};

export const rates = { en, fil };
