/** The auto loan is declared once in shared/ (the server serves it from the same declaration). */
export { AUTO_LOAN } from '../../shared/loans/forms.ts';
