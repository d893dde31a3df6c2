/** <ew-credit-card>: the credit card application wizard (mount entry; loaded by the loader). */
import { creditCard } from '../../shared/i18n/credit-card.ts';
import { loans } from '../../shared/i18n/loans.ts';
import { defineWidget } from '../runtime/mount.tsx';
import css from '../wizard/wizard.css?inline';
import { CreditCard } from './CreditCard.tsx';

export const { mount } = defineWidget({
  name: 'credit-card',
  form: 'credit-card',
  Component: CreditCard,
  css,
  resources: { creditCard, loans },
});
