import { Link } from 'react-router';
import type { CarouselItem } from '../../shared/content/types.ts';
import { useContentLang } from '../i18n.ts';
import { ContentImage } from './ContentImage.tsx';

/** One carousel or banner item: image, headline, body and its call to action. */
export function Slide({ item, onCta }: { item: CarouselItem; onCta?(): void }) {
  // every word of a slide is the content service's (English only)
  return (
    <div className="site-slide-body" lang={useContentLang()}>
      {item.image && <ContentImage src={item.image} alt="" width={480} height={200} />}
      <div>
        <h3>{item.headline}</h3>
        {(item.body || item.content) && <p>{item.body ?? item.content}</p>}
        {item.link && item.cta && (
          <Link to={item.link} className="site-button" onClick={onCta}>
            {item.cta}
            <span className="site-vh">: {item.headline}</span>
          </Link>
        )}
      </div>
    </div>
  );
}
