/** The second form's rules, lists and payload live once in shared/ (the server checks with the same). */
export { LEADGEN_MODEL, LEADGEN_STEPS } from '../../shared/leadgen/form.ts';
