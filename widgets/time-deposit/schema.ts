/** The time deposit is declared once in shared/ (the server serves it from the same declaration). */
export {
  TIME_DEPOSIT,
  TD_PATHS,
  RESUME_FIELDS,
  RESUME_CARRIED,
  BIRTHDAY_MIN,
  birthdayMax,
} from '../../shared/time-deposit/form.ts';
export { readTdHandOver, tdApplicationFields } from '../../shared/calculators/td.ts';
