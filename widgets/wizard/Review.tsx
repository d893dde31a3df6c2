/**
 * The review: every answer of every step, with a Change control that jumps back to the step that
 * holds it (the engine scrolls to the top; after the edit, Next returns here). Optional answers
 * left empty read "Not provided".
 */
import { useWidget } from '../runtime/context.ts';
import { LinkButton } from '../ui/index.ts';
import { optionLabel } from './FieldView.tsx';
import type { StepSpec, Values } from './types.ts';

export function Review(props: {
  steps: readonly StepSpec[];
  values: Values;
  hidden: readonly string[];
  edit(step: number): void;
  /** 'table' (issue 5, personal loan A): one summary table, a row per answer with its Edit. */
  layout?: 'list' | 'table' | undefined;
}) {
  const { t, locale } = useWidget();
  const rows = (step: StepSpec) => step.fields.filter((f) => f.kind !== 'repeat' && !props.hidden.includes(f.name));
  const shownValue = (f: StepSpec['fields'][number]) => {
    const raw = props.values[f.name];
    return typeof raw === 'boolean' ? t(raw ? 'wizard.yes' : 'wizard.no') : raw ? optionLabel(t, f, raw, locale) : '';
  };
  if (props.layout === 'table') {
    return (
      <div className="ew-review ew-review-table" role="region" aria-labelledby="ew-review-caption" tabIndex={0}>
        <table>
          <caption id="ew-review-caption">{t('wizard.summary')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wizard.question')}</th>
              <th scope="col">{t('wizard.answer')}</th>
              <th scope="col">{t('wizard.edit')}</th>
            </tr>
          </thead>
          {props.steps.map((step, index) => (
            <tbody key={step.id}>
              <tr>
                <th scope="colgroup" colSpan={3} className="ew-review-group">
                  {t(step.title)}
                </th>
              </tr>
              {rows(step).map((f) => (
                <tr key={f.name}>
                  <th scope="row">{t(f.label)}</th>
                  <td>{shownValue(f) || <span className="ew-muted">{t('wizard.notProvided')}</span>}</td>
                  <td>
                    <LinkButton onPress={() => props.edit(index)}>
                      {t('wizard.edit')}
                      <span className="ew-vh"> {t(f.label)}</span>
                    </LinkButton>
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    );
  }
  return (
    <div className="ew-review">
      {props.steps.map((step, index) => (
        <section key={step.id} aria-labelledby={`ew-review-${step.id}`}>
          <h3 id={`ew-review-${step.id}`}>{t(step.title)}</h3>
          <dl>
            {rows(step).map((f) => {
              const raw = props.values[f.name];
              const shown =
                typeof raw === 'boolean'
                  ? t(raw ? 'wizard.yes' : 'wizard.no')
                  : raw
                    ? optionLabel(t, f, raw, locale)
                    : '';
              return (
                <div key={f.name} className="ew-review-row">
                  <dt>{t(f.label)}</dt>
                  <dd>{shown || <span className="ew-muted">{t('wizard.notProvided')}</span>}</dd>
                  <dd className="ew-review-change">
                    <LinkButton onPress={() => props.edit(index)}>
                      {t('wizard.change')}
                      <span className="ew-vh"> {t(f.label)}</span>
                    </LinkButton>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}
