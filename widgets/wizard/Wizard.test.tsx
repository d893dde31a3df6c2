// @vitest-environment happy-dom
/**
 * The wizard engine as a component (issue 17): navigation and per-step checks, the error summary
 * taking focus, hidden fields, the review's Change jumps, submit states and events, drafts, and a
 * seed (the first screen's hand-over) taken through the form's accept() as typed. Drawn with React 19 in happy-dom (the widgets run the same
 * source on Preact; the browser suite covers that).
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineForm } from '../../shared/forms/contract.ts';
import { loadModal } from '../ui/Dialog.tsx';
import { loans } from '../../shared/i18n/loans.ts';
import { options } from '../../shared/i18n/options.ts';
import { wizard } from '../../shared/i18n/wizard.ts';
import { WidgetContext, type WidgetContextValue } from '../runtime/context.ts';
import { addResources, textsOf, translator } from '../runtime/i18n.ts';
import { Consents } from './Consents.tsx';
import type { WizardSpec } from './types.ts';
import { Wizard } from './Wizard.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
addResources(textsOf({ loans, options, wizard }));

// The address resolution (apiconfig.json) has its own tests (shared/api/endpoints.test.ts): here a
// form sends to its default path, so each stubbed fetch below sees the submission only.
vi.mock('../../shared/api/endpoints.ts', async () => {
  const { apiUrl } = await import('../../shared/api/client.ts');
  return { endpoint: async (base: string, submit: { path: string }) => apiUrl(base, submit.path) };
});

const FORM = defineForm({
  name: 'auto-loan',
  labels: 'loans.fields',
  fields: {
    firstname: {
      kind: 'text',
      rule: v.pipe(v.string(), v.trim(), v.nonEmpty('loans.errors.firstnameRequired')),
      prefill: true,
    },
    civilStatus: {
      kind: 'select',
      rule: v.picklist(['1', '3'], 'loans.errors.civilStatus'),
      options: { values: ['1', '3'], labels: 'options.civilStatus' },
    },
    spouseName: { kind: 'text', rule: v.pipe(v.string(), v.trim(), v.nonEmpty('loans.errors.motherMaidenName')) },
    bankName: { kind: 'text', rule: v.pipe(v.string(), v.maxLength(5, 'loans.errors.textTooLong')), optional: true },
    agreement: { kind: 'checkbox', rule: v.pipe(v.boolean(), v.value(true, 'loans.errors.agreement')) },
  },
  steps: [
    { id: 'personal', title: 'loans.stepTitles.personal', fields: ['firstname', 'civilStatus', 'spouseName'] },
    { id: 'bank', title: 'loans.stepTitles.bank', fields: ['bankName'] },
    { id: 'review', title: 'loans.stepTitles.review', fields: ['agreement'] },
  ],
  hidden: (values) => (values.civilStatus === '3' ? [] : ['spouseName']),
  submit: { config: 'autoloanapi', path: '/cms/test/submit', thankYou: '/thanks' },
});

const SPEC: WizardSpec = {
  form: FORM,
  title: 'loans.autoTitle',
  review: {
    render: (props) => <Consents {...props} heading="loans.review.termsHeading" paragraphs="loans.autoTerms" />,
  },
  submitError: 'loans.errors.submit',
};

const en = translator('en');
let root: Root | undefined;
let host: HTMLElement;
let events: [string, unknown][];

function mount(extra: Partial<WidgetContextValue> = {}, spec: WizardSpec = SPEC) {
  host = document.createElement('ew-auto-loan');
  host.id = 'under-test';
  document.body.append(host);
  events = [];
  const ctx: WidgetContextValue = {
    host,
    locale: 'en',
    t: en,
    apiBase: 'https://bank.test',
    options: {},
    portal: document.body,
    emit: (type, detail) => {
      events.push([type, detail]);
      return true;
    },
    navigate: (href) => void events.push(['navigate', href]),
    ...extra,
  };
  root = createRoot(host);
  act(() =>
    root!.render(
      <WidgetContext.Provider value={ctx}>
        <Wizard spec={spec} />
      </WidgetContext.Provider>,
    ),
  );
}

function unmount() {
  act(() => root?.unmount());
  root = undefined;
  host?.remove();
}

const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
const field = (name: string) =>
  $<HTMLInputElement | HTMLSelectElement>(`[data-field="${name}"] input, select[name="${name}"]`);
const heading = () => $('.ew-step-heading')?.textContent;
const buttons = () => [...document.querySelectorAll('button')];
const button = (text: string) => buttons().find((b) => b.textContent?.trim() === text)!;
const summary = () => $('.ew-summary');
const messageOf = (name: string) => $(`[data-field="${name}"] .ew-error`)?.textContent?.replace(/^Error:\s*/, '');

