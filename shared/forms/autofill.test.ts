/**
 * Autofill and keypads (WCAG 1.3.5 Identify Input Purpose): the table of every
 * field that asks for the visitor's own data, with its autofill token (the HTML standard's
 * `autocomplete` detail tokens), checked against every form's declarations; every field that asks for
 * digits only shows a numeric keypad.
 *
 * Others' data (a spouse, a mother, references, a friend) and data without a token (TIN, SSS, place of
 * birth, nationality, social handles) are named in NO_TOKEN with the reason, so that a new field that
 * looks like personal data cannot be added without deciding which it is.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FORMS } from './all.ts';
import type { FormField } from './contract.ts';

/** The applicant of the auto loan, the home loan and the personal loan's variant A (one declaration). */
const LOAN_APPLICANT = {
  firstname: 'given-name',
  middlename: 'additional-name',
  lastname: 'family-name',
  bday: 'bday',
  cityAddress: 'street-address',
  provincialAddress: 'section-permanent street-address',
  cityMunicipalityProvince: 'address-level2',
  zipCode: 'postal-code',
  homeAreaCode: 'home tel-area-code',
  homePhone: 'home tel-local',
  mobilePhone: 'mobile tel',
  emailAddress: 'email',
  employerName: 'organization',
  faxNumber: 'fax tel',
  businessName: 'organization',
  businessPhone: 'work tel',
};

/** Every own-data field of every form, with its token. */
export const OWN_DATA: Record<string, Record<string, string>> = {
  callback: {
    name: 'name',
    contactNumber: 'tel-national',
  },
  'auto-loan': LOAN_APPLICANT,
  'home-loan': LOAN_APPLICANT,
  'personal-loan A': LOAN_APPLICANT,
  'personal-loan B': {
    firstName: 'given-name',
    middleName: 'additional-name',
    lastName: 'family-name',
    birthDate: 'bday',
    presentHomeAddr: 'street-address',
    presentZipCode: 'postal-code',
    permanentHomeAddr: 'section-permanent street-address',
    permanentZipCode: 'section-permanent postal-code',
    homeAreaCode: 'home tel-area-code',
    homePhone: 'home tel-local',
    mobilePhone: 'mobile tel',
    email: 'email',
    positionTitle: 'organization-title',
    companyName: 'organization',
    businessAddr: 'section-work street-address',
    businessZipCode: 'section-work postal-code',
    businessAreaCode: 'work tel-area-code',
    businessPhone: 'work tel-local',
    businessEmail: 'work email',
    CCNo: 'cc-number',
    cardNumber1: 'cc-number',
    cardNumber2: 'cc-number',
    cardNumber3: 'cc-number',
  },
  'credit-card': {
    cardno: 'cc-number',
    firstName: 'given-name',
    middleName: 'additional-name',
    lastName: 'family-name',
    cardName: 'cc-name',
    birthDate: 'bday',
    homeAddress: 'street-address',
    zipCode: 'postal-code',
    permanentAddress: 'section-permanent street-address',
    zipCode2: 'section-permanent postal-code',
    homeAreaCode: 'home tel-area-code',
    homePhone: 'home tel-local',
    mobilePhone: 'mobile tel',
    emailAddress: 'email',
    emailAddressAlt: 'email',
    workPos2: 'organization-title',
    businessName: 'organization',
    businessAddress: 'section-work street-address',
    businessZip: 'section-work postal-code',
    businessPhone: 'work tel',
    cardNumber1: 'cc-number',
    cardNumber2: 'cc-number',
    cardNumber3: 'cc-number',
  },
  'time-deposit': {
    customeremail: 'email',
    DateOfBirth: 'bday',
    FirstName: 'given-name',
    MiddleName: 'additional-name',
    LastName: 'family-name',
    PhoneNo: 'home tel',
    MobileNo: 'mobile tel',
    CurrentAddress: 'street-address',
    CurrentProvince: 'address-level1',
    CurrentZipCode: 'postal-code',
    CurrentCountry: 'country',
    PermanentAddress: 'section-permanent street-address',
    PermanentProvince: 'section-permanent address-level1',
    PermanentZipCode: 'section-permanent postal-code',
    PermanentCountry: 'section-permanent country',
    employername: 'organization',
  },
  leadgen: {
    email: 'email',
    dateOfBirth: 'bday',
    firstName: 'given-name',
    middleName: 'additional-name',
    lastName: 'family-name',
    employerName: 'organization',
    landline: 'home tel',
    mobile: 'mobile tel',
    currentAddress: 'street-address',
    currentCountry: 'country',
    currentProvince: 'address-level1',
    currentZipCode: 'postal-code',
    permanentAddress: 'section-permanent street-address',
    permanentCountry: 'section-permanent country',
    permanentProvince: 'section-permanent address-level1',
    permanentZipCode: 'section-permanent postal-code',
  },
  'request-for-callback': {
    primaryMobileNumber: 'tel-national',
    businessName: 'organization',
    name: 'name',
    email: 'email',
  },
};

