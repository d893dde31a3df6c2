/** A page under PageWait is rendered once its content records are in (or PAGE_WAIT_MS have passed). */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Loaded } from '../blocks/State.tsx';
import { PAGE_WAIT_MS, PageWait, useContent } from './useContent.ts';

function Promos() {
  const promos = useContent('promos');
  return <Loaded state={promos}>{(list) => <p>{list.length} promos</p>}</Loaded>;
}

async function render(wait: boolean) {
  const { prelude } = await prerenderToNodeStream(
    <Suspense fallback={<p>overlay</p>}>
      <PageWait value={wait}>
        <Promos />
      </PageWait>
    </Suspense>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

const promo = { title: 'Japan trip' };

describe('PageWait', () => {
  afterEach(() => vi.unstubAllGlobals());

  // (Rendered on the server: effects do not run there, so only a waiting page asks for its records.)
  it('without it, a block shows Loading.... until its record comes (the shell, dialogs)', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    expect(await render(false)).toContain('Loading....');
  });

  it('with it, the page waits for its record and shows it in one go', async () => {
    const fetch = vi.fn(
      () => new Promise((r) => setTimeout(() => r(new Response(JSON.stringify([promo]), { status: 200 })), 50)),
    );
    vi.stubGlobal('fetch', fetch);
    const html = await render(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(html).not.toContain('Loading....');
    expect(html).not.toContain('overlay');
    expect(html).toMatch(/<p>\d+<!-- --> promos<\/p>/);
  });

  it('waits PAGE_WAIT_MS at most, then shows the page with Loading.... for what is still missing', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const started = Date.now();
    function Slow() {
      const state = useContent('featuredlist');
      return <Loaded state={state}>{() => <p>links</p>}</Loaded>;
    }
    const { prelude } = await prerenderToNodeStream(
      <Suspense fallback={<p>overlay</p>}>
        <PageWait value={true}>
          <Slow />
        </PageWait>
      </Suspense>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAGE_WAIT_MS - 50);
    expect(html).toContain('Loading....');
  });
});
