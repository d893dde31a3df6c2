/** The credit card's rules and payload live once in shared/ (the server validates with the same steps). */
export { CREDIT_CARD, HONEYPOT } from '../../shared/credit-card/forms.ts';
export { CC_STEP_SPECS } from '../../shared/credit-card/fields.ts';
export { CC_CONTACT, ESOA_TERMS } from '../../shared/credit-card/lists.ts';
