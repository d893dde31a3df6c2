/** Shared steps of the auto and home loan browser tests: filling the four common steps. */
import { expect, type Locator, type Page } from '@playwright/test';

export const PERSON = {
  firstname: 'Maria',
  middlename: 'Santos',
  lastname: 'Reyes',
  bday: '1990-05-15',
  motherMaidenName: 'Lourdes Cruz',
  cityAddress: '6750 Ayala Avenue, Makati City',
  provincialAddress: 'NA',
  zipCode: '1226',
  homeAreaCode: '02',
  homePhone: '123-4567',
  mobilePhone: '(63) 917-123-4567',
  emailAddress: 'maria.reyes@example.ph',
  tin: '123-456-789',
  sss: '12-3456789-0',
};

/** The wizard's step form, by its heading. */
export const step = (page: Page, title: string) => page.getByRole('form', { name: title });

/** Next on the current step; waits for the next step's heading to take focus. */
export async function next(page: Page, from: string, to: string) {
  await step(page, from)
    .getByRole('button', { name: /^(Next|Save and return to review)$/ })
    .click();
  await expect(page.getByRole('heading', { name: to, level: 3 })).toBeFocused();
}

/** Personal Information with pointer and fill (the keyboard-only test does it by keys). */
export async function fillPersonal(form: Locator, unique: string) {
  await form.getByLabel('First name', { exact: true }).fill(PERSON.firstname);
  await form.getByLabel('Middle name', { exact: true }).fill(PERSON.middlename);
  await form.getByLabel('Last name', { exact: true }).fill(unique);
  await form.getByLabel('Date of birth', { exact: true }).fill(PERSON.bday);
  await form.getByLabel('Citizenship').selectOption({ label: 'Filipino' });
  await form.getByRole('radio', { name: 'Female' }).check({ force: true });
  await form.getByLabel('Civil status').selectOption({ label: 'Single' });
  await form.getByLabel("Mother's maiden name").fill(PERSON.motherMaidenName);
  await form.getByLabel('City address (residential)').fill(PERSON.cityAddress);
  await form.getByLabel('Provincial address (permanent)').fill(PERSON.provincialAddress);
  await form.getByLabel('City / municipality / province').selectOption('Makati');
  await form.getByLabel('Zip code (optional)').fill(PERSON.zipCode);
  await form.getByLabel('Length of stay (years)').selectOption('5');
  await form.getByLabel('Type of residence').selectOption({ label: 'Rented' });
  await form.getByLabel('Area code (optional)').fill(PERSON.homeAreaCode);
  await form.getByLabel('Home phone number (optional)').fill(PERSON.homePhone);
  await form.getByLabel('Mobile phone number').fill('09171234567');
  await form.getByLabel('Email address').fill(PERSON.emailAddress);
  await form.getByLabel('Education').selectOption({ label: 'College Graduate' });
  await form.getByLabel('Tax Identification Number (TIN)').fill('123456789');
  await form.getByLabel('SSS number').fill('1234567890');
}

export async function fillEmployment(form: Locator) {
  await form.getByLabel('Type of employment').selectOption({ label: 'Private' });
  await form.getByLabel('Employer name').fill('Acme Trading Corp.');
  await form.getByLabel('Length of service (years)').selectOption({ label: '5' });
  await form.getByLabel('Rank / position').selectOption({ label: 'Managerial' });
  await form.getByLabel('Type of job').selectOption({ label: 'Professional' });
}

export async function fillBusiness(form: Locator) {
  await form.getByLabel('Monthly income (PHP)').fill('85000');
}

/** The fields the common steps store, as the operator API returns them. */
export const STORED_PERSONAL = (lastname: string) => ({
  firstname: PERSON.firstname,
  middlename: PERSON.middlename,
  lastname,
  bday: PERSON.bday,
  citizenship: '1',
  sex: '9',
  civilStatus: '1',
  spouseName: '',
  spouseBday: '',
  spouseEmployer: '',
  spouseIncome: '',
  numberOfDependents: '',
  motherMaidenName: PERSON.motherMaidenName,
  cityAddress: PERSON.cityAddress,
  provincialAddress: 'NA',
  cityMunicipalityProvince: 'Makati',
  zipCode: '1226',
  lengthOfStay: '5',
  typeOfResidence: '3',
  carOwned: '',
  homeAreaCode: '02',
  homePhone: '(02)123-4567',
  mobilePhone: PERSON.mobilePhone,
  emailAddress: PERSON.emailAddress,
  education: '7',
  tin: PERSON.tin,
  sss: PERSON.sss,
  gsis: '',
});

