/**
 * The kit's LiveResult (widgets/ui/LiveResult.tsx): a polite status region that starts empty and says
 * a calculator's result once it has stopped changing, not at every keystroke.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountComponent, unmountAll } from '../runtime/testing.tsx';
import { LiveResult } from './LiveResult.tsx';

afterEach(unmountAll);

function Calculator({ delay }: { delay?: number }) {
  const [amount, setAmount] = useState(100);
  return (
    <>
      <button type="button" onClick={() => setAmount((n) => n + 100)}>
        More
      </button>
      <LiveResult text={`Monthly payment PHP ${amount}`} delay={delay} />
    </>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('LiveResult', () => {
  it('is a status region that starts empty, then says the result', async () => {
    mountComponent(() => <Calculator delay={100} />);
    const status = page.getByRole('status');
    expect(status.element().textContent).toBe(''); // a region that starts filled is not read
    await expect.element(status).toHaveTextContent('Monthly payment PHP 100');
  });

  it('says only the last of quick changes, once they stop', async () => {
    // A long pause, so three clicks 50 ms apart stay within it even on a loaded machine (a click
    // goes through the test runner and Playwright, which can take most of a second there).
    mountComponent(() => <Calculator delay={3000} />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('Monthly payment PHP 100');
    const said: string[] = [];
    const watch = new MutationObserver(() => said.push(status.element().textContent ?? ''));
    watch.observe(status.element(), { childList: true, characterData: true, subtree: true });
    const more = page.getByRole('button', { name: 'More' });
    for (let i = 0; i < 3; i++) {
      await userEvent.click(more);
      await sleep(50);
    }
    expect(status.element().textContent).toBe('Monthly payment PHP 100'); // not yet: still changing
    await expect.element(status).toHaveTextContent('Monthly payment PHP 400');
    watch.disconnect();
    expect(said.filter((s) => s !== '')).toEqual(['Monthly payment PHP 400']);
  });
});
