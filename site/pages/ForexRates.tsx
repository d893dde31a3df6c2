/** /forexrates: today's foreign exchange rates (issue 7), the same board and ticker as the store screens. */
import { Widget } from '../Widget.tsx';
import { useTr } from '../locale.tsx';

export default function ForexRates() {
  const tr = useTr();
  return (
    <>
      <h1>{tr({ en: 'Foreign exchange rates', fil: 'Palitan ng dayuhang salapi' })}</h1>
      <p>
        {tr({
          en: 'Our buying and selling rates for foreign currencies today, as posted in our branches.',
          fil: 'Ang aming mga rate sa pagbili at pagbenta ng dayuhang salapi ngayong araw, gaya ng nakapaskil sa aming mga sangay.',
        })}
      </p>
      <div className="site-card">
        <Widget tag="ew-fx-board" variant="marquee" />
      </div>
      <div className="site-card" style={{ marginTop: 24 }}>
        <Widget tag="ew-fx-board" variant="board" />
      </div>
    </>
  );
}
