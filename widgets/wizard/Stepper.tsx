/** The vertical stepper: every step's title and state; the current one is aria-current="step". */
import { useT } from '../runtime/context.ts';

export function Stepper({ titles, current }: { titles: readonly string[]; current: number }) {
  const t = useT();
  return (
    <nav className="ew-stepper" aria-label={t('wizard.steps')}>
      <ol>
        {titles.map((title, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'upcoming';
          return (
            <li key={title} className={`ew-step ew-step-${state}`} aria-current={i === current ? 'step' : undefined}>
              <span className="ew-step-mark" aria-hidden="true">
                {i < current ? '✓' : i + 1}
              </span>
              <span className="ew-step-title">
                {t(title)}
                <span className="ew-vh"> ({t(`wizard.${state}`)})</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
