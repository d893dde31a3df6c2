import { brotliDecompressSync, gunzipSync } from 'node:zlib';
/**
 * The security headers over HTTP: a strict nonce CSP on the site, demo, kiosk and operator pages (a new
 * nonce each response, on every script/style/link tag of the page), frame-ancestors that keep the
 * bank's pages out of other origins' frames, nosniff everywhere, and an operator page that keeps
 * its token in memory, cannot be framed and opens in its own browsing context group.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { contentSecurityPolicy, withNonce } from './security.ts';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const TOKEN = 'test-operator-token-0123456789abcdef';

describe('withNonce', () => {
  it('gives every script, style and link tag the nonce and adds the csp-nonce meta', () => {
    const html = withNonce(
      '<html><head><link rel="stylesheet" href="/a.css"><style>b{}</style></head><body><script src="/x.js"></script><SCRIPT>1</SCRIPT></body></html>',
      'N0nce',
    );
    expect(html).toBe(
      '<html><head><meta property="csp-nonce" content="" nonce="N0nce"><link nonce="N0nce" rel="stylesheet" href="/a.css"><style nonce="N0nce">b{}</style></head><body><script nonce="N0nce" src="/x.js"></script><SCRIPT nonce="N0nce">1</SCRIPT></body></html>',
    );
  });
  it('the policy allows nothing inline without the nonce', () => {
    const csp = contentSecurityPolicy('abc', false);
    expect(csp).toContain(`script-src 'self' 'nonce-abc'`);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain(`frame-ancestors 'self'`);
    expect(contentSecurityPolicy('abc', true)).toContain(`frame-ancestors 'none'`);
  });
});

describe.skipIf(!existsSync(DIST))('security headers over HTTP (needs a build in dist/)', () => {
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    storage = await openStorage();
    app = createApp({ storage, adminToken: TOKEN, staticDir: DIST, logger: { info: () => {}, error: () => {} } });
  });
  afterAll(() => storage?.close());

  const PAGES = [
    '/',
    '/forms/timedeposit/Hmx6XGvhcV_lWry_MS-MoQ',
    '/forms?preset=timedeposit',
    '/demo/',
    '/forexrates/store-digitalscreens',
    '/admin/screens',
  ];

  it.each(PAGES)('%s: CSP with a fresh nonce on every tag, no caching, no framing by others', async (path) => {
    const seen: string[] = [];
    const first = await app.request(path);
    expect(first.status).toBe(200);
    const csp = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await first.text();
    const tags = html.match(/<(script|style|link)\b[^>]*>/gi) ?? [];
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('cache-control')).toBe(path.startsWith('/admin') ? 'no-store' : 'no-cache');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    const again = await app.request(path, { headers: { 'if-none-match': '*' } });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-security-policy')).not.toBe(csp);
    const operator = path.startsWith('/admin');
    expect(csp).toContain(operator ? `frame-ancestors 'none'` : `frame-ancestors 'self'`);
    seen.push(`${path}: ${tags.length} tags with the nonce, frame-ancestors ${operator ? "'none'" : "'self'"}`);
    console.log(`[item 11] ${seen.join('')}`);
  });

  it('pages go out compressed as the browser accepts, with their nonce', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, null],
    ] as const) {
      const res = await app.request('/demo/', accept ? { headers: { 'accept-encoding': accept } } : {});
      expect(res.headers.get('content-encoding'), String(accept)).toBe(encoding);
      expect(res.headers.get('vary'), String(accept)).toBe('Accept-Encoding');
      const bytes = Buffer.from(await res.arrayBuffer());
      const html = (
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString();
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1]!;
      expect(html, String(accept)).toContain(`nonce="${nonce}"`);
    }
  });

  it('the operator page keeps its token in memory, in its own browsing context group', async () => {
    const res = await app.request('/admin/screens');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).not.toMatch(/sessionStorage|localStorage/);
  });

  it('JSON APIs and widget chunks say nosniff; widget chunks carry no page policy', async () => {
    for (const path of ['/data/apiconfig.json', '/api/forex-rates', '/admin/api/screens', '/widgets/loader.js']) {
      const res = await app.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), path).toBeNull();
    }
  });
});
