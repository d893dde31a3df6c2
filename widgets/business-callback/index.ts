/** <ew-business-callback>: the business request-for-callback (mount entry; loaded by the loader). */
import { businessCallback } from '../../shared/i18n/business-callback.ts';
import { callback } from '../../shared/i18n/callback.ts';
import { defineWidget } from '../runtime/mount.tsx';
import { BusinessCallback } from './BusinessCallback.tsx';
import css from './styles.css?inline';

export const { mount } = defineWidget({
  name: 'business-callback',
  form: 'request-for-callback',
  Component: BusinessCallback,
  css,
  // callback: the mobile number rule is the homepage callback's (its message key lives there).
  resources: { businessCallback, callback },
});
