/** <ew-callback-form>: the homepage callback request (mount entry; loaded by the loader). */
import { callback } from '../../shared/i18n/callback.ts';
import { defineWidget } from '../runtime/mount.tsx';
import { CallbackForm } from './CallbackForm.tsx';
import css from './styles.css?inline';

export const { mount } = defineWidget({
  name: 'callback-form',
  form: 'callback',
  Component: CallbackForm,
  css,
  resources: { callback },
});
