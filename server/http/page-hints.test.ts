import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesRoute, sitePreloads, withPreloads } from './page-hints.ts';

describe('matchesRoute', () => {
  it('matches literal, :param and trailing * patterns, and nothing longer or shorter', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/demo/')).toBe(false);
    expect(matchesRoute('/loans', '/loans/')).toBe(true);
    expect(matchesRoute('/loans', '/loans/autoloans')).toBe(false);
    expect(matchesRoute('/forms/timedeposit/:id', '/forms/timedeposit/abc')).toBe(true);
    expect(matchesRoute('/forms/timedeposit/:id', '/forms/timedeposit')).toBe(false);
    expect(matchesRoute('/storedirectory/*', '/storedirectory/atm/x')).toBe(true);
    expect(matchesRoute('/forexrates', '/forexrates/store-digitalscreens')).toBe(false);
  });
});

describe('withPreloads', () => {
  const preloads = [{ path: '/', files: ['/widgets/v1/callback-form.js', '/widgets/v1/0.js'] }];
  it("puts the page's preloads before </head>", () => {
    expect(withPreloads('<head><title>x</title></head><body></body>', '/', preloads)).toBe(
      '<head><title>x</title><link rel="modulepreload" href="/widgets/v1/callback-form.js"><link rel="modulepreload" href="/widgets/v1/0.js"></head><body></body>',
    );
  });
  it('leaves other pages as they are', () => {
    expect(withPreloads('<head></head>', '/about', preloads)).toBe('<head></head>');
  });
});

describe('sitePreloads', () => {
  it('reads the build, again after a rebuild, and nothing when there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ew-hints-'));
    try {
      const read = sitePreloads(dir);
      expect(read()).toEqual([]);
      mkdirSync(join(dir, 'site'));
      const file = join(dir, 'site', 'preloads.json');
      writeFileSync(file, JSON.stringify([{ path: '/', files: ['/a.js'] }]));
      expect(read()).toEqual([{ path: '/', files: ['/a.js'] }]);
      writeFileSync(file, JSON.stringify([{ path: '/', files: ['/b.js'] }]));
      utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(read()).toEqual([{ path: '/', files: ['/b.js'] }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
