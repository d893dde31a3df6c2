/** /loans: the loans page with the loan calculator (issue 4). */
import { Widget } from '../Widget.tsx';
import { useTr } from '../locale.tsx';

export default function Loans() {
  const tr = useTr();
  return (
    <>
      <h1>{tr({ en: 'Loans', fil: 'Mga Loan' })}</h1>
      <p>
        {tr({
          en: 'Auto, home and personal loans: see your monthly payment, then apply online.',
          fil: 'Auto, home at personal loan: tingnan ang buwanang bayad, saka mag-apply online.',
        })}
      </p>
      <div className="site-card">
        <Widget tag="ew-loan-calculator" />
      </div>
    </>
  );
}
