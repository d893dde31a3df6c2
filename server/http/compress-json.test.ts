/** The services' JSON answers go out compressed when the request accepts it (compress-json.ts). */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { COMPRESS_MIN_BYTES, CompressedCache, compressJson } from './compress-json.ts';

let storage: Storage;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  storage = await openStorage(); // in memory
  app = createApp({ storage, adminToken: 'test-operator-token-0123456789abcdef', logger: { info() {}, error() {} } });
});
afterAll(async () => {
  await storage?.close();
});

const get = (path: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.request(path, {
    headers: { ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }), ...headers },
  });

describe('a large JSON answer (the store list, /cms/stores)', () => {
  let plain: string;
  beforeAll(async () => {
    plain = await (await get('/cms/stores')).text();
    expect(plain.length).toBeGreaterThan(50_000);
  });

  it('is sent br to a browser that takes br, and decodes to the same JSON', async () => {
    const res = await get('/cms/stores', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(plain.length / 5);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(plain);
  });

  it('is sent gzip when only gzip is accepted', async () => {
    const res = await get('/cms/stores', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toBe(plain);
  });

  it('is sent as it is (identity) without Accept-Encoding, or when the codings are refused', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0', 'identity;q=0']) {
      const res = await get('/cms/stores', accept);
      expect(res.headers.get('content-encoding'), String(accept)).toBeNull();
      expect(res.headers.get('vary'), String(accept)).toMatch(/Accept-Encoding/);
      expect(await res.text()).toBe(plain);
    }
  });

  it('covers the rate list and the FX bulletin too', async () => {
    for (const path of ['/cms/rates', FX_PATHS.bulletin]) {
      const plainSize = (await (await get(path)).arrayBuffer()).byteLength;
      const res = await get(path, 'br');
      if (plainSize >= COMPRESS_MIN_BYTES) expect(res.headers.get('content-encoding'), path).toBe('br');
      else expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(res.headers.get('vary'), path).toMatch(/Accept-Encoding/);
    }
  });
});

describe('a small JSON answer (under 1 KB)', () => {
  it('stays uncompressed whatever the request accepts', async () => {
    const res = await get('/cms/rates/no-such-set', 'br, gzip');
    expect(res.status).toBe(404);
    const body = await res.text();
    expect(body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(body)).toMatchObject({ error: 'not_found' });
  });
});

describe('the middleware', () => {
  const big = { items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Branch ${i}`, open: true })) };
  const small = { ok: true };

  function tiny(cache: CompressedCache) {
    const h = new Hono();
    h.use('*', compressJson(cache));
    h.get('/big', (c) => c.json(big));
    h.get('/private', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(big);
    });
    h.get('/small', (c) => c.json(small));
    h.get('/tagged', (c) => {
      c.header('ETag', 'W/"v1"');
      if (c.req.header('if-none-match') === 'W/"v1"') return c.body(null, 304);
      return c.json(big);
    });
    h.get('/text', (c) => c.text('x'.repeat(5000)));
    return h;
  }

  it('compresses a repeated answer once (kept by the digest of its body), a no-store one each time', async () => {
    const cache = new CompressedCache();
    const h = tiny(cache);
    const first = Buffer.from(await (await h.request('/big', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer());
    const again = Buffer.from(await (await h.request('/big', { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer());
    expect(again.equals(first)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(first).toString('utf8'))).toEqual(big);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 1 });
    await h.request('/private', { headers: { 'Accept-Encoding': 'br' } });
    await h.request('/private', { headers: { 'Accept-Encoding': 'br' } });
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 1 });
  });

  it('gives each encoding its own ETag and answers 304 to it', async () => {
    const h = tiny(new CompressedCache());
    const res = await h.request('/tagged', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('etag')).toBe('W/"v1+gzip"');
    const again = await h.request('/tagged', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': 'W/"v1+gzip"' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe('W/"v1+gzip"');
  });

  it('leaves small answers and other types alone', async () => {
    const h = tiny(new CompressedCache());
    const s = await h.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(s.headers.get('content-encoding')).toBeNull();
    expect(await s.json()).toEqual(small);
    const t = await h.request('/text', { headers: { 'Accept-Encoding': 'br' } });
    expect(t.headers.get('content-encoding')).toBeNull();
  });

  it('drops the oldest answers past its size', async () => {
    const cache = new CompressedCache(10_000, 2);
    for (const n of [1, 2, 3]) cache.get(Buffer.from(JSON.stringify({ n, big })), 'gzip');
    cache.get(Buffer.from(JSON.stringify({ n: 1, big })), 'gzip');
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 0, misses: 4 });
  });
});
