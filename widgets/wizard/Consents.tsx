/** Terms text and the review step's consent boxes (its checkbox fields, as the form declares them) above Submit. */
import type { ReactNode } from 'react';
import { useT } from '../runtime/context.ts';
import { Checkbox } from '../ui/index.ts';
import { useFormStore } from './form-context.tsx';
import type { ReviewExtrasProps } from './types.ts';

export function Consents(
  props: ReviewExtrasProps & {
    heading: string;
    /** i18n key of a list of paragraphs. */
    paragraphs: string;
    children?: ReactNode;
  },
) {
  const t = useT();
  const { form } = useFormStore();
  const boxes = form.steps
    .slice(-1)[0]!
    .fields.map((name) => form.fields[name]!)
    .filter((f) => f.kind === 'checkbox');
  const texts = t(props.paragraphs, { returnObjects: true }) as unknown as string[];
  return (
    <section className="ew-consents" aria-labelledby="ew-consents-heading">
      <h3 id="ew-consents-heading">{t(props.heading)}</h3>
      {texts.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {props.children}
      {boxes.map((f) => (
        <Checkbox
          key={f.name}
          name={f.name}
          label={t(f.label)}
          value={props.values[f.name] === true}
          onChange={(v) => props.set(f.name, v)}
          error={props.error(f.name)}
        />
      ))}
    </section>
  );
}
