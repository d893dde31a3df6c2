/**
 * /forms: the application forms (application-forms.md §2 "The forms are reached at /forms"). The
 * preset query (?preset=auto-loan, as the chooser's presets are spelled) opens one form; without it,
 * a list of the forms. Issue 6 replaces the list with the Apply Today! chooser widget.
 */
import { Link, useSearchParams } from 'react-router';
import { Widget } from '../Widget.tsx';
import { useTr } from '../locale.tsx';

const FORMS = [
  { preset: 'auto-loan', tag: 'ew-auto-loan', en: 'Auto Loan', fil: 'Auto Loan' },
  { preset: 'home-loan', tag: 'ew-home-loan', en: 'Home Loan', fil: 'Home Loan' },
  { preset: 'personal-loan', tag: 'ew-personal-loan', en: 'Personal Loan', fil: 'Personal Loan' },
  { preset: 'creditcard', tag: 'ew-credit-card', en: 'Credit Card', fil: 'Credit Card' },
  { preset: 'timedeposit', tag: 'ew-time-deposit', en: 'Time Deposit', fil: 'Time Deposit' },
  { preset: 'leadgen', tag: 'ew-leadgen', en: 'Open an account', fil: 'Magbukas ng account' },
] as const;

export default function Forms() {
  const tr = useTr();
  const [params] = useSearchParams();
  const chosen = FORMS.find((f) => f.preset === params.get('preset'));
  if (chosen) {
    return (
      <section className="site-card" aria-label={tr(chosen)}>
        {/* ?variant=summary: the personal loan's variant A (issue 5). */}
        <Widget tag={chosen.tag} {...(params.get('variant') === 'summary' ? { variant: 'summary' } : {})} />
      </section>
    );
  }
  return (
    <>
      <h1>{tr({ en: 'Apply Today!', fil: 'Mag-apply Ngayon!' })}</h1>
      <p>{tr({ en: 'Please select an application type', fil: 'Pumili ng uri ng aplikasyon' })}</p>
      <ul className="site-list">
        {FORMS.map((f) => (
          <li key={f.preset}>
            <Link to={`/forms?preset=${f.preset}`}>{tr(f)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
