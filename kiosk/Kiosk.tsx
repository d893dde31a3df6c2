/**
 * The kiosk screen: the widget's Board or Marquee (imported from widgets/fx-board, never the
 * reverse) on a fixed design-size stage scaled to the screen, with burn-in shifts and an error
 * boundary that re-renders. A store screen gets no input; the marquee's one control, Pause (WCAG
 * 2.2.2, for a visitor who opens the public URL in a browser), is the first Tab stop and shows once
 * the page has had a key or pointer (docs/decisions.md "Kiosk marquee: Pause for visitors").
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Board, type BoardText } from '../widgets/fx-board/Board.tsx';
import { ErrorBoundary, PlainRates } from '../widgets/fx-board/ErrorBoundary.tsx';
import type { Feed } from '../widgets/fx-board/feed.ts';
import { Marquee, useReducedMotion } from '../widgets/fx-board/Marquee.tsx';
import type { KioskConfig } from './config.ts';
import { fit, shiftAt } from './stage.ts';

function useViewport() {
  const read = () => ({ width: window.innerWidth, height: window.innerHeight });
  const [size, setSize] = useState(read);
  useEffect(() => {
    const on = () =>
      setSize((s) => {
        const n = read();
        return n.width === s.width && n.height === s.height ? s : n;
      });
    addEventListener('resize', on);
    return () => removeEventListener('resize', on);
  }, []);
  return size;
}

/** Whether the page has had a key press or pointer: a visitor in a browser, not a store screen. */
function useVisitor() {
  const [visitor, setVisitor] = useState(false);
  useEffect(() => {
    if (visitor) return;
    const on = () => setVisitor(true);
    const kinds = ['keydown', 'pointerdown', 'pointermove'] as const;
    for (const k of kinds) addEventListener(k, on, { passive: true });
    return () => kinds.forEach((k) => removeEventListener(k, on));
  }, [visitor]);
  return visitor;
}

function useBurnInStep(everyMs: number) {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setStep((s) => s + 1), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return step;
}

export function Kiosk({
  feed,
  config,
  text,
  onRenderError,
}: {
  feed: Feed;
  config: KioskConfig;
  text: BoardText;
  onRenderError(count: number): void;
}) {
  const state = useSyncExternalStore(feed.subscribe, feed.getState);
  const reducedMotion = useReducedMotion();
  const { width, height } = useViewport();
  const { design, scale, x, y } = fit(width, height, config.orientation);
  const [dx, dy] = shiftAt(useBurnInStep(config.shiftMs));
  const visitor = useVisitor();
  const { t } = text;
  const brand = (
    <span className="ew-fx-brand" lang="en">
      {t('fx.brand')}
    </span>
  );

  return (
    <div
      className="ew-kiosk-stage"
      data-design={design.name}
      data-visitor={visitor || undefined}
      data-variant={config.variant}
      style={{
        width: `${design.width}px`,
        height: `${design.height}px`,
        transform: `translate(${x}px, ${y}px) scale(${scale})`,
      }}
    >
      <div className="ew-kiosk-content" data-shift={`${dx},${dy}`} style={{ transform: `translate(${dx}px, ${dy}px)` }}>
        <ErrorBoundary
          onError={(_, count) => onRenderError(count)}
          fallback={<PlainRates rates={state.bulletin?.rates} title={t('fx.title')} note={t('fx.loading')} />}
        >
          {config.variant === 'marquee' ? (
            <Marquee
              state={state}
              text={text}
              speed={config.speed}
              reducedMotion={reducedMotion}
              pauseButton={(p) => (
                <button type="button" className="ew-button ew-button-secondary" onClick={p.onToggle}>
                  {p.children}
                </button>
              )}
              heading="h1"
              brand={brand}
            />
          ) : (
            <Board state={state} text={text} heading="h1" brand={brand} />
          )}
        </ErrorBoundary>
      </div>
    </div>
  );
}
