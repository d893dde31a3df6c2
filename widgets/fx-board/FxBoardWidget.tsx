/**
 * <ew-fx-board variant="board|marquee">: the same board and ticker as the store screens, in a page.
 * Attributes (seconds; speed in px/s): poll-interval (60), timeout (10), stale-after (300),
 * backoff-min (15), backoff-max (300), speed (80). Keeps the last good bulletin in localStorage.
 */
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useWidget } from '../runtime/context.ts';
import { Button } from '../ui/index.ts';
import { Board, type BoardText } from './Board.tsx';
import { ErrorBoundary, PlainRates } from './ErrorBoundary.tsx';
import { createFeed, type Feed } from './feed.ts';
import { Marquee, useReducedMotion } from './Marquee.tsx';
import { browserStorage, feedSettings, fxOptions } from './options.ts';

function useFeedState(feed: Feed) {
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  return useSyncExternalStore(feed.subscribe, feed.getState);
}

export function FxBoardWidget() {
  const { t, locale, options, apiBase, emit } = useWidget();
  const o = fxOptions({
    variant: options.variant,
    interval: options.pollInterval,
    timeout: options.timeout,
    staleAfter: options.staleAfter,
    backoffMin: options.backoffMin,
    backoffMax: options.backoffMax,
    speed: options.speed,
  });
  // A new feed only when what it fetches or how often changes (each setting a primitive dependency).
  const { url, intervalMs, timeoutMs, staleAfterMs, backoffMinMs, backoffMaxMs, retryAfterMaxMs } = feedSettings(
    o,
    apiBase,
  );
  const feed = useMemo(
    () =>
      createFeed({
        url,
        intervalMs,
        timeoutMs,
        staleAfterMs,
        backoffMinMs,
        backoffMaxMs,
        retryAfterMaxMs,
        storage: browserStorage(),
        onFailing: (kind) => emit('ew:error', { form: 'fx-board', kind: kind === 'invalid' ? 'http' : kind }),
      }),
    [url, intervalMs, timeoutMs, staleAfterMs, backoffMinMs, backoffMaxMs, retryAfterMaxMs, emit],
  );
  const state = useFeedState(feed);
  const reducedMotion = useReducedMotion();
  const text = useMemo<BoardText>(() => ({ t, locale }), [t, locale]);

  const fallback = <PlainRates rates={state.bulletin?.rates} title={t('fx.title')} note={t('fx.loading')} />;
  return (
    <ErrorBoundary fallback={fallback}>
      {o.variant === 'marquee' ? (
        <Marquee
          state={state}
          text={text}
          speed={o.speed}
          reducedMotion={reducedMotion}
          pauseButton={(p) => (
            <Button variant="secondary" onPress={p.onToggle}>
              {p.children}
            </Button>
          )}
        />
      ) : (
        <Board
          state={state}
          text={text}
          tableWrap={(table) => (
            <div className="ew-fx-scroll" role="group" aria-label={t('fx.title')} tabIndex={0}>
              {table}
            </div>
          )}
        />
      )}
    </ErrorBoundary>
  );
}
