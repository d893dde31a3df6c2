/**
 * The wizard engine as a component, mounted as a widget is (a shadow root, on Preact, the CONTRACT's
 * events on the host): navigation and per-step checks, the error summary taking focus, hidden
 * fields, the review's Change jumps, submit states and events, drafts, and a seed (the first screen's
 * hand-over) taken through the form's accept() as typed. Driven by role and label with real clicks
 * and keys.
 */
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { defineForm } from '../../shared/forms/contract.ts';
import { loans } from '../../shared/i18n/loans.ts';
import { options } from '../../shared/i18n/options.ts';
import { form } from '../../shared/i18n/form.ts';
import { wizard } from '../../shared/i18n/wizard.ts';
import { WidgetContext, useWidget } from '../runtime/context.ts';
import { addResources, textsOf, translator } from '../runtime/i18n.ts';
import { focusedElement, mountComponent, unmountAll, type Mounted } from '../runtime/testing.tsx';
import type { MountOptions } from '../runtime/types.ts';
import { loadModal } from '../ui/Dialog.tsx';
import { Consents } from './Consents.tsx';
import type { WizardSpec } from './types.ts';
import { Wizard } from './Wizard.tsx';

addResources(textsOf({ loans, options, wizard, form }));

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
/** The host's tag, its own so no other test file's draft shares its sessionStorage key. */
const TAG = 'ew-wizard-test';
const DRAFT = `ew:draft:${TAG}:0`;
let mounted: Mounted | undefined;

/** What the widget emitted, as [type, detail], ew:ready left out. */
const events = () =>
  (mounted?.events ?? []).filter((e) => e.type !== 'ew:ready').map((e) => [e.type, e.detail] as [string, unknown]);

function mount(
  extra: { options?: MountOptions; seed?: Record<string, string | boolean | string[]> } = {},
  spec: WizardSpec = SPEC,
) {
  // A seed is what the runtime's hand-over finds on a first screen: given here through the context.
  const Component = () => {
    const ctx = useWidget();
    return (
      <WidgetContext.Provider value={extra.seed ? { ...ctx, seed: extra.seed } : ctx}>
        <Wizard spec={spec} />
      </WidgetContext.Provider>
    );
  };
  mounted = mountComponent(
    Component,
    { apiBase: 'https://bank.test', ...extra.options },
    { tag: TAG, form: 'auto-loan' },
  );
  // The thank-you route is followed by the page unless a listener cancels: the test page stays.
  mounted.host.addEventListener('ew:navigate', (e) => e.preventDefault());
}

function unmount() {
  mounted?.unmount();
  mounted = undefined;
}

const $ = <T extends Element = HTMLElement>(selector: string) => mounted!.root!.querySelector<T>(selector);
const $$ = (selector: string) => [...mounted!.root!.querySelectorAll<HTMLElement>(selector)];
// The step's title: the heading's last text (its first part is the count, "Step 1 of 3").
const heading = () => [...($('.ew-step-heading')?.childNodes ?? [])].at(-1)?.textContent;
const summary = () => $('.ew-summary');
const messageOf = (name: string) => $(`[data-field="${name}"] .ew-error`)?.textContent?.replace(/^Error:\s*/, '');
const textbox = (label: string) => page.getByRole('textbox', { name: label, exact: true });
const civilStatus = () => page.getByRole('combobox', { name: en('loans.fields.civilStatus') });
const button = (name: string) => page.getByRole('button', { name, exact: true });

async function type(label: string, value: string) {
  if (value) await userEvent.fill(textbox(label), value);
  else await userEvent.clear(textbox(label));
}
const choose = (value: '1' | '3') => userEvent.selectOptions(civilStatus(), value);
const press = (name: string) => userEvent.click(button(name));
/** Next on a step, Submit on the review. */
const next = () => press(en('wizard.next'));
const submit = () => press(en('form.submit'));
/** The agreement's box, ticked by its label (the input itself is visually hidden). */
const agree = () => userEvent.click(page.getByText(en('loans.fields.agreement')));
const onStep = (title: string) => expect.poll(heading).toBe(title);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  unmount();
  unmountAll();
  vi.unstubAllGlobals();
});

