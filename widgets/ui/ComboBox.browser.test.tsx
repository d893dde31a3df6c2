/**
 * The kit's combobox (widgets/ui/ComboBox.tsx) against the WAI-ARIA APG "editable combobox with list
 * autocomplete" keyboard pattern, in a widget's shadow root.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { ComboBox, type ComboItem } from './ComboBox.tsx';

afterEach(unmountAll);

const BRANCHES: ComboItem[] = [
  { id: '1', label: 'Makati Ayala', description: 'Ayala Avenue, Makati' },
  { id: '2', label: 'Makati Legaspi', description: 'Legaspi Street, Makati' },
  { id: '3', label: 'Manila Binondo', description: 'Quintin Paredes, Manila' },
  { id: '4', label: 'Cebu IT Park', description: 'Lahug, Cebu City' },
];
const search = (q: string) => BRANCHES.filter((b) => b.label.toLowerCase().includes(q.toLowerCase()));
const itemById = (id: string) => BRANCHES.find((b) => b.id === id);

function Branch({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ComboBox name="branch" label="Branch" value={value} onChange={setValue} search={search} itemById={itemById} />
      <p>Chosen: {value || 'none'}</p>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const combobox = () => page.getByRole('combobox', { name: 'Branch' });
const activeOption = () => {
  const input = combobox().element();
  const id = input.getAttribute('aria-activedescendant');
  return id ? (input.getRootNode() as ShadowRoot).getElementById(id) : null;
};

describe('ComboBox', () => {
  it('typing filters and opens the list, announcing the count; Down Arrow moves in, Enter picks', async () => {
    mountComponent(() => <Branch />);
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(combobox(), 'maka');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('listbox', { name: 'Branch' });
    await expect.element(list).toBeVisible();
    expect(list.getByRole('option').elements()).toHaveLength(2);
    await expect.element(page.getByRole('status')).toHaveTextContent('2 matches');
    // Typing leaves focus in the field, no option active yet (APG).
    expect(combobox().element().getAttribute('aria-activedescendant')).toBeNull();

    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toContain('Makati Ayala');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeOption()?.textContent).toContain('Makati Legaspi');
    await userEvent.keyboard('{ArrowDown}'); // stays on the last
    expect(activeOption()?.textContent).toContain('Makati Legaspi');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeOption()?.textContent).toContain('Makati Ayala');
    expect(focusedElement()).toBe(combobox().element()); // focus never leaves the input

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Chosen: 1')).toBeVisible();
    await expect.element(combobox()).toHaveValue('Makati Ayala');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the list, a second Escape clears the field and the choice', async () => {
    mountComponent(() => <Branch initial="4" />);
    await expect.element(combobox()).toHaveValue('Cebu IT Park');
    await userEvent.click(combobox());
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    // Opening on a chosen value starts at it.
    expect(activeOption()?.textContent).toContain('Cebu IT Park');
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(combobox()).toHaveValue('Cebu IT Park');
    await userEvent.keyboard('{Escape}');
    await expect.element(combobox()).toHaveValue('');
    await expect.element(page.getByText('Chosen: none')).toBeVisible();
  });

  it('no match says so; a choice reset from outside empties the field', async () => {
    mountComponent(() => <Branch initial="3" />);
    await expect.element(combobox()).toHaveValue('Manila Binondo');
    await userEvent.click(page.getByRole('button', { name: 'Reset' }));
    await expect.element(combobox()).toHaveValue('');
    await userEvent.type(combobox(), 'Davao');
    await expect.element(page.getByRole('status')).toHaveTextContent('No matches for “Davao”');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Chosen: none')).toBeVisible();
  });

  it('the options show their second line and are picked with the mouse', async () => {
    mountComponent(() => <Branch />);
    await userEvent.type(combobox(), 'cebu');
    const option = page.getByRole('option', { name: /Cebu IT Park/ });
    await expect.element(option).toHaveTextContent('Lahug, Cebu City');
    await userEvent.click(option);
    await expect.element(page.getByText('Chosen: 4')).toBeVisible();
  });
});

describe('ComboBox with text not yet chosen (the first screen hand-over)', () => {
  it('shows a value that is no item as the typed text; typing on keeps it and chooses nothing', async () => {
    mountComponent(() => <Branch initial="maka" />);
    await expect.element(combobox()).toHaveValue('maka');
    await expect.element(page.getByText('Chosen: maka')).toBeVisible();
    // The search goes on where it was (widgets/runtime/handover.ts dispatches an input event).
    const input = combobox().element() as HTMLInputElement;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByText('Chosen: none')).toBeVisible();
    await expect.element(combobox()).toHaveValue('maka');
    expect(page.getByRole('listbox', { name: 'Branch' }).getByRole('option').elements()).toHaveLength(2);
    await userEvent.type(combobox(), 'ti');
    await expect.element(combobox()).toHaveValue('makati');
  });
});
