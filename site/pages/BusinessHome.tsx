import { Link } from 'react-router';
import { SOLUTION_CONTACTS } from '../../shared/content/solutions.ts';
import { FxFeatureTable } from '../blocks/Blocks.tsx';
import { BANNER_OF, BusinessBanner } from '../blocks/BusinessBanner.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';

/** /business: business home. */
export default function BusinessHome() {
  const banners = useContent('businesscomplete-banner');
  const blog = useContent('fxfeature');
  return (
    <Loaded state={banners}>
      {(b) => (
        <>
          <BusinessBanner banner={b.banner} />
          <section className="site-section" aria-labelledby="biz-solutions">
            <h2 id="biz-solutions">Solutions for your business</h2>
            <ul className="site-grid">
              {SOLUTION_CONTACTS.map((s) => {
                const banner = b[BANNER_OF[s.key]];
                return (
                  <li key={s.key} className="site-card">
                    <h3 className="site-card-title">
                      <Link to={s.urlSolution}>{s.titleSolution}</Link>
                    </h3>
                    <p>
                      {s.key === 'fixedincome'
                        ? 'Treasury bills, retail treasury bonds and corporate bonds.'
                        : banner.body}
                    </p>
                  </li>
                );
              })}
            </ul>
            <p>
              <Link to="/business/complete-business-solution">See the complete business solutions</Link> ·{' '}
              <Link to="/business/cash-management">Cash management</Link> ·{' '}
              <Link to="/business/easybiz">EasyBiz online</Link> ·{' '}
              <Link to="/business/news-and-insight">News and insight</Link>
            </p>
          </section>
          <Loaded state={blog} silent>
            {(rates) => (
              <section className="site-section site-card" aria-labelledby="biz-fx">
                <h2 id="biz-fx">Forex rates today</h2>
                <FxFeatureTable rates={rates} caption="Indicative buying and selling rates" />
              </section>
            )}
          </Loaded>
          <p>
            <Link to="/business/form/business-loan-solution" className="site-button">
              Apply for a business loan
            </Link>
          </p>
        </>
      )}
    </Loaded>
  );
}
