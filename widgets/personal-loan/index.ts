/** <ew-personal-loan>: the personal loan application wizard (mount entry; loaded by the loader). */
import { loans } from '../../shared/i18n/loans.ts';
import { options } from '../../shared/i18n/options.ts';
import { personalLoan } from '../../shared/i18n/personal-loan.ts';
import { defineWidget } from '../runtime/mount.tsx';
import css from '../wizard/wizard.css?inline';
import { PersonalLoan } from './PersonalLoan.tsx';

export const { mount } = defineWidget({
  name: 'personal-loan',
  form: 'personal-loan',
  Component: PersonalLoan,
  css,
  resources: { loans, options, personalLoan },
});
