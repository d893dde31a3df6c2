/** The site's language: remembered when storage allows, the document's lang, and never a crash when it does not. */
import { afterEach, describe, expect, it, vi } from 'vitest';

function fakePage(storage: Partial<Storage>) {
  const html = { lang: 'en' };
  vi.stubGlobal('document', { documentElement: html });
  vi.stubGlobal('localStorage', storage);
  return html;
}

async function freshLanguage() {
  vi.resetModules();
  return (await import('./i18n.ts')).language;
}

afterEach(() => vi.unstubAllGlobals());

describe('site language, with web storage denied too', () => {
  it('starts in the remembered language, which is the document language', async () => {
    const html = fakePage({ getItem: () => 'fil', setItem: () => {} });
    const language = await freshLanguage();
    expect(language.current).toBe('fil');
    expect(html.lang).toBe('fil');
    expect(language.t('siteTitles.newsroom')).toBe('Mga balita');
  });

  it('a switch is remembered and the document language follows', async () => {
    const saved: Record<string, string> = {};
    const html = fakePage({ getItem: () => null, setItem: (k: string, v: string) => void (saved[k] = v) });
    const language = await freshLanguage();
    expect(language.current).toBe('en');
    expect(html.lang).toBe('en');
    language.set('fil');
    expect(html.lang).toBe('fil');
    expect(saved).toEqual({ 'ew-locale': 'fil' });
    expect(language.t('sitePages.sections.tips')).toBe('Mga Tip at Gabay');
  });

  it('denied storage: English to start, and a switch still works for the visit', async () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const html = fakePage({ getItem: denied, setItem: denied });
    const language = await freshLanguage();
    expect(language.current).toBe('en');
    language.set('fil');
    expect(html.lang).toBe('fil');
    expect(language.t('site.skip')).toBe('Lumaktaw sa pangunahing nilalaman');
  });

  it('an unknown remembered value is English', async () => {
    fakePage({ getItem: () => 'de', setItem: () => {} });
    expect((await freshLanguage()).current).toBe('en');
  });
});
