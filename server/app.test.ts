import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRANCHES } from '../shared/branches/index.ts';
import { CALLBACK_QUERY_KEYS } from '../shared/callback/form.ts';
import { FORMS } from '../shared/forms/all.ts';
import { PATHS, REQUEST_TIMEOUT_SECONDS } from '../shared/config.ts';
import { createApp } from './app.ts';
import { NOT_BUILT } from './http/static.ts';
import { precompress } from '../scripts/precompress.mjs';
import { openStorage, type Storage } from './storage/index.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const STORE = String(BRANCHES[0]!.code);

let storage: Storage;
let lines: string[];
let errors: string[];
let app: ReturnType<typeof createApp>;

function makeApp(staticDir?: string) {
  return createApp({
    storage,
    adminToken: TOKEN,
    staticDir,
    maxBodyBytes: 1024,
    logger: { info: (l) => lines.push(l), error: (l) => errors.push(l) },
  });
}

beforeAll(async () => {
  storage = await openStorage(); // in memory
});
afterAll(async () => {
  await storage?.close();
});
beforeEach(() => {
  lines = [];
  errors = [];
  app = makeApp();
});

const valid = {
  CustomerName: '  Juan   Dela Cruz ',
  MobileNumber: '+63 917 123 4567',
  PreferredStore: STORE,
  PreferredSchedule: 'PM',
  AgreeTerms: 'Yes',
  Others: 'true,false,false,true,false|No',
};

const callbackUrl = (params: Record<string, string> | string): string =>
  `${PATHS.callback}?${typeof params === 'string' ? params : new URLSearchParams(params).toString()}`;

async function listCallbacks() {
  const res = await app.request('/admin/api/submissions?form=callback', { headers: AUTH });
  expect(res.status).toBe(200);
  return (await res.json()) as { id: string; form: string; receivedAt: string; fields: Record<string, unknown> }[];
}

