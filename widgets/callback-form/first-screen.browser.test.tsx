/** The callback form's prerendered first screen (widgets/runtime/prerender.tsx), from its own components. */
import { describe, expect, it } from 'vitest';
import { prerender } from '../runtime/prerender.tsx';
import './index.ts';

describe('the callback form prerendered', () => {
  it('is laid out as a mounted widget lays it out, in the language asked for', () => {
    const en = prerender('callback-form', 'en');
    expect(en.lang).toBe('en');
    expect(en.html).toMatch(/^<div><form[^>]*aria-labelledby="([^"]+)"[\s\S]*id="\1"/);
    expect(en.html).toContain('>Request a callback</h2>');
    expect(en.html).toMatch(/<input[^>]*name="name"/);
    expect(en.html).toMatch(/<input(?=[^>]*role="combobox")(?=[^>]*name="preferredStore")/);
    expect(en.html.endsWith('<div class="ew-portal"></div>')).toBe(true);
    expect(en.html).not.toMatch(/\sstyle="/);
    expect(en.css).toContain('.ew-root');
    expect(prerender('callback-form', 'fil').html).toContain('Humiling na tawagan ka');
  });

  it('links every label, hint and error reference to an element of the screen', () => {
    const { html } = prerender('callback-form', 'en');
    const ids = new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]));
    const refs = Array.from(html.matchAll(/\s(?:for|aria-describedby|aria-labelledby|aria-controls)="([^"]*)"/g));
    expect(refs.length).toBeGreaterThan(5);
    for (const m of refs) for (const ref of m[1]!.split(' ')) expect(ids.has(ref), ref).toBe(true);
  });
});
