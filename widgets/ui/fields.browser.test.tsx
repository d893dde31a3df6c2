/**
 * The kit's fields in a widget's shadow root: each links its label, hint and error to its control
 * itself (aria-describedby, ids resolved inside the root: RAC's slot ids cannot), and the groups and
 * the combobox work from the keyboard. By role and label, on Preact as shipped.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { CheckboxGroup, RadioGroup } from './Choices.tsx';
import { Select } from './Select.tsx';
import { TextField } from './TextField.tsx';

afterEach(unmountAll);

/** What aria-describedby names, read the way assistive technology does: ids in the control's own root. */
function description(el: Element): string {
  const root = el.getRootNode() as ShadowRoot | Document;
  return (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent?.trim() ?? `<missing #${id}>`)
    .join(' | ');
}

function Name({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField name="name" label="Full name" hint="As on your ID" error={error} value={value} onChange={setValue} />
      <p>{value}</p>
    </>
  );
}

describe('autofill and keypads (WCAG 1.3.5)', () => {
  it("a select of the visitor's own data carries its token; a text field its token, keypad and time step", async () => {
    mountComponent(() => (
      <>
        <Select
          name="country"
          label="Country"
          placeholder="Select"
          autoComplete="section-permanent country"
          options={[{ value: 'PH', label: 'Philippines' }]}
          value=""
          onChange={() => {}}
        />
        <TextField
          name="zip"
          label="Zip code"
          autoComplete="postal-code"
          inputMode="numeric"
          value=""
          onChange={() => {}}
        />
        <TextField name="time" label="Best time" type="time" step={300} value="" onChange={() => {}} />
      </>
    ));
    await expect
      .element(page.getByRole('combobox', { name: 'Country' }))
      .toHaveAttribute('autocomplete', 'section-permanent country');
    const zip = page.getByRole('textbox', { name: 'Zip code' });
    await expect.element(zip).toHaveAttribute('autocomplete', 'postal-code');
    await expect.element(zip).toHaveAttribute('inputmode', 'numeric');
    await expect.element(page.getByLabelText('Best time')).toHaveAttribute('step', '300');
  });
});

describe('TextField', () => {
  it('is named by its label and described by its hint, inside the shadow root', async () => {
    const { root } = mountComponent(() => <Name />);
    const input = page.getByRole('textbox', { name: 'Full name' });
    await expect.element(input).toBeVisible();
    expect(root!.contains(input.element())).toBe(true);
    expect(description(input.element())).toBe('As on your ID');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Juan dela Cruz');
    await expect.element(page.getByText('Juan dela Cruz', { exact: true })).toBeVisible();
  });

  it('with an error: invalid, and described by hint then error (with its hidden "Error:" prefix)', async () => {
    mountComponent(() => <Name error="Enter your full name" />);
    const input = page.getByRole('textbox', { name: 'Full name' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(description(input.element())).toBe('As on your ID | Error: Enter your full name');
  });

  it('in Filipino, the hidden prefix is the Filipino one', async () => {
    mountComponent(() => <Name error="Ilagay ang buong pangalan" />, { locale: 'fil' });
    const input = page.getByRole('textbox', { name: 'Full name' });
    expect(description(input.element())).toBe('As on your ID | May mali: Ilagay ang buong pangalan');
  });
});

const TERMS = [
  { value: '12', label: '12 months' },
  { value: '24', label: '24 months' },
  { value: '36', label: '36 months' },
] as const;

function Term({ error }: { error?: string }) {
  const [value, setValue] = useState<'' | '12' | '24' | '36'>('');
  return (
    <>
      <RadioGroup<'12' | '24' | '36'>
        name="term"
        label="Loan term"
        hint="Choose one"
        error={error}
        options={TERMS}
        value={value}
        onChange={setValue}
      />
      <p>Term: {value || 'none'}</p>
    </>
  );
}

describe('RadioGroup', () => {
  it('a named group; arrow keys move the choice; hint and error describe the group', async () => {
    mountComponent(() => <Term error="Choose a loan term" />);
    const group = page.getByRole('radiogroup', { name: 'Loan term' });
    await expect.element(group).toBeVisible();
    expect(description(group.element())).toBe('Choose one | Error: Choose a loan term');
    // each radio says invalid in words first: Orca 43 voices no invalid state on a radio
    const radios = page.getByRole('radio').elements();
    expect(radios).toHaveLength(3);
    for (const r of radios) expect(description(r)).toBe('Invalid entry. | Error: Choose a loan term');
    await userEvent.click(page.getByText('12 months')); // the input itself is visually hidden; its label takes the click
    await expect.element(page.getByRole('radio', { name: '12 months' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: '24 months' })).toBeChecked();
    await expect.element(page.getByText('Term: 24')).toBeVisible();
    expect(focusedElement()).toBe(page.getByRole('radio', { name: '24 months' }).element());
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(page.getByText('Term: 12')).toBeVisible();
  });
});

const TOPICS = [
  { value: 'loans', label: 'Loans' },
  { value: 'cards', label: 'Cards' },
  { value: 'deposits', label: 'Deposits' },
] as const;

function Topics({ error }: { error?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <CheckboxGroup
        name="topics"
        label="Topics"
        hint="Choose any"
        error={error}
        options={TOPICS}
        value={value}
        onChange={setValue}
      />
      <p>Topics: {value.join(',') || 'none'}</p>
    </>
  );
}

describe('CheckboxGroup', () => {
  it('a named group of checkboxes; Space toggles the focused one; Tab moves between them', async () => {
    mountComponent(() => <Topics error="Choose at least one topic" />);
    const group = page.getByRole('group', { name: 'Topics' });
    await expect.element(group).toBeVisible();
    expect(description(group.element())).toBe('Choose any | Error: Choose at least one topic');
    await userEvent.click(page.getByText('Loans', { exact: true }));
    await expect.element(page.getByText('Topics: loans')).toBeVisible();
    await userEvent.keyboard('{Tab}{Tab}');
    expect(focusedElement()).toBe(page.getByRole('checkbox', { name: 'Deposits' }).element());
    await userEvent.keyboard(' ');
    await expect.element(page.getByText('Topics: loans,deposits')).toBeVisible();
    await userEvent.keyboard('{Shift>}{Tab}{Tab}{/Shift} ');
    await expect.element(page.getByText('Topics: deposits')).toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Loans' })).not.toBeChecked();
  });
});
