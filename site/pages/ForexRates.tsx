/** /forexrates: today's foreign exchange rates, the same board and ticker as the store screens. */
import { Widget } from '../Widget.tsx';
import { useT } from '../i18n.ts';

/**
 * The board first, as its default screen (no `variant`): the loader reserves its box, so nothing moves
 * when it arrives. The ticker is another screen, whose box the loader cannot know: placed after the
 * board, it grows below the fold on a phone and a laptop instead of pushing the board down.
 */
export default function ForexRates() {
  const t = useT();
  return (
    <>
      <h1>{t('sitePages.forex.heading')}</h1>
      <p>{t('sitePages.forex.intro')}</p>
      <p>{t('sitePages.forex.details')}</p>
      <div className="site-card">
        <Widget tag="ew-fx-board" />
      </div>
      <div className="site-card" style={{ marginTop: 24 }}>
        <Widget tag="ew-fx-board" variant="marquee" />
      </div>
    </>
  );
}
