import type { Strings } from './types.ts';

/** The Apply Today! chooser (application-forms.md §1, site-and-content.md "Application type chooser"). */
const en = {
  title: 'Apply Today!',
  subtitle: 'Please select an application type',
  types: {
    creditcard: 'Credit Card',
    'personal-loan': 'Personal Loan',
    'auto-loan': 'Auto Loan',
    'home-loan': 'Home Loan',
    leadgen: 'Open an account',
    timedeposit: 'Time Deposit',
  },
  chatNote: 'opens our chat assistant in a new tab',
  otherHeading: 'You may also apply for other products through call',
  callbacks: {
    deposit: 'Deposit',
    fixedIncome: 'Fixed Income',
    businessDeposit: 'Business Deposit',
    cashManagement: 'Cash Management',
    businessLoans: 'Business Loans',
    businessInvestments: 'Business Investments and Trust',
    businessForex: 'Business Forex Services',
    businessInsurance: 'Business Insurance',
  },
  back: 'Choose another application',
};

const fil: Strings<typeof en> = {
  title: 'Mag-apply Ngayon!',
  subtitle: 'Pumili ng uri ng aplikasyon',
  types: {
    creditcard: 'Credit Card',
    'personal-loan': 'Personal Loan',
    'auto-loan': 'Auto Loan',
    'home-loan': 'Home Loan',
    leadgen: 'Magbukas ng account',
    timedeposit: 'Time Deposit',
  },
  chatNote: 'magbubukas ng aming chat assistant sa bagong tab',
  otherHeading: 'Maaari ka ring mag-apply sa iba pang produkto sa pamamagitan ng tawag',
  callbacks: {
    deposit: 'Deposito',
    fixedIncome: 'Fixed Income',
    businessDeposit: 'Deposito ng Negosyo',
    cashManagement: 'Cash Management',
    businessLoans: 'Loan sa Negosyo',
    businessInvestments: 'Investments at Trust ng Negosyo',
    businessForex: 'Forex para sa Negosyo',
    businessInsurance: 'Insurance ng Negosyo',
  },
  back: 'Pumili ng ibang aplikasyon',
};

export const apply = { en, fil };