// The modal's code loads when the page is idle (widgets/ui/Dialog.tsx): here, before any test.
beforeAll(async () => {
  await loadModal();
});

describe('navigation and per-step checks', () => {
  it('Next checks the step: the summary takes focus, messages show, the step stays', async () => {
    mount();
    await onStep('Personal Information');
    await expect.poll(events).toEqual([['ew:step', { step: 0, total: 3 }]]);
    await next();
    await expect.poll(summary).not.toBeNull();
    expect(heading()).toBe('Personal Information');
    await expect.poll(focusedElement).toBe(summary());
    expect($$('.ew-summary a').map((a) => a.textContent)).toEqual([
      en('loans.errors.firstnameRequired'),
      en('loans.errors.civilStatus'),
    ]);
    expect(messageOf('firstname')).toBe(en('loans.errors.firstnameRequired'));
    // a second failed attempt focuses the summary again
    await userEvent.click(textbox('First name'));
    expect(focusedElement()).not.toBe(summary());
    await next();
    await expect.poll(focusedElement).toBe(summary());
  });

  it('messages follow corrections live after an attempt; a valid step moves on and says so', async () => {
    mount();
    await next();
    await type('First name', 'Juan');
    await expect.poll(() => messageOf('firstname')).toBeUndefined();
    await choose('1');
    await expect.poll(summary).toBeNull();
    await next();
    await onStep('Bank Accounts');
    expect(events().at(-1)).toEqual(['ew:step', { step: 1, total: 3 }]);
    await expect.poll(focusedElement).toBe($('.ew-step-heading'));
    expect(summary()).toBeNull();
  });

  it('Back returns with every value kept', async () => {
    mount();
    await type('First name', 'Juan');
    await choose('1');
    await next();
    await onStep('Bank Accounts');
    await press('Back');
    await onStep('Personal Information');
    await expect.element(textbox('First name')).toHaveValue('Juan');
  });
});

describe('leaving a field', () => {
  const macrotask = () => new Promise((r) => setTimeout(r));

  it("shows the field's message after the frame that moved the focus, not in the key's own work", async () => {
    mount();
    await onStep('Personal Information');
    const name = textbox('First name').element() as HTMLInputElement;
    name.focus();
    name.blur();
    // A task later (before the next frame): the step's check has not run for the message yet.
    await macrotask();
    expect(messageOf('firstname')).toBeUndefined();
    await expect.poll(() => messageOf('firstname')).toBe(en('loans.errors.firstnameRequired'));
  });
});

describe('hidden fields', () => {
  it('show for their condition, are checked only while shown, and are not sent while hidden', async () => {
    mount();
    const spouse = () => $('[data-field="spouseName"]');
    await type('First name', 'Juan');
    expect(spouse()).toBeNull();
    await choose('3');
    await expect.poll(spouse).not.toBeNull();
    await next();
    await expect.poll(() => messageOf('spouseName')).toBe(en('loans.errors.motherMaidenName'));
    expect(heading()).toBe('Personal Information');
    await type(en('loans.fields.spouseName'), 'Ana');
    await choose('1');
    await expect.poll(spouse).toBeNull();
    await next();
    await onStep('Bank Accounts');

    const sent: FormData[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init.body as FormData);
        return new Response('{}', { status: 200 });
      }),
    );
    await next();
    await onStep('Review details');
    await agree();
    await submit();
    await expect.poll(() => sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]!)).toMatchObject({ firstname: 'Juan', civilStatus: '1', spouseName: '' });
  });
});

describe('the review', () => {
  it('lists the answers; Change jumps to the step and Next returns to the review', async () => {
    mount();
    await type('First name', 'Juan');
    await choose('1');
    await next();
    await onStep('Bank Accounts');
    await type('Bank name (optional)', 'BDO');
    await next();
    await onStep('Review details');
    expect($('.ew-review')!.textContent).toContain('Juan');
    expect($('.ew-review')!.textContent).toContain('BDO');
    await press(`Change ${en('loans.stepTitles.bank')}`);
    await onStep('Bank Accounts');
    await expect.element(button(en('wizard.backToReview'))).toBeVisible();
    await type('Bank name (optional)', 'BPI');
    await press(en('wizard.backToReview'));
    await onStep('Review details');
    expect($('.ew-review')!.textContent).toContain('BPI');
  });
});

