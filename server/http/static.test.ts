import { describe, expect, it } from 'vitest';
import { contentType, pathSegments } from './static.ts';

describe('pathSegments', () => {
  it('decodes segment by segment and refuses escapes from the tree', () => {
    expect(pathSegments('/a//b%20c/')).toEqual(['a', 'b c']);
    expect(pathSegments('/a/..%2fb')).toBe('refused');
    expect(pathSegments('/a/%2e%2e')).toBe('refused');
    expect(pathSegments('/.git/config')).toBe('refused');
    expect(pathSegments('/a%5cb')).toBe('refused');
    expect(pathSegments('/a%00')).toBe('refused');
    expect(pathSegments('/%E0%A4%A')).toBe('bad');
  });
});

it('knows the content types the build emits', () => {
  expect(contentType('x.WOFF2')).toBe('font/woff2');
  expect(contentType('x.unknown')).toBe('application/octet-stream');
});
