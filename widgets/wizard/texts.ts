/** The engine brings its own texts (`wizard`): every form drawn with it has them. */
import { wizard } from '../../shared/i18n/wizard.ts';
import { provideTexts } from '../runtime/i18n.ts';

provideTexts({ wizard });
