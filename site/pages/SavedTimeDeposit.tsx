import { useParams } from 'react-router';
import { useTr } from '../locale.tsx';
import { Widget } from '../Widget.tsx';

/** /forms/timedeposit/{referenceid}: resume a saved time deposit application (issue 6's widget). */
export default function SavedTimeDeposit() {
  const tr = useTr();
  const { referenceid = '' } = useParams();
  return (
    <>
      <h1>{tr({ en: 'Time Deposit application', fil: 'Aplikasyon sa Time Deposit' })}</h1>
      <div className="site-card">
        <Widget tag="ew-time-deposit" reference-id={referenceid} />
      </div>
    </>
  );
}