function type(name: string, value: string) {
  const input = field(name) as HTMLInputElement;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
function choose(name: string, value: string) {
  const select = field(name) as HTMLSelectElement;
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
function press(text: string) {
  act(() => button(text).click());
}
/** The step's form submitted (Next, or Submit on the review). */
function submitStep() {
  act(() => {
    $<HTMLFormElement>('form.ew-wizard-step')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}
const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

// The modal's code loads when the page is idle (widgets/ui/Dialog.tsx): here, before any test.
beforeAll(async () => {
  await loadModal();
});

describe('navigation and per-step checks', () => {
  it('Next checks the step: the summary takes focus, messages show, the step stays', () => {
    mount();
    expect(heading()).toBe('Personal Information');
    expect(events).toEqual([['ew:step', { step: 0, total: 3 }]]);
    submitStep();
    expect(heading()).toBe('Personal Information');
    expect(summary()).not.toBeNull();
    expect(document.activeElement).toBe(summary());
    expect([...summary()!.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      en('loans.errors.firstnameRequired'),
      en('loans.errors.civilStatus'),
    ]);
    expect(messageOf('firstname')).toBe(en('loans.errors.firstnameRequired'));
    // a second failed attempt focuses the summary again
    act(() => (document.activeElement as HTMLElement).blur());
    submitStep();
    expect(document.activeElement).toBe(summary());
  });

  it('messages follow corrections live after an attempt; a valid step moves on and says so', () => {
    mount();
    submitStep();
    type('firstname', 'Juan');
    expect(messageOf('firstname')).toBeUndefined();
    choose('civilStatus', '1');
    expect(summary()).toBeNull();
    submitStep();
    expect(heading()).toBe('Bank Accounts');
    expect(events.at(-1)).toEqual(['ew:step', { step: 1, total: 3 }]);
    expect(document.activeElement).toBe($('.ew-step-heading'));
    expect(summary()).toBeNull();
  });

  it('Back returns with every value kept', () => {
    mount();
    type('firstname', 'Juan');
    choose('civilStatus', '1');
    submitStep();
    press('Back');
    expect(heading()).toBe('Personal Information');
    expect((field('firstname') as HTMLInputElement).value).toBe('Juan');
  });
});

describe('hidden fields', () => {
  it('show for their condition, are checked only while shown, and are not sent while hidden', async () => {
    mount();
    type('firstname', 'Juan');
    expect(field('spouseName')).toBeNull();
    choose('civilStatus', '3');
    expect(field('spouseName')).not.toBeNull();
    submitStep();
    expect(heading()).toBe('Personal Information');
    expect(messageOf('spouseName')).toBe(en('loans.errors.motherMaidenName'));
    type('spouseName', 'Ana');
    choose('civilStatus', '1');
    expect(field('spouseName')).toBeNull();
    submitStep();
    expect(heading()).toBe('Bank Accounts');

    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init.body as FormData);
        return new Response('{}', { status: 200 });
      }),
    );
    submitStep();
    act(() => (field('agreement') as HTMLInputElement).click());
    submitStep();
    await flush();
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ firstname: 'Juan', civilStatus: '1', spouseName: '' });
  });
});

describe('the review', () => {
  it('lists the answers; Change jumps to the step and Next returns to the review', () => {
    mount();
    type('firstname', 'Juan');
    choose('civilStatus', '1');
    submitStep();
    type('bankName', 'BDO');
    submitStep();
    expect(heading()).toBe('Review details');
    expect($('.ew-review')!.textContent).toContain('Juan');
    expect($('.ew-review')!.textContent).toContain('BDO');
    const change = buttons().find((b) => b.textContent === `Change ${en('loans.stepTitles.bank')}`)!;
    act(() => change.click());
    expect(heading()).toBe('Bank Accounts');
    expect(button(en('wizard.backToReview'))).toBeDefined();
    type('bankName', 'BPI');
    submitStep();
    expect(heading()).toBe('Review details');
    expect($('.ew-review')!.textContent).toContain('BPI');
  });
});

