/**
 * The FX board's pieces, shared by the widget (<ew-fx-board>) and the kiosk: the rates as a data
 * table with column and row headers, the "as of" line (Manila time, from the bulletin), the stale
 * badge, the disclaimer. Nothing here fetches: the feed's state comes in as props.
 */
import { memo, useId, type ReactNode } from 'react';
import { currencies, direction, formatAsOf, formatRate, type Side } from '../../shared/fx/format.ts';
import { FX_DEFAULT_DECIMALS, type Bulletin, type FxRate } from '../../shared/fx/schema.ts';
import type { Locale } from '../../shared/i18n/types.ts';
import type { TFunction } from '../runtime/i18n.ts';
import type { FeedState } from './feed.ts';

export interface BoardText {
  t: TFunction;
  locale: Locale;
}

/** "US Dollar", or "Chinese Yuan (in USD)" when the quote currency is not the peso. */
export function pairName({ t }: BoardText, pair: string): string {
  const [base, quote] = currencies(pair);
  const name = t(`fx.currencies.${base}`, { defaultValue: base });
  return quote === 'PHP' ? name : t('fx.pairIn', { base: name, quote });
}

/**
 * The up/down mark: a shape (not colour alone) with its words for screen readers. The same two
 * elements whatever the direction (empty when unchanged), so an update changes text, not structure.
 */
export function Mark({
  rate,
  bulletin,
  side,
  text,
}: {
  rate: FxRate;
  bulletin: Bulletin;
  side: Side;
  text: BoardText;
}) {
  const dir = direction(rate, bulletin.previous, side);
  const moved = dir === 'up' || dir === 'down';
  let words = '';
  if (moved) {
    const before = bulletin.previous!.rates.find((r) => r.pair === rate.pair)!;
    words = ` ${text.t(`fx.${dir}`, { value: formatRate(before[side], rate.decimals ?? FX_DEFAULT_DECIMALS, text.locale) })}`;
  }
  return (
    <>
      <span className={moved ? `ew-fx-mark ew-fx-${dir}` : 'ew-fx-mark'} aria-hidden="true">
        {dir === 'up' ? '▲' : dir === 'down' ? '▼' : ''}
      </span>
      <span className="ew-vh">{words}</span>
    </>
  );
}

function Cell({ rate, bulletin, side, text }: { rate: FxRate; bulletin: Bulletin; side: Side; text: BoardText }) {
  return (
    <td className="ew-fx-rate">
      <span className="ew-fx-value">{formatRate(rate[side], rate.decimals ?? FX_DEFAULT_DECIMALS, text.locale)}</span>
      <Mark rate={rate} bulletin={bulletin} side={side} text={text} />
    </td>
  );
}

/** The rates as a table: currency (row header), buying, selling. */
export const RatesTable = memo(function RatesTable({
  bulletin,
  text,
  caption,
}: {
  bulletin: Bulletin;
  text: BoardText;
  caption: string;
}) {
  const { t } = text;
  return (
    <table className="ew-fx-table" style={{ '--ew-fx-rows': bulletin.rates.length } as Record<string, number>}>
      <caption className="ew-vh">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="ew-fx-col-currency">
            {t('fx.currency')}
          </th>
          <th scope="col">{t('fx.buying')}</th>
          <th scope="col">{t('fx.selling')}</th>
        </tr>
      </thead>
      <tbody>
        {bulletin.rates.map((rate) => (
          <tr key={rate.pair}>
            <th scope="row" className="ew-fx-currency">
              <span className="ew-fx-pair">{rate.pair}</span>{' '}
              <span className="ew-fx-name">{pairName(text, rate.pair)}</span>
            </th>
            <Cell rate={rate} bulletin={bulletin} side="buyRate" text={text} />
            <Cell rate={rate} bulletin={bulletin} side="sellRate" text={text} />
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/**
 * The "as of" line and, in a polite live region that is always present (so it is announced when it
 * fills), the stale badge.
 */
export function Status({ state, text }: { state: FeedState; text: BoardText }) {
  const { t, locale } = text;
  const when = state.bulletin ? formatAsOf(state.bulletin.asOf, locale) : '';
  return (
    <>
      {state.bulletin ? <p className="ew-fx-asof">{t('fx.asOf', { when })}</p> : null}
      <div role="status" className="ew-fx-status">
        {state.bulletin && state.stale ? (
          <span className="ew-fx-stale">
            <span className="ew-fx-stale-dot" aria-hidden="true" />
            {t('fx.stale', { when })}
          </span>
        ) : null}
        {!state.bulletin ? <span className="ew-fx-loading">{t('fx.loading')}</span> : null}
      </div>
    </>
  );
}

/** The board: title, status, table, disclaimer. `heading` is h2 in a page, h1 on the kiosk. */
export function Board({
  state,
  text,
  heading = 'h2',
  brand,
  tableWrap = (table) => table,
}: {
  state: FeedState;
  text: BoardText;
  heading?: 'h1' | 'h2';
  brand?: ReactNode;
  /** The widget wraps the table in a focusable scroll region; the kiosk does not need one. */
  tableWrap?: (table: ReactNode) => ReactNode;
}) {
  const { t, locale } = text;
  const H = heading;
  const titleId = `ew-fx-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <section className="ew-fx ew-fx-board" aria-labelledby={titleId}>
      <header className="ew-fx-head">
        {brand}
        <H id={titleId} className="ew-fx-title">
          {t('fx.title')}
        </H>
      </header>
      <Status state={state} text={text} />
      {state.bulletin
        ? tableWrap(
            <RatesTable
              bulletin={state.bulletin}
              text={text}
              caption={`${t('fx.title')}. ${t('fx.asOf', { when: formatAsOf(state.bulletin.asOf, locale) })}`}
            />,
          )
        : null}
      <p className="ew-fx-disclaimer">{t('fx.disclaimer')}</p>
    </section>
  );
}
