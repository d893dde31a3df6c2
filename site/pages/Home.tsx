import { Widget } from '../Widget.tsx';
import { useTr } from '../locale.tsx';

export default function Home() {
  const tr = useTr();
  return (
    <>
      <h1>{tr({ en: 'Your bank, close to you', fil: 'Ang iyong bangko, nasa tabi mo' })}</h1>
      <section className="site-card" aria-label={tr({ en: 'Request a callback', fil: 'Humiling na tawagan ka' })}>
        <Widget tag="ew-callback-form" />
      </section>
    </>
  );
}
