/** A complete, valid application as a visitor might type it (unit tests of the form and the server). */
import type { Values } from '../forms/spec.ts';
import { emptyCC } from './forms.ts';

export const VALID_CC: Values = {
  ...emptyCC(),
  cardType: 'PCM', deposit: 'Deposit', ewcc: 'No', ewRelConfirm: 'No',
  firstName: 'Maria', middleName: 'Santos', lastName: 'Reyes', cardName: 'MARIA S REYES', birthDate: '1990-05-15',
  birthPlace: 'Quezon City', momName: 'Lourdes', momName1: 'Garcia', momName2: 'Cruz', sex: 'F', civilStatus: 'M',
  numberDependents: '2', numberCar: '1', educ: 'CO', citizenship1: 'Filipino', tinNo: '123456789', sssNo: '1234567890',
  homeAddress: '6750 Ayala Avenue, Makati City', zipCode: '1226', homeOwner: 'OM', yearStay: '5', homeAreaCode: '02',
  homePhone: '1234567', mobilePhone: '09171234567', emailAddress: 'maria@example.ph',
  fundSrc: 'SB', workType: 'PV', workYear: '5', workPos: 'SO', workPos2: 'Finance Manager', workNature: 'BANK',
  businessName: 'Acme Trading', businessAddress: '30th Street, BGC, Taguig', businessPhone: '(02) 8888-1234', businessIncome: '1,200,000',
  spouseName: 'Juan Reyes', spouseAreaCode: '02', spousePhone: '7654321',
  friendName: 'Jose Rizal', friendBusiness: 'Rizal Books', friendPosition: 'Owner', friendDept: 'Sales', friendPhone: '09181234567',
  delivery: 'H',
};