/** Fields that look like personal data but take no token: whose data, or why none. */
const NO_TOKEN: Record<string, RegExp> = {
  "others' data: the spouse, the mother, references, the friend, relatives":
    /^(spouse|mom|motherMaidenName|reference\d|friend|ewRel|ewPEPRel|coborrowers)/,
  'no autofill token exists: place and country of birth, nationality, IDs, social handles':
    /^(birthPlace|placeOfBirth|PlaceOfBirth|countryOfBirth|CountryOfBirth|nationality|citizenship|acrNo|acr$|tin|sss|gsis|facebook|twitter|im$|socMed)/,
  'the business callback form: the business, not the person (its own table row covers the contact)':
    /^(typeOfBusiness|other)$/,
  'bank and loan details, not contact data':
    /^(bankName|bankAccount|bankAccountNo|bankFinancialInstitution|bank\d|cardIssuer\d|businessDept|department|businessNature|placeOfBusiness|rankPosition|position|workPos$|workPos1|employment1)/,
};

/** A field name that looks like it asks for a person's data. */
const PERSONAL =
  /name|phone|mobile|email|addr|zip|bday|birth|country|province|city|title|landline|tel|fax|contact|card(No|no|Number)|CCNo/i;
const DRAWN = new Set(['text', 'email', 'tel', 'date', 'select', 'amount']);

/** The grammar of an autofill detail token (HTML standard "Autofill"): [section-*] [home|work|mobile|fax|pager] name. */
const FIELD_NAMES = new Set([
  'name',
  'given-name',
  'additional-name',
  'family-name',
  'organization',
  'organization-title',
  'street-address',
  'address-level1',
  'address-level2',
  'country',
  'postal-code',
  'cc-name',
  'cc-number',
  'bday',
  'email',
  'tel',
  'tel-national',
  'tel-area-code',
  'tel-local',
]);
const CONTACT = new Set(['home', 'work', 'mobile', 'fax', 'pager']);
const CONTACT_FIELDS = new Set(['email', 'tel', 'tel-national', 'tel-area-code', 'tel-local']);
function validToken(token: string): boolean {
  const parts = token.split(' ');
  if (parts[0]!.startsWith('section-')) parts.shift();
  const name = parts.pop()!;
  if (!FIELD_NAMES.has(name)) return false;
  if (parts.length === 0) return true;
  return parts.length === 1 && CONTACT.has(parts[0]!) && CONTACT_FIELDS.has(name);
}

/** Does the rule take only digits (with a mask's separators): some digit sample passes, "abcd" does not. */
const DIGIT_SAMPLES = [
  '1',
  '12',
  '1234',
  '1234567',
  '123456789',
  '1234567890',
  '12345678901',
  '4111111111111111',
  '032019',
];
function digitsOnly(f: FormField): boolean {
  if (['ab', 'abcd', 'abcd efgh', 'abcd efgh ijkl mnop'].some((x) => v.safeParse(f.rule, x).success)) return false;
  return DIGIT_SAMPLES.some((x) => v.safeParse(f.rule, x).success && v.safeParse(f.rule, x).output !== '');
}

describe.each(Object.entries(FORMS))('%s', (key, form) => {
  const fields = form.names.map((n) => form.fields[n] as FormField);
  const table = OWN_DATA[key]!;

  it('every own-data field declares its token from the table', () => {
    for (const [name, token] of Object.entries(table)) expect(form.fields[name]?.autoComplete, name).toBe(token);
  });

  it('no field declares a token the table does not list', () => {
    const declared = Object.fromEntries(fields.filter((f) => f.autoComplete).map((f) => [f.name, f.autoComplete]));
    expect(declared).toEqual(table);
  });

  it('every token is a valid autofill detail token', () => {
    for (const token of Object.values(table)) expect(validToken(token), token).toBe(true);
  });

  it('every field that looks like personal data is in the table or named as taking no token', () => {
    const unclassified = fields.filter(
      (f) =>
        DRAWN.has(f.kind) &&
        PERSONAL.test(f.name) &&
        !(f.name in table) &&
        !Object.values(NO_TOKEN).some((re) => re.test(f.name)),
    );
    expect(unclassified.map((f) => f.name)).toEqual([]);
  });

  it('every field of digits only shows a numeric keypad (or a phone keypad)', () => {
    const missing = fields
      .filter((f) => (f.kind === 'text' || f.kind === 'amount') && digitsOnly(f))
      .filter((f) => f.kind !== 'amount' && f.inputMode !== 'numeric')
      .map((f) => f.name);
    expect(missing).toEqual([]);
  });
});

describe('the table', () => {
  it('covers every form', () => expect(Object.keys(OWN_DATA)).toEqual(Object.keys(FORMS)));
  it('the token grammar check can fail', () => {
    expect(validToken('mobile tel')).toBe(true);
    expect(validToken('section-permanent postal-code')).toBe(true);
    expect(validToken('mobile postal-code')).toBe(false);
    expect(validToken('telephone')).toBe(false);
  });
});
