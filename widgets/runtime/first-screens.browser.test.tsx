/**
 * Every widget's first screen, prerendered in both languages from its own components: no text is a raw
 * i18n key (a namespace the widget or one of its parts forgot shows its keys), and the markup is the
 * kind a shadow root can take. The build writes the same screens (scripts/first-screens.mjs).
 */
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../registry/index.ts';
import { prerender } from './prerender.tsx';

const ENTRIES = import.meta.glob('../*/index.ts');

/** Text nodes of an HTML string (tags dropped, entities left as they are). */
const texts = (html: string) =>
  html
    .replace(/<[^>]*>/g, '\n')
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

const KEY = /^[a-z][A-Za-z]*(\.[A-Za-z0-9_-]+)+$/;

/**
 * What the fonts a page uses for text have: Latin letters, Latin-1 and Latin Extended-A, general
 * punctuation (dashes, quotes, ellipsis) and the peso sign. Anything else (✓, ▾, arrows, symbols) sends
 * the browser looking for a fallback font at the first screen's first layout (docs/performance.md
 * "The first screen first"): draw it instead (widgets/ui/glyphs.tsx).
 */
const IN_TEXT_FONTS = /^[\u0020-\u007e\u00a0-\u017f\u2010-\u2027\u20b1]*$/;

describe.each(WIDGET_NAMES.map((n) => [n]))('%s first screen', (name) => {
  it.each([['en'], ['fil']] as const)('in %s: no raw key, every text its language', async (locale) => {
    await ENTRIES[`../${name}/index.ts`]!();
    const { html, lang } = prerender(name, locale);
    expect(lang).toBe(locale);
    const raw = texts(html).filter((t) => KEY.test(t));
    expect(raw, `${name} ${locale}`).toEqual([]);
    expect(texts(html).length).toBeGreaterThan(0);
  });
});

describe.each(WIDGET_NAMES.map((n) => [n]))('%s first screen', (name) => {
  it.each([['en'], ['fil']] as const)('in %s: every character drawn from the text font', async (locale) => {
    await ENTRIES[`../${name}/index.ts`]!();
    const { html } = prerender(name, locale);
    // What is drawn as text: text nodes and placeholders.
    const drawn = [...texts(html), ...[...html.matchAll(/placeholder="([^"]*)"/g)].map((m) => m[1]!)];
    expect(
      drawn.filter((t) => !IN_TEXT_FONTS.test(t)),
      `${name} ${locale}`,
    ).toEqual([]);
  });
});
