import { Link } from 'react-router';
import { SOLUTION_CONTACTS } from '../../shared/content/solutions.ts';
import { FxFeatureTable } from '../blocks/Blocks.tsx';
import { BANNER_OF, BusinessBanner } from '../blocks/BusinessBanner.tsx';
import { dataOf, Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';
import { useRouteTitle } from '../shell/PageTitle.tsx';

/**
 * /business: business home. The solutions and their links are the site's own (the solution contact
 * mapping): they show whatever the content service answers; its banner (the page's heading, else the
 * route's title), the solutions' blurbs and the FX feature are the service's.
 */
export default function BusinessHome() {
  const t = useT();
  const cms = useContentLang(); // a solution's name and banner text are English only
  const title = <h1>{useRouteTitle()}</h1>;
  const banners = useContent('businesscomplete-banner');
  const blurbs = dataOf(banners);
  const blog = useContent('fxfeature');
  return (
    <>
      <Loaded state={banners} otherwise={title}>
        {(b) => (b.banner ? <BusinessBanner banner={b.banner} /> : title)}
      </Loaded>
      <section className="site-section" aria-labelledby="biz-solutions">
        <h2 id="biz-solutions">{t('sitePages.business.solutions')}</h2>
        <ul className="site-grid site-grid-balanced">
          {SOLUTION_CONTACTS.map((s) => (
            <li key={s.key} className="site-card">
              <h3 className="site-card-title" lang={cms}>
                <Link to={s.urlSolution}>{s.titleSolution}</Link>
              </h3>
              {s.key === 'fixedincome' ? (
                <p>{t('sitePages.business.fixedIncome')}</p>
              ) : (
                blurbs?.[BANNER_OF[s.key]] && <p lang={cms}>{blurbs[BANNER_OF[s.key]]!.body}</p>
              )}
            </li>
          ))}
        </ul>
        <p>
          <Link to="/business/complete-business-solution">{t('sitePages.business.complete')}</Link> ·{' '}
          <Link to="/business/cash-management">{t('sitePages.business.cashManagement')}</Link> ·{' '}
          <Link to="/business/easybiz">{t('sitePages.business.easybiz')}</Link> ·{' '}
          <Link to="/business/news-and-insight">{t('sitePages.business.news')}</Link>
        </p>
      </section>
      <Loaded state={blog}>
        {(rates) => (
          <section className="site-section site-card" aria-labelledby="biz-fx">
            <h2 id="biz-fx">{t('sitePages.business.fxToday')}</h2>
            <FxFeatureTable rates={rates} caption={t('sitePages.business.fxCaption')} />
          </section>
        )}
      </Loaded>
      <p>
        <Link to="/business/form/business-loan-solution" className="site-button">
          {t('sitePages.business.applyLoan')}
        </Link>
      </p>
    </>
  );
}
