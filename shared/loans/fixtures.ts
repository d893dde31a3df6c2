/** Complete, valid applications as a visitor might type them (pasted phone forms, amounts with separators). */
import type { Values } from '../forms/contract.ts';

const PERSONAL: Values = {
  firstname: 'Juan',
  middlename: 'Santos',
  lastname: 'Dela Cruz',
  bday: '1990-05-17',
  citizenship: '1',
  sex: '8',
  civilStatus: '1',
  numberOfDependents: '2',
  motherMaidenName: 'Maria Reyes',
  cityAddress: '123 Ayala Avenue, Makati',
  provincialAddress: 'NA',
  cityMunicipalityProvince: 'Makati',
  zipCode: '1226',
  lengthOfStay: '5',
  typeOfResidence: '1',
  carOwned: '1',
  homeAreaCode: '(02)',
  homePhone: '123 4567',
  mobilePhone: '+63 917 123 4567',
  emailAddress: 'juan@example.com',
  education: '7',
  tin: '123 456 789',
  sss: '1234567890',
  gsis: '',
};
const REST: Values = {
  bankName: 'BDO',
  bankDeposit: '57',
  bankAccount: '001234567890',
  typeOfEmployment: 'PV',
  employerName: 'Acme Corporation',
  lengthOfService: '15',
  rankPosition: '4',
  typeOfJob: '9',
  monthlyIncome: '50,000',
  agreement: true,
  consentOtherProducts: false,
};

export const VALID_AUTO: Values = {
  ...PERSONAL,
  autoType: 'Used/Pre-owned',
  autoBrand: 'Toyota',
  autoModel: 'Vios 2024',
  autoCashPrize: '1,000,000',
  downpayment: '200,000',
  amountFinanced: '800,000',
  autoTerms: '36',
  ...REST,
};

export const VALID_HOME: Values = {
  ...PERSONAL,
  loanAmount: '3,000,000',
  loanTerm: '20',
  loanPurpose: '12',
  collateralType: '8',
  collateralUse: '1',
  coborrowersName: '',
  propertyMortgaged: 'No',
  ...REST,
};
