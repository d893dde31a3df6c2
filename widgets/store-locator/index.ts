/** <ew-store-locator variant="stores|atm">: the store and ATM locator (mount entry; loaded by the loader). */
import { storeLocator } from '../../shared/i18n/store-locator.ts';
import { defineWidget } from '../runtime/mount.tsx';
import { StoreLocator } from './StoreLocator.tsx';
import css from './styles.css?inline';

export const { mount } = defineWidget({
  name: 'store-locator',
  form: 'store-locator',
  Component: StoreLocator,
  css,
  resources: { storeLocator },
});
