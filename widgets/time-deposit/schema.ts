/** The time deposit's rules, payload and paths live once in shared/ (the server checks with the same). */
export {
  TIME_DEPOSIT_MODEL,
  TD_PATHS,
  RESUME_FIELDS,
  RESUME_CARRIED,
  BIRTHDAY_MIN,
  birthdayMax,
  timeDepositFormData,
  DRAFT_KEY_HEADER,
} from '../../shared/time-deposit/form.ts';
export { TD_FIELD_STEPS } from '../../shared/time-deposit/fields.ts';

/** The value holding the draft key in the wizard's state (kept in the tab's draft, never sent as a field). */
export const DRAFT_KEY = 'DraftKey';
export { readTdHandOver, tdApplicationFields } from '../../shared/calculators/td.ts';
