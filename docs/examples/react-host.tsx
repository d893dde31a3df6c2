/**
 * A React 19 host page embedding the bank's auto loan form (README "Embedding" > "TypeScript and
 * React"). The types come from /widgets/ew-widgets.d.ts (here the checked-in copy; a partner saves
 * the served file into their project): the element's attributes are checked, and `onew:success`
 * is a typed listener React 19 attaches to the element's `ew:success` event.
 * Compiled by `npm run typecheck`; rendered by react-host.test.tsx.
 */
import { useEffect, useState } from 'react';
import type { EWEvent, EWPrefill } from '../../widgets/ew-widgets.d.ts';

/** Adds the loader once (it is safe to include twice, but there is no need). */
export function useWidgetLoader(src: string) {
  useEffect(() => {
    if (document.querySelector(`script[src="${src}"]`)) return;
    const script = Object.assign(document.createElement('script'), { src, async: true });
    document.head.append(script);
  }, [src]);
}

export interface CarDealerProps {
  /** Where the bank's widgets are served from, e.g. https://www.example-bank.ph */
  bank: string;
  car: { brand: string; model: string; price: number };
  locale?: 'en' | 'fil';
}

/** The dealer's "Finance this car" block: the form prefilled with the car, attributed to the dealer. */
export function CarDealerFinancing({ bank, car, locale = 'en' }: CarDealerProps) {
  useWidgetLoader(`${bank}/widgets/loader.js`);
  const [done, setDone] = useState<EWEvent<'ew:success'>['detail'] | null>(null);
  const [dropped, setDropped] = useState<string[]>([]);
  const prefill: EWPrefill = { autoBrand: car.brand, autoModel: car.model, autoCashPrize: String(car.price) };

  if (done) return <p role="status">Thank you: the bank has your {done.form} application.</p>;
  return (
    <section aria-label="Finance this car">
      <ew-auto-loan
        locale={locale}
        partner="dealer-0042"
        campaign="year-end-sale"
        prefill={JSON.stringify(prefill)}
        onew:success={(e) => setDone(e.detail)}
        onew:error={(e) => {
          if (e.detail.kind === 'prefill' && e.detail.field) setDropped((d) => [...d, e.detail.field!]);
        }}
      />
      {dropped.length ? <p>Please check: {dropped.join(', ')}</p> : null}
    </section>
  );
}
