// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CarDealerFinancing } from './react-host.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const car = { brand: 'Toyota', model: 'Vios 1.3 XLE', price: 1_050_000 };
let container: HTMLElement;

function render() {
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<CarDealerFinancing bank="https://bank.example" car={car} />));
  return root;
}

afterEach(() => {
  container.remove();
  document.head.replaceChildren();
});

describe('the React host example (docs/examples/react-host.tsx)', () => {
  it('renders the element with its attributes, the prefill as JSON, and the loader once', () => {
    const root = render();
    const el = container.querySelector('ew-auto-loan')!;
    expect(el.getAttribute('partner')).toBe('dealer-0042');
    expect(el.getAttribute('campaign')).toBe('year-end-sale');
    expect(JSON.parse(el.getAttribute('prefill')!)).toEqual({
      autoBrand: 'Toyota',
      autoModel: 'Vios 1.3 XLE',
      autoCashPrize: '1050000',
    });
    expect(document.querySelectorAll('script[src="https://bank.example/widgets/loader.js"]')).toHaveLength(1);
    act(() => root.unmount());
  });

  it('hears ew:success and ew:error through React 19 onew:<event> props', () => {
    const root = render();
    const el = container.querySelector('ew-auto-loan')!;
    const fire = (type: string, detail: unknown) =>
      act(() => {
        el.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      });
    fire('ew:error', { form: 'auto-loan', kind: 'prefill', field: 'autoCashPrize' });
    expect(container.textContent).toContain('Please check: autoCashPrize');
    fire('ew:success', { form: 'auto-loan' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(
      'Thank you: the bank has your auto-loan application.',
    );
    act(() => root.unmount());
  });
});
