import { Link } from 'react-router';
import type { CarouselItem } from '../../shared/content/types.ts';
import { useContentLang } from '../i18n.ts';
import { ContentImage } from './ContentImage.tsx';

/**
 * One carousel or banner item: image, headline, body and its call to action. `level`: its headline's
 * heading level, one below the heading the item sits under (2 right under the page's h1). `eager`: the
 * slide is the page's top picture (a hero carousel), loaded at once rather than lazily.
 */
export function Slide({
  item,
  onCta,
  level = 3,
  eager = false,
}: {
  item: CarouselItem;
  onCta?(): void;
  level?: 2 | 3;
  eager?: boolean;
}) {
  const Headline = level === 2 ? 'h2' : 'h3';
  // every word of a slide is the content service's (English only)
  return (
    <div className="site-slide-body" lang={useContentLang()}>
      {item.image && (
        <ContentImage src={item.image} alt="" width={480} height={200} loading={eager ? 'eager' : 'lazy'} />
      )}
      <div>
        <Headline>{item.headline}</Headline>
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
