import { useSearchParams } from 'react-router';
import { useT } from '../i18n.ts';
import { useDefined } from '../shell/useDefined.ts';
import { Widget } from '../Widget.tsx';

/** /request-for-callback/ (and its deposit-page and investment variants): the business callback form. */
export default function RequestForCallback({ variant }: { variant?: 'deposit-page' | 'investment' }) {
  const t = useT();
  const defined = useDefined('ew-business-callback');
  // ?solution=deposit|cash|loan|... (the Apply Today! chooser's links): the solution contact mapping.
  const solution = useSearchParams()[0].get('solution');
  return (
    <>
      <h1>{t('sitePages.requestCallback.heading')}</h1>
      <div className="site-card">
        {defined === 'no' ? (
          <Widget tag="ew-callback-form" />
        ) : (
          <Widget tag="ew-business-callback" {...(variant ? { variant } : {})} {...(solution ? { solution } : {})} />
        )}
      </div>
    </>
  );
}
