/**
 * The kit's TitledSection in a widget's shadow root: a region named by its heading, the heading and
 * intro from the widget's namespace (or the title given), the widget's content after them, and the
 * section element handed to the widget's ref.
 */
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { loanCalculator } from '../../shared/i18n/loan-calculator.ts';
import { mountComponent, unmountAll } from '../runtime/testing.tsx';
import { TitledSection } from './TitledSection.tsx';

afterEach(unmountAll);

const resources = { loanCalculator };

describe('TitledSection', () => {
  it("is a region named by its heading, with the namespace's title and intro before the content", async () => {
    let section: HTMLElement | null = null;
    function Calculator() {
      const root = useRef<HTMLElement>(null);
      return (
        <TitledSection ns="loanCalculator" className="ew-form ew-loan" root={root}>
          <button type="button" onClick={() => (section = root.current)}>
            Content
          </button>
        </TitledSection>
      );
    }
    const { root } = mountComponent(Calculator, {}, { resources });
    const region = page.getByRole('region', { name: 'Loan calculator' });
    await expect.element(region).toHaveClass('ew-form ew-loan');
    await expect.element(region.getByRole('heading', { level: 2, name: 'Loan calculator' })).toHaveClass('ew-title');
    const parts = [...root!.querySelector('section')!.children].map((el) => el.tagName + '.' + el.className);
    expect(parts).toEqual(['H2.ew-title', 'P.ew-intro', 'BUTTON.']);
    expect(root!.querySelector('.ew-intro')!.textContent).toBe(loanCalculator.en.intro);
    await region.getByRole('button', { name: 'Content' }).click();
    expect(section).toBe(region.element());
  });

  it('takes a title of its own, in the widget language', async () => {
    mountComponent(
      () => (
        <TitledSection ns="loanCalculator" title="Mga sangay" className="ew-locator">
          <p>Content</p>
        </TitledSection>
      ),
      { locale: 'fil' },
      { resources },
    );
    const region = page.getByRole('region', { name: 'Mga sangay' });
    await expect.element(region).toBeVisible();
    await expect.element(region.getByText(loanCalculator.fil.intro)).toBeVisible();
  });
});
