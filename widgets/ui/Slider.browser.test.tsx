/**
 * The kit's Slider (widgets/ui/Slider.tsx) in a widget's shadow root, on Preact as shipped: named by
 * its label, described by its hint, announced with the formatted value (not the raw number), and
 * moved from the keyboard (arrows one step, Page Up/Down a page, Home/End the ends).
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { Slider } from './Slider.tsx';

afterEach(unmountAll);

const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);

function Term({ hint, showValue }: { hint?: string; showValue?: boolean }) {
  const [value, setValue] = useState(2);
  return (
    <>
      <button type="button">Before</button>
      <Slider
        name="term"
        label="Loan term"
        hint={hint}
        value={value}
        onChange={setValue}
        minValue={1}
        maxValue={30}
        step={1}
        format={years}
        showValue={showValue}
        marks={[{ value: 1, label: '1' }, { value: 15 }, { value: 30, label: '30' }]}
      />
      <p>Chosen: {value}</p>
    </>
  );
}

const thumb = () => page.getByRole('slider', { name: 'Loan term' });

describe('Slider', () => {
  it('is named by its label, described by its hint, and says its value formatted', async () => {
    const { root } = mountComponent(() => <Term hint="Up to 30 years" />);
    const input = thumb();
    await expect.element(input).toBeVisible();
    expect(root!.contains(input.element())).toBe(true);
    await expect.element(input).toHaveAttribute('aria-valuetext', '2 years');
    const described = input.element().getAttribute('aria-describedby') ?? '';
    const hint = (input.element().getRootNode() as ShadowRoot).getElementById(described);
    expect(hint?.textContent).toBe('Up to 30 years');
    // The visible copy of the value, hidden from screen readers (the thumb says it).
    const shown = root!.querySelector('.ew-slider-value')!;
    expect(shown.textContent).toBe('2 years');
    expect(shown.getAttribute('aria-hidden')).toBe('true');
  });

  it('moves by the keyboard: arrows a step, Home and End the ends, each said formatted', async () => {
    mountComponent(() => <Term />);
    await userEvent.click(page.getByRole('button', { name: 'Before' }));
    await userEvent.keyboard('{Tab}'); // the range input itself is visually hidden: reached by Tab
    await expect.poll(() => focusedElement()).toBe(thumb().element());
    await userEvent.keyboard('{Home}');
    await expect.element(page.getByText('Chosen: 1', { exact: true })).toBeVisible();
    await expect.element(thumb()).toHaveAttribute('aria-valuetext', '1 year');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByText('Chosen: 2', { exact: true })).toBeVisible();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(thumb()).toHaveAttribute('aria-valuetext', '3 years');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByText('Chosen: 2', { exact: true })).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect.element(page.getByText('Chosen: 30', { exact: true })).toBeVisible();
    await expect.element(thumb()).toHaveAttribute('aria-valuetext', '30 years');
    await userEvent.keyboard('{PageDown}');
    await expect.element(page.getByText('Chosen: 27', { exact: true })).toBeVisible(); // a tenth of the range, in steps
  });

  it('without showValue draws no visible value; labelled marks only are written under the track', async () => {
    const { root } = mountComponent(() => <Term showValue={false} />);
    await expect.element(thumb()).toHaveAttribute('aria-valuetext', '2 years');
    expect(root!.querySelector('.ew-slider-value')).toBeNull();
    expect(root!.querySelectorAll('.ew-slider-tick')).toHaveLength(3);
    expect([...root!.querySelectorAll('.ew-slider-mark')].map((m) => m.textContent)).toEqual(['1', '30']);
  });
});
