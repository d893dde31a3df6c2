// @vitest-environment happy-dom
/**
 * A one-step form on the engine (FormPage: the business callback's layout): sections and rows,
 * messages only once Submit was pressed, the element's fixed values sent along, and an answer's id
 * carried on ew:success and into the thank-you route.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineForm } from '../../shared/forms/contract.ts';
import { loadModal } from '../ui/Dialog.tsx';
import { loans } from '../../shared/i18n/loans.ts';
import { wizard } from '../../shared/i18n/wizard.ts';
import { WidgetContext, type WidgetContextValue } from '../runtime/context.ts';
import { addResources, textsOf, translator } from '../runtime/i18n.ts';
import { FormPage } from './FormPage.tsx';
import type { WizardSpec } from './types.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
addResources(textsOf({ loans, wizard }));

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
let root: Root;
let host: HTMLElement;
const events: [string, unknown][] = [];

function mount(spec: WizardSpec = SPEC) {
  host = document.createElement('ew-business-callback');
  document.body.append(host);
  const ctx: WidgetContextValue = {
    host,
    locale: 'en',
    t: en,
    apiBase: 'https://bank.test',
    options: { solution: 'Loans' },
    portal: document.body,
    emit: (type, detail) => {
      events.push([type, detail]);
      return true;
    },
    navigate: (href) => void events.push(['navigate', href]),
  };
  root = createRoot(host);
  act(() =>
    root.render(
      <WidgetContext.Provider value={ctx}>
        <FormPage spec={spec} />
      </WidgetContext.Provider>,
    ),
  );
}

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  events.length = 0;
});

const input = (name: string) => host.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!;
function type(name: string, value: string) {
  const el = input(name);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const submit = () =>
  act(() => host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

// The modal's code loads when the page is idle (widgets/ui/Dialog.tsx): here, before any test.
beforeAll(async () => {
  await loadModal();
});

describe('FormPage', () => {
  it('names the form by its title and suffix; draws sections as fieldsets and rows as lines', () => {
    mount();
    const form = host.querySelector('form')!;
    expect(document.getElementById(form.getAttribute('aria-labelledby')!)!.textContent).toBe(
      `${en('loans.autoTitle')}: Loans`,
    );
    expect(form.querySelectorAll('fieldset.ew-section')).toHaveLength(1);
    expect(form.querySelector('legend')!.textContent).toBe(en('loans.stepTitles.personal'));
    expect(form.querySelectorAll('.ew-pair [data-field]')).toHaveLength(2);
    expect(form.querySelector('.ew-step-heading, .ew-stepper')).toBeNull();
  });

  it('messages show only once Submit was pressed, then follow corrections', () => {
    mount();
    type('firstname', '');
    act(() => input('firstname').dispatchEvent(new FocusEvent('blur')));
    expect(host.querySelector('.ew-error')).toBeNull();
    submit();
    expect(document.activeElement).toBe(host.querySelector('.ew-summary'));
    expect([...host.querySelectorAll('.ew-summary a')].map((a) => a.textContent)).toEqual([
      en('loans.errors.firstnameRequired'),
      en('loans.errors.lastnameRequired'),
    ]);
    type('firstname', 'Juan');
    expect([...host.querySelectorAll('.ew-summary a')].map((a) => a.textContent)).toEqual([
      en('loans.errors.lastnameRequired'),
    ]);
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
    type('firstname', 'Juan');
    type('lastname', 'Cruz');
    submit();
    await act(async () => await new Promise((r) => setTimeout(r, 0)));
    expect(Object.fromEntries(sent[0]!)).toEqual({
      firstname: 'Juan',
      lastname: 'Cruz',
      middlename: '',
      source: 'partner',
    });
    expect(events).toEqual([
      ['ew:submit', { form: 'request-for-callback' }],
      ['ew:success', { form: 'request-for-callback', id: 'abc' }],
      ['navigate', '/thanks/abc'],
    ]);
  });

  it('an answer without an id is a failure (http)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":"FAILED"}', { status: 200 })),
    );
    mount();
    type('firstname', 'Juan');
    type('lastname', 'Cruz');
    submit();
    await act(async () => await new Promise((r) => setTimeout(r, 0)));
    expect(events.at(-1)).toEqual(['ew:error', { form: 'request-for-callback', kind: 'http' }]);
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(en('loans.errors.submit'));
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
    const more = () => [...host.querySelectorAll<HTMLButtonElement>('.ew-actions button')].at(-1)!;
    expect(more().textContent).toBe('More');
    expect(more().disabled).toBe(false);
    type('firstname', 'Juan');
    type('lastname', 'Cruz');
    submit();
    await act(async () => await new Promise((r) => setTimeout(r, 0)));
    expect(more().disabled).toBe(true);
    await act(async () => {
      answer(new Response(JSON.stringify({ status: 'OK', id: 'abc' }), { status: 200 }));
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(more().disabled).toBe(false);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.textContent).toContain(en('loans.stepTitles.personal'));
    expect(events.some(([type]) => type === 'navigate')).toBe(false);
    act(() => dialog.querySelector('button')!.click());
    expect(events.filter(([type]) => type === 'navigate')).toHaveLength(1);
  });
});
