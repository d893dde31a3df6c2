/**
 * The field rules every form builds on (application-forms.md §5, "Shared input formats"): names,
 * addresses, phones (masked), amounts, e-mail, dates, choices. Each builder takes the spec's message
 * keys, so one rule serves every form that words it its way. Domain folders import these; this
 * folder imports no domain folder.
 */
import * as v from 'valibot';
import { maxGraphemes, minGraphemes } from '../graphemes.ts';
import { ageBounds, isIsoDate } from '../dates.ts';
import { tidyText } from '../format.ts';
import { conform, maskPattern, monthYearOk, type MaskName } from '../masks.ts';

const text = () => v.pipe(v.string('common.required'), v.transform(tidyText));

/** Required when a key is given, optional otherwise (one pipe shape for both). */
const filled = (required: string | undefined) =>
  v.check((s: string) => required === undefined || s !== '', required ?? 'common.required');

/** Required text of min..max characters, with the spec's required/too short/too long keys. */
export function sizedText(min: number, max: number, keys: { required?: string; short: string; long: string }) {
  return v.pipe(
    text(),
    v.nonEmpty(keys.required ?? keys.short),
    minGraphemes(min, keys.short),
    maxGraphemes(max, keys.long),
  );
}

export function requiredText(key: string, max = 250, longKey = 'loans.errors.textTooLong') {
  return v.pipe(text(), v.nonEmpty(key), maxGraphemes(max, longKey));
}

export function optionalText(max = 250, longKey = 'loans.errors.textTooLong') {
  return v.pipe(text(), maxGraphemes(max, longKey));
}

/** A required choice among `values`; '' (nothing chosen) and anything else get `key`. */
export function choice(values: readonly string[], key: string) {
  return v.picklist(values as [string, ...string[]], key);
}

export function optionalChoice(values: readonly string[], key = 'common.invalid') {
  return v.picklist(['', ...values] as [string, ...string[]], key);
}

/** A masked value (TIN, SSS, phones): conformed to its mask, then matched against it. */
export function masked(name: MaskName, keys: { invalid: string; required?: string }) {
  return v.pipe(
    v.string('common.required'),
    v.transform((s: string) => conform(s.trim(), name)),
    filled(keys.required),
    v.check((s: string) => s === '' || maskPattern(name).test(s), keys.invalid),
  );
}

/**
 * Whole pesos as digits and commas (a point typed last, with nothing after it, is let go); sent
 * without separators. Centavos are refused: no amount field holds them (the forms keep the pesos of
 * a typed, pasted or prefilled "800,000.50" before this rule sees it: shared/masks.ts wholeAmount).
 */
export function amount(keys: { required?: string; invalid: string }, maxLength = 16) {
  return v.pipe(
    v.string('common.required'),
    v.transform((s: string) => s.replace(/[,\s]/g, '').replace(/^PHP/i, '').replace(/\.$/, '')),
    filled(keys.required),
    v.maxLength(maxLength, keys.invalid),
    v.regex(/^\d*$/, keys.invalid),
  );
}

/**
 * The one e-mail rule, trimmed: `required` when it must be given (otherwise '' passes), `invalid`
 * when it is not an address, `long` (default: invalid) past `max` characters. `pattern`: the time
 * deposit's own (§5 Time deposit: "matches an email pattern"), looser than the others'.
 */
export function email(
  keys: { required?: string; invalid: string; long?: string },
  max = 250,
  // valibot's e-mail pattern: what every form but the time deposit's calls "a valid email".
  pattern: RegExp = v.EMAIL_REGEX,
) {
  return v.pipe(
    v.string('common.required'),
    v.trim(),
    filled(keys.required),
    v.check((s: string) => s === '' || pattern.test(s), keys.invalid),
    v.maxLength(max, keys.long ?? keys.invalid),
  );
}

