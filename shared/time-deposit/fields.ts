/** The time deposit wizard's steps as the visitor sees them (application-forms.md §2 "Time deposit wizard"). */
import type { FieldSpec, StepSpec } from '../forms/spec.ts';
import { COUNTRY_CODES } from '../places/countries.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import { BIRTHDAY_MIN, birthdayMax } from './form.ts';
import { TD_LISTS as L } from './lists.ts';

const f = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label: `timeDeposit.fields.${name}`,
  ...extra,
});
const countries = { values: COUNTRY_CODES, format: 'country' as const };
const provinces = { values: PLACE_NAMES, numeric: true };

export const TD_FIELD_STEPS: readonly StepSpec[] = [
  {
    id: 'start',
    title: 'timeDeposit.stepTitles.start',
    fields: [
      f('customeremail', 'email', { autoComplete: 'email' }),
      f('DateOfBirth', 'date', {
        autoComplete: 'bday',
        width: 's',
        dateBounds: () => ({ min: BIRTHDAY_MIN, max: birthdayMax() }),
      }),
      f('preferedstore', 'branch', { hint: 'timeDeposit.hints.store' }),
    ],
  },
  {
    id: 'personal',
    title: 'timeDeposit.stepTitles.personal',
    fields: [
      f('FirstName', 'text', { autoComplete: 'given-name' }),
      f('MiddleName', 'text', { autoComplete: 'additional-name' }),
      f('LastName', 'text', { autoComplete: 'family-name' }),
      f('CountryOfBirth', 'select', { options: countries }),
      f('PlaceOfBirth', 'text'),
      f('Gender', 'radio', { options: { values: L.Gender, labels: 'options.sex' } }),
      f('nationality', 'select', { options: { values: L.nationality, labels: 'options.citizenship' } }),
      f('maritalstatus', 'select', { options: { values: L.maritalstatus, labels: 'options.civilStatus' } }),
      f('tin', 'text', { inputMode: 'numeric', hint: 'timeDeposit.hints.tin', width: 'm' }),
      f('employmentstatus', 'select', { options: { values: L.employmentstatus, labels: 'options.employmentStatus' } }),
      f('employername', 'text', { autoComplete: 'organization' }),
      f('natureOfEmployment', 'select', {
        options: { values: L.natureOfEmployment, labels: 'options.natureOfEmployment' },
      }),
    ],
  },
  {
    id: 'contact',
    title: 'timeDeposit.stepTitles.contact',
    fields: [
      f('PhoneNo', 'tel', { autoComplete: 'tel', hint: 'timeDeposit.hints.PhoneNo', width: 'm' }),
      f('MobileNo', 'tel', { autoComplete: 'tel', hint: 'timeDeposit.hints.MobileNo', width: 'm' }),
      f('CurrentAddress', 'text', { autoComplete: 'street-address' }),
      f('CurrentCountry', 'select', { options: countries }),
      f('CurrentProvince', 'select', { options: provinces, optional: true }),
      f('CurrentZipCode', 'text', { inputMode: 'numeric', autoComplete: 'postal-code', width: 'xs' }),
      f('SameAddress', 'radio', { options: { values: L.SameAddress, labels: 'options.yesNoLower' } }),
      f('PermanentAddress', 'text'),
      f('PermanentCountry', 'select', { options: countries }),
      f('PermanentProvince', 'select', { options: provinces, optional: true }),
      f('PermanentZipCode', 'text', { inputMode: 'numeric', width: 'xs' }),
    ],
  },
];
