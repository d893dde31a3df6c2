/**
 * /forms: the application forms (application-forms.md §2 "The forms are reached at /forms"). The
 * preset query (?preset=auto-loan, as the chooser's presets are spelled) opens one form; without it,
 * a list of the forms. Issue 6 replaces the list with the Apply Today! chooser widget.
 */
import { Link, useSearchParams } from 'react-router';
import { Widget } from '../Widget.tsx';
import { useT, type SiteKey } from '../i18n.ts';

const FORMS = [
  { preset: 'auto-loan', tag: 'ew-auto-loan', label: 'sitePages.forms.autoLoan' },
  { preset: 'home-loan', tag: 'ew-home-loan', label: 'sitePages.forms.homeLoan' },
  { preset: 'personal-loan', tag: 'ew-personal-loan', label: 'sitePages.forms.personalLoan' },
  { preset: 'creditcard', tag: 'ew-credit-card', label: 'sitePages.forms.creditCard' },
  { preset: 'timedeposit', tag: 'ew-time-deposit', label: 'sitePages.forms.timeDeposit' },
  { preset: 'leadgen', tag: 'ew-leadgen', label: 'sitePages.forms.leadgen' },
] as const satisfies readonly { preset: string; tag: `ew-${string}`; label: SiteKey }[];

export default function Forms() {
  const t = useT();
  const [params] = useSearchParams();
  const chosen = FORMS.find((f) => f.preset === params.get('preset'));
  if (chosen) {
    return (
      <section className="site-card" aria-label={t(chosen.label)}>
        {/* The page's own level-1 heading (issue 19 item 10): the widget's title is an h2. */}
        <h1>{t(chosen.label)}</h1>
        {/* ?variant=summary: the personal loan's variant A (issue 5). */}
        <Widget tag={chosen.tag} {...(params.get('variant') === 'summary' ? { variant: 'summary' } : {})} />
      </section>
    );
  }
  return (
    <>
      <h1>{t('sitePages.forms.heading')}</h1>
      <p>{t('sitePages.forms.prompt')}</p>
      <ul className="site-list">
        {FORMS.map((f) => (
          <li key={f.preset}>
            <Link to={`/forms?preset=${f.preset}`}>{t(f.label)}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
