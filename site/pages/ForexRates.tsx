/** /forexrates: today's foreign exchange rates (issue 7), the same board and ticker as the store screens. */
import { Widget } from '../Widget.tsx';
import { useT } from '../i18n.ts';

export default function ForexRates() {
  const t = useT();
  return (
    <>
      <h1>{t('sitePages.forex.heading')}</h1>
      <p>{t('sitePages.forex.intro')}</p>
      <div className="site-card">
        <Widget tag="ew-fx-board" variant="marquee" />
      </div>
      <div className="site-card" style={{ marginTop: 24 }}>
        <Widget tag="ew-fx-board" variant="board" />
      </div>
    </>
  );
}
