import { Link } from 'react-router';
import { CmsArticle } from '../blocks/CmsArticle.tsx';
import { useTr } from '../locale.tsx';

/** /about: the about page and its links. */
export default function About() {
  const tr = useTr();
  const links: [string, { en: string; fil: string }][] = [
    ['/about/whoweare', { en: 'Who we are', fil: 'Sino kami' }],
    ['/about/boardofdirectors', { en: 'Board of directors', fil: 'Lupon ng mga direktor' }],
    ['/about/shareholdingstructure', { en: 'Shareholding structure', fil: 'Istruktura ng pagmamay-ari' }],
    ['/about/corporategovernance', { en: 'Corporate governance', fil: 'Pamamahala ng korporasyon' }],
    ['/about/investorrelations', { en: 'Investor relations', fil: 'Investor relations' }],
    ['/about/newsroom', { en: 'Newsroom', fil: 'Balita' }],
    ['/about/careers', { en: 'Careers', fil: 'Trabaho' }],
    ['/about/feesandcharges', { en: 'Fees and charges', fil: 'Mga bayarin' }],
  ];
  return (
    <CmsArticle
      section="pages"
      id="about"
      after={
        <ul className="site-grid">
          {links.map(([to, label]) => (
            <li key={to} className="site-card">
              <Link to={to}>{tr(label)}</Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}
