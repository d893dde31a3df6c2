/** The kit's Button (widgets/ui/Button.tsx) in a widget's shadow root: busy state. */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { Button } from './Button.tsx';

afterEach(unmountAll);

function Sender() {
  const [busy, setBusy] = useState(false);
  const [presses, setPresses] = useState(0);
  return (
    <>
      <Button
        isBusy={busy}
        busyLabel="Sending…"
        onPress={() => {
          setPresses((n) => n + 1);
          setBusy(true);
        }}
      >
        Send
      </Button>
      <p>Presses: {presses}</p>
      <button type="button" onClick={() => setBusy(false)}>
        Done
      </button>
    </>
  );
}

describe('Button', () => {
  it('busy: named by its busy label, aria-disabled (not disabled: focus stays), presses ignored, announced', async () => {
    mountComponent(Sender);
    const send = page.getByRole('button', { name: 'Send' });
    await userEvent.click(send);
    const busy = page.getByRole('button', { name: 'Sending…' });
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    await expect.element(busy).not.toHaveAttribute('disabled');
    await expect.poll(() => focusedElement()).toBe(busy.element());
    await expect.element(page.getByRole('status')).toHaveTextContent('Sending…');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(busy, { force: true }); // Playwright would wait: aria-disabled reads as not enabled
    await expect.element(page.getByText('Presses: 1')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Done' }));
    await expect.element(page.getByRole('button', { name: 'Send' })).not.toHaveAttribute('aria-disabled');
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });
});
