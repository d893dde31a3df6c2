/**
 * The support and security pages (site-and-content.md §2 "/supportandsecurity/…"), linked from
 * /tipsandtutorials, where /supportandsecurity lands: no other page links them.
 * Labels are the pages' own route titles, so a link and the page it opens are named alike.
 */
import { Link } from 'react-router';
import { useT, type TitleKey } from '../i18n.ts';

const SUPPORT_PAGES: [string, TitleKey][] = [
  ['/supportandsecurity/advisories', 'siteTitles.securityAdvisories'],
  ['/supportandsecurity/bankingsecurity', 'siteTitles.bankingSecurity'],
  ['/supportandsecurity/faqs', 'siteTitles.faqs'],
  ['/supportandsecurity/paymentchannels', 'siteTitles.paymentChannels'],
  ['/supportandsecurity/feesandcharges/deposits', 'siteTitles.feesDeposits'],
  ['/supportandsecurity/feesandcharges/creditcards', 'siteTitles.feesCards'],
  ['/supportandsecurity/feesandcharges/personalloans', 'siteTitles.feesPersonalLoans'],
  ['/supportandsecurity/termsandconditions', 'siteTitles.termsAndConditions'],
  ['/supportandsecurity/search', 'siteTitles.search'],
];

export function SupportLinks() {
  const t = useT();
  return (
    <nav className="site-section" aria-labelledby="support-links">
      <h2 id="support-links">{t('sitePages.support.heading')}</h2>
      <ul className="site-grid">
        {SUPPORT_PAGES.map(([to, label]) => (
          <li key={to} className="site-card">
            <Link to={to}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
