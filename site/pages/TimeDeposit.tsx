/** /deposits/timedeposit: the time deposit product page with the investment calculator (issue 4). */
import { Widget } from '../Widget.tsx';
import { useTr } from '../locale.tsx';

export default function TimeDeposit() {
  const tr = useTr();
  return (
    <>
      <h1>{tr({ en: 'Time Deposit', fil: 'Time Deposit' })}</h1>
      <p>
        {tr({
          en: 'Grow your savings at a fixed rate for the term you choose, from 30 days to 5 years.',
          fil: 'Palaguin ang iyong ipon sa takdang rate para sa panahong pipiliin mo, mula 30 araw hanggang 5 taon.',
        })}
      </p>
      <div className="site-card">
        <Widget tag="ew-td-calculator" />
      </div>
    </>
  );
}
