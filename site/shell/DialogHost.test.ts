/** The global dialog host's misuse errors (site-and-content.md §4, §8). */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { INVALID_CONTENT, NULL_CONTENT, assertDialogContent } from './DialogHost.tsx';

describe('dialog host content', () => {
  it('refuses no content', () => {
    expect(() => assertDialogContent(null)).toThrow('Component To Be Displayed Cannot Be Null');
    expect(() => assertDialogContent(undefined)).toThrow(NULL_CONTENT);
  });
  it('refuses what is not an element', () => {
    for (const bad of ['text', 42, {}, () => null, [createElement('p')]])
      expect(() => assertDialogContent(bad)).toThrow('Component Must Be A Valid Element');
    expect(INVALID_CONTENT).toBe('Component Must Be A Valid Element');
  });
  it('accepts an element', () => {
    expect(() => assertDialogContent(createElement('p', null, 'hi'))).not.toThrow();
  });
});
