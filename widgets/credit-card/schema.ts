/** The credit card is declared once in shared/ (the server serves it from the same declaration). */
export { CREDIT_CARD, HONEYPOT } from '../../shared/credit-card/forms.ts';
export { CC_CONTACT, ESOA_TERMS } from '../../shared/credit-card/lists.ts';
