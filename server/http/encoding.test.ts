import { describe, expect, it } from 'vitest';
import { pickEncoding } from './encoding.ts';

const both = ['br', 'gzip'] as const;

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, when the browser takes both', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(pickEncoding('gzip, deflate', both)).toBe('gzip');
    expect(pickEncoding('x-gzip', both)).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBe('identity');
  });

  it('follows q-values, and q=0 refuses', () => {
    expect(pickEncoding('br;q=0.5, gzip;q=0.9', both)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('BR ; Q=1.0', both)).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
  });

  it('sends identity to a request without the header or with an empty one', () => {
    expect(pickEncoding(undefined, both)).toBe('identity');
    expect(pickEncoding('', both)).toBe('identity');
    expect(pickEncoding('identity', both)).toBe('identity');
  });

  it('honours * and a refused identity', () => {
    expect(pickEncoding('*', both)).toBe('br');
    expect(pickEncoding('identity;q=0', ['gzip'])).toBeUndefined();
    expect(pickEncoding('*;q=0', [])).toBeUndefined();
    expect(pickEncoding('*;q=0, identity', both)).toBe('identity');
    expect(pickEncoding('zstd, identity;q=0', both)).toBeUndefined();
  });

  it('ignores malformed parts rather than failing', () => {
    expect(pickEncoding(',,;q=, br;q=abc', both)).toBe('br');
  });
});
