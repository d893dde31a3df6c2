/**
 * A rate table: a real <table> with a caption, column headers and row headers (scope set), so a
 * screen reader reads each rate with its row and column ("PHP 500,000 to 999,000, 36 months,
 * 0.57%"). Wide tables scroll sideways inside a focusable, labelled region (keyboard users can
 * scroll it too). One cell may be marked as the one a calculation used.
 *
 * Plain props and no widget context: the site's /interestrates page (React 19) can render it as
 * well as the widgets (Preact); import this file directly (not ui/index.ts, which pulls in RAC) and
 * put it inside an element of class `ew-root` with ui.css, or style `.ew-rate-table` itself.
 * Give it texts already translated and numbers already formatted.
 */
import { useId, type ReactNode } from 'react';

export interface RateTableRow {
  /** The row header (e.g. an amount tier or a term). */
  header: ReactNode;
  /** One formatted cell per column. */
  cells: readonly ReactNode[];
}

export interface RateTableProps {
  caption: ReactNode;
  /** Header of the row-header column (e.g. "Term"); visually hidden when empty text is wanted. */
  corner: ReactNode;
  columns: readonly ReactNode[];
  rows: readonly RateTableRow[];
  /** The cell a calculation used, marked visually and with `markLabel` for screen readers. */
  highlight?: { row: number; column: number } | undefined;
  markLabel?: string;
  /** Small print under the table. */
  note?: ReactNode;
}

export function RateTable(props: RateTableProps) {
  const captionId = `ew-${useId().replace(/[^\w-]/g, '')}-caption`;
  return (
    <div className="ew-rate-table">
      <div className="ew-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{props.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{props.corner}</th>
              {props.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r, ri) => (
              <tr key={ri}>
                <th scope="row">{r.header}</th>
                {r.cells.map((cell, ci) => {
                  const used = props.highlight?.row === ri && props.highlight.column === ci;
                  return (
                    <td key={ci} data-used={used || undefined}>
                      {cell}
                      {used && props.markLabel ? <span className="ew-vh"> {props.markLabel}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.note ? <p className="ew-hint">{props.note}</p> : null}
    </div>
  );
}
