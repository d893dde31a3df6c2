/** The home loan's rules and payload live once in shared/ (the server validates with the same steps). */
export { HOME_LOAN, loanModel } from '../../shared/loans/forms.ts';
export { HOME_LOAN_STEPS } from '../../shared/loans/fields.ts';
