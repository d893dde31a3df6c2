/** The time deposit's rules, payload and paths live once in shared/ (the server checks with the same). */
export {
  TIME_DEPOSIT_MODEL,
  TD_PATHS,
  RESUME_FIELDS,
  RESUME_CARRIED,
  BIRTHDAY_MIN,
  birthdayMax,
  timeDepositFormData,
} from '../../shared/time-deposit/form.ts';
export { TD_FIELD_STEPS } from '../../shared/time-deposit/fields.ts';
export { readTdHandOver, tdApplicationFields } from '../../shared/calculators/td.ts';
