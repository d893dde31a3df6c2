/** The personal loan's two variants are declared once in shared/ (the server serves both from them). */
export { PERSONAL_LOAN_A, PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
