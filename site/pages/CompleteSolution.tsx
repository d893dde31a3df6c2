import { Link } from 'react-router';
import { SOLUTION_CONTACTS } from '../../shared/content/solutions.ts';
import { BANNER_OF, BusinessBanner } from '../blocks/BusinessBanner.tsx';
import { dataOf, Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang } from '../i18n.ts';
import { useRouteTitle } from '../shell/PageTitle.tsx';

/**
 * /business/complete-business-solution: every solution's banner. The solutions and their links are
 * the site's own and show without the content service; its banner (else the route's title as the
 * heading) and the solutions' blurbs are the service's.
 */
export default function CompleteSolution() {
  const banners = useContent('businesscomplete-banner');
  const blurbs = dataOf(banners);
  const cms = useContentLang(); // a solution's name and banner text are English only
  const title = <h1>{useRouteTitle()}</h1>;
  return (
    <>
      <Loaded state={banners} otherwise={title}>
        {(b) => (b.banner ? <BusinessBanner banner={b.banner} /> : title)}
      </Loaded>
      <ul className="site-grid">
        {SOLUTION_CONTACTS.map((s) => (
          <li key={s.key} className="site-card" lang={cms}>
            <h2 className="site-card-title">
              <Link to={s.urlSolution}>{s.titleSolution}</Link>
            </h2>
            {blurbs?.[BANNER_OF[s.key]] && <p>{blurbs[BANNER_OF[s.key]]!.body}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
