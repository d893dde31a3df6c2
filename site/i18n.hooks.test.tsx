// @vitest-environment happy-dom
/**
 * The site's texts in React: a switch of language draws every text again, in the new language, and
 * says so on the document; a text only i18next can fill in is drawn again once i18next has come.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { language, useLocale, useT, type SiteKey } from './i18n.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Texts({ keys }: { keys: SiteKey[] }) {
  const t = useT();
  const { locale } = useLocale();
  return <p data-locale={locale}>{keys.map((k) => t(k)).join(' | ')}</p>;
}

it('a switch of language draws the texts again in it, and the document says which', async () => {
  const el = document.createElement('div');
  const root = createRoot(el);
  await act(async () => root.render(<Texts keys={['site.skip', 'siteTitles.newsroom']} />));
  expect(el.textContent).toBe('Skip to main content | Newsroom');
  expect(document.documentElement.lang).toBe('en');

  await act(async () => language.set('fil'));
  expect(el.textContent).toBe('Lumaktaw sa pangunahing nilalaman | Mga balita');
  expect(el.querySelector('p')!.dataset.locale).toBe('fil');
  expect(document.documentElement.lang).toBe('fil');

  await act(async () => language.set('en'));
  expect(el.textContent).toBe('Skip to main content | Newsroom');
  root.unmount();
});

it('a text only i18next fills in (nesting) is drawn again once i18next has come', async () => {
  const { addResources } = await import('../widgets/runtime/i18n.ts');
  const nested = { en: { probe: { inner: 'Apply', outer: '$t(siteProbe.probe.inner) now' } }, fil: { probe: {} } };
  addResources({ siteProbe: nested }, 'fil');
  const el = document.createElement('div');
  const root = createRoot(el);
  await act(async () => root.render(<Texts keys={['siteProbe.probe.outer' as SiteKey]} />));
  // Until i18next has come, the call reads as a missing key does.
  await expect.poll(() => el.textContent).toBe('Apply now');
  root.unmount();
});
