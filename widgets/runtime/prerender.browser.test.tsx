import { describe, expect, it } from 'vitest';
import { STYLE_ATTR } from './first-screen.ts';
import { deferStyles, dropDanglingIdrefs, prerender } from './prerender.tsx';

describe('dropDanglingIdrefs', () => {
  it('keeps references to ids in the markup and drops the rest', () => {
    const html =
      '<label id="l" for="missing">N</label><input id="i" aria-labelledby="l" aria-describedby="gone h"><p id="h"></p>';
    expect(dropDanglingIdrefs(html)).toBe(
      '<label id="l">N</label><input id="i" aria-labelledby="l" aria-describedby="h"><p id="h"></p>',
    );
  });
});

describe('deferStyles', () => {
  it('turns inline style attributes into data the first screen sets through the CSSOM', () => {
    expect(deferStyles('<span style="clip:rect(0 0 0 0)">x</span>')).toBe(
      `<span ${STYLE_ATTR}="clip:rect(0 0 0 0)">x</span>`,
    );
  });
});

describe('prerender', () => {
  it('refuses a widget it does not know', () => {
    expect(() => prerender('no-such-widget', 'en')).toThrow(/No widget named no-such-widget/);
  });
});
