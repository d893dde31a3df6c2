/**
 * The takeover of a prerendered first screen (runtime/handover.ts, runtime/mount.tsx), through what
 * the loader calls: the first-screen module's showFirstScreen() over the build's prerender() markup,
 * then the widget chunk's mount(). The widget renders over the first screen's own elements: the
 * control the visitor is in is the one the widget uses afterwards, with its value, focus and caret.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Button, TextField } from '../ui/index.ts';
import { useWidget } from './context.ts';
import { SHELL_ATTR, showFirstScreen } from './first-screen.ts';
import { defineWidget } from './mount.tsx';
import { prerender } from './prerender.tsx';
import type { Handle } from './types.ts';

const CSS = '.probe { outline: 3px solid rgb(1, 2, 3); }';
const pressed: string[] = [];

/** Starts from the seed, as every widget does; formats the amount, as the calculators do. */
function Probe() {
  const { seed } = useWidget();
  const [name, setName] = useState(String(seed?.name ?? ''));
  const [amount, setAmount] = useState(String(seed?.amount ?? ''));
  const digits = amount.replace(/\D/g, '');
  return (
    <div className="probe">
      <TextField name="name" label="Name" value={name} onChange={setName} />
      <TextField
        name="amount"
        label="Amount"
        value={digits && `PHP ${Number(digits).toLocaleString('en')}`}
        onChange={setAmount}
      />
      <p className="echo">Hello {name}</p>
      <Button onPress={() => pressed.push(name)}>Send</Button>
    </div>
  );
}

const widget = defineWidget({ name: 'handover-probe', form: 'probe', Component: Probe, css: CSS, resources: {} });
const handles: Handle[] = [];

afterEach(() => {
  for (const h of handles.splice(0)) h.destroy();
  document.body.replaceChildren();
  pressed.length = 0;
});

/** The loader's two steps: the first screen shown, then (mount) the widget's code taking over. */
function firstScreen() {
  const host = document.createElement('ew-handover-probe');
  document.body.append(host);
  expect(showFirstScreen(host, {}, { ...prerender('handover-probe', 'en'), other: [] }, import.meta.url)).toBe(true);
  const root = host.shadowRoot!;
  const mount = () => handles.push(widget.mount(host, {}));
  return { host, root, mount, input: (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)! };
}

describe('taking over the first screen', () => {
  it('renders over its elements: the same input, button and root, their values, focus and caret kept', async () => {
    const { root, mount, input } = firstScreen();
    const screen = root.querySelector(`[${SHELL_ATTR}]`)!;
    const name = input('name');
    const button = root.querySelector('button')!;
    const all = Array.from(screen.querySelectorAll('*'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.type(name, 'Ana Cruz');
    name.setSelectionRange(3, 3);

    mount();
    // Not a second tree beside the first screen: the widget's root is the first screen's.
    expect(root.querySelectorAll('.ew-root')).toHaveLength(1);
    expect(root.querySelector('.ew-root')).toBe(screen);
    expect(screen.hasAttribute(SHELL_ATTR)).toBe(false);
    expect(input('name')).toBe(name);
    expect(root.querySelector('button')).toBe(button);
    expect(all.every((e) => e.isConnected)).toBe(true);
    expect(name.value).toBe('Ana Cruz');
    expect(root.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([3, 3]);
    // What the first screen set for itself is the widget's now: the button is no longer "disabled".
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(getComputedStyle(root.querySelector('.probe')!).outlineColor).toBe('rgb(1, 2, 3)');

    // The widget's own handlers are on those elements: typing goes on into its state, a press is its.
    await userEvent.keyboard('X');
    expect(name.value).toBe('AnaX Cruz');
    await expect.poll(() => root.querySelector('.echo')?.textContent).toBe('Hello AnaX Cruz');
    await userEvent.click(button);
    expect(pressed).toEqual(['AnaX Cruz']);
  });

  it('a value the widget formats is set anew, the caret as far from the end as it was', async () => {
    const { root, mount, input } = firstScreen();
    const amount = input('amount');
    await userEvent.type(amount, '12345');
    amount.setSelectionRange(3, 3); // two characters before the end

    mount();
    expect(input('amount')).toBe(amount);
    expect(amount.value).toBe('PHP 12,345');
    expect(root.activeElement).toBe(amount);
    expect(amount.value.length - amount.selectionStart!).toBe(2);
  });

  it('a press held on the first screen is replayed once, with what was typed', async () => {
    const { root, mount, input } = firstScreen();
    await userEvent.type(input('name'), 'Ana');
    root.querySelector('button')!.click();
    expect(pressed).toEqual([]); // held: the widget's code is not there yet

    mount();
    await expect.poll(() => pressed).toEqual(['Ana']);
    await new Promise((r) => setTimeout(r, 50));
    expect(pressed).toEqual(['Ana']);
  });
});
