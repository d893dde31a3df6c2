/**
 * The kit's Dialog (widgets/ui/Dialog.tsx) in a widget's shadow root: focus moves in, stays in, and
 * returns to the opener when it closes (RAC's own return does not work inside shadow roots).
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { TextField } from './TextField.tsx';

afterEach(unmountAll);

function Terms({ role }: { role?: 'dialog' | 'alertdialog' }) {
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  return (
    <>
      <Button aria-haspopup="dialog" onPress={() => setOpen(true)}>
        Read the terms
      </Button>
      <p>{agreed ? 'Agreed' : 'Not agreed'}</p>
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Terms and conditions"
        role={role}
        actions={
          <Button
            onPress={() => {
              setAgreed(true);
              setOpen(false);
            }}
          >
            I agree
          </Button>
        }
      >
        <p>These are the terms.</p>
      </Dialog>
    </>
  );
}

const opener = () => page.getByRole('button', { name: 'Read the terms' });

/** A form with a text field, and a plain button that opens the dialog. */
function FormWithTerms() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  return (
    <>
      <TextField name="name" label="Name" value={name} onChange={setName} />
      <button type="button" onClick={() => setOpen(true)}>
        Read the terms
      </button>
      <Dialog isOpen={open} onClose={() => setOpen(false)} title="Terms and conditions">
        <p>These are the terms.</p>
      </Dialog>
    </>
  );
}

async function expectFocusIn(el: Element) {
  await expect.poll(() => el.contains(focusedElement())).toBe(true);
}

describe('Dialog', () => {
  it('opens named by its title with focus inside; Tab stays inside; Escape closes; focus returns to the opener', async () => {
    const { root } = mountComponent(() => <Terms />);
    await userEvent.click(opener());
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect.element(dialog).toBeVisible();
    expect(root!.contains(dialog.element())).toBe(true); // rendered in the widget's own root (portal)
    await expectFocusIn(dialog.element());
    for (let i = 0; i < 4; i++) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(focusedElement())).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => focusedElement()).toBe(opener().element());
  });

  it('closing by an action returns focus to the opener too', async () => {
    mountComponent(() => <Terms />);
    await userEvent.click(opener());
    await userEvent.click(page.getByRole('button', { name: 'I agree' }));
    await expect.element(page.getByText('Agreed', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => focusedElement()).toBe(opener().element());
  });

  it('opened from the keyboard, closed by its Close button: focus back on the opener', async () => {
    mountComponent(() => <Terms />);
    opener().element().focus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expectFocusIn(dialog.element());
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => focusedElement()).toBe(opener().element());
  });

  // At desktop width (on a phone the dialog is full screen: there is no outside).
  it('a dialog is dismissed by a click outside it', async () => {
    await page.viewport(1280, 800);
    mountComponent(() => <Terms />);
    await userEvent.click(opener());
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(document.body, { position: { x: 2, y: 2 }, force: true });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('has no button in English only: no hidden "Dismiss" (RAC has no Filipino strings), Close in the widget\'s language', async () => {
    mountComponent(() => <Terms />, { locale: 'fil' });
    await userEvent.click(opener());
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect.element(dialog).toBeVisible();
    const names = [...dialog.element().closest('.ew-overlay')!.querySelectorAll('button')].map(
      (b) => b.getAttribute('aria-label') ?? b.textContent?.trim(),
    );
    expect(names).toEqual(['Isara', 'I agree']);
  });

  it('an alertdialog is one, and a click outside does not dismiss it', async () => {
    await page.viewport(1280, 800);
    mountComponent(() => <Terms role="alertdialog" />);
    await userEvent.click(opener());
    const dialog = page.getByRole('alertdialog', { name: 'Terms and conditions' });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(document.body, { position: { x: 2, y: 2 }, force: true });
    await expect.element(dialog).toBeVisible();
  });

  it('Safari (a pressed button takes no focus): focus returns to the button pressed, not to the field typed in before', async () => {
    // Safari's rule, imitated: a mousedown on a button does not move focus (the click still happens).
    const keepFocus = (e: Event) => {
      const target = e.composedPath()[0];
      if (target instanceof Element && target.closest('button')) e.preventDefault();
    };
    document.addEventListener('mousedown', keepFocus, true);
    try {
      mountComponent(() => <FormWithTerms />);
      await userEvent.type(page.getByRole('textbox', { name: 'Name' }), 'Maria');
      await userEvent.click(opener());
      expect(focusedElement()).not.toBe(opener().element()); // the imitation holds
      const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
      await expectFocusIn(dialog.element());
      await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
      await expect.element(dialog).not.toBeInTheDocument();
      await expect.poll(() => focusedElement()).toBe(opener().element());
    } finally {
      document.removeEventListener('mousedown', keepFocus, true);
    }
  });
});

describe('Dialog closing', () => {
  it("a press of the dialog's own button closes it once (the press does not reach the backdrop too)", async () => {
    let closes = 0;
    function Counted() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          isOpen={open}
          onClose={() => {
            closes++;
            setOpen(false);
          }}
          title="Thank you"
          closeLabel="OK"
        >
          <p>Sent.</p>
        </Dialog>
      );
    }
    mountComponent(Counted);
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(closes).toBe(1);
  });
});
