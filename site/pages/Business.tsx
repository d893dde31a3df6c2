/**
 * The business pages (§2 "Business", §3 "Business complete solutions", "Solution contact mapping"):
 * business home, the complete-solution page and the seven solution pages (product cards, services
 * grid, the solution's contact), news and insight, and the business loan form with its notice.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SOLUTION_CONTACTS, solutionContact } from '../../shared/content/solutions.ts';
import type { BusinessBanner, SolutionKey } from '../../shared/content/types.ts';
import { SITE } from '../config.ts';
import { BrokerInfo, DocumentList, FxFeatureTable, ProductCard, ServicesGrid } from '../blocks/Blocks.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { Modal } from '../shell/Modal.tsx';
import { useDefined } from '../shell/useDefined.ts';
import { useText } from '../text.ts';
import { Widget } from '../Widget.tsx';

const BANNER_OF: Record<SolutionKey, keyof import('../../shared/content/types.ts').BusinessCompleteBanners> = {
  deposit: 'depositBanner',
  cash: 'cashBanner',
  loan: 'loanBanner',
  fixedincome: 'investmentBanner',
  investment: 'investmentBanner',
  forex: 'forexBanner',
  insurance: 'insuranceBanner',
};

function Banner({ banner, as: H = 'h1' }: { banner: BusinessBanner; as?: 'h1' | 'h2' }) {
  return (
    <div className="site-banner site-banner-img">
      <img src={banner.image} alt="" width="96" height="96" />
      <div>
        <H>{banner.title}</H>
        <p>{banner.body}</p>
      </div>
    </div>
  );
}

/** /business: business home. */
export function BusinessHome() {
  const banners = useContent('businesscomplete-banner');
  const blog = useContent('fxfeature');
  return (
    <Loaded state={banners}>
      {(b) => (
        <>
          <Banner banner={b.banner} />
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

/** /business/complete-business-solution: every solution's banner. */
export function CompleteSolution() {
  const banners = useContent('businesscomplete-banner');
  return (
    <Loaded state={banners}>
      {(b) => (
        <>
          <Banner banner={b.banner} />
          <ul className="site-grid">
            {SOLUTION_CONTACTS.map((s) => (
              <li key={s.key} className="site-card">
                <h2 className="site-card-title">
                  <Link to={s.urlSolution}>{s.titleSolution}</Link>
                </h2>
                <p>{b[BANNER_OF[s.key]].body}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Loaded>
  );
}

/** One of the seven solution pages. */
export function SolutionPage({ solution }: { solution: SolutionKey }) {
  const text = useText();
  const detail = useContent('businesscomplete-detail');
  const brokers = useContent('brokers');
  const contact = solutionContact(solution);
  const page =
    solution === 'fixedincome'
      ? 'Fixed Income Products'
      : solution === 'investment'
        ? 'Unit Investment Trust Fund'
        : contact.titleSolution;
  return (
    <Loaded state={detail}>
      {(d) => {
        const s = d[solution];
        return (
          <>
            <div className="site-banner">
              <h1>{s.title}</h1>
              <p>{s.intro}</p>
            </div>
            <section className="site-section" aria-labelledby="sol-products">
              <h2 id="sol-products">Products</h2>
              <div className="site-grid">
                {s.products.map((p) => (
                  <ProductCard
                    key={p.title}
                    product={p}
                    page={page}
                    contact={
                      solution === 'investment'
                        ? {
                            title: contact.titleSolution,
                            email: SITE.trustMarketing.email,
                            phone: SITE.trustMarketing.phone,
                            trust: true,
                          }
                        : { title: contact.titleSolution, email: contact.emailSolution, phone: SITE.contact.hotline }
                    }
                  />
                ))}
              </div>
            </section>
            <section className="site-section" aria-labelledby="sol-services">
              <h2 id="sol-services">Services</h2>
              <ServicesGrid services={s.services} />
            </section>
            {(solution === 'investment' || solution === 'fixedincome') && (
              <Loaded state={brokers} silent>
                {(list) => (
                  <section className="site-section" aria-labelledby="sol-brokers">
                    <h2 id="sol-brokers">Your trust officers</h2>
                    <BrokerInfo brokers={list} />
                  </section>
                )}
              </Loaded>
            )}
            {s.documents && <DocumentList items={s.documents} title={text.documents} />}
            <section className="site-section site-card" aria-labelledby="sol-contact">
              <h2 id="sol-contact">{contact.titleSolution}</h2>
              <p>
                {text.contactUs}: <a href={`mailto:${contact.emailSolution}`}>{contact.emailSolution}</a>
              </p>
              <p>
                <Link to="/business/form/business-loan-solution">{text.requestCallback}</Link>
              </p>
            </section>
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * /business/form/business-loan-solution: the business callback form, after the notice dialog that
 * appears before entering this route ("which one: not shown"; docs/decisions.md).
 */
export function BusinessLoanForm() {
  const text = useText();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(true);
  const business = useDefined('ew-business-callback');
  return (
    <>
      <h1>Business Loan Solution</h1>
      <Modal open={notice} onRequestClose={() => setNotice(false)} title={text.beforeYouApply}>
        <p>{text.beforeYouApplyText}</p>
        <div className="site-actions">
          <button
            type="button"
            className="site-button site-button-secondary"
            onClick={() => void navigate('/business/loan-solution')}
          >
            {text.cancel}
          </button>
          <button type="button" className="site-button" onClick={() => setNotice(false)}>
            {text.continue}
          </button>
        </div>
      </Modal>
      <div className="site-card">
        {business === 'no' ? <Widget tag="ew-callback-form" /> : <Widget tag="ew-business-callback" />}
      </div>
    </>
  );
}
