/** The marketing content blocks of site-and-content.md §2. */
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { documentUrl, linkBehaviour, type LinkItem } from '../../shared/content/shell.ts';
import type { Broker, Card, DocumentItem, FxFeature, Promo } from '../../shared/content/types.ts';
import { SITE } from '../config.ts';
import { Modal } from '../shell/Modal.tsx';
import { useContentLang, useT } from '../i18n.ts';
import { Carousel } from './Carousel.tsx';
import { ContentImage } from './ContentImage.tsx';

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

/**
 * "Learn More", named for what it is about (WCAG 2.4.4), its visible text first (2.5.3): the subject
 * is hidden text inside the link rather than an aria-label, so that the content's English part can
 * say lang="en" on a Filipino page (an aria-label has one language only).
 */
export function LearnMoreAbout({ about }: { about?: string | undefined }) {
  const t = useT();
  const cms = useContentLang();
  return (
    <>
      {t('site.learnMore')}
      {about && (
        <span className="site-vh">
          : <span lang={cms}>{about}</span>
        </span>
      )}
    </>
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
          <ContentImage src={p.image} alt="" width={320} height={160} />
          {/* (The grid is the page's list, right under its h1.) */}
          <h2 lang={cms}>{p.headline}</h2>
          <p lang={cms}>{p.content}</p>
          <p className="site-muted">
            {t('site.promoPeriod')}: <span lang={cms}>{p.duration}</span>
          </p>
          <Link to={p.link} className="site-button">
            <LearnMoreAbout about={p.headline} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The promo carousel (§2: headline, content): one promo a slide, rotating, with Pause (Carousel). */
export function PromoCarousel({ promos, label }: { promos: readonly Promo[]; label: string }) {
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
          <Link to={p.link} className="site-button">
            <LearnMoreAbout about={p.headline} />
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
      render={(c) => (
        <div className="site-explore-card" lang={cms}>
          {c.image && <ContentImage src={documentUrl(SITE.apiBase, c.image)} alt="" width={64} height={64} />}
          <h3 className="site-card-title">
            <Link to={c.link}>{c.title}</Link>
          </h3>
          <p>{c.body}</p>
        </div>
      )}
    />
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
          <ContentImage src={b.img} alt="" width={64} height={64} />
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
