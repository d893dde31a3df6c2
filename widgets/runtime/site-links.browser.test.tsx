/**
 * Links to the bank's site from the forms: built on the site (the api-base's origin), never on the
 * api-base's own path, so a bank serving its services under `/widgets-api` still links visitors to
 * `/privacystatement` of its site. The review steps are reached through a saved draft.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { CREDIT_CARD } from '../../shared/credit-card/forms.ts';
import { creditCard } from '../../shared/i18n/credit-card.ts';
import { PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
import { mount as mountCreditCard } from '../credit-card/index.ts';
import { mount as mountPersonalLoan } from '../personal-loan/index.ts';
import type { Handle, MountOptions } from './types.ts';
import { sitePage } from './site.ts';

const ESOA_LINK = creditCard.en.review.esoaLink;
const API_BASE = 'https://bank.example/widgets-api/';
const hosts: { host: HTMLElement; handle: Handle }[] = [];
afterEach(() => {
  for (const { host, handle } of hosts.splice(0)) {
    handle.destroy();
    host.remove();
  }
  sessionStorage.clear();
});

/** The widget mounted on its review step (the last), from a draft saved there. */
function onReview(tag: string, mount: (el: HTMLElement, o: MountOptions) => Handle, steps: number, locale = 'en') {
  sessionStorage.setItem(`ew:draft:${tag}:0`, JSON.stringify({ values: {}, step: steps - 1 }));
  const host = document.createElement(tag);
  document.body.append(host);
  hosts.push({ host, handle: mount(host, { apiBase: API_BASE, locale }) });
}

describe('links to the bank site', () => {
  it('sitePage: the api-base origin, whatever its path; a relative api-base is this page', () => {
    expect(sitePage('https://bank.example/widgets-api', '/privacystatement').href).toBe(
      'https://bank.example/privacystatement',
    );
    expect(sitePage('https://bank.example', '/termsofuse').href).toBe('https://bank.example/termsofuse');
    expect(sitePage('/api', '/privacystatement').href).toBe(`${location.origin}/privacystatement`);
  });

  it("the personal loan's privacy link is the site's page, in both languages", async () => {
    onReview('ew-personal-loan', mountPersonalLoan, PERSONAL_LOAN_B.steps.length);
    await expect
      .element(page.getByRole('link', { name: 'Read our privacy statement' }))
      .toHaveAttribute('href', 'https://bank.example/privacystatement');
    hosts[0]!.host.setAttribute('locale', 'fil');
    hosts[0]!.handle.update({ apiBase: API_BASE, locale: 'fil' });
    await expect
      .element(page.getByRole('link', { name: /privacy/i }))
      .toHaveAttribute('href', 'https://bank.example/privacystatement');
  });

  it("the credit card's e-SOA terms link is the site's page", async () => {
    onReview('ew-credit-card', mountCreditCard, CREDIT_CARD.steps.length);
    await expect
      .element(page.getByRole('link', { name: ESOA_LINK }))
      .toHaveAttribute(
        'href',
        'https://bank.example/supportandsecurity/termsandconditions/electronicstatementofaccount',
      );
  });
});
