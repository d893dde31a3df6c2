import { describe, expect, it } from 'vitest';
import '../callback-form/index.ts';
import '../auto-loan/index.ts';
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
  it('renders the callback form as a mounted widget lays it out, in the language asked for', () => {
    const en = prerender('callback-form', 'en');
    expect(en.lang).toBe('en');
    expect(en.html).toMatch(/^<div><form[^>]*aria-labelledby="([^"]+)"[\s\S]*id="\1"/);
    expect(en.html).toContain('>Request a callback</h2>');
    expect(en.html).toMatch(/<input[^>]*name="name"/);
    expect(en.html).toMatch(
      /<input[^>]*role="combobox"[^>]*name="preferredStore"|name="preferredStore"[^>]*role="combobox"/,
    );
    expect(en.html.endsWith('<div class="ew-portal"></div>')).toBe(true);
    expect(en.html).not.toMatch(/\sstyle="/);
    expect(en.css).toContain('.ew-root');
    const fil = prerender('callback-form', 'fil');
    expect(fil.html).toContain('Humiling na tawagan ka');
  });

  it('links every label, hint and error reference to an element of the screen', () => {
    for (const name of ['callback-form', 'auto-loan']) {
      const { html } = prerender(name, 'en');
      const ids = new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]));
      for (const m of html.matchAll(/\s(?:for|aria-describedby|aria-labelledby|aria-controls)="([^"]*)"/g)) {
        for (const ref of m[1]!.split(' ')) expect(ids.has(ref), `${name}: ${ref}`).toBe(true);
      }
      // Every text field is named by a label of the screen.
      for (const m of html.matchAll(/<input[^>]*type="text"[^>]*>/g)) expect(m[0]).toMatch(/aria-labelledby|id=/);
    }
  });

  it('refuses a widget it does not know', () => {
    expect(() => prerender('no-such-widget', 'en')).toThrow(/No widget named no-such-widget/);
  });
});
