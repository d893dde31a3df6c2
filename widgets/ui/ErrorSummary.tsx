/**
 * "There is a problem" + one link per error, worded as the inline message (GOV.UK pattern). It
 * takes focus when shown; each link moves focus to its field inside the widget's own root, since
 * #fragment links cannot reach into a shadow root.
 */
import { useEffect, useId, useRef } from 'react';
import { useT } from '../runtime/context.ts';

export interface SummaryError {
  name: string;
  message: string;
}

export function focusField(from: Element, name: string): void {
  const root = from.getRootNode() as ParentNode;
  const field = root.querySelector(`[data-field="${CSS.escape(name)}"]`);
  const control =
    field?.querySelector<HTMLElement>('input:checked') ??
    field?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select, button');
  control?.focus();
  field?.scrollIntoView?.({ block: 'center' });
}

export function ErrorSummary(props: { errors: readonly SummaryError[]; focusKey: number }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `ew-${useId().replace(/[^\w-]/g, '')}-summary`;
  const shown = props.errors.length > 0;
  useEffect(() => {
    // focusKey changes on every failed attempt, so a second failed submit focuses it again.
    if (shown) ref.current?.focus();
  }, [props.focusKey, shown]);
  if (!shown) return null;
  return (
    // Described by the count and the list: focused, it says how many errors and which, not only its title.
    <div
      ref={ref}
      className="ew-summary"
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-n ${titleId}-list`}
    >
      <h2 id={titleId}>{t('common.errorSummaryTitle')}</h2>
      <p id={`${titleId}-n`} className="ew-vh">
        {t('common.errorCount', { count: props.errors.length })}
      </p>
      <ul id={`${titleId}-list`}>
        {props.errors.map((e) => (
          <li key={e.name}>
            <a
              href={`#${e.name}`}
              onClick={(ev) => {
                ev.preventDefault();
                focusField(ev.currentTarget, e.name);
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