describe('the review and the stepper (issue 19 item 10)', () => {
  it('has one Change per section in the Tab order, named by its section; each answer its own, out of it', () => {
    mount();
    type('firstname', 'Juan');
    choose('civilStatus', '1');
    submitStep();
    submitStep();
    expect(heading()).toBe('Review details');
    const all = buttons().filter((b) => b.textContent?.startsWith('Change'));
    const changes = all.filter((b) => b.tabIndex !== -1);
    expect(changes.map((b) => b.textContent)).toEqual([
      `Change ${en('loans.stepTitles.personal')}`,
      `Change ${en('loans.stepTitles.bank')}`,
    ]);
    expect(changes[0]!.closest('section')!.getAttribute('aria-labelledby')).toBe(
      changes[0]!.parentElement!.querySelector('h3')!.id,
    );
    // every answer carries its edit action (the spec's review rows), named by its question
    const rows = [...document.querySelectorAll('.ew-review-row')];
    const perAnswer = all.filter((b) => b.tabIndex === -1);
    expect(perAnswer.length).toBe(rows.length);
    expect(perAnswer[0]!.textContent).toBe(`Change ${rows[0]!.querySelector('dt')!.textContent}`);
    act(() => perAnswer.at(-1)!.click());
    expect(heading()).toBe(en('loans.stepTitles.bank'));
  });
  it("names the steps' landmark by the form and says the step in its toggle", () => {
    mount();
    const nav = $('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Application steps: Auto loan application');
    const toggle = nav.querySelector('button')!;
    expect(toggle.textContent).toBe('Step 1 of 3: Personal Information');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    type('firstname', 'Juan');
    choose('civilStatus', '1');
    submitStep();
    expect(toggle.textContent).toBe('Step 2 of 3: Bank Accounts');
  });
  it('names the landmark by stepsTitle when two forms share a title', () => {
    mount({}, { ...SPEC, stepsTitle: 'loans.homeTitle' });
    expect($('nav')!.getAttribute('aria-label')).toBe('Application steps: Home loan application');
  });
});

describe('the review of worked-out fields (issue 12 item 11)', () => {
  const SAME = defineForm({
    name: 'time-deposit',
    labels: 'loans.fields',
    fields: {
      cityAddress: { kind: 'text', rule: v.pipe(v.string(), v.trim(), v.nonEmpty('loans.errors.cityAddressRequired')) },
      provincialAddress: { kind: 'text', rule: v.string() },
      spouseName: { kind: 'text', rule: v.string(), optional: true },
      agreement: { kind: 'checkbox', rule: v.boolean() },
    },
    steps: [
      {
        id: 'personal',
        title: 'loans.stepTitles.personal',
        fields: ['cityAddress', 'provincialAddress', 'spouseName'],
      },
      { id: 'review', title: 'loans.stepTitles.review', fields: ['agreement'] },
    ],
    // The permanent address is the present one: hidden, worked out, sent; the spouse is hidden and blank.
    hidden: () => ['provincialAddress', 'spouseName'],
    derive: (values) => ({ ...values, provincialAddress: values.cityAddress ?? '' }),
    submit: { config: 'autoloanapi', path: '/x', thankYou: '/thanks' },
  });

  it('lists a hidden field the form works out (a permanent address "same as present"), with its value', () => {
    mount({}, { ...SPEC, form: SAME });
    type('cityAddress', '6750 Ayala Avenue');
    submitStep();
    expect(heading()).toBe('Review details');
    const rows = [...document.querySelectorAll('.ew-review-row')].map((r) => [
      r.querySelector('dt')!.textContent,
      r.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      [en('loans.fields.cityAddress'), '6750 Ayala Avenue'],
      [en('loans.fields.provincialAddress'), '6750 Ayala Avenue'],
    ]);
  });
});

describe('submit', () => {
  function toReview() {
    mount();
    type('firstname', 'Juan');
    choose('civilStatus', '1');
    submitStep();
    submitStep();
  }

  it('the review is checked first: nothing is sent without the agreement', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    toReview();
    submitStep();
    expect(fetch).not.toHaveBeenCalled();
    expect(messageOf('agreement')).toBe(en('loans.errors.agreement'));
    expect(document.activeElement).toBe(summary());
  });

  it('a failure: ew:error with its kind, the alert, every value kept; a retry succeeds and thanks', async () => {
    const fetch = vi.fn(async () => new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    toReview();
    act(() => (field('agreement') as HTMLInputElement).click());
    submitStep();
    await flush();
    expect(events.filter(([t]) => t !== 'ew:step')).toEqual([
      ['ew:submit', { form: 'auto-loan' }],
      ['ew:error', { form: 'auto-loan', kind: 'http' }],
    ]);
    expect(document.querySelector('[role="alertdialog"]')?.textContent).toContain(en('loans.errors.submit'));
    press(en('common.ok'));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
    expect($('.ew-review')!.textContent).toContain('Juan');

    fetch.mockImplementation(async () => new Response('{}', { status: 200 }));
    events.length = 0;
    submitStep();
    await flush();
    expect(fetch).toHaveBeenLastCalledWith(
      'https://bank.test/cms/test/submit',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(events.filter(([t]) => t !== 'ew:step')).toEqual([
      ['ew:submit', { form: 'auto-loan' }],
      ['ew:success', { form: 'auto-loan' }],
      ['navigate', '/thanks'],
    ]);
    // the draft is cleared and the form starts again
    expect(sessionStorage.getItem('ew:draft:ew-auto-loan:under-test')).toBeNull();
    expect(heading()).toBe('Personal Information');
    expect((field('firstname') as HTMLInputElement).value).toBe('');
  });

  it('a second press while sending sends nothing; the button is busy', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetch);
    toReview();
    act(() => (field('agreement') as HTMLInputElement).click());
    submitStep();
    await flush();
    submitStep();
    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(buttons().find((b) => b.getAttribute('aria-disabled') === 'true')?.textContent).toContain(
      en('form.submitting'),
    );
    await act(async () => answer(new Response('{}', { status: 200 })));
    await flush();
    expect(events.filter(([t]) => t === 'ew:success')).toHaveLength(1);
  });

  it('the timeout comes from the element', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_u: string, init: RequestInit) =>
            new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
        ),
      );
      mountWith({ timeout: '2' });
      act(() => (field('agreement') as HTMLInputElement).click());
      submitStep();
      await act(async () => void (await vi.advanceTimersByTimeAsync(2100)));
      expect(events.filter(([t]) => t === 'ew:error')).toEqual([['ew:error', { form: 'auto-loan', kind: 'timeout' }]]);
    } finally {
      vi.useRealTimers();
    }
  });

  function mountWith(opts: Record<string, unknown>) {
    mount({ options: opts });
    type('firstname', 'Juan');
    choose('civilStatus', '1');
    submitStep();
    submitStep();
  }
});

