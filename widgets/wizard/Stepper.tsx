/**
 * The vertical stepper: every step's title and state; the current one is aria-current="step". On a
 * narrow screen the list would fill it: there a toggle says where the applicant is
 * ("Step 2 of 5", the step's own heading right below it says its title) and opens the list on demand
 * (wizard.css). `label` names the
 * landmark apart from other wizards' on the same page.
 */
import { useState } from 'react';
import { useT } from '../runtime/context.ts';

export function Stepper({ titles, current, label }: { titles: readonly string[]; current: number; label: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <nav className="ew-stepper" aria-label={label}>
      <button type="button" className="ew-steps-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('wizard.stepOf', { step: current + 1, total: titles.length })}
      </button>
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
