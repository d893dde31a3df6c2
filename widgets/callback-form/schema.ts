/** The callback form is declared once in shared/ (the gateway checks it with the same declaration). */
export { CALLBACK } from '../../shared/callback/form.ts';
