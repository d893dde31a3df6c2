/** <ew-apply>: the Apply Today! chooser (attribute `preset`, `chat-url`). */
import { apply } from '../../shared/i18n/apply.ts';
import { defineWidget } from '../runtime/mount.tsx';
import { Apply } from './Apply.tsx';
import css from './styles.css?inline';

export const { mount } = defineWidget({ name: 'apply', form: 'apply', Component: Apply, css, resources: { apply } });
