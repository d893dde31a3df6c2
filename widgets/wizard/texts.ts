/** The engine brings its own texts (`form`): every form drawn with it has them. */
import { form } from '../../shared/i18n/form.ts';
import { provideTexts } from '../runtime/i18n.ts';

provideTexts({ form });
