/** <ew-time-deposit>: the time deposit application (attribute `reference-id` resumes a saved one). */
import { options } from '../../shared/i18n/options.ts';
import { timeDeposit } from '../../shared/i18n/time-deposit.ts';
import { defineWidget } from '../runtime/mount.tsx';
import css from '../wizard/wizard.css?inline';
import { TimeDeposit } from './TimeDeposit.tsx';

export const { mount } = defineWidget({
  name: 'time-deposit',
  form: 'time-deposit',
  Component: TimeDeposit,
  css,
  resources: { timeDeposit, options },
});
