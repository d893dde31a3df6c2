/** /loans: the loans page with the loan calculator (issue 4). */
import { Widget } from '../Widget.tsx';
import { useT } from '../i18n.ts';

export default function Loans() {
  const t = useT();
  return (
    <>
      <h1>{t('sitePages.loans.heading')}</h1>
      <p>{t('sitePages.loans.intro')}</p>
      <div className="site-card">
        <Widget tag="ew-loan-calculator" />
      </div>
    </>
  );
}
