import { Link } from 'react-router';
import { Carousel } from '../blocks/Carousel.tsx';
import { Slide } from '../blocks/Slide.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useTr } from '../locale.tsx';

/** /CreditCards: banners and the card list. */
export default function CreditCards() {
  const tr = useTr();
  const banners = useContent('creditcardbanners');
  const cards = useContent('creditcards');
  return (
    <>
      <h1>{tr({ en: 'Credit Cards', fil: 'Mga Credit Card' })}</h1>
      <Loaded state={banners} silent>
        {(items) => (
          <Carousel
            items={items}
            label={tr({ en: 'Card offers', fil: 'Mga alok sa card' })}
            render={(i) => <Slide item={i} />}
          />
        )}
      </Loaded>
      <Loaded state={cards}>
        {(list) => (
          <ul className="site-grid">
            {list.map((c) => (
              <li key={c.id} className="site-card">
                <img src={c.image} alt="" width="200" height="126" />
                <h2 className="site-card-title">
                  <Link to={`/CreditCards/${c.id}`}>{c.name}</Link>
                </h2>
                <p>{c.tagline}</p>
                <ul>
                  {c.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <p className="site-muted">
                  {tr({ en: 'Annual fee', fil: 'Taunang bayad' })}: {c.annualFee}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <p>
        <Link to="/creditcards/downloadableforms">
          {tr({ en: 'Downloadable forms', fil: 'Mga form na mada-download' })}
        </Link>{' '}
        · <Link to="/forms?preset=creditcard">{tr({ en: 'Apply for a card', fil: 'Mag-apply ng card' })}</Link>
      </p>
    </>
  );
}