export const STORED_EMPLOYMENT_BUSINESS = {
  typeOfEmployment: 'PV',
  employerName: 'Acme Trading Corp.',
  lengthOfService: '15',
  rankPosition: '2',
  typeOfJob: '9',
  faxNumber: '',
  businessName: '',
  businessNature: '',
  businessDateRegistered: '',
  businessPhone: '',
  lengthOfOperation: '',
  placeOfBusiness: '',
  monthlyIncome: '85000',
};

/**
 * Keyboard-only driving: `keys(label, text)` presses Tab, checks that the field labelled `label` of
 * the current step has focus (so a changed tab order fails the test), then types.
 */
export function keyboard(page: Page) {
  let current = step(page, 'Personal Information');
  const keys = async (label: string, text: string) => {
    await page.keyboard.press('Tab');
    await expect(current.getByLabel(label).first()).toBeFocused();
    if (text) await page.keyboard.type(text);
  };
  const on = (title: string) => (current = step(page, title));
  return { keys, on };
}

/** Personal Information by keyboard only, ending with Enter (Next) in the last field. */
export async function personalByKeyboard(page: Page, lastname: string) {
  const { keys } = keyboard(page);
  const personal = step(page, 'Personal Information');
  await personal.getByLabel('First name', { exact: true }).focus();
  await page.keyboard.type(PERSON.firstname);
  await keys('Middle name', PERSON.middlename);
  await keys('Last name', lastname);
  await keys('Date of birth', '05151990');
  await page.keyboard.press('Tab'); // Chromium's date input: the calendar button is a stop of its own
  await keys('Citizenship', 'Filipino');
  await page.keyboard.press('Tab'); // gender: the first radio
  await expect(personal.getByRole('radio', { name: 'Male', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight'); // Female
  await keys('Civil status', 'Single');
  await keys('Number of dependents', '');
  await keys("Mother's maiden name", PERSON.motherMaidenName);
  await keys('City address (residential)', PERSON.cityAddress);
  await keys('Provincial address (permanent)', 'NA');
  await keys('City / municipality / province', 'Makati');
  await keys('Zip code', '1226');
  await keys('Length of stay (years)', '5');
  await keys('Type of residence', 'Rented');
  await keys('Number of cars owned', '');
  await keys('Area code', '02');
  await keys('Home phone number', '1234567');
  await keys('Mobile phone number', '09171234567');
  await keys('Email address', PERSON.emailAddress);
  await keys('Education', 'College G');
  await keys('Tax Identification Number (TIN)', '123456789');
  await keys('SSS number', '1234567890');
  await page.keyboard.press('Enter'); // Next
}

/** The titles of the bank, employment, business and review steps (the home loan's are its own, §2). */
export const COMMON_TITLES = {
  bank: 'Bank Accounts',
  employment: 'Employment Information',
  business: 'Business Information',
  review: 'Review details',
};
export const HOME_TITLES = {
  bank: 'Bank Details',
  employment: 'Employment',
  business: 'Business/Self-Employed Details',
  review: 'Review and Submit',
};

/** Bank, employment and business steps by keyboard only, from the bank step's heading to the review. */
export async function commonStepsByKeyboard(page: Page, titles = COMMON_TITLES) {
  const { keys, on } = keyboard(page);
  let current = on(titles.bank);
  await page.keyboard.press('Tab');
  await expect(current.getByLabel('Bank name')).toBeFocused();
  await page.keyboard.type('BDO Unibank');
  await keys('Type of deposit', 'Savings');
  await keys('Account number', '001234567890');
  await page.keyboard.press('Enter');
  const employment = new RegExp(`^Step \\d+ of \\d+: ${titles.employment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(page.getByRole('heading', { name: employment, level: 3 })).toBeFocused();

  current = on(titles.employment);
  await page.keyboard.press('Tab');
  await expect(current.getByLabel('Type of employment')).toBeFocused();
  await page.keyboard.type('Private');
  await keys('Employer name', 'Acme Trading Corp.');
  await keys('Length of service (years)', '5');
  await keys('Rank / position', 'Managerial');
  await keys('Type of job', 'Professional');
  await keys('Fax number', '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: titles.business, level: 3 })).toBeFocused();

  current = on(titles.business);
  await page.keyboard.press('Tab');
  await expect(current.getByLabel('Business name')).toBeFocused();
  await keys('Nature of business', '');
  await keys('Date registered', '01152015');
  await page.keyboard.press('Tab'); // its calendar button
  for (const label of ['Business phone number', 'Length of operation (years)', 'Place of business'])
    await keys(label, '');
  await keys('Monthly income (PHP)', '85000');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: titles.review, level: 3 })).toBeFocused();
}
