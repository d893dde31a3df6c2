/** The second form is declared once in shared/ (the server serves it from the same declaration). */
export { LEADGEN } from '../../shared/leadgen/form.ts';
