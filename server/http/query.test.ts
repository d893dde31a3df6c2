import { describe, expect, it } from 'vitest';
import { readQuery } from './query.ts';

describe('readQuery', () => {
  it('takes only the listed keys', () => {
    expect(readQuery('http://h/p?a=1&b=2&c=3', ['a', 'b'])).toEqual({ ok: true, values: { a: '1', b: '2' } });
  });
  it('refuses repeats of listed keys only', () => {
    expect(readQuery('http://h/p?a=1&a=2&c=1&c=2', ['a', 'b'])).toEqual({ ok: false, reason: 'repeated', keys: ['a'] });
  });
  it('measures the raw query in bytes', () => {
    expect(readQuery(`http://h/p?a=${'x'.repeat(2046)}`, ['a']).ok).toBe(true);
    expect(readQuery(`http://h/p?a=${'x'.repeat(2047)}`, ['a'])).toEqual({ ok: false, reason: 'too_long' });
  });
});