describe('drafts', () => {
  it('what was typed and the step survive a remount (a reload) in the same tab', () => {
    mount();
    type('firstname', 'Juan');
    choose('civilStatus', '1');
    submitStep();
    type('bankName', 'BDO');
    expect(JSON.parse(sessionStorage.getItem('ew:draft:ew-auto-loan:under-test')!)).toMatchObject({
      step: 1,
      returnToReview: false,
      values: { firstname: 'Juan', bankName: 'BDO' },
    });
    unmount();
    mount();
    expect(heading()).toBe('Bank Accounts');
    expect((field('bankName') as HTMLInputElement).value).toBe('BDO');
    press('Back');
    expect((field('firstname') as HTMLInputElement).value).toBe('Juan');
  });

  it('Cancel application clears the form and its draft', () => {
    mount();
    type('firstname', 'Juan');
    press(en('wizard.cancel'));
    press(en('wizard.cancelYes'));
    expect((field('firstname') as HTMLInputElement).value).toBe('');
    expect(sessionStorage.getItem('ew:draft:ew-auto-loan:under-test')).toBeNull();
  });

  it('a seed (what was typed on the first screen) lays its fields over the draft, as typed', () => {
    sessionStorage.setItem(
      'ew:draft:ew-auto-loan:under-test',
      JSON.stringify({ values: { firstname: 'Old', bankName: 'BDO' }, step: 0 }),
    );
    // Any declared field, kept even before it is valid (a bank name too long); unknown names ignored.
    mount({ seed: { firstname: 'Maria', civilStatus: '3', bankName: 'Metrobank', nosuchfield: 'x' } });
    expect((field('firstname') as HTMLInputElement).value).toBe('Maria');
    expect((field('civilStatus') as HTMLSelectElement).value).toBe('3');
    expect(document.querySelector('[name="nosuchfield"]')).toBeNull();
    choose('civilStatus', '1');
    submitStep();
    expect(heading()).toBe('Bank Accounts');
    expect((field('bankName') as HTMLInputElement).value).toBe('Metrobank');
    submitStep();
    // Checked like anything typed: still on the bank step, with its message.
    expect(heading()).toBe('Bank Accounts');
  });
  it("starts with what the callback's Continue handed over (the element's handover), under what was typed", () => {
    const form = defineForm({
      name: 'auto-loan',
      labels: 'loans.fields',
      fields: {
        firstname: { kind: 'text', rule: v.string(), autoComplete: 'given-name' },
        lastname: { kind: 'text', rule: v.string(), autoComplete: 'family-name' },
        agreement: { kind: 'checkbox', rule: v.boolean() },
      },
      steps: [
        { id: 'personal', title: 'loans.stepTitles.personal', fields: ['firstname', 'lastname'] },
        { id: 'review', title: 'loans.stepTitles.review', fields: ['agreement'] },
      ],
      submit: { config: 'autoloanapi', path: '/cms/test/submit', thankYou: '/thanks' },
    });
    mount(
      { options: { handover: 'name=Ana+Santos&mobile=09171234567' }, seed: { lastname: 'Reyes' } },
      { ...SPEC, form },
    );
    expect((field('firstname') as HTMLInputElement).value).toBe('Ana');
    expect((field('lastname') as HTMLInputElement).value).toBe('Reyes');
  });
});
