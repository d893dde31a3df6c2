/**
 * The kit's RateTable (widgets/ui/RateTable.tsx) in a widget's shadow root: a real table whose cells
 * are read with their row and column headers, scrolling sideways in a focusable region named by its
 * caption, with the cell a calculation used marked for screen readers too.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { RateTable, type RateTableProps } from './RateTable.tsx';

afterEach(unmountAll);

const RATES: RateTableProps = {
  caption: 'Add-on rates per month',
  corner: 'Amount',
  columns: ['12 months', '24 months', '36 months'],
  rows: [
    { header: 'PHP 100,000 to 499,999', cells: ['0.89%', '0.79%', '0.69%'] },
    { header: 'PHP 500,000 to 999,999', cells: ['0.77%', '0.67%', '0.57%'] },
  ],
};

describe('RateTable', () => {
  it('a table named by its caption, with column and row headers scoped to their cells', async () => {
    mountComponent(() => <RateTable {...RATES} note="Rates as of today" />);
    const table = page.getByRole('table', { name: 'Add-on rates per month' });
    await expect.element(table).toBeVisible();
    const cols = page.getByRole('columnheader');
    expect(cols.elements().map((c) => c.textContent)).toEqual(['Amount', '12 months', '24 months', '36 months']);
    expect(cols.elements().every((c) => c.getAttribute('scope') === 'col')).toBe(true);
    const rows = page.getByRole('rowheader');
    expect(rows.elements().map((r) => r.textContent)).toEqual(['PHP 100,000 to 499,999', 'PHP 500,000 to 999,999']);
    expect(rows.elements().every((r) => r.getAttribute('scope') === 'row')).toBe(true);
    // The second row's third cell sits under "36 months", beside its amount tier.
    const row = page.getByRole('row', { name: /PHP 500,000 to 999,999/ });
    expect(
      row
        .getByRole('cell')
        .elements()
        .map((c) => c.textContent),
    ).toEqual(['0.77%', '0.67%', '0.57%']);
    await expect.element(page.getByText('Rates as of today')).toBeVisible();
  });

  it('scrolls in a region named by the caption that the keyboard reaches', async () => {
    mountComponent(() => (
      <>
        <button type="button">Before</button>
        <RateTable {...RATES} />
      </>
    ));
    const region = page.getByRole('region', { name: 'Add-on rates per month' });
    await expect.element(region).toBeVisible();
    // Chromium lets Tab reach a scroller by itself; Safari does not: the region is in the Tab order.
    await expect.element(region).toHaveAttribute('tabindex', '0');
    await userEvent.click(page.getByRole('button', { name: 'Before' }));
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => focusedElement()).toBe(region.element());
  });

  it('marks the cell a calculation used, visibly and in words', async () => {
    mountComponent(() => <RateTable {...RATES} highlight={{ row: 1, column: 2 }} markLabel="(your rate)" />);
    const used = page.getByRole('cell', { name: '0.57% (your rate)' });
    await expect.element(used).toHaveAttribute('data-used', 'true');
    const marked = page
      .getByRole('cell')
      .elements()
      .filter((c) => c.hasAttribute('data-used'));
    expect(marked).toEqual([used.element()]);
  });
});
