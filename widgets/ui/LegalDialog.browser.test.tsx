/**
 * The kit's LegalDialog (widgets/ui/LegalDialog.tsx) in a widget's shadow root: the privacy statement
 * or terms of use a form's agreement links to, in the widget's language, with its own texts (fetched
 * by the dialog itself), a link to the full page at the widget's API base, and focus returned on close.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { LegalDialog, type LegalDoc } from './LegalDialog.tsx';

afterEach(unmountAll);

function Agreement() {
  const [doc, setDoc] = useState<LegalDoc | null>(null);
  return (
    <>
      <p>
        I agree to the{' '}
        <button type="button" onClick={() => setDoc('privacy')}>
          Privacy Statement
        </button>{' '}
        and the{' '}
        <button type="button" onClick={() => setDoc('terms')}>
          Terms of Use
        </button>
      </p>
      <p>Closed: {doc === null ? 'yes' : 'no'}</p>
      <LegalDialog doc={doc} onClose={() => setDoc(null)} />
    </>
  );
}

describe('LegalDialog', () => {
  it('opens the document asked for, with a link to its full page; Escape closes it and focus returns', async () => {
    mountComponent(() => <Agreement />, { apiBase: 'https://bank.example' });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    const opener = page.getByRole('button', { name: 'Terms of Use' });
    await userEvent.click(opener);
    const dialog = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/A request for a callback is not an application/)).toBeVisible();
    const link = dialog.getByRole('link', { name: 'Read the full Terms of Use' });
    await expect.element(link).toHaveAttribute('href', 'https://bank.example/termsofuse');
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByText('Closed: yes')).toBeVisible();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => focusedElement()).toBe(opener.element());

    await userEvent.click(page.getByRole('button', { name: 'Privacy Statement' }));
    const privacy = page.getByRole('dialog', { name: 'Privacy Statement' });
    await expect.element(privacy.getByText(/Data Privacy Act of 2012/)).toBeVisible();
    await expect
      .element(privacy.getByRole('link', { name: 'Read the full Privacy Statement' }))
      .toHaveAttribute('href', 'https://bank.example/privacystatement');
  });

  it('in Filipino, says the document in Filipino', async () => {
    mountComponent(() => <Agreement />, { locale: 'fil' });
    await userEvent.click(page.getByRole('button', { name: 'Privacy Statement' }));
    const dialog = page.getByRole('dialog', { name: 'Pahayag sa Privacy' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/Data Privacy Act of 2012, may karapatan kang malaman/)).toBeVisible();
    await expect.element(dialog.getByRole('link', { name: 'Basahin ang buong Pahayag sa Privacy' })).toBeVisible();
  });
});
