/** Terms text and consent boxes shown on a review step above Submit (the review's own fields). */
import type { ReactNode } from 'react';
import { useT } from '../runtime/context.ts';
import { Checkbox } from '../ui/index.ts';
import type { ReviewExtrasProps } from './types.ts';

export function Consents(
  props: ReviewExtrasProps & {
    heading: string;
    /** i18n key of a list of paragraphs. */
    paragraphs: string;
    /** Consent boxes: [field, label key]; the first is the required agreement. */
    boxes: readonly [string, string][];
    children?: ReactNode;
  },
) {
  const t = useT();
  const texts = t(props.paragraphs, { returnObjects: true }) as unknown as string[];
  return (
    <section className="ew-consents" aria-labelledby="ew-consents-heading">
      <h3 id="ew-consents-heading">{t(props.heading)}</h3>
      {texts.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {props.children}
      {props.boxes.map(([name, label]) => (
        <Checkbox
          key={name}
          name={name}
          label={t(label)}
          value={props.values[name] === true}
          onChange={(v) => props.set(name, v)}
          error={props.error(name)}
        />
      ))}
    </section>
  );
}
