/** The auto loan's rules and payload live once in shared/ (the server validates with the same steps). */
export { AUTO_LOAN, loanModel } from '../../shared/loans/forms.ts';
export { AUTO_LOAN_STEPS } from '../../shared/loans/fields.ts';