describe('the review and the stepper', () => {
  it('has one Change per section in the Tab order, named by its section; each answer its own, out of it', async () => {
    mount();
    await type('First name', 'Juan');
    await choose('1');
    await next();
    await onStep('Bank Accounts');
    await next();
    await onStep('Review details');
    const all = $$('button').filter((b) => b.textContent?.startsWith('Change'));
    const changes = all.filter((b) => b.tabIndex !== -1);
    expect(changes.map((b) => b.textContent)).toEqual([
      `Change ${en('loans.stepTitles.personal')}`,
      `Change ${en('loans.stepTitles.bank')}`,
    ]);
    expect(changes[0]!.closest('section')!.getAttribute('aria-labelledby')).toBe(
      changes[0]!.parentElement!.querySelector('h3')!.id,
    );
    // every answer carries its edit action (the spec's review rows), named by its question
    const rows = $$('.ew-review-row');
    const perAnswer = all.filter((b) => b.tabIndex === -1);
    expect(perAnswer.length).toBe(rows.length);
    expect(perAnswer[0]!.textContent).toBe(`Change ${rows[0]!.querySelector('dt')!.textContent}`);
    await userEvent.click(perAnswer.at(-1)!);
    await onStep(en('loans.stepTitles.bank'));
  });

  it("names the steps' landmark by the form and says the step number in its toggle", async () => {
    mount();
    const nav = page.getByRole('navigation', { name: 'Application steps: Auto loan application' });
    await expect.element(nav).toBeInTheDocument();
    const toggle = nav.getByRole('button');
    // the step's title is its heading's, right below: not said twice
    await expect.element(toggle).toHaveTextContent(/^Step 1 of 3$/);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await type('First name', 'Juan');
    await choose('1');
    await next();
    await expect.element(toggle).toHaveTextContent(/^Step 2 of 3$/);
  });

  it('names the landmark by stepsTitle when two forms share a title', async () => {
    mount({}, { ...SPEC, stepsTitle: 'loans.homeTitle' });
    await expect
      .element(page.getByRole('navigation', { name: 'Application steps: Home loan application' }))
      .toBeInTheDocument();
  });
});

