// @vitest-environment happy-dom
/**
 * A page that suspends on its content in the browser (a concurrent render): when the record comes,
 * React replays the suspended page where it stopped, and the page must call use() again there
 * (https://react.dev/warnings/conditional-use-of-use), or its later hooks fail with React's
 * "Update hook called on initial render" (#467) and React draws the whole root again.
 */
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { Loaded } from '../blocks/State.tsx';
import { PageWait, useContent } from './useContent.ts';

afterEach(() => vi.unstubAllGlobals());

function Promos() {
  const promos = useContent('promos');
  return <Loaded state={promos}>{(list) => <p>{list.length} promos</p>}</Loaded>;
}

it('draws a page whose record came while it was suspended on it, without an error', async () => {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify([{ title: 'Japan trip' }]), { status: 200 }));
  const errors: unknown[] = [];
  const el = document.createElement('div');
  const root = createRoot(el, {
    onRecoverableError: (e) => errors.push(e),
    onUncaughtError: (e) => errors.push(e),
    onCaughtError: (e) => errors.push(e),
  });
  startTransition(() =>
    root.render(
      <Suspense fallback={<p>overlay</p>}>
        <PageWait value={true}>
          <Promos />
        </PageWait>
      </Suspense>,
    ),
  );
  await vi.waitFor(() => expect(el.textContent).toMatch(/\d+ promos/));
  expect(errors).toEqual([]);
  root.unmount();
});
