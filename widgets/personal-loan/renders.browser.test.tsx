/**
 * What re-renders while the visitor types, in the longest wizard step (the personal loan's first):
 * a keystroke re-renders its own field (its message drawn within it), nothing else; and mounting renders each
 * part once. Counted through Preact's `options.diffed` hook (one call per component rendered).
 */
import { Fragment, options as preactOptions } from 'preact';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { loadModal } from '../ui/Dialog.tsx';
import { mount } from './index.ts';

// `__c` is the component instance of a vnode (Preact's mangled `_component`).
type Hooked = { diffed?: (vnode: { type: unknown; __c?: object }) => void };
const hooks = preactOptions as Hooked;
const renders: string[] = [];
/** Renders per component instance. */
let perInstance = new Map<object, number>();
let previous: Hooked['diffed'];
beforeAll(async () => {
  // The modal's code arrives when the page is idle and its dialogs then render again (once, for that
  // reason alone): here it is in before anything is counted.
  await loadModal();
  previous = hooks.diffed;
  hooks.diffed = (vnode) => {
    if (typeof vnode.type === 'function' && vnode.type !== Fragment) {
      const type = vnode.type as { displayName?: string; name: string };
      renders.push(type.displayName || type.name);
      if (vnode.__c) perInstance.set(vnode.__c, (perInstance.get(vnode.__c) ?? 0) + 1);
    }
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
const tally = (names: string[]) => names.reduce<Record<string, number>>((n, x) => ((n[x] = (n[x] ?? 0) + 1), n), {});

async function mounted() {
  host = document.createElement('ew-personal-loan');
  document.body.append(host);
  renders.length = 0;
  perInstance = new Map();
  destroy = mount(host, {}).destroy;
  await settle();
  const input = host.shadowRoot!.querySelector<HTMLInputElement>('input[name="firstName"]')!;
  expect(input).toBeTruthy();
  return input;
}

it('mounting renders each part of the step once', async () => {
  await mounted();
  const counts = tally(renders);
  expect(counts.FieldView).toBeGreaterThan(20);
  expect(counts.StepsForm).toBe(1);
  // No part renders twice on its way to the first screen (RAC's TextField did: its slot ids).
  const twice = [...perInstance]
    .filter(([, n]) => n > 1)
    .map(([c]) => (c as { constructor: { name: string } }).constructor.name);
  expect(twice).toEqual([]);
});

it('a keystroke re-renders its field and its message only', async () => {
  const input = await mounted();
  await userEvent.click(input);
  await userEvent.keyboard('M');
  await settle();
  for (const key of 'aria') {
    renders.length = 0;
    perInstance = new Map();
    await userEvent.keyboard(key);
    await settle();
    expect(tally(renders)).toEqual({ FieldView: 1, TextField: 1 });
  }
  expect(input.value).toBe('Maria');
});
