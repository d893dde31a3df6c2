/** <ew-loan-calculator>: the loan calculator (mount entry; loaded by the loader). */
import { loanCalculator } from '../../shared/i18n/loan-calculator.ts';
import { rates } from '../../shared/i18n/rates.ts';
import { defineWidget } from '../runtime/mount.tsx';
import { LoanCalculator } from './LoanCalculator.tsx';
import css from './styles.css?inline';

export const { mount } = defineWidget({
  name: 'loan-calculator',
  form: 'loan-calculator',
  Component: LoanCalculator,
  css,
  resources: { loanCalculator, rates },
});
