import { Link } from 'react-router';
import { solutionCallbackPath, solutionContact } from '../../shared/content/solutions.ts';
import type { SolutionKey } from '../../shared/content/types.ts';
import { SITE } from '../config.ts';
import { BrokerInfo, DocumentList } from '../blocks/Blocks.tsx';
import { ProductCard, ServicesGrid } from '../blocks/SolutionBlocks.tsx';
import { dataOf, Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';

/**
 * One of the seven solution pages: its products (REQUEST FOR CALLBACK only on Fixed Income Products,
 * ProductCard), services, trust officers, documents, and its contact from the solution contact
 * mapping (§3): its e-mail, and its own request for a callback (solutionCallbackPath). A solution left
 * out as malformed (useContent), or its record failing, leaves the page with its own title, the trust
 * officers and the contact.
 */
export default function SolutionPage({ solution }: { solution: SolutionKey }) {
  const t = useT();
  const cms = useContentLang(); // the solution's texts and names are English only
  const detail = useContent('businesscomplete-detail');
  const brokers = useContent('brokers');
  const contact = solutionContact(solution);
  const page =
    solution === 'fixedincome'
      ? 'Fixed Income Products'
      : solution === 'investment'
        ? 'Unit Investment Trust Fund'
        : contact.titleSolution;
  const s = dataOf(detail)?.[solution];
  return (
    <>
      <div className="site-banner" lang={cms}>
        <h1>{s?.title ?? contact.titleSolution}</h1>
        {s && <p>{s.intro}</p>}
      </div>
      <Loaded state={detail}>
        {() =>
          s && (
            <>
              <section className="site-section" aria-labelledby="sol-products">
                <h2 id="sol-products">{t('sitePages.business.products')}</h2>
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
                          : {
                              title: contact.titleSolution,
                              email: contact.emailSolution,
                              phone: SITE.contact.hotline,
                            }
                      }
                    />
                  ))}
                </div>
              </section>
              <section className="site-section" aria-labelledby="sol-services">
                <h2 id="sol-services">{t('sitePages.business.services')}</h2>
                <ServicesGrid services={s.services} />
              </section>
            </>
          )
        }
      </Loaded>
      {(solution === 'investment' || solution === 'fixedincome') && (
        <Loaded state={brokers}>
          {(list) => (
            <section className="site-section" aria-labelledby="sol-brokers">
              <h2 id="sol-brokers">{t('sitePages.business.trustOfficers')}</h2>
              <BrokerInfo brokers={list} />
            </section>
          )}
        </Loaded>
      )}
      {s?.documents && <DocumentList items={s.documents} title={t('site.documents')} />}
      <section className="site-section site-card" aria-labelledby="sol-contact">
        <h2 id="sol-contact" lang={cms}>
          {contact.titleSolution}
        </h2>
        <p>
          {t('sitePages.business.emailUs')}: <a href={`mailto:${contact.emailSolution}`}>{contact.emailSolution}</a>
        </p>
        <p>
          <Link to={solutionCallbackPath(solution)}>
            {t('sitePages.business.callAbout', { title: contact.titleSolution })}
          </Link>
        </p>
      </section>
    </>
  );
}
