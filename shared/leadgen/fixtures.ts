/** A complete, valid second form as a visitor might type it (unit tests of the form and the server). */
import type { ValuesOf } from '../forms/contract.ts';
import type { LEADGEN } from './form.ts';

export const VALID_LEADGEN = {
  email: 'maria@example.com',
  dateOfBirth: '1985-03-09',
  preferredBranch: '1',
  firstName: 'Maria',
  middleName: 'Reyes',
  lastName: 'Santos',
  countryOfBirth: 'PH',
  placeOfBirth: 'Cebu City',
  gender: 'FEMALE',
  nationality: '1',
  civilStatus: 'MARRIED',
  tin: '123456789',
  employmentStatus: 'WAGE.PRIVATE',
  employerName: 'Acme',
  natureOfEmployment: '70',
  landline: '1234567',
  mobile: '09171234567',
  currentAddress: '1 Osmeña Blvd',
  currentCountry: 'PH',
  currentProvince: '',
  currentZipCode: '6000',
  sameAddress: 'no',
  permanentAddress: '2 Colon St',
  permanentCountry: 'PH',
  permanentProvince: '',
  permanentZipCode: '6000',
  agreement: true,
} satisfies ValuesOf<typeof LEADGEN>;
