/**
 * The time deposit's field rules (application-forms.md §5 "Time deposit"), shared with the second
 * application form (shared/leadgen), which speaks with the same messages.
 */
import * as v from 'valibot';
import { isBranchCode } from '../branches/codes.ts';
import { isIsoDate, yearsAgo } from '../dates.ts';
import { dayRange } from '../day-rules.ts';
import { crossRule } from '../forms/contract.ts';
import { EARLIEST_BIRTHDAY, email, sizedText, zip as zipCode } from '../forms/rules.ts';

const e = (key: string) => `timeDeposit.errors.${key}`;

/** The earliest birthday the forms accept (§5, §9). */
export const BIRTHDAY_MIN = EARLIEST_BIRTHDAY;
/** The latest: "a shared constant (not shown)": 18 years ago, the age to open a deposit alone. */
export const birthdayMax = (today = new Date()) => yearsAgo(18, today);
export const birthdayBounds = dayRange({ min: BIRTHDAY_MIN, max: 'y-18' });

/** Text of min..max characters; one message for all (the time deposit's wording). */
export const between = (min: number, max: number, key: string) => sizedText(min, max, { short: key, long: key });
export const zip = zipCode(e('zip'), e('zip'));
export const optionalZip = zipCode(e('zip'));
/** §5: the original check compared text with a number; the intended rule is at least 3 characters. */
export const placeOfBirth = () => between(3, 100, e('placeOfBirth'));

export const birthday = v.pipe(
  v.string('common.required'),
  v.trim(),
  v.nonEmpty(e('birthDate')),
  v.check((s: string) => isIsoDate(s), e('birthDate')),
  v.check((s: string) => s >= BIRTHDAY_MIN && s <= birthdayMax(), e('birthDateRange')),
);

/** §5 Time deposit: "matches an email pattern and at most 35 characters ('Email is invalid')". */
export const customerEmail = email({ required: e('email'), invalid: e('email') }, 35, /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/);

/** A branch code of the directory; `key`: the message when none is chosen. */
export const storeRule = (key: string) =>
  v.pipe(
    v.string(key),
    v.check((c: string) => /^\d+$/.test(c) && isBranchCode(c), key),
  );
export const store = storeRule(e('store'));

/** Free text the form carries without showing it as a field (what the calculator handed over, the reference id). */
export const carried = v.pipe(v.string('common.invalid'), v.trim(), v.maxLength(250, 'common.invalid'));

/** "When the permanent address is not the same": it is required (§5 step 2). */
export function permanentRequired<V>(names: {
  same: NoInfer<keyof V & string>;
  address: NoInfer<keyof V & string>;
  country: NoInfer<keyof V & string>;
  zip: NoInfer<keyof V & string>;
}) {
  return crossRule<V>(
    { fields: [names.address, names.country, names.zip], messages: [e('permanentAddress'), e('country'), e('zip')] },
    (i) => {
      if (i[names.same] === 'yes') return [];
      const missing: [keyof V & string, string][] = [];
      if (!String(i[names.address] ?? '').trim()) missing.push([names.address, e('permanentAddress')]);
      if (!i[names.country]) missing.push([names.country, e('country')]);
      if (!/^\d{4}$/.test(String(i[names.zip] ?? ''))) missing.push([names.zip, e('zip')]);
      return missing;
    },
  );
}
