/**
 * The rates as a ticker: a seamless loop animated by a CSS transform keyframe (compositor only: a
 * busy main thread does not stop it), at a speed in pixels per second whatever the content's width
 * (duration = distance / speed), new rates swapped in at a loop boundary (animationiteration), and
 * a still, wrapped list when the visitor prefers reduced motion. The moving copy is hidden from
 * assistive technology; the same rates sit beside it as a (visually hidden) table.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { direction, formatAsOf, formatRate } from '../../shared/fx/format.ts';
import { FX_DEFAULT_DECIMALS, type Bulletin, type FxRate } from '../../shared/fx/schema.ts';
import { RatesTable, Status, type BoardText } from './Board.tsx';
import type { FeedState } from './feed.ts';

/** prefers-reduced-motion, live (the setting can change while a screen runs for days). */
export function useReducedMotion(): boolean {
  // One MediaQueryList per mount: matchMedia() on every render would force a style recalculation.
  const [query] = useState(() =>
    typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null,
  );
  const [reduced, setReduced] = useState(() => !!query?.matches);
  useEffect(() => {
    if (!query) return;
    const on = () => setReduced(query.matches);
    query.addEventListener('change', on);
    on();
    return () => query.removeEventListener('change', on);
  }, [query]);
  return reduced;
}

function Item({ rate, bulletin, text }: { rate: FxRate; bulletin: Bulletin; text: BoardText }) {
  const { t, locale } = text;
  const decimals = rate.decimals ?? FX_DEFAULT_DECIMALS;
  const side = (s: 'buyRate' | 'sellRate', label: string) => {
    const dir = direction(rate, bulletin.previous, s);
    return (
      <span className="ew-fx-side">
        <span className="ew-fx-label">{label}</span>{' '}
        <span className="ew-fx-value">{formatRate(rate[s], decimals, locale)}</span>
        {/* always there (empty when unchanged): an update changes text, not structure */}
        <span className={dir === 'up' || dir === 'down' ? `ew-fx-mark ew-fx-${dir}` : 'ew-fx-mark'}>
          {dir === 'up' ? '▲' : dir === 'down' ? '▼' : ''}
        </span>
      </span>
    );
  };
  return (
    <span className="ew-fx-item">
      <span className="ew-fx-pair">{rate.pair}</span>
      {side('buyRate', t('fx.buying'))}
      {side('sellRate', t('fx.selling'))}
    </span>
  );
}

function Items({ bulletin, text }: { bulletin: Bulletin; text: BoardText }) {
  return (
    <>
      {bulletin.rates.map((r) => (
        <Item key={r.pair} rate={r} bulletin={bulletin} text={text} />
      ))}
    </>
  );
}

interface Geometry {
  /** Item sets per copy, so one copy is at least as wide as the viewport (no gap in the loop). */
  repeat: number;
  /** Seconds per loop: one copy's width / speed. */
  duration: number;
}

