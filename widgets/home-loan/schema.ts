/** The home loan is declared once in shared/ (the server serves it from the same declaration). */
export { HOME_LOAN } from '../../shared/loans/forms.ts';
