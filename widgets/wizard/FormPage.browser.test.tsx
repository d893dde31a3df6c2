/**
 * A one-step form on the engine (FormPage: the business callback's layout), mounted as a widget is
 * (a shadow root, on Preact, the CONTRACT's events on the host): sections and rows, messages only once
 * Submit was pressed, the element's fixed values sent along, and an answer's id carried on ew:success
 * and into the thank-you route.
 */
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineForm } from '../../shared/forms/contract.ts';
import { loans } from '../../shared/i18n/loans.ts';
import { form } from '../../shared/i18n/form.ts';
import { wizard } from '../../shared/i18n/wizard.ts';
import { addResources, textsOf, translator } from '../runtime/i18n.ts';
import { focusedElement, mountComponent, unmountAll, type Mounted } from '../runtime/testing.tsx';
import { loadModal } from '../ui/Dialog.tsx';
import { FormPage } from './FormPage.tsx';
import type { WizardSpec } from './types.ts';

addResources(textsOf({ loans, wizard, form }));

// The address resolution (apiconfig.json) has its own tests (shared/api/endpoints.test.ts): here a
// form sends to its default path, so each stubbed fetch below sees the submission only.
vi.mock('../../shared/api/endpoints.ts', async () => {
  const { apiUrl } = await import('../../shared/api/client.ts');
  return { endpoint: async (base: string, submit: { path: string }) => apiUrl(base, submit.path) };
});

const FORM = defineForm({
  name: 'request-for-callback',
  labels: 'loans.fields',
  fields: {
    firstname: {
      kind: 'text',
      rule: v.pipe(v.string(), v.trim(), v.nonEmpty('loans.errors.firstnameRequired')),
      section: 'loans.stepTitles.personal',
    },
    lastname: {
      kind: 'text',
      rule: v.pipe(v.string(), v.trim(), v.nonEmpty('loans.errors.lastnameRequired')),
      section: 'loans.stepTitles.personal',
      row: 'names',
    },
    middlename: { kind: 'text', rule: v.string(), section: 'loans.stepTitles.personal', row: 'names' },
    source: { kind: 'hidden', rule: v.picklist(['', 'partner'], 'common.invalid') },
  },
  steps: [{ id: 'one', title: 'loans.autoTitle', fields: ['firstname', 'lastname', 'middlename'] }],
  submit: { config: 'autoloanapi', path: '/gateway/test', reply: 'id', thankYou: (id) => `/thanks/${id}` },
});

const SPEC: WizardSpec = {
  form: FORM,
  title: 'loans.autoTitle',
  titleSuffix: (options) => (typeof options.solution === 'string' ? options.solution : undefined),
  fixed: () => ({ source: 'partner' }),
  submitError: 'loans.errors.submit',
};

const en = translator('en');
let mounted: Mounted;

function mount(spec: WizardSpec = SPEC) {
  mounted = mountComponent(
    () => <FormPage spec={spec} />,
    { apiBase: 'https://bank.test', solution: 'Loans' },
    { tag: 'ew-form-page-test', form: 'request-for-callback' },
  );
  // The thank-you route is followed by the page unless a listener cancels: the test page stays.
  mounted.host.addEventListener('ew:navigate', (e) => e.preventDefault());
}

/** What the widget emitted, as [type, detail], ew:ready left out. */
const events = () =>
  mounted.events.filter((e) => e.type !== 'ew:ready').map((e) => [e.type, e.detail] as [string, unknown]);
const $ = (selector: string) => mounted.root!.querySelector<HTMLElement>(selector);
const summaryLinks = () => [...mounted.root!.querySelectorAll('.ew-summary a')].map((a) => a.textContent);
const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const type = (label: string, value: string) => userEvent.fill(textbox(label), value);
const submit = () => userEvent.click(page.getByRole('button', { name: en('form.submit') }));

