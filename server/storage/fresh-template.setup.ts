/** vitest setupFiles (server project): this test file's fresh databases start from the run's template (fresh-template.ts). */
import { useFreshTemplate } from './fresh-template.ts';

useFreshTemplate();