/** yyyy-MM-dd, a real date; `bounds` (checked on the day of validation) optional. */
export function date(
  keys: { required?: string; invalid: string; range?: string },
  bounds?: () => { min: string; max: string },
) {
  return v.pipe(
    v.string('common.required'),
    v.trim(),
    filled(keys.required),
    v.check((s: string) => s === '' || isIsoDate(s), keys.invalid),
    v.check((s: string) => {
      if (s === '' || !bounds) return true;
      const { min, max } = bounds();
      return s >= min && s <= max;
    }, keys.range ?? keys.invalid),
  );
}

/** Applicants 18 to 80 years old (the age bounds of site-and-content.md §5). */
export const adultBounds = () => {
  const b = ageBounds();
  return { min: b.age80, max: b.age18 };
};

/** Principal credit card applicants 21 to 80 years old (application-forms.md §5 "Credit card" age bounds). */
export const cardholderBounds = () => {
  const b = ageBounds();
  return { min: b.age80, max: b.age21 };
};

/** The earliest birthday any form accepts (application-forms.md §5, §9: 1910-07-31). */
export const EARLIEST_BIRTHDAY = '1910-07-31';

/** A spouse's birthday: an adult (18 years ago at the latest), not before EARLIEST_BIRTHDAY. */
export const spouseBounds = () => ({ min: EARLIEST_BIRTHDAY, max: ageBounds().age18 });

export const zip = (key: string, required?: string) =>
  v.pipe(v.string('common.required'), v.trim(), filled(required), v.regex(/^(\d{4})?$/, key));

/* Builders of the personal loan's and credit card's number and length rules (§5). */

/** Optional text that, when given, is min..max characters. */
export function optionalSized(min: number, max: number, keys: { short: string; long: string }) {
  return v.pipe(
    v.string('common.required'),
    v.transform(tidyText),
    v.check((s: string) => s === '' || [...s].length >= min, keys.short),
    maxGraphemes(max, keys.long),
  );
}

/** A whole number min..max (digits only); `required` when it must be given. */
export function intRange(min: number, max: number, keys: { invalid: string; required?: string }) {
  return v.pipe(
    v.string('common.required'),
    v.trim(),
    v.check((s: string) => keys.required === undefined || s !== '', keys.required ?? 'common.required'),
    v.check((s: string) => s === '' || (/^\d{1,4}$/.test(s) && Number(s) >= min && Number(s) <= max), keys.invalid),
  );
}

/** Digits only (spaces and dashes dropped), at most `max`. */
export function digitsUpTo(max: number, invalid: string) {
  return v.pipe(
    v.string('common.required'),
    v.transform((s: string) => s.replace(/[\s-]/g, '')),
    v.check((s: string) => new RegExp(`^\\d{0,${max}}$`).test(s), invalid),
  );
}

/**
 * An optional time of day, HH:mm (what a time input gives; HH:mm:ss with zero seconds too), within
 * `min`..`max` and on a `step` (seconds) from `min`: the time input's own constraints, checked.
 */
export function timeOfDay(bounds: { min: string; max: string; step: number }, invalid: string) {
  const seconds = (hhmm: string) => {
    const [h = 0, m = 0, sec = 0] = hhmm.split(':').map(Number);
    return h * 3600 + m * 60 + sec;
  };
  return v.pipe(
    v.string('common.required'),
    v.trim(),
    v.check((s: string) => {
      if (s === '') return true;
      if (!/^([01]\d|2[0-3]):[0-5]\d(:00)?$/.test(s)) return false;
      const at = seconds(s);
      return at >= seconds(bounds.min) && at <= seconds(bounds.max) && (at - seconds(bounds.min)) % bounds.step === 0;
    }, invalid),
    // Sent as the form holds it: HH:mm.
    v.transform((s: string) => s.slice(0, 5)),
  );
}

/** An optional month and year, mm/yyyy (site-and-content.md §5), not after the current month. */
export function monthYear(invalid: string) {
  return v.pipe(
    v.string('common.required'),
    v.transform((s: string) => conform(s.trim(), 'monthYear')),
    v.check((s: string) => s === '' || monthYearOk(s), invalid),
  );
}
