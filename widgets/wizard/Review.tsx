/**
 * The review: every answer of every step, each step's section with one Change that jumps back to
 * that step and is named by it ("Change Personal Information": one Tab stop per
 * section, not per answer). The engine scrolls to the top; after the edit, Next returns here.
 * Personal loan A's table keeps an Edit per row (application-forms.md §2 variant A). Optional answers
 * left empty read "Not provided". It shows what is sent: a field hidden because the form works it
 * out from another (a permanent address "same as present") is listed with the worked-out value
 * (what the review shows is what is sent).
 */
import type { Step } from '../../shared/forms/contract.ts';
import { useWidget } from '../runtime/context.ts';
import { LinkButton } from '../ui/index.ts';
import { optionLabel } from './FieldView.tsx';
import { useFormStore, useValues, useAtomValue } from './form-context.tsx';
import type { FormField, Values } from './types.ts';

export function Review(props: {
  steps: readonly Step[];
  /** Fields kept off the review for these values (besides the hidden ones). */
  hidden?: ((values: Values) => string[]) | undefined;
  edit(step: number): void;
  /** 'table' (personal loan A, application-forms.md §2): one summary table, a row per answer with its Edit. */
  layout?: 'list' | 'table' | undefined;
}) {
  const { t, locale } = useWidget();
  const fs = useFormStore();
  const typed = useValues();
  const hidden = useAtomValue(fs.hidden);
  // Hidden fields blanked, worked-out ones filled in: what the payload carries.
  const values = fs.form.visible(typed);
  const filled = (x: unknown) => x === true || (Array.isArray(x) ? x.length > 0 : typeof x === 'string' && x !== '');
  const off = new Set(props.hidden?.(typed) ?? []);
  const rows = (step: Step) =>
    step.fields
      .map((name) => fs.form.fields[name]!)
      .filter((f) => f.kind !== 'repeat' && !off.has(f.name) && (!hidden.has(f.name) || filled(values[f.name])));
  const shownValue = (f: FormField) => {
    const raw = values[f.name];
    if (typeof raw === 'boolean') return t(raw ? 'wizard.yes' : 'wizard.no');
    if (Array.isArray(raw)) return raw.map((x) => optionLabel(t, f, x, locale)).join(', ');
    return raw ? optionLabel(t, f, raw as string, locale) : '';
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
          <div className="ew-review-head">
            <h3 id={`ew-review-${step.id}`}>{t(step.title)}</h3>
            <LinkButton onPress={() => props.edit(index)}>
              {t('wizard.change')}
              <span className="ew-vh"> {t(step.title)}</span>
            </LinkButton>
          </div>
          <dl>
            {rows(step).map((f) => (
              <div key={f.name} className="ew-review-row">
                <dt>{t(f.label)}</dt>
                <dd>{shownValue(f) || <span className="ew-muted">{t('wizard.notProvided')}</span>}</dd>
                <dd className="ew-review-change">
                  {/* Every answer carries its edit action (the spec's review rows), for a pointer, a
                      voice command or a screen reader's reading cursor; Tab stops once per section
                      at the section's Change, which does the same jump (else the credit card
                      would have 72 Tab stops before Submit). */}
                  <LinkButton excludeFromTabOrder onPress={() => props.edit(index)}>
                    {t('wizard.change')}
                    <span className="ew-vh"> {t(f.label)}</span>
                  </LinkButton>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
