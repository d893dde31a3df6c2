import { Link } from 'react-router';
import { Carousel } from '../blocks/Carousel.tsx';
import { Slide } from '../blocks/Slide.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';
import { CardApply } from '../blocks/CardApply.tsx';
import { ContentImage } from '../blocks/ContentImage.tsx';

/** /CreditCards: banners and the card list. */
export default function CreditCards() {
  const t = useT();
  const cms = useContentLang(); // a card's name, tagline and features are English only
  const banners = useContent('creditcardbanners');
  const cards = useContent('creditcards');
  return (
    <>
      <h1>{t('sitePages.creditCards.heading')}</h1>
      <Loaded state={banners}>
        {(items) => (
          <Carousel
            items={items}
            label={t('sitePages.creditCards.offers')}
            render={(i) => <Slide item={i} level={2} eager />}
          />
        )}
      </Loaded>
      <Loaded state={cards}>
        {(list) => (
          <ul className="site-grid">
            {list.map((c) => (
              <li key={c.id} className="site-card">
                <ContentImage src={c.image} alt="" width={200} height={126} />
                <h2 className="site-card-title" lang={cms}>
                  <Link to={`/CreditCards/${c.id}`}>{c.name}</Link>
                </h2>
                <p lang={cms}>{c.tagline}</p>
                <ul lang={cms}>
                  {c.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <p className="site-muted">
                  {t('sitePages.creditCards.annualFee')}: <span lang={cms}>{c.annualFee}</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <CardApply />
      <p>
        <Link to="/creditcards/downloadableforms">{t('sitePages.creditCards.forms')}</Link>
      </p>
    </>
  );
}
