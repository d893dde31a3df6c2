import { useId, type ReactNode, type RefObject } from 'react';
import { useWidget } from '../runtime/context.ts';

/**
 * A widget's titled section: its heading, which names the section, and its intro (the texts
 * `<ns>.title`, or the `title` given, and `<ns>.intro`), then the widget's own content. The
 * calculators and the store locator draw their frame with it.
 */
export function TitledSection({
  ns,
  title,
  className,
  root,
  children,
}: {
  ns: string;
  title?: string;
  className: string;
  root?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useWidget();
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-title`;
  return (
    <section ref={root} className={className} aria-labelledby={titleId}>
      <h2 className="ew-title" id={titleId}>
        {title ?? t(`${ns}.title`)}
      </h2>
      <p className="ew-intro">{t(`${ns}.intro`)}</p>
      {children}
    </section>
  );
}
