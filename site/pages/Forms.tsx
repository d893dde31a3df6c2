/**
 * /forms (and /Forms, the phones' Apply): the Apply Today! chooser, <ew-apply> (application-forms.md
 * §1, §2 "The forms are reached at /forms"): Credit Card opens the chat assistant in a new tab, the
 * loans open their form, and 'You may also apply for other products through call' lists the callback
 * links. `?preset=` (the chooser's presets: creditcard, personal-loan, auto-loan, home-loan, leadgen,
 * timedeposit) opens that form at once, as the calculators' hand-over asks (the form reads the rest
 * of the query itself); `?preset=personal-loan&variant=summary` is the personal loan's variant A.
 */
import { useSearchParams } from 'react-router';
import { SITE } from '../config.ts';
import { Widget } from '../Widget.tsx';
import { useT, type SiteKey } from '../i18n.ts';
import { hasOwn } from '../../shared/own.ts';

const PRESETS = {
  creditcard: 'sitePages.forms.creditCard',
  'personal-loan': 'sitePages.forms.personalLoan',
  'auto-loan': 'sitePages.forms.autoLoan',
  'home-loan': 'sitePages.forms.homeLoan',
  leadgen: 'sitePages.forms.leadgen',
  timedeposit: 'sitePages.forms.timeDeposit',
} as const satisfies Record<string, SiteKey>;
type Preset = keyof typeof PRESETS;

const presetOf = (value: string | null): Preset | undefined =>
  value !== null && hasOwn(PRESETS, value) ? (value as Preset) : undefined;

export default function Forms() {
  const t = useT();
  const [params] = useSearchParams();
  const preset = presetOf(params.get('preset'));
  const summary = preset === 'personal-loan' && params.get('variant') === 'summary';
  return (
    <>
      {preset ? (
        <h1>{t(PRESETS[preset])}</h1>
      ) : (
        // One name for the page: the chooser's own heading, "Apply Today!", says it right below, so the
        // page's level-1 heading (the same words, as its title) is for the outline only.
        <h1 className="site-vh">{t('sitePages.forms.heading')}</h1>
      )}
      <div className="site-card">
        {summary ? (
          // Variant A of the personal loan: the chooser opens variant B, so this one directly.
          <Widget tag="ew-personal-loan" variant="summary" />
        ) : (
          <Widget tag="ew-apply" chat-url={SITE.chat} {...(preset ? { preset } : {})} />
        )}
      </div>
    </>
  );
}
