/**
 * The Add / Remove controls of a repeatable group (application-forms.md §3: other loans, other cards, references).
 * The count is a value of the form (not sent); the form hides the groups past it. Add shows the next
 * group and moves focus into it; Remove clears the last group's answers and hides it.
 */
import { useEffect, useRef, useState } from 'react';
import { repeatCount } from '../../shared/forms/repeat.ts';
import { useT } from '../runtime/context.ts';
import { Button, focusField } from '../ui/index.ts';
import { useFormStore, useValue } from './form-context.tsx';
import type { FormField } from './types.ts';

export function RepeatControl({ spec }: { spec: FormField }) {
  const t = useT();
  const fs = useFormStore();
  const ref = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const r = spec.repeat!;
  const count = repeatCount({ [spec.name]: useValue(spec.name) }, { count: spec.name, ...r });
  useEffect(() => {
    if (!focusNext || !ref.current) return;
    if (focusNext === '@add') ref.current.querySelector<HTMLElement>('button')?.focus();
    else focusField(ref.current, focusNext);
    setFocusNext(null);
  }, [focusNext, count]);
  return (
    <div className="ew-repeat" ref={ref}>
      {count < r.max ? (
        <Button
          variant="secondary"
          onPress={() => {
            fs.set(spec.name, String(count + 1));
            setFocusNext(r.groups[count]?.[0] ?? null);
          }}
        >
          {t(r.add)}
        </Button>
      ) : null}
      {count > r.min ? (
        <Button
          variant="secondary"
          onPress={() => {
            for (const f of r.groups[count - 1] ?? []) fs.set(f, '');
            fs.set(spec.name, String(count - 1));
            setFocusNext('@add');
          }}
        >
          {t(r.remove, { n: count })}
        </Button>
      ) : null}
    </div>
  );
}
