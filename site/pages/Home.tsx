/**
 * / (home, §3 "Home page": waysWeCanHelpData, financialData, carouselData, productBanner): the
 * carousel, ways we can help, rates and tools, the product banner, promos, featured links and the
 * callback form. A failed home page load leaves error false: the block just does not show (§4).
 */
import { Link } from 'react-router';
import { EVENTS, track } from '../analytics.ts';
import { ExploreCarousel, ItemLink, PromoCarousel } from '../blocks/Blocks.tsx';
import { Carousel } from '../blocks/Carousel.tsx';
import { Slide } from '../blocks/Slide.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';
import { useShell } from '../shell/ShellContext.ts';
import { Widget } from '../Widget.tsx';
import type { Card } from '../../shared/content/types.ts';
import { ContentImage } from '../blocks/ContentImage.tsx';

function Cards({ cards }: { cards: readonly Card[] }) {
  const cms = useContentLang();
  return (
    <ul className="site-grid">
      {cards.map((c) => (
        <li key={c.title} className="site-card" lang={cms}>
          {c.image && <ContentImage src={c.image} alt="" width={64} height={64} />}
          <h3 className="site-card-title">
            <Link to={c.link}>{c.title}</Link>
          </h3>
          <p>{c.body}</p>
        </li>
      ))}
    </ul>
  );
}

export default function Home() {
  const t = useT();
  const shell = useShell();
  const carousel = useContent('homecarousel');
  const banners = useContent('homepagebanners');
  const product = useContent('productbanner');
  const promos = useContent('promos');
  const featured = useContent('featuredlist');
  return (
    <>
      <h1>{t('sitePages.home.heading')}</h1>
      <p className="site-lead">
        <button type="button" className="site-button" aria-haspopup="dialog" onClick={shell.openApplyNow}>
          {t('site.applyNow')}
        </button>
      </p>
      <Loaded state={carousel}>
        {(items) => (
          <Carousel
            items={items}
            label={t('sitePages.home.featured')}
            render={(item) => (
              <Slide item={item} level={2} eager onCta={() => track.event(EVENTS.carouselEntry, item.link)} />
            )}
          />
        )}
      </Loaded>
      <Loaded state={banners}>
        {(b) => (
          <>
            {b.waysWeCanHelpData && (
              <div className="site-section">
                <h2 id="home-ways">{t('sitePages.home.ways')}</h2>
                <ExploreCarousel cards={b.waysWeCanHelpData} label={t('sitePages.home.ways')} />
              </div>
            )}
            {b.financialData && (
              <section className="site-section" aria-labelledby="home-financial">
                <h2 id="home-financial">{t('sitePages.home.rates')}</h2>
                <Cards cards={b.financialData} />
              </section>
            )}
          </>
        )}
      </Loaded>
      <Loaded state={product}>
        {(items) => (
          <section className="site-section site-card" aria-labelledby="home-product">
            <h2 id="home-product" className="site-vh">
              {t('sitePages.home.mobile')}
            </h2>
            {items.map((p) => (
              <Slide key={p.headline} item={p} />
            ))}
          </section>
        )}
      </Loaded>
      <section className="site-section" aria-labelledby="home-callback">
        <h2 id="home-callback">{t('sitePages.home.talk')}</h2>
        <div className="site-card">
          <Widget tag="ew-callback-form" />
        </div>
      </section>
      <Loaded state={promos}>
        {(list) => (
          // The carousel is the region, named as this heading (one landmark, not two of one name).
          <div className="site-section">
            <h2 id="home-promos">{t('sitePages.home.promos')}</h2>
            <PromoCarousel promos={list} label={t('sitePages.home.promos')} />
            <p>
              <Link to="/Promos">{t('sitePages.home.allPromos')}</Link>
            </p>
          </div>
        )}
      </Loaded>
      <Loaded state={featured}>
        {(links) => (
          <section className="site-section" aria-labelledby="home-featured">
            <h2 id="home-featured">{t('sitePages.home.quickLinks')}</h2>
            <ul className="site-list">
              {links.map((l) => (
                <li key={l.title}>
                  <ItemLink item={l} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </Loaded>
    </>
  );
}
