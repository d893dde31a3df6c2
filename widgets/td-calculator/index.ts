/** <ew-td-calculator>: the time-deposit investment calculator (mount entry; loaded by the loader). */
import { tdCalculator } from '../../shared/i18n/td-calculator.ts';
import { defineWidget } from '../runtime/mount.tsx';
import { TdCalculator } from './TdCalculator.tsx';
import css from './styles.css?inline';

export const { mount } = defineWidget({
  name: 'td-calculator',
  form: 'td-calculator',
  Component: TdCalculator,
  css,
  resources: { tdCalculator },
});
