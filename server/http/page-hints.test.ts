import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPicture, matchesRoute, pageHints, sitePreloads, withPreloads } from './page-hints.ts';

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
  it("asks for the top picture first, then the page's records (in the content client's credentials mode), then its code", () => {
    const withRecords = [{ path: '/', files: ['/a.js'], fetches: ['/cms/homecarousel', '/cms/pages/tips'] }];
    expect(withPreloads('<head></head>', '/', withRecords, '/content/hero.svg')).toBe(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/content/hero.svg">' +
        '<link rel="preload" as="fetch" crossorigin href="/cms/homecarousel">' +
        '<link rel="preload" as="fetch" crossorigin href="/cms/pages/tips">' +
        '<link rel="modulepreload" href="/a.js"></head>',
    );
  });
});

describe('firstPicture', () => {
  it("is the first slide's picture when the page may show it (same origin or https)", () => {
    expect(firstPicture([{ image: '/content/a.svg' }, { image: '/content/b.svg' }])).toBe('/content/a.svg');
    expect(firstPicture([{ image: 'https://cdn.example/a.png' }])).toBe('https://cdn.example/a.png');
  });
  it('is none for anything else', () => {
    for (const record of [
      [],
      [{}],
      [{ image: 42 }],
      [{ image: '//elsewhere.example/a.png' }],
      [{ image: 'http://plain.example/a.png' }],
      [{ image: 'javascript:alert(1)' }],
      { image: '/content/a.svg' },
      undefined,
      null,
    ])
      expect(firstPicture(record), JSON.stringify(record)).toBeUndefined();
  });
});

describe('pageHints', () => {
  const preloads = () => [
    { path: '/', files: ['/a.js'], fetches: ['/cms/homecarousel'], hero: 'homecarousel' },
    { path: '/about', files: ['/b.js'] },
  ];
  it('reads the hero record as the page is asked for, and puts its picture in the page', async () => {
    const asked: string[] = [];
    const hints = pageHints(preloads, async (key) => {
      asked.push(key);
      return [{ image: '/content/hero-home.svg' }];
    });
    expect(await hints('<head></head>', '/')).toContain(
      '<head><link rel="preload" as="image" fetchpriority="high" href="/content/hero-home.svg">',
    );
    expect(await hints('<head></head>', '/about')).toBe('<head><link rel="modulepreload" href="/b.js"></head>');
    expect(asked).toEqual(['homecarousel']);
  });
  it('serves the page without the picture when the record cannot be read', async () => {
    const hints = pageHints(preloads, () => Promise.reject(new Error('database down')));
    const html = await hints('<head></head>', '/');
    expect(html).not.toContain('as="image"');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/cms/homecarousel">');
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
