import { Link } from 'react-router';
import { SOLUTION_CONTACTS } from '../../shared/content/solutions.ts';
import { BANNER_OF, BusinessBanner } from '../blocks/BusinessBanner.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang } from '../i18n.ts';

/** /business/complete-business-solution: every solution's banner. */
export default function CompleteSolution() {
  const banners = useContent('businesscomplete-banner');
  const cms = useContentLang(); // a solution's name and banner text are English only
  return (
    <Loaded state={banners}>
      {(b) => (
        <>
          {b.banner && <BusinessBanner banner={b.banner} />}
          <ul className="site-grid">
            {SOLUTION_CONTACTS.map((s) => (
              <li key={s.key} className="site-card" lang={cms}>
                <h2 className="site-card-title">
                  <Link to={s.urlSolution}>{s.titleSolution}</Link>
                </h2>
                <p>{b[BANNER_OF[s.key]]?.body}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Loaded>
  );
}
