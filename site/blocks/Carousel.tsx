/**
 * Carousels (§2 "Marketing content blocks", §4 "1 slide, or 2 to 3 for multi-cards; resize
 * throttle 500 ms", §9 card heights and card margin). A card carousel's last page ends on its last
 * card (carouselPages), so no page is a lone card; its cards line up with the page's column (the
 * §9 explore margins are not added: docs/decisions.md "Marketing blocks").
 * Accessible as the APG carousel: a labelled region, named Previous / Next buttons, the slides as
 * labelled groups, Left and Right arrow keys anywhere in it. One that rotates by itself (`rotate`)
 * has a Pause / Play button first, stops while the pointer or focus is in it, does not start for
 * visitors who ask for reduced motion, and is not a live region while it rotates (WCAG 2.2.2).
 */
import { useEffect, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { cardHeight, cardMargin, carouselPages, slidesPerView } from '../../shared/content/shell.ts';
import { useT } from '../i18n.ts';
import { RESIZE_THROTTLE_MS, throttle } from './throttle.ts';

/** The window width, updated at most every 500 ms. */
export function useThrottledWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = throttle(() => setWidth(window.innerWidth), RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      onResize.cancel();
    };
  }, []);
  return width;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function Carousel<T>({
  items,
  label,
  multi = false,
  rotate,
  render,
}: {
  items: readonly T[];
  label: string;
  /** 2 to 3 cards a view (2 at 959 px or less), each card 285 px high at width 400 or less, else 230. */
  multi?: boolean;
  /** Milliseconds between slides when it rotates by itself. */
  rotate?: number;
  render(item: T, i: number): ReactNode;
}) {
  const t = useT();
  const width = useThrottledWidth();
  const all = carouselPages(items.length, slidesPerView(width, multi));
  const pages = all.length;
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(reducedMotion);
  const [held, setHeld] = useState(false);
  const current = Math.min(page, pages - 1);
  const { start, size } = all[current]!;
  const shown = items.slice(start, start + size);
  const go = (by: number) => setPage((current + by + pages) % pages);
  const rotating = !!rotate && pages > 1 && !paused && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setPage((p) => (Math.min(p, pages - 1) + 1) % pages), rotate);
    return () => clearInterval(timer);
  }, [rotating, rotate, pages]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (pages < 2 || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    go(e.key === 'ArrowLeft' ? -1 : 1);
  };
  const slideStyle: CSSProperties | undefined = multi ? { minHeight: cardHeight(width) } : undefined;
  return (
    <section
      className={`site-carousel${multi ? ' site-carousel-cards' : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      {rotate && pages > 1 && (
        <button
          type="button"
          className="site-button site-button-secondary site-carousel-pause"
          onClick={() => setPaused((p) => !p)}
        >
          {paused ? t('site.playSlides') : t('site.pauseSlides')}
        </button>
      )}
      <div
        className="site-carousel-track"
        // the card margin is the space between cards: the outer cards keep the column's edges
        style={{
          gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))`,
          ...(multi ? { columnGap: 2 * cardMargin(width) } : {}),
        }}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {shown.map((item, i) => (
          <div
            key={start + i}
            className="site-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('site.slide', { n: start + i + 1, total: items.length })}
            style={slideStyle}
          >
            {render(item, start + i)}
          </div>
        ))}
      </div>
      {pages > 1 && (
        <div className="site-carousel-controls">
          <button type="button" className="site-round" onClick={() => go(-1)} aria-label={t('site.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-hidden="true">
            {current + 1} / {pages}
          </span>
          <button type="button" className="site-round" onClick={() => go(1)} aria-label={t('site.next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
