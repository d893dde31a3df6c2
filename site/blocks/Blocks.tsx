/** The marketing content blocks of site-and-content.md §2. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { documentUrl, linkBehaviour, visibleServices, type LinkItem } from '../../shared/content/shell.ts';
import type {
  Broker,
  Card,
  DocumentItem,
  FxFeature,
  Promo,
  Service,
  SolutionProduct,
} from '../../shared/content/types.ts';
import { SITE } from '../config.ts';
import { Html } from '../content/Html.tsx';
import { Modal } from '../shell/Modal.tsx';
import { useContentLang, useT } from '../i18n.ts';
import { Carousel, useThrottledWidth } from './Carousel.tsx';

/** A link item: target 'new' opens a new tab; field_link_type External is a plain link, else an internal route. */
export function ItemLink({ item, className, children }: { item: LinkItem; className?: string; children?: ReactNode }) {
  const t = useT();
  const cms = useContentLang();
  const { external, newTab } = linkBehaviour(item);
  // the item's own title is the content service's (English only); the new-tab note is ours
  const body = children ?? <span lang={cms}>{item.title}</span>;
  const href = item.pagelink || item.link;
  const tab = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (external || /^https?:/.test(href)) {
    return (
      <a href={href} className={className} {...tab}>
        {body}
        {newTab && <span className="site-vh"> {t('site.newTab')}</span>}
      </a>
    );
  }
  return (
    <Link to={href} className={className} {...tab}>
      {body}
      {newTab && <span className="site-vh"> {t('site.newTab')}</span>}
    </Link>
  );
}

export function LinkItems({ items, label }: { items: readonly LinkItem[]; label: string }) {
  return (
    <nav aria-label={label} className="site-linkitems">
      <ul>
        {items.map((i) => (
          <li key={i.title}>
            <ItemLink item={i} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Downloadable documents: open in a new tab; 'Loading' until the list is there. `title`: the site's
 * own words, or the content's (`titleFromContent`, English only).
 */
export function DocumentList({
  items,
  title,
  titleFromContent,
}: {
  items: readonly DocumentItem[] | null;
  title?: string;
  titleFromContent?: boolean;
}) {
  const t = useT();
  const cms = useContentLang();
  return (
    <section className="site-documents" aria-label={title ?? t('site.documents')}>
      {title && <h2 lang={titleFromContent ? cms : undefined}>{title}</h2>}
      {!items ? (
        <p className="site-loading">{t('site.loading')}</p>
      ) : (
        <ul>
          {items.map((d) => {
            const path = d.pdf || d.field_kiids_pdf_file || d.pagelink || '';
            return (
              <li key={d.title}>
                <a href={documentUrl(SITE.documentDomain, path)} target="_blank" rel="noopener noreferrer">
                  <span lang={cms}>{d.title}</span>
                  <span className="site-vh"> {t('site.newTab')}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function PromoGrid({ promos }: { promos: readonly Promo[] }) {
  const t = useT();
  const cms = useContentLang();
  return (
    <ul className="site-grid site-promos">
      {promos.map((p) => (
        <li key={p.headline} className="site-card site-promo">
          <img src={p.image} alt="" width="320" height="160" />
          <h3 lang={cms}>{p.headline}</h3>
          <p lang={cms}>{p.content}</p>
          <p className="site-muted">
            {t('site.promoPeriod')}: <span lang={cms}>{p.duration}</span>
          </p>
          <Link to={p.link} className="site-button" aria-label={`${t('site.learnMore')}: ${p.headline}`}>
            {t('site.learnMore')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The promo carousel (§2: headline, content): one promo a slide, rotating, with Pause (Carousel). */
export function PromoCarousel({ promos, label }: { promos: readonly Promo[]; label: string }) {
  const t = useT();
  const cms = useContentLang();
  return (
    <Carousel
      items={promos}
      label={label}
      rotate={PROMO_ROTATE_MS}
      render={(p) => (
        <div className="site-promo-slide">
          <h3 lang={cms}>{p.headline}</h3>
          <p lang={cms}>{p.content}</p>
          <Link to={p.link} className="site-button" aria-label={`${t('site.learnMore')}: ${p.headline}`}>
            {t('site.learnMore')}
          </Link>
        </div>
      )}
    />
  );
}
/** Long enough to read a promo's headline and content (WCAG 2.2.2 asks for Pause, which it has). */
export const PROMO_ROTATE_MS = 7000;

/**
 * The explore carousel: cards, 2 to 3 a view (1 on phones), its left margin by width (§9), each
 * card's image from the configured API base plus the item's path (§7).
 */
export function ExploreCarousel({ cards, label }: { cards: readonly Card[]; label: string }) {
  const cms = useContentLang();
  return (
    <Carousel
      items={cards}
      label={label}
      multi
      explore
      render={(c) => (
        <div className="site-explore-card" lang={cms}>
          {c.image && <img src={documentUrl(SITE.apiBase, c.image)} alt="" width="64" height="64" />}
          <h3 className="site-card-title">
            <Link to={c.link}>{c.title}</Link>
          </h3>
          <p>{c.body}</p>
        </div>
      )}
    />
  );
}

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
            <img src={s.field_feature_image} alt="" width="64" height="64" />
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

/** The first `limit` items, then the whole list in a dialog (deposit list: 5; feature grids: 3). */
export function FirstThenAll<T>({
  items,
  limit,
  title,
  render,
  grid,
}: {
  items: readonly T[];
  limit: number;
  title: string;
  render(item: T): ReactNode;
  grid?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <section className="site-section" aria-label={title}>
      <h2>{title}</h2>
      <ul className={grid ? 'site-grid' : 'site-rows'}>
        {items.slice(0, limit).map((i, n) => (
          <li key={n}>{render(i)}</li>
        ))}
      </ul>
      {items.length > limit && (
        <button
          type="button"
          className="site-button site-button-secondary"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('site.seeAll')}
          <span className="site-vh">: {title}</span>
        </button>
      )}
      <Modal open={open} onRequestClose={() => setOpen(false)} title={title}>
        <ul className="site-rows">
          {items.map((i, n) => (
            <li key={n}>{render(i)}</li>
          ))}
        </ul>
        <div className="site-actions">
          <button type="button" className="site-button" onClick={() => setOpen(false)}>
            {t('site.close')}
          </button>
        </div>
      </Modal>
    </section>
  );
}

export function BrokerInfo({ brokers }: { brokers: readonly Broker[] }) {
  const cms = useContentLang();
  return (
    <ul className="site-grid">
      {brokers.map((b) => (
        <li key={b.name} className="site-card site-broker" lang={cms}>
          <img src={b.img} alt="" width="64" height="64" />
          <h3>{b.name}</h3>
          <p className="site-muted">{b.rank}</p>
          <p>{b.info}</p>
        </li>
      ))}
    </ul>
  );
}

export function FxFeatureTable({ rates, caption }: { rates: readonly FxFeature[]; caption: string }) {
  const t = useT();
  return (
    <table className="site-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sitePages.business.currency')}</th>
          <th scope="col">{t('sitePages.business.buy')}</th>
          <th scope="col">{t('sitePages.business.sell')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((r) => (
          <tr key={r.pair}>
            <th scope="row">{r.pair}</th>
            <td>{r.buyRate.toFixed(4)}</td>
            <td>{r.sellRate.toFixed(4)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
