// @vitest-environment happy-dom
/** A block's placeholder is marked late only when the block was first drawn without its record. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import type { DataState } from '../content/useContent.ts';
import { Loaded } from './State.tsx';

const loading: DataState<string> = { status: 'loading', error: false, data: null, notFound: false };
const loaded: DataState<string> = { status: 'success', error: false, data: 'Japan trip', notFound: false };
const failed: DataState<string> = { status: 'error', error: true, data: null, notFound: false };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function mount() {
  const el = document.createElement('div');
  const root = createRoot(el);
  const draw = (state: DataState<string>) =>
    act(() => root.render(<Loaded state={state}>{(title) => <p>{title}</p>}</Loaded>));
  return { el, draw };
}

it('first drawn while loading: late until the record is in, then never again', async () => {
  const { el, draw } = mount();
  await draw(loading);
  expect(el.querySelector('p')?.className).toBe('site-loading site-late');
  await draw(loaded);
  expect(el.innerHTML).toBe('<p>Japan trip</p>');
  await draw(loading); // a reload after it was shown: Loading.... in place, nothing hidden
  expect(el.querySelector('p')?.className).toBe('site-loading');
});

it('first drawn with its record, or after it failed: a later reload is not late', async () => {
  const shown = mount();
  await shown.draw(loaded);
  await shown.draw(loading);
  expect(shown.el.querySelector('p')?.className).toBe('site-loading');
  const failing = mount();
  await failing.draw(loading);
  await failing.draw(failed);
  expect(failing.el.innerHTML).toBe('');
  await failing.draw(loading); // a retry
  expect(failing.el.querySelector('p')?.className).toBe('site-loading');
});
