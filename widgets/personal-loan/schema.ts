/** The personal loan's rules and payload live once in shared/ (the server validates with the same steps). */
export { PERSONAL_LOAN_A_MODEL, PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
export { PL_A_STEP_SPECS, PL_B_STEP_SPECS } from '../../shared/personal-loan/fields.ts';
export { COLLATERAL_FIELDS_A, SPOUSE_FIELDS } from '../../shared/personal-loan/steps.ts';
