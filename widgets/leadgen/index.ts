/** <ew-leadgen>: the second application form (mount entry; loaded by the loader). */
import { leadgen } from '../../shared/i18n/leadgen.ts';
import { loans } from '../../shared/i18n/loans.ts';
import { options } from '../../shared/i18n/options.ts';
import { timeDeposit } from '../../shared/i18n/time-deposit.ts';
import { defineWidget } from '../runtime/mount.tsx';
import css from '../wizard/wizard.css?inline';
import { Leadgen } from './Leadgen.tsx';

export const { mount } = defineWidget({
  name: 'leadgen',
  form: 'leadgen',
  Component: Leadgen,
  css,
  // loans: the shared mask hints; timeDeposit: the messages of the sections both forms share.
  resources: { leadgen, timeDeposit, options, loans },
});
