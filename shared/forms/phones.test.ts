import { describe, expect, it } from 'vitest';
import { cleanNumber } from './phones.ts';

describe('cleanNumber (§5: strips spaces, plus, slash, underscore, parentheses and hyphens)', () => {
  it('strips each of them', () => {
    expect(cleanNumber(' +63 (917) 123-4567 ')).toBe('639171234567');
    expect(cleanNumber('12/34_56')).toBe('123456');
    expect(cleanNumber('a\tb')).toBe('ab');
  });
  it('keeps everything else (dots, letters, hash, commas)', () => {
    expect(cleanNumber('12.34')).toBe('12.34');
    expect(cleanNumber('abc#1,2*')).toBe('abc#1,2*');
    expect(cleanNumber('[1]{2}')).toBe('[1]{2}');
  });
});
