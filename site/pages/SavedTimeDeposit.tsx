import { useParams } from 'react-router';
import { useT } from '../i18n.ts';
import { Widget } from '../Widget.tsx';

/** /forms/timedeposit/{referenceid}: resume a saved time deposit application (`ew-time-deposit`'s `reference-id`). */
export default function SavedTimeDeposit() {
  const t = useT();
  const { referenceid = '' } = useParams();
  return (
    <>
      <h1>{t('sitePages.timeDeposit.saved')}</h1>
      <div className="site-card">
        <Widget tag="ew-time-deposit" reference-id={referenceid} />
      </div>
    </>
  );
}
