/**
 * RAC's locale (number formats, direction, its own strings) for the few RAC parts that read it: the
 * slider and the overlays. Given here, around each of them, rather than around every widget: RAC's
 * i18n module works out the browser's default locale when it loads (an Intl call that costs ~50 ms
 * of a phone's start-up), so only a widget that draws one of these parts loads it.
 */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { useWidget } from '../runtime/context.ts';

export function AriaLocale({ children }: { children: ReactNode }) {
  const { locale } = useWidget();
  return <I18nProvider locale={locale === 'fil' ? 'fil-PH' : 'en-PH'}>{children}</I18nProvider>;
}
