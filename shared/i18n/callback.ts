import type { Strings } from './types.ts';

/**
 * Homepage callback form (application-forms.md §2, §5, §8). English texts of messages are the
 * spec's, letter for letter (including "atleast").
 */
const en = {
  title: 'Request a callback',
  intro: 'Leave your details and we will call you at the time you prefer.',
  name: 'Name',
  mobile: 'Mobile Number',
  mobilePlaceholder: '09XXXXXXXXX',
  mobileHint: '11 digits, for example 09171234567',
  schedule: 'Preferred contact time',
  AM: 'AM',
  PM: 'PM',
  store: 'Preferred Store',
  storeHint: 'Type a city, street or mall to find a branch',
  products: 'Products you are interested in',
  product: {
    depositAccounts: 'Deposit Accounts',
    autoLoan: 'Auto Loan',
    homeLoan: 'Home Loan',
    personalLoan: 'Personal Loan',
    creditCard: 'Credit Card',
    insurance: 'Insurance',
    debitCard: 'Debit Card',
    prepaidCard: 'Prepaid Card',
  },
  existing: 'Are you an existing EastWest customer?',
  Yes: 'Yes',
  No: 'No',
  agreement: 'I have read and agree to the Privacy Statement and Terms of Use',
  privacy: 'Privacy Statement',
  terms: 'Terms of Use',
  continue: 'Continue',
  successTitle: 'Thank you',
  successBody: 'Your details were sent successfully!',
  errorBody: 'An error was encountered while trying to save your data.',
  errors: {
    nameMarkup: 'A name cannot contain < or >',
    name: 'Name should be atleast 3 characters long',
    nameMax: 'Name should not be more than 100 characters long',
    mobile: 'Mobile Number should follow the format (09XXXXXXXXX)',
    agreement: 'You can only submit this form if you agree to our privacy statement and terms of use',
    store: 'Please select a Preferred Store.',
  },
};

const fil: Strings<typeof en> = {
  title: 'Humiling na tawagan ka',
  intro: 'Iwan ang iyong detalye at tatawagan ka namin sa oras na gusto mo.',
  name: 'Pangalan',
  mobile: 'Numero ng Mobile',
  mobilePlaceholder: '09XXXXXXXXX',
  mobileHint: '11 numero, halimbawa 09171234567',
  schedule: 'Gustong oras ng pagtawag',
  AM: 'AM',
  PM: 'PM',
  store: 'Gustong Sangay',
  storeHint: 'I-type ang lungsod, kalye o mall para makahanap ng sangay',
  products: 'Mga produktong interesado ka',
  product: {
    depositAccounts: 'Mga Deposit Account',
    autoLoan: 'Auto Loan',
    homeLoan: 'Home Loan',
    personalLoan: 'Personal Loan',
    creditCard: 'Credit Card',
    insurance: 'Insurance',
    debitCard: 'Debit Card',
    prepaidCard: 'Prepaid Card',
  },
  existing: 'Kasalukuyan ka bang kliyente ng EastWest?',
  Yes: 'Oo',
  No: 'Hindi',
  agreement: 'Nabasa ko at sumasang-ayon ako sa Pahayag sa Privacy at Mga Tuntunin ng Paggamit',
  privacy: 'Pahayag sa Privacy',
  terms: 'Mga Tuntunin ng Paggamit',
  continue: 'Magpatuloy',
  successTitle: 'Salamat',
  successBody: 'Matagumpay na naipadala ang iyong mga detalye!',
  errorBody: 'Nagkaroon ng error habang sine-save ang iyong datos.',
  errors: {
    nameMarkup: 'Hindi puwedeng may < o > ang pangalan',
    name: 'Dapat hindi bababa sa 3 titik ang pangalan',
    nameMax: 'Dapat hindi hihigit sa 100 titik ang pangalan',
    mobile: 'Dapat sundin ng Numero ng Mobile ang format na (09XXXXXXXXX)',
    agreement:
      'Maipapasa mo lang ang form na ito kung sumasang-ayon ka sa aming pahayag sa privacy at mga tuntunin ng paggamit',
    store: 'Pumili ng Gustong Sangay.',
  },
};

export const callback = { en, fil };
