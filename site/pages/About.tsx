import { Link } from 'react-router';
import { CmsArticle } from '../blocks/CmsArticle.tsx';
import { useT, type SiteKey } from '../i18n.ts';

/** /about: the about page and its links. */
export default function About() {
  const t = useT();
  const links: [string, SiteKey][] = [
    ['/about/whoweare', 'sitePages.about.whoWeAre'],
    ['/about/boardofdirectors', 'sitePages.about.board'],
    ['/about/shareholdingstructure', 'sitePages.about.shareholding'],
    ['/about/corporategovernance', 'sitePages.about.governance'],
    ['/about/investorrelations', 'sitePages.about.investorRelations'],
    ['/about/newsroom', 'sitePages.about.newsroom'],
    ['/about/careers', 'sitePages.about.careers'],
    ['/about/feesandcharges', 'sitePages.about.fees'],
  ];
  return (
    <CmsArticle
      section="pages"
      id="about"
      after={
        <ul className="site-grid">
          {links.map(([to, label]) => (
            <li key={to} className="site-card">
              <Link to={to}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
