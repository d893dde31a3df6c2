/**
 * Phone numbers as the time deposit and the second form check them (application-forms.md §5 "Time
 * deposit"): by their length once cleaned. The masked phones of the other forms are `masked()` in
 * rules.ts. A module of its own, so only the forms that use these carry them.
 */
import * as v from 'valibot';
import { conform } from '../masks.ts';

/** §5 Time deposit: a number "after stripping spaces, plus, slash, underscore, parentheses and hyphens". */
export const cleanNumber = (text: string) => text.replace(/[\s+/_()-]/g, '');

/** A phone or id number of min..max characters once cleaned (cleanNumber). */
export const cleanedLength = (min: number, max: number, key: string) =>
  v.pipe(v.string('common.required'), v.transform(cleanNumber), v.minLength(min, key), v.maxLength(max, key));

/**
 * A mobile number of 12 to 17 characters once cleaned (§5 Time deposit), the everyday 09171234567
 * read as (63) 917-123-4567 first, as every other form's mobile field reads it.
 */
export const mobileNumber = (key: string) =>
  v.pipe(
    v.string('common.required'),
    v.transform((s: string) => conform(s.trim(), 'mobile')),
    cleanedLength(12, 17, key),
  );
