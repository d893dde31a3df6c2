/** /loans: the loans page with the loan calculator and the loan products it leads to. */
import { Link } from 'react-router';
import { Loaded } from '../blocks/State.tsx';
import { usePages } from '../content/useContent.ts';
import { Widget } from '../Widget.tsx';
import { useContentLang, useT } from '../i18n.ts';

export default function Loans() {
  const t = useT();
  // The loan product pages (/loans/{id}), from the content service: a product an operator adds is linked too.
  const products = usePages('loans');
  const cms = useContentLang();
  return (
    <>
      <h1>{t('sitePages.loans.heading')}</h1>
      <p>{t('sitePages.loans.intro')}</p>
      <div className="site-card">
        <Widget tag="ew-loan-calculator" />
      </div>
      <Loaded state={products}>
        {(pages) => (
          <section className="site-section" aria-labelledby="loans-products">
            <h2 id="loans-products">{t('sitePages.loans.products')}</h2>
            <ul className="site-grid">
              {pages.map((p) => (
                <li key={p.id} className="site-card" lang={cms}>
                  <h3 className="site-card-title">
                    <Link to={`/loans/${p.id}`}>{p.title}</Link>
                  </h3>
                  <p>{p.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Loaded>
    </>
  );
}
