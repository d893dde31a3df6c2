/** The time deposit is declared once in shared/ (the server serves it from the same declaration). */
export {
  TIME_DEPOSIT,
  TD_PATHS,
  RESUME_FIELDS,
  RESUME_CARRIED,
  BIRTHDAY_MIN,
  birthdayMax,
  DRAFT_KEY_HEADER,
} from '../../shared/time-deposit/form.ts';

/** The field holding the draft key (shared/time-deposit/fields.ts: held, never sent). */
export const DRAFT_KEY = 'DraftKey';
export { readTdHandOver, tdApplicationFields } from '../../shared/calculators/td.ts';
