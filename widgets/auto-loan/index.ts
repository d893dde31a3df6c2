/** <ew-auto-loan>: the auto loan application wizard (mount entry; loaded by the loader). */
import { loans } from '../../shared/i18n/loans.ts';
import { options } from '../../shared/i18n/options.ts';
import { defineWidget } from '../runtime/mount.tsx';
import css from '../wizard/wizard.css?inline';
import { AutoLoan } from './AutoLoan.tsx';

export const { mount } = defineWidget({
  name: 'auto-loan',
  form: 'auto-loan',
  Component: AutoLoan,
  css,
  resources: { loans, options },
});