afterEach(() => {
  unmountAll();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

// The modal's code loads when the page is idle (widgets/ui/Dialog.tsx): here, before any test.
beforeAll(async () => {
  await loadModal();
});

describe('FormPage', () => {
  it('names the form by its title and suffix; draws sections as fieldsets and rows as lines', async () => {
    mount();
    const form = page.getByRole('form', { name: `${en('loans.autoTitle')}: Loans` });
    await expect.element(form).toBeVisible();
    const el = form.element();
    expect(el.querySelectorAll('fieldset.ew-section')).toHaveLength(1);
    await expect.element(page.getByRole('group', { name: en('loans.stepTitles.personal') })).toBeInTheDocument();
    expect(el.querySelector('legend')!.textContent).toBe(en('loans.stepTitles.personal'));
    expect(el.querySelectorAll('.ew-pair [data-field]')).toHaveLength(2);
    expect(el.querySelector('.ew-step-heading, .ew-stepper')).toBeNull();
  });

  it('messages show only once Submit was pressed, then follow corrections', async () => {
    mount();
    await userEvent.click(textbox('First name'));
    await userEvent.keyboard('{Tab}'); // left empty
    expect(focusedElement()).not.toBe(textbox('First name').element());
    expect($('.ew-error')).toBeNull();
    await submit();
    await expect.poll(focusedElement).toBe($('.ew-summary'));
    expect(summaryLinks()).toEqual([en('loans.errors.firstnameRequired'), en('loans.errors.lastnameRequired')]);
    await type('First name', 'Juan');
    await expect.poll(summaryLinks).toEqual([en('loans.errors.lastnameRequired')]);
  });

  it("sends the element's fixed values along; the answer's id rides on ew:success and the thank-you route", async () => {
    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_u: string, init: RequestInit) => {
        sent.push(init.body as FormData);
        return new Response(JSON.stringify({ status: 'OK', id: 'abc' }), { status: 200 });
      }),
    );
    mount();
    await type('First name', 'Juan');
    await type('Last name', 'Cruz');
    await submit();
    await expect.poll(events).toEqual([
      ['ew:submit', { form: 'request-for-callback' }],
      ['ew:success', { form: 'request-for-callback', id: 'abc' }],
      ['ew:navigate', { href: 'https://bank.test/thanks/abc' }],
    ]);
    expect(Object.fromEntries(sent[0]!)).toEqual({
      firstname: 'Juan',
      lastname: 'Cruz',
      middlename: '',
      source: 'partner',
    });
  });

  it('an answer without an id is a failure (http)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":"FAILED"}', { status: 200 })),
    );
    mount();
    await type('First name', 'Juan');
    await type('Last name', 'Cruz');
    await submit();
    await expect.poll(() => events().at(-1)).toEqual(['ew:error', { form: 'request-for-callback', kind: 'http' }]);
    await expect.element(page.getByRole('alertdialog')).toHaveTextContent(en('loans.errors.submit'));
  });

  it("a spec's actions sit beside Submit and wait while it sends; a success dialog comes before the thank-you route", async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    mount({
      ...SPEC,
      actions: ({ busy }) => (
        <button type="button" disabled={busy}>
          More
        </button>
      ),
      successDialog: { title: 'loans.autoTitle', body: 'loans.stepTitles.personal' },
    });
    const more = page.getByRole('button', { name: 'More', exact: true });
    await expect.element(more).toBeEnabled();
    await type('First name', 'Juan');
    await type('Last name', 'Cruz');
    await submit();
    await expect.element(more).toBeDisabled();
    answer(new Response(JSON.stringify({ status: 'OK', id: 'abc' }), { status: 200 }));
    await expect.element(more).toBeEnabled();
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toHaveTextContent(en('loans.stepTitles.personal'));
    expect(events().some(([type]) => type === 'ew:navigate')).toBe(false);
    await userEvent.click(dialog.getByRole('button'));
    await expect.poll(() => events().filter(([type]) => type === 'ew:navigate')).toHaveLength(1);
  });
});
