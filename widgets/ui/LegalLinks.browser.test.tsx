/**
 * The kit's LegalLinks and the LegalDialog it loads, in a widget's shadow root: the privacy statement
 * or terms of use a form's agreement links to, in the widget's language, with its own texts (fetched
 * with the dialog), a link to the full page at the widget's API base, and focus returned on close.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { businessCallback } from '../../shared/i18n/business-callback.ts';
import { callback } from '../../shared/i18n/callback.ts';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { LegalLinks } from './LegalLinks.tsx';

afterEach(unmountAll);

const resources = { callback, businessCallback };

describe('LegalLinks', () => {
  it('opens the document asked for, with a link to its full page; Escape closes it and focus returns', async () => {
    const { root } = mountComponent(
      () => <LegalLinks ns="callback" />,
      { apiBase: 'https://bank.example' },
      { resources },
    );
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(root!.querySelector('.ew-agree-links')!.textContent).toBe('Privacy Statement · Terms of Use');
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
    mountComponent(() => <LegalLinks ns="callback" />, { locale: 'fil' }, { resources });
    await userEvent.click(page.getByRole('button', { name: 'Pahayag sa Privacy' }));
    const dialog = page.getByRole('dialog', { name: 'Pahayag sa Privacy' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText(/Data Privacy Act of 2012, may karapatan kang malaman/)).toBeVisible();
    await expect.element(dialog.getByRole('link', { name: 'Basahin ang buong Pahayag sa Privacy' })).toBeVisible();
  });

  it("in a sentence, the links stand in the widget's own words", async () => {
    const { root } = mountComponent(() => <LegalLinks ns="businessCallback" sentence />, {}, { resources });
    await expect.element(page.getByRole('button', { name: 'Terms of Use' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(root!.querySelector('.ew-agree-links')!.textContent).toBe(
      'By submitting, you agree to our Privacy Statement and Terms of Use.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Privacy Statement' }));
    await expect.element(page.getByRole('dialog', { name: 'Privacy Statement' })).toBeVisible();
  });
});