function Ticker({
  bulletin,
  confirmed,
  text,
  speed,
  paused,
}: {
  bulletin: Bulletin;
  /** The bulletin was fetched in this session (FeedState.confirmed). */
  confirmed: boolean;
  text: BoardText;
  speed: number;
  paused: boolean;
}) {
  const [shown, setShown] = useState(bulletin);
  const viewport = useRef<HTMLDivElement>(null);
  const firstSet = useRef<HTMLSpanElement>(null);
  const [geometry, setGeometry] = useState<Geometry>({ repeat: 1, duration: 0 });
  const moving = geometry.duration > 0 && !paused;

  // A bulletin from storage (shown at start, before any fetch) is replaced at once by the first
  // fetched one, not a whole loop later; after that, new rates wait for the loop boundary.
  const shownConfirmed = useRef(confirmed);
  useEffect(() => {
    if (shown === bulletin) {
      if (confirmed) shownConfirmed.current = true; // the stored one, confirmed by the server
      return;
    }
    if (!moving || !shownConfirmed.current) {
      shownConfirmed.current = confirmed;
      setShown(bulletin);
    }
  }, [moving, bulletin, shown, confirmed]);

  const measure = useCallback(() => {
    const vp = viewport.current;
    const set = firstSet.current;
    if (!vp || !set) return;
    // Layout widths, not getBoundingClientRect: on the kiosk the stage is scaled, speed is in design px.
    const setWidth = set.offsetWidth;
    if (!setWidth) return;
    const repeat = Math.max(1, Math.ceil(vp.clientWidth / setWidth));
    const duration = (setWidth * repeat) / speed;
    setGeometry((g) => (g.repeat === repeat && Math.abs(g.duration - duration) < 0.01 ? g : { repeat, duration }));
  }, [speed]);

  // Re-measured for new content (a bulletin, another language): the width decides repeat and duration.
  useLayoutEffect(measure, [measure, shown, text.locale]);
  useEffect(() => {
    const vp = viewport.current;
    if (!vp || typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(() => measure());
    ro.observe(vp);
    return () => ro.disconnect();
  }, [measure]);

  const onIteration = () => {
    if (bulletin !== shown) {
      shownConfirmed.current = true;
      setShown(bulletin);
    }
  };

  // The moving copies change only at a loop boundary: not re-rendered for every new bulletin.
  const { repeat } = geometry;
  const copies = useMemo(() => {
    const sets = (copy: number): ReactNode[] =>
      Array.from({ length: repeat }, (_, i) => (
        <span className="ew-fx-set" key={i} ref={copy === 0 && i === 0 ? firstSet : undefined}>
          <Items bulletin={shown} text={text} />
        </span>
      ));
    return [sets(0), sets(1)];
  }, [shown, repeat, text]);

  return (
    <div className="ew-fx-viewport" ref={viewport} aria-hidden="true">
      {/* A new element per bulletin (or language): its animation starts at 0, where the loop boundary is. */}
      <div
        key={`${shown.id}:${geometry.repeat}:${text.locale}`}
        className="ew-fx-track"
        data-moving={moving || undefined}
        style={{ '--ew-fx-duration': `${geometry.duration.toFixed(3)}s` } as Record<string, string>}
        onAnimationIteration={onIteration}
      >
        <span className="ew-fx-copy">{copies[0]}</span>
        <span className="ew-fx-copy">{copies[1]}</span>
      </div>
    </div>
  );
}

/** Still: every rate once, wrapped (reduced motion). */
function Still({ bulletin, text }: { bulletin: Bulletin; text: BoardText }) {
  return (
    <div className="ew-fx-still" aria-hidden="true">
      <Items bulletin={bulletin} text={text} />
    </div>
  );
}

/** What the host's pause button gets: its action and its label (glyph and "Pause" / "Play"). */
export interface PauseButtonProps {
  onToggle(): void;
  children: ReactNode;
}

export function Marquee({
  state,
  text,
  speed,
  reducedMotion,
  heading = 'h2',
  brand,
  pauseButton,
}: {
  state: FeedState;
  text: BoardText;
  speed: number;
  reducedMotion: boolean;
  heading?: 'h1' | 'h2';
  brand?: ReactNode;
  /**
   * Pause and Play for the moving rates (WCAG 2.2.2), drawn by the host with its own button (the
   * widget's kit Button; the kiosk's plain one, as it carries no RAC). The marquee keeps the state
   * and offers it only while the rates move (never under reduced motion or before a bulletin).
   */
  pauseButton: (props: PauseButtonProps) => ReactNode;
}) {
  const { t, locale } = text;
  const H = heading;
  const { bulletin } = state;
  const [paused, setPaused] = useState(false);
  return (
    <section className="ew-fx ew-fx-marquee" aria-label={t('fx.tickerLabel')}>
      <div className="ew-fx-bar">
        <div className="ew-fx-head">
          {brand}
          <H className="ew-fx-title">{t('fx.title')}</H>
        </div>
        {reducedMotion || !bulletin ? null : (
          <div className="ew-fx-controls">
            {pauseButton({
              onToggle: () => setPaused((p) => !p),
              children: (
                <>
                  <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> {t(paused ? 'fx.play' : 'fx.pause')}
                </>
              ),
            })}
          </div>
        )}
        {bulletin ? (
          reducedMotion ? (
            <Still bulletin={bulletin} text={text} />
          ) : (
            <Ticker bulletin={bulletin} confirmed={state.confirmed} text={text} speed={speed} paused={paused} />
          )
        ) : null}
      </div>
      <div className="ew-fx-foot">
        <Status state={state} text={text} />
        <p className="ew-fx-disclaimer">{t('fx.disclaimer')}</p>
      </div>
      {bulletin ? (
        <div className="ew-vh">
          <RatesTable
            bulletin={bulletin}
            text={text}
            caption={`${t('fx.title')}. ${t('fx.asOf', { when: formatAsOf(bulletin.asOf, locale) })}`}
          />
        </div>
      ) : null}
    </section>
  );
}
