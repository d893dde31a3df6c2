/** A complete, valid application as a visitor might type it (unit tests of the form and the server). */
import type { Values } from '../forms/spec.ts';
import { emptyB } from './forms.ts';

export const VALID_B: Values = {
  ...emptyB(),
  firstName: 'Maria', middleName: 'Santos', lastName: 'Reyes', birthDate: '1990-05-15', birthPlace: 'Quezon City',
  momFirstName: 'Lourdes', momMiddleName: 'Garcia', momLastName: 'Cruz', gender: 'F', civilStatus: '1', education: '2',
  citizenship: '1', sssNo: '1234567890', tinNo: '123456789', dependentsNo: '0',
  presentHomeAddr: '6750 Ayala Avenue, Makati City', presentZipCode: '1226', homeOwnership: '0-fee', homeStayYrs: '5',
  homeAreaCode: '02', homePhone: '88881234', mobilePhone: '09171234567', dayToCall: 'Tuesday', timeToCall: '10:00',
  email: 'maria@example.ph', carsOwnedNo: '1',
  reference1FirstName: 'Jose', reference1MiddleName: 'Perez', reference1LastName: 'Rizal', reference1MobilePhone: '09181234567',
  reference1HomeAreaCode: '02', reference1HomePhone: '1234567',
  employment: '2', presentEmployerNoYrs: '5', totalNoYrsWorking: '10', position: '3', positionTitle: 'Finance Manager',
  natureOfPresentBusiness: '2', sourceOfFunds: '1', occupation: '2', companyName: 'Acme Trading', department: 'Finance',
  businessAddr: '30th Street, Bonifacio Global City', businessZipCode: '1634', businessPhone: '1234567',
  grossAnnualIncome: '1,200,000', existingEWDepositor: 'No', existingEWCCholder: 'No', activeCCOtherBanks: 'No',
  loanPurpose: '4', desiredLoanAmount: '150,000', myPreferredPaymentTenor: '5', loanLowerAmount: 'Yes', agreeRadio: 'Yes',
};