describe('the review of worked-out fields', () => {
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

  it('lists a hidden field the form works out (a permanent address "same as present"), with its value', async () => {
    mount({}, { ...SPEC, form: SAME });
    await type(en('loans.fields.cityAddress'), '6750 Ayala Avenue');
    await next();
    await onStep('Review details');
    const rows = $$('.ew-review-row').map((r) => [
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
  async function toReview(options?: MountOptions) {
    mount({ options });
    await type('First name', 'Juan');
    await choose('1');
    await next();
    await onStep('Bank Accounts');
    await next();
    await onStep('Review details');
  }

  it('the review is checked first: nothing is sent without the agreement', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await toReview();
    await submit();
    await expect.poll(() => messageOf('agreement')).toBe(en('loans.errors.agreement'));
    expect(fetch).not.toHaveBeenCalled();
    await expect.poll(focusedElement).toBe(summary());
  });

  it('a failure: ew:error with its kind, the alert, every value kept; a retry succeeds and thanks', async () => {
    const fetch = vi.fn(async () => new Response('boom', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await toReview();
    await agree();
    await submit();
    await expect
      .poll(() => events().filter(([t]) => t !== 'ew:step'))
      .toEqual([
        ['ew:submit', { form: 'auto-loan' }],
        ['ew:error', { form: 'auto-loan', kind: 'http' }],
      ]);
    const alert = page.getByRole('alertdialog');
    await expect.element(alert).toHaveTextContent(en('loans.errors.submit'));
    await press(en('common.ok'));
    await expect.element(alert).not.toBeInTheDocument();
    expect($('.ew-review')!.textContent).toContain('Juan');

    fetch.mockImplementation(async () => new Response('{}', { status: 200 }));
    mounted!.events.length = 0;
    await submit();
    await expect
      .poll(() => events().filter(([t]) => t !== 'ew:step'))
      .toEqual([
        ['ew:submit', { form: 'auto-loan' }],
        ['ew:success', { form: 'auto-loan' }],
        ['ew:navigate', { href: 'https://bank.test/thanks' }],
      ]);
    expect(fetch).toHaveBeenLastCalledWith(
      'https://bank.test/cms/test/submit',
      expect.objectContaining({ method: 'POST' }),
    );
    // the draft is cleared and the form starts again
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    await onStep('Personal Information');
    await expect.element(textbox('First name')).toHaveValue('');
  });

  it('a second press while sending sends nothing; the button is busy', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetch);
    await toReview();
    await agree();
    await submit();
    const busy = button(en('form.submitting'));
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy, { force: true }); // Playwright would wait: aria-disabled reads as not enabled
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => fetch.mock.calls.length).toBe(1);
    answer(new Response('{}', { status: 200 }));
    await expect.poll(() => events().filter(([t]) => t === 'ew:success')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('the timeout comes from the element', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_u: string, init: RequestInit) =>
          new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    await toReview({ timeout: '1' });
    await agree();
    const sentAt = performance.now();
    await submit();
    await expect
      .poll(() => events().filter(([t]) => t === 'ew:error'), { timeout: 5000 })
      .toEqual([['ew:error', { form: 'auto-loan', kind: 'timeout' }]]);
    // the element's one second, not the default
    expect(performance.now() - sentAt).toBeLessThan(4000);
  });
});

describe('drafts', () => {
  it('what was typed and the step survive a remount (a reload) in the same tab', async () => {
    mount();
    await type('First name', 'Juan');
    await choose('1');
    await next();
    await onStep('Bank Accounts');
    await type('Bank name (optional)', 'BDO');
    await expect
      .poll(() => JSON.parse(sessionStorage.getItem(DRAFT) ?? 'null'))
      .toMatchObject({
        step: 1,
        returnToReview: false,
        values: { firstname: 'Juan', bankName: 'BDO' },
      });
    unmount();
    mount();
    await onStep('Bank Accounts');
    await expect.element(textbox('Bank name (optional)')).toHaveValue('BDO');
    await press('Back');
    await expect.element(textbox('First name')).toHaveValue('Juan');
  });

  it('Cancel application clears the form and its draft', async () => {
    mount();
    await type('First name', 'Juan');
    await expect.poll(() => sessionStorage.getItem(DRAFT)).not.toBeNull();
    await press(en('wizard.cancel'));
    await press(en('wizard.cancelYes'));
    await expect.element(textbox('First name')).toHaveValue('');
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
  });

  it('a seed (what was typed on the first screen) lays its fields over the draft, as typed', async () => {
    sessionStorage.setItem(DRAFT, JSON.stringify({ values: { firstname: 'Old', bankName: 'BDO' }, step: 0 }));
    // Any declared field, kept even before it is valid (a bank name too long); unknown names ignored.
    mount({ seed: { firstname: 'Maria', civilStatus: '3', bankName: 'Metrobank', nosuchfield: 'x' } });
    await expect.element(textbox('First name')).toHaveValue('Maria');
    await expect.element(civilStatus()).toHaveValue('3');
    expect($('[name="nosuchfield"]')).toBeNull();
    await choose('1');
    await next();
    await onStep('Bank Accounts');
    await expect.element(textbox('Bank name (optional)')).toHaveValue('Metrobank');
    await next();
    // Checked like anything typed: still on the bank step, with its message.
    await expect.poll(() => messageOf('bankName')).toBe(en('loans.errors.textTooLong'));
    expect(heading()).toBe('Bank Accounts');
  });
  it("starts with what the callback's Continue handed over (the element's handover), under what was typed", async () => {
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
    await expect.element(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Ana');
    await expect.element(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Reyes');
  });
});