describe('GET /data/apiconfig.json', () => {
  it('points the widgets at the callback endpoint and gives the timeout', async () => {
    const res = await app.request(PATHS.apiConfig);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    // Other services add their own keys (ratesapi: server/routes/rates.test.ts).
    expect(await res.json()).toMatchObject({ callbackapi: PATHS.callback, timeoutSeconds: REQUEST_TIMEOUT_SECONDS });
  });

  it('lists every form endpoint under its key, each served by this server', async () => {
    const config = (await (await app.request(PATHS.apiConfig)).json()) as Record<string, string>;
    expect(config).toMatchObject({
      callbackapi: '/gateway/transaction-process/callback',
      autoloanapi: '/cms/ewbal/submit',
      homeloanapi: '/cms/ewbhl/submit',
      personalloanapi: '/cms/ewbpl/submit',
      creditcardapi: '/cms/ewbcc/submit',
      timedepositeapi: '/gateway/timedeposit/submit',
      leadgenapi: '/gateway/leadgen',
      requestcallbackapi: '/gateway/request-for-callback',
    });
    for (const form of Object.values(FORMS)) {
      expect(config[form.submit.config], form.name).toBe(form.submit.path);
      // The route answers (400 for an empty request), not 404.
      const res = await app.request(form.submit.path, { method: form.submit.method ?? 'POST' });
      expect(res.status, form.submit.path).not.toBe(404);
    }
  });

  it('is readable cross-origin', async () => {
    const res = await app.request(PATHS.apiConfig, { headers: { Origin: 'https://partner.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe(`GET ${PATHS.callback} (call 9)`, () => {
  it('stores a valid request and answers OK with its id; the admin API shows exactly the six fields', async () => {
    const res = await app.request(callbackUrl({ ...valid, utm_source: 'ignored' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; id: string };
    expect(body.status).toBe('OK');
    const row = (await listCallbacks()).find((s) => s.id === body.id);
    expect(row).toBeDefined();
    expect(row!.form).toBe('callback');
    expect(Object.keys(row!.fields).sort()).toEqual([...CALLBACK_QUERY_KEYS].sort());
    // The schema's output: name tidied, mobile normalised from the international form.
    expect(row!.fields).toEqual({ ...valid, CustomerName: 'Juan Dela Cruz', MobileNumber: '09171234567' });
  });

  it.each([
    ['CustomerName', 'Al', 'Name should be atleast 3 characters long'],
    ['CustomerName', '  a  ', 'Name should be atleast 3 characters long'],
    ['MobileNumber', '0917123456', 'Mobile Number should follow the format (09XXXXXXXXX)'],
    ['MobileNumber', '19171234567', 'Mobile Number should follow the format (09XXXXXXXXX)'],
    ['PreferredStore', '', 'Please select a Preferred Store.'],
    ['PreferredStore', '999999', 'Please select a Preferred Store.'],
    ['AgreeTerms', 'No', 'You can only submit this form if you agree to our privacy statement and terms of use'],
    ['AgreeTerms', 'yes', 'You can only submit this form if you agree to our privacy statement and terms of use'],
    ['PreferredSchedule', 'noon', 'This field is required'],
    ['Others', 'true|No', 'Please check this entry'],
  ])('rejects %s=%j with 400 and the English message', async (field, value, message) => {
    const before = (await listCallbacks()).length;
    const res = await app.request(callbackUrl({ ...valid, [field]: value }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid', fields: { [field]: message } });
    expect((await listCallbacks()).length).toBe(before);
  });

  it('answers 400 naming every missing parameter, never 500', async () => {
    const res = await app.request(PATHS.callback);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual([...CALLBACK_QUERY_KEYS].sort());
    expect(body.fields.CustomerName).toBe('This field is required');

    const { AgreeTerms: _omitted, ...rest } = valid;
    const partial = await app.request(callbackUrl(rest));
    expect(partial.status).toBe(400);
    expect(await partial.json()).toEqual({ error: 'invalid', fields: { AgreeTerms: 'This field is required' } });
  });

  it('refuses a repeated parameter', async () => {
    const qs = `${new URLSearchParams(valid).toString()}&CustomerName=Someone%20Else`;
    const res = await app.request(callbackUrl(qs));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid', fields: { CustomerName: 'Please check this entry' } });
  });

  it('refuses a query string over 2 KB', async () => {
    const res = await app.request(callbackUrl({ ...valid, padding: 'x'.repeat(2100) }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid', fields: {} });
  });

  it.each([
    'CustomerName=%E0%A4%A&MobileNumber=%ZZ',
    'CustomerName=%00%00%00&MobileNumber=09171234567',
    '%%%&&&===',
    'CustomerName[]=x&MobileNumber[0]=1',
  ])('answers malformed input %j with 400, never 500', async (qs) => {
    const res = await app.request(callbackUrl(qs));
    expect(res.status).toBe(400);
    expect(errors).toEqual([]);
  });

  it('answers cross-origin callers without credentials and handles the preflight', async () => {
    const origin = 'https://partner.example';
    const res = await app.request(callbackUrl(valid), { headers: { Origin: origin } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    const pre = await app.request(PATHS.callback, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toContain('GET');
    expect(pre.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('logs method, path, status and time, never the query or what was sent', async () => {
    await app.request(callbackUrl(valid));
    await app.request(callbackUrl({ ...valid, CustomerName: 'X' }));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^GET ${PATHS.callback} 200 \\d+ms$`));
    expect(lines[1]).toMatch(new RegExp(`^GET ${PATHS.callback} 400 \\d+ms$`));
    const all = lines.join('\n');
    for (const secret of ['?', 'Juan', '0917', '917', 'CustomerName']) expect(all).not.toContain(secret);
  });

  it('is GET only, and a HEAD stores nothing', async () => {
    const res = await app.request(PATHS.callback, { method: 'POST', body: 'x=1' });
    expect(res.status).toBe(404);
    const before = (await listCallbacks()).length;
    const head = await app.request(callbackUrl(valid), { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect((await listCallbacks()).length).toBe(before);
  });
});

describe('operator API', () => {
  it.each([
    ['no header', {}],
    ['a wrong token', { Authorization: 'Bearer not-the-token' }],
    ['the token with a wrong scheme', { Authorization: `Basic ${TOKEN}` }],
    ['the token plus extra', { Authorization: `Bearer ${TOKEN}x` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('answers 401 with WWW-Authenticate: Bearer for %s', async (_label, headers) => {
    const res = await app.request('/admin/api/submissions', { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toEqual({ error: 'unauthorized' });
  });

  it('does not reveal which admin paths exist without the token', async () => {
    expect((await app.request('/admin/api/nope')).status).toBe(401);
    expect((await app.request('/admin/api/nope', { headers: AUTH })).status).toBe(404);
  });

  it('lists newest first, filters by form, and is never cached', async () => {
    const older = await storage.addSubmission('auto-loan', { n: 1 });
    const newer = await storage.addSubmission('auto-loan', { n: 2 });
    const res = await app.request('/admin/api/submissions?form=auto-loan', { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual([newer, older]);

    const all = (await (await app.request('/admin/api/submissions', { headers: AUTH })).json()) as { id: string }[];
    expect(all[0]!.id).toBe(newer.id);
    expect(all.length).toBeGreaterThan(2);
    const limited = await app.request('/admin/api/submissions?limit=1', { headers: AUTH });
    expect(((await limited.json()) as unknown[]).length).toBe(1);
  });

  it.each(['form=nope', 'form=', 'form=callback&form=leadgen', 'limit=0', 'limit=abc', 'limit=99999999'])(
    'answers %s with 400',
    async (qs) => {
      const res = await app.request(`/admin/api/submissions?${qs}`, { headers: AUTH });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid' });
    },
  );
});

describe('request bodies and errors', () => {
  it('refuses a body over the limit with 413, declared or streamed', async () => {
    const big = 'x'.repeat(2048);
    const declared = await app.request(PATHS.callback, {
      method: 'POST',
      body: big,
      headers: { 'Content-Length': String(big.length), Origin: 'https://partner.example' },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: 'too_large' });
    // The browser must be able to read the refusal, so CORS headers are on it too.
    expect(declared.headers.get('access-control-allow-origin')).toBe('*');

    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(512)));
        controller.close();
      },
    });
    const streamed = await app.request('/anything', { method: 'PUT', body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);

    const small = await app.request('/anything', { method: 'POST', body: 'ok' });
    expect(small.status).toBe(404);
  });

  it('answers unknown service paths with JSON 404', async () => {
    const res = await app.request('/gateway/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found' });
  });

  it('turns a genuine bug into a bare 500 and logs it without the request data', async () => {
    app.get('/boom', () => {
      throw new Error('kaboom');
    });
    const res = await app.request('/boom?CustomerName=Juan');
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'internal' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('kaboom');
    expect(errors[0]).not.toContain('Juan');
  });
});

describe('static files from dist/', () => {
  let root: string;
  let dist: string;
  let web: ReturnType<typeof createApp>;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ew-dist-'));
    dist = join(root, 'dist');
    const files: Record<string, string> = {
      'widgets/loader.js': 'console.log("loader")',
      'widgets/ew-widgets.d.ts': 'export type EWWidgetName = "callback-form";',
      'widgets/callback-3f9a1b2c.js': 'export {}',
      'widgets/inter-1a2b3c.woff2': 'font',
      'demo/index.html': '<!doctype html><title>demo</title>',
      'demo/demo.css': 'body{}',
      'site/index.html': '<!doctype html><title>site</title>',
      'site/assets/app-9c8b7a.js': 'export {}',
      'site/assets/app-9c8b7a.css': 'body{}',
      'site/favicon.svg': '<svg/>',
      'site/icon.png': 'png',
      'site/manifest.webmanifest': '{}',
      'site/data.json': '{}',
      'site/.env': 'SECRET=dotfile',
    };
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(dist, path, '..'), { recursive: true });
      await writeFile(join(dist, path), text);
    }
    await writeFile(join(root, 'secret.txt'), 'SECRET outside dist');
    await symlink(join(root, 'secret.txt'), join(dist, 'site', 'link.txt'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    web = makeApp(dist);
  });

  it('serves the loader for revalidation and hashed chunks as immutable, readable cross-origin', async () => {
    const loader = await web.request('/widgets/loader.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Short-cached (a release reaches every partner page within minutes), then revalidated by ETag.
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(await loader.text()).toBe('console.log("loader")');

    const chunk = await web.request('/widgets/callback-3f9a1b2c.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const font = await web.request('/widgets/inter-1a2b3c.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect((await web.request('/widgets/missing.js')).status).toBe(404);
    expect((await web.request('/widgets/')).status).toBe(404);
  });

  it('serves the host types beside the loader: a stable URL, revalidated, readable cross-origin, as text', async () => {
    const types = await web.request('/widgets/ew-widgets.d.ts');
    expect(types.status).toBe(200);
    expect(types.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(types.headers.get('cache-control')).toBe('public, max-age=300');
    expect(types.headers.get('access-control-allow-origin')).toBe('*');
    expect(await types.text()).toBe('export type EWWidgetName = "callback-form";');
  });

  it('sends the precompressed twin the browser accepts, identity to a plain request', async () => {
    const source = `export const big = ${JSON.stringify('callback '.repeat(400))};`;
    await writeFile(join(dist, 'widgets/big-0a1b2c.js'), source);
    precompress(join(dist, 'widgets'));
    try {
      const br = await web.request('/widgets/big-0a1b2c.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding')).toBe('br');
      expect(br.headers.get('vary')).toBe('Accept-Encoding');
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.length).toBeLessThan(source.length / 5);
      expect(brotliDecompressSync(brBytes).toString()).toBe(source);

      const gz = await web.request('/widgets/big-0a1b2c.js', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(source);

      for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
        const plain = await web.request(
          '/widgets/big-0a1b2c.js',
          accept ? { headers: { 'Accept-Encoding': accept } } : {},
        );
        expect(plain.headers.get('content-encoding'), String(accept)).toBeNull();
        expect(plain.headers.get('vary'), String(accept)).toBe('Accept-Encoding');
        expect(await plain.text(), String(accept)).toBe(source);
      }
      // Each representation has its own validator: a gzip ETag does not revalidate the brotli copy.
      expect(br.headers.get('etag')).not.toBe(gz.headers.get('etag'));
      const stale = await web.request('/widgets/big-0a1b2c.js', {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': gz.headers.get('etag')! },
      });
      expect(stale.status).toBe(200);
      const fresh = await web.request('/widgets/big-0a1b2c.js', {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag')! },
      });
      expect(fresh.status).toBe(304);
      const refused = await web.request('/widgets/big-0a1b2c.js', {
        headers: { 'Accept-Encoding': 'br, identity;q=0, *;q=0' },
      });
      expect(refused.headers.get('content-encoding')).toBe('br');
      const none = await web.request('/widgets/big-0a1b2c.js', {
        headers: { 'Accept-Encoding': 'zstd, identity;q=0' },
      });
      expect(none.status).toBe(406);
    } finally {
      for (const f of ['big-0a1b2c.js', 'big-0a1b2c.js.br', 'big-0a1b2c.js.gz'])
        await rm(join(dist, 'widgets', f), { force: true });
    }
  });

  it('compresses pages and site assets too, never images that are compressed already', async () => {
    await writeFile(join(dist, 'site/index.html'), `<!doctype html><title>site</title>${'<p>page</p>'.repeat(100)}`);
    await writeFile(join(dist, 'site/icon.png'), Buffer.alloc(4000));
    precompress(join(dist, 'site'));
    try {
      const page = await web.request('/loans/autoloans', { headers: { 'Accept-Encoding': 'br' } });
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<title>site</title>');
      const png = await web.request('/icon.png', { headers: { 'Accept-Encoding': 'br' } });
      expect(png.headers.get('content-encoding')).toBeNull();
      expect(png.headers.get('vary')).toBeNull();
    } finally {
      await writeFile(join(dist, 'site/index.html'), '<!doctype html><title>site</title>');
      await writeFile(join(dist, 'site/icon.png'), 'png');
      for (const f of ['index.html.br', 'index.html.gz']) await rm(join(dist, 'site', f), { force: true });
    }
  });

  it('revalidates with ETag and answers HEAD without a body', async () => {
    const first = await web.request('/widgets/loader.js');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await web.request('/widgets/loader.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const head = await web.request('/widgets/loader.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves the demo page with security headers', async () => {
    const redirect = await web.request('/demo');
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/demo/');
    const page = await web.request('/demo/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await page.text()).toContain('demo');
    expect((await web.request('/demo/demo.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves the site with an index.html fallback for routes, not for missing files', async () => {
    for (const path of ['/', '/loans/autoloans', '/callback/thankyou/', '/forms/timedeposit/abc']) {
      const res = await web.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('<title>site</title>');
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    expect((await web.request('/missing.png')).status).toBe(404);
    expect((await web.request('/assets/app-9c8b7a.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it.each([
    ['/favicon.svg', 'image/svg+xml'],
    ['/icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/assets/app-9c8b7a.css', 'text/css; charset=utf-8'],
    ['/assets/app-9c8b7a.js', 'text/javascript; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const res = await web.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
  });

  it('keeps service paths out of the site fallback', async () => {
    expect(await (await web.request('/admin')).json()).toEqual({ error: 'not_found' });
    expect((await web.request('/data/nope')).status).toBe(404);
    expect((await web.request(PATHS.apiConfig)).status).toBe(200);
  });

  it.each([
    '/..%2fsecret.txt',
    '/..%2f..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/widgets/..%2f..%2fsecret.txt',
    '/widgets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/widgets/..%5c..%5csecret.txt',
    '/demo/..%2f..%2fsecret.txt',
    '/link.txt',
    '/.env',
    '/%2eenv',
    '/secret.txt%00.js',
    '/%E0%A4%A',
  ])('does not serve %s', async (path) => {
    const res = await web.request(path);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('SECRET');
  });

  it('answers 503 before the first build', async () => {
    const unbuilt = makeApp(join(root, 'no-dist'));
    for (const path of ['/', '/loans', '/widgets/loader.js', '/demo/']) {
      const res = await unbuilt.request(path);
      expect(res.status, path).toBe(503);
      expect(await res.text()).toBe(NOT_BUILT);
    }
    expect((await unbuilt.request(PATHS.apiConfig)).status).toBe(200);
  });
});
