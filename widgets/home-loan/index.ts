/** <ew-home-loan>: the home loan application wizard (mount entry; loaded by the loader). */
import { loans } from '../../shared/i18n/loans.ts';
import { options } from '../../shared/i18n/options.ts';
import { defineWidget } from '../runtime/mount.tsx';
import css from '../wizard/wizard.css?inline';
import { HomeLoan } from './HomeLoan.tsx';

export const { mount } = defineWidget({
  name: 'home-loan',
  form: 'home-loan',
  Component: HomeLoan,
  css,
  resources: { loans, options },
});
