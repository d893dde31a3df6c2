/**
 * The review's own fields (the credit card's delivery and statement boxes, the personal loan's
 * agreement) are drawn by the engine as any step's fields are: each declared field of the review step
 * goes through FieldView (counted through Preact's `options.diffed` hook), once, with its message
 * wired to its control, and a choice shows its message at once, as on every step.
 */
import { options as preactOptions } from 'preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CREDIT_CARD } from '../../shared/credit-card/forms.ts';
import { VALID_CC } from '../../shared/credit-card/fixtures.ts';
import type { Form, Values } from '../../shared/forms/contract.ts';
import { PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
import { VALID_B } from '../../shared/personal-loan/fixtures.ts';
import { mount as mountCard } from '../credit-card/index.ts';
import { mount as mountLoan } from '../personal-loan/index.ts';
import { loadModal } from '../ui/Dialog.tsx';
import { FieldView } from './FieldView.tsx';

type Hooked = { diffed?: (vnode: { type: unknown; props: { spec?: { name: string } } }) => void };
const hooks = preactOptions as Hooked;
/** The fields FieldView drew. */
const drawn = new Set<string>();
let previous: Hooked['diffed'];
beforeAll(async () => {
  await loadModal();
  previous = hooks.diffed;
  hooks.diffed = (vnode) => {
    if (vnode.type === FieldView && vnode.props.spec) drawn.add(vnode.props.spec.name);
    previous?.(vnode);
  };
});
afterAll(() => {
  hooks.diffed = previous;
});

let host: HTMLElement | undefined;
let destroy: (() => void) | undefined;
afterEach(() => {
  destroy?.();
  host?.remove();
  sessionStorage.clear();
});

const settle = () => new Promise((r) => setTimeout(r, 50));

/** The widget on its review step, with these values (a draft, as a reload finds it). */
async function onReview(tag: string, mount: typeof mountCard, form: Form, values: Values) {
  sessionStorage.setItem(`ew:draft:${tag}:0`, JSON.stringify({ step: form.steps.length - 1, values }));
  host = document.createElement(tag);
  document.body.append(host);
  drawn.clear();
  destroy = mount(host, {}).destroy;
  await settle();
  const root = host.shadowRoot!;
  expect(root.querySelector('.ew-review')).toBeTruthy();
  return root;
}

/** The review step's declared fields a visitor sees (not the bot check's state). */
const reviewFields = (form: Form) =>
  form.steps
    .at(-1)!
    .fields.map((name) => form.fields[name]!)
    .filter((f) => f.kind !== 'hidden');

const CASES = [
  { tag: 'ew-credit-card', mount: mountCard, form: CREDIT_CARD, values: VALID_CC, required: 'delivery' },
  { tag: 'ew-personal-loan', mount: mountLoan, form: PERSONAL_LOAN_B, values: VALID_B, required: 'agreeRadio' },
] as const;

describe.each(CASES)('$tag review', ({ tag, mount, form, values, required }) => {
  it('draws each of its declared fields through FieldView, once', async () => {
    const root = await onReview(tag, mount, form as Form, values);
    const fields = reviewFields(form as Form);
    expect(fields.length).toBeGreaterThan(1);
    for (const f of fields) {
      expect(drawn.has(f.name), `${f.name} drawn by FieldView`).toBe(true);
      expect(root.querySelectorAll(`[data-field="${f.name}"]`).length, f.name).toBe(1);
    }
  });

  it("a required field's message is wired to it after Submit, as on any step", async () => {
    const root = await onReview(tag, mount, form as Form, { ...values, [required]: '' });
    await userEvent.click(root.querySelector<HTMLButtonElement>('button[type="submit"]')!);
    await settle();
    const group = root.querySelector(`[data-field="${required}"]`)!;
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const error = root.getElementById(group.getAttribute('aria-errormessage')!)!;
    expect(error.textContent).toContain('This field is required');
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
  });
});

it('choosing No on the agreement shows its message at once, as a choice on any step does', async () => {
  const root = await onReview('ew-personal-loan', mountLoan, PERSONAL_LOAN_B, { ...VALID_B, agreeRadio: '' });
  // the label: the native radio itself is visually hidden under its mark
  await userEvent.click(root.querySelector('input[name="agreeRadio"][value="No"]')!.closest('label')!);
  await settle();
  const group = root.querySelector('[data-field="agreeRadio"]')!;
  expect(group.textContent).toContain('You may only proceed if you accept our terms and condition');
});
