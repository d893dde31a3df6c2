import type { Field } from '../forms/contract.ts';
import { field } from '../forms/fields.ts';
import { choice, optionalChoice, optionalText, requiredText } from '../forms/rules.ts';
import { COUNTRY_CODES, COUNTRY_OPTIONS as countries } from '../places/countries.ts';
import { PLACE_NAMES } from '../places/provinces.ts';
import { optionalZip, zip } from './rules.ts';

const e = (key: string) => `timeDeposit.errors.${key}`;
const provinces = { values: PLACE_NAMES, numeric: true };

/**
 * An address as the time deposit and the second form ask it (§5): the present one required but its
 * province; the permanent one optional here, required by a rule of the form when not the same.
 */
export const ADDRESS = {
  current: {
    address: field('text', requiredText(e('currentAddress'), 250, e('currentAddress')), {
      autoComplete: 'street-address',
    }),
    province: field('select', optionalChoice(PLACE_NAMES, 'common.invalid'), {
      options: provinces,
      optional: true,
      autoComplete: 'address-level1',
    }),
    zip: field('text', zip, { inputMode: 'numeric', autoComplete: 'postal-code', width: 'xs' }),
    country: field('select', choice(COUNTRY_CODES, e('country')), { options: countries, autoComplete: 'country' }),
  },
  permanent: {
    address: field('text', optionalText(250, e('permanentAddress')), {
      autoComplete: 'section-permanent street-address',
    }),
    province: field('select', optionalChoice(PLACE_NAMES, 'common.invalid'), {
      options: provinces,
      optional: true,
      autoComplete: 'section-permanent address-level1',
    }),
    zip: field('text', optionalZip, {
      inputMode: 'numeric',
      autoComplete: 'section-permanent postal-code',
      width: 'xs',
    }),
    country: field('select', optionalChoice(COUNTRY_CODES, e('country')), {
      options: countries,
      autoComplete: 'section-permanent country',
    }),
  },
} as const satisfies Record<string, Record<string, Field>>;
