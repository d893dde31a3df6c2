/**
 * Carousels (§2 "Marketing content blocks", §4 "1 slide, or 2 to 3 for multi-cards; resize
 * throttle 500 ms"): previous/next buttons, the current slide announced, no auto-rotation.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { slidesPerView } from '../../shared/content/shell.ts';
import { useT } from '../i18n.ts';

/** The window width, updated at most every 500 ms. */
export function useThrottledWidth(): number {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        setWidth(window.innerWidth);
      }, 500);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return width;
}

export function Carousel<T>({
  items,
  label,
  multi = false,
  render,
}: {
  items: readonly T[];
  label: string;
  multi?: boolean;
  render(item: T, i: number): ReactNode;
}) {
  const t = useT();
  const width = useThrottledWidth();
  const per = slidesPerView(width, multi);
  const pages = Math.max(1, Math.ceil(items.length / per));
  const [page, setPage] = useState(0);
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * per, current * per + per);
  return (
    <section className="site-carousel" aria-roledescription="carousel" aria-label={label}>
      <div
        className="site-carousel-track"
        style={{ gridTemplateColumns: `repeat(${per}, minmax(0, 1fr))` }}
        aria-live="polite"
      >
        {shown.map((item, i) => (
          <div
            key={current * per + i}
            className="site-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('site.slide', { n: current * per + i + 1, total: items.length })}
          >
            {render(item, current * per + i)}
          </div>
        ))}
      </div>
      {pages > 1 && (
        <div className="site-carousel-controls">
          <button
            type="button"
            className="site-round"
            onClick={() => setPage((current - 1 + pages) % pages)}
            aria-label={t('site.previous')}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span aria-hidden="true">
            {current + 1} / {pages}
          </span>
          <button
            type="button"
            className="site-round"
            onClick={() => setPage((current + 1) % pages)}
            aria-label={t('site.next')}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
