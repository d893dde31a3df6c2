/**
 * The solution pages' blocks (§2): product cards and the services grid. Apart from Blocks.tsx because
 * they show content HTML: the pages that do not (home among them) do not carry the sanitizer.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { visibleServices } from '../../shared/content/shell.ts';
import type { Service, SolutionProduct } from '../../shared/content/types.ts';
import { Html } from '../content/Html.tsx';
import { Modal } from '../shell/Modal.tsx';
import { useContentLang, useT } from '../i18n.ts';
import { useThrottledWidth } from './Carousel.tsx';
import { ContentImage } from './ContentImage.tsx';

/**
 * Product card: SHOW PRODUCT FEATURES toggles to HIDE PRODUCT FEATURES (only when there are features;
 * toggling resets the contact panel); Contact Us opens the contact dialog, Close closes it. REQUEST
 * FOR CALLBACK (to /request-for-callback/investment) only on Fixed Income Products; the Trust
 * Marketing contact on investment pages.
 */
export function ProductCard({
  product,
  page,
  contact,
}: {
  product: SolutionProduct;
  page: string;
  contact: { title: string; email: string; phone: string; trust?: boolean };
}) {
  const t = useT();
  const [showFeatures, setShowFeatures] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const id = `features-${product.title.replace(/\W+/g, '-').toLowerCase()}`;
  const cms = useContentLang();
  return (
    <article className="site-card site-product">
      <h3 lang={cms}>{product.title}</h3>
      <p lang={cms}>{product.description}</p>
      {product.features.trim() && (
        <>
          <button
            type="button"
            className="site-button site-button-secondary"
            aria-expanded={showFeatures}
            aria-controls={id}
            onClick={() => {
              setShowFeatures((s) => !s);
              setContactOpen(false);
            }}
          >
            {showFeatures ? t('site.hideFeatures') : t('site.showFeatures')}
            <span className="site-vh">
              : <span lang={cms}>{product.title}</span>
            </span>
          </button>
          <div id={id} hidden={!showFeatures}>
            <Html html={product.features} className="site-prose" />
          </div>
        </>
      )}
      <div className="site-actions">
        <button type="button" className="site-button" aria-haspopup="dialog" onClick={() => setContactOpen(true)}>
          {t('site.contactUs')}
          <span className="site-vh">
            : <span lang={cms}>{product.title}</span>
          </span>
        </button>
        {page === 'Fixed Income Products' && (
          <Link to="/request-for-callback/investment" className="site-button site-button-secondary">
            {t('site.requestCallback')}
          </Link>
        )}
      </div>
      <Modal
        open={contactOpen}
        onRequestClose={() => setContactOpen(false)}
        title={contact.trust ? t('site.trustUnit') : `${t('site.contactUs')}: ${product.title}`}
        className={page === 'Unit Investment Trust Fund' ? 'site-uitf-contact' : undefined}
      >
        <p>{contact.trust ? t('site.trustUnit') : t('site.solutionContact', { title: contact.title })}</p>
        <p>{t('site.contactNumber', { phone: contact.phone })}</p>
        <p>
          {t('site.contactEmail', { email: '' })}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
        <div className="site-actions">
          <button type="button" className="site-button" onClick={() => setContactOpen(false)}>
            {t('site.close')}
          </button>
        </div>
      </Modal>
    </article>
  );
}

/** Services grid: 3 cards (2 at width 959 or less); SEE ALL SERVICES / HIDE OTHER SERVICES when more than 3; LEARN MORE opens the details. */
export function ServicesGrid({ services }: { services: readonly Service[] }) {
  const t = useT();
  const width = useThrottledWidth();
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<Service | null>(null);
  const { shown, toggle } = visibleServices(services.length, width, expanded);
  const cms = useContentLang();
  return (
    <div className="site-services">
      <ul className="site-grid">
        {services.slice(0, shown).map((s) => (
          <li key={s.title} className="site-card">
            <ContentImage src={s.field_feature_image} alt="" width={64} height={64} />
            <h3 lang={cms}>{s.title}</h3>
            <p lang={cms}>{s.field_blurb}</p>
            <button
              type="button"
              className="site-button site-button-secondary"
              aria-haspopup="dialog"
              onClick={() => setOpen(s)}
            >
              {t('site.servicesLearnMore')}
              <span className="site-vh">
                : <span lang={cms}>{s.title}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {toggle && (
        <button
          type="button"
          className="site-button site-button-secondary"
          aria-expanded={expanded}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('site.hideServices') : t('site.seeAllServices')}
        </button>
      )}
      <Modal open={!!open} onRequestClose={() => setOpen(null)} title={open?.title ?? ''}>
        {open && <Html html={open.field_more_details} className="site-prose" />}
        <div className="site-actions">
          <button type="button" className="site-button" onClick={() => setOpen(null)}>
            {t('site.close')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
