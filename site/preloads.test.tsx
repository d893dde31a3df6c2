/** The route table's `widgets`: what a page preloads is what its page shows on arrival. */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.tsx';

describe('routes that preload widgets', () => {
  const withWidgets = ROUTES.filter((r) => r.widgets?.length);

  it('include the home page and its callback form', () => {
    expect(ROUTES.find((r) => r.path === '/')?.widgets).toEqual(['callback-form']);
    expect(withWidgets.length).toBeGreaterThan(3);
  });

  it.each(withWidgets.map((r) => [r.path, r] as const))(
    '%s renders exactly the widgets it preloads',
    async (path, r) => {
      // Rendered to the end (lazy pages included), as the browser shows it.
      const { prelude } = await prerenderToNodeStream(
        <MemoryRouter initialEntries={[path]}>
          <Suspense fallback={null}>{r.element}</Suspense>
        </MemoryRouter>,
      );
      let html = '';
      for await (const chunk of prelude) html += String(chunk);
      const shown = [...new Set(Array.from(html.matchAll(/<ew-([a-z-]+)/g), (m) => m[1]))].sort();
      expect(shown).toEqual([...new Set(r.widgets)].sort());
    },
  );
});
