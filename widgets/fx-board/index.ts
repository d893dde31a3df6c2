/** <ew-fx-board variant="board|marquee">: the forex rates bulletin (mount entry; loaded by the loader). */
import { fx } from '../../shared/i18n/fx.ts';
import { defineWidget } from '../runtime/mount.tsx';
import { FxBoardWidget } from './FxBoardWidget.tsx';
import css from './styles.css?inline';

export const { mount } = defineWidget({
  name: 'fx-board',
  form: 'fx-board',
  Component: FxBoardWidget,
  css,
  resources: { fx },
});
