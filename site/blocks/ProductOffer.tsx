/**
 * What a product page offers after its text (shared/products/facts.ts PRODUCT_OFFERS): its current
 * rates, from the rate service as /interestrates shows them (one source: no rate is written into the
 * page's text), and an Apply button to the product's form. A page that is not a product page shows
 * nothing here. The page waits for its rate sets on arrival (PageWait), so the tables do not push
 * anything down when they come.
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { productOffer, type ProductOffer as ProductOfferFacts } from '../../shared/products/facts.ts';
import { ratesClient } from '../../shared/rates/client.ts';
import { usePageWaitFor } from '../content/useContent.ts';
import { useT } from '../i18n.ts';
import { RateSet } from './RateSet.tsx';

/** The offer of the page `{section}/{id}`; without `id`, the route's :id. */
export function ProductOffer({ section, id }: { section: 'loans' | 'deposits'; id?: string }) {
  const params = useParams();
  const page = id ?? params.id;
  const offer = productOffer(section, page);
  return offer ? <Offer key={`${section}/${page}`} offer={offer} /> : null;
}

function Offer({ offer }: { offer: ProductOfferFacts }) {
  const t = useT();
  // this origin's rate service (none while the page is rendered outside a browser)
  const client = useMemo(() => ratesClient(globalThis.location?.origin ?? ''), []);
  usePageWaitFor(`rates:${offer.rates.join(',')}`, () => Promise.all(offer.rates.map((n) => client.load(n))));
  return (
    <>
      <section className="site-section" aria-labelledby="product-rates">
        <h2 id="product-rates">{t('sitePages.product.rates')}</h2>
        <p>{t('sitePages.product.ratesNote')}</p>
        {offer.rates.map((name) => (
          <RateSet key={name} client={client} name={name} />
        ))}
        <p>
          <Link to="/interestrates">{t('sitePages.product.allRates')}</Link>
        </p>
      </section>
      {offer.apply && (
        <p className="site-actions">
          <Link to={`/forms?preset=${offer.apply}`} className="site-button">
            {t(`sitePages.product.apply.${offer.apply}`)}
          </Link>
        </p>
      )}
    </>
  );
}
