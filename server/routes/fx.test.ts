/**
 * FX services: the bulletin GET (CORS, ETag, X-App-Version, previous bulletin), the
 * operator PUT (bearer, schema, 400 with the failing fields, never 500), heartbeats and the screens
 * view (silent after 5 minutes, on a clock the test moves).
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FX_PATHS, SILENT_AFTER_SECONDS } from '../../shared/fx/config.ts';
import { SAMPLE_RATES } from '../../shared/fx/sample.ts';
import { parseBulletin } from '../../shared/fx/schema.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';

const TOKEN = 'fx-test-token-0123456789';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const JSON_TYPE = { 'Content-Type': 'application/json' };

let storage: Storage;
let dist: string;
let clock: number;
let errors: string[];
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  storage = await openStorage(); // in memory, migrated: the sample bulletin is there
  dist = await mkdtemp(join(tmpdir(), 'ew-fx-dist-'));
  await mkdir(join(dist, 'kiosk'), { recursive: true });
  await writeFile(join(dist, 'kiosk', 'version.json'), JSON.stringify({ version: 'abc123def456' }));
});
afterAll(async () => {
  await storage?.close();
  await rm(dist, { recursive: true, force: true });
});
beforeEach(() => {
  clock = Date.parse('2026-11-21T01:00:00Z');
  errors = [];
  app = createApp({
    storage,
    adminToken: TOKEN,
    staticDir: dist,
    logger: { info: () => {}, error: (l) => errors.push(l) },
  });
});

/** A string body is sent as is (broken JSON); anything else as JSON. */
const publish = (body: unknown, headers: Record<string, string> = { ...AUTH, ...JSON_TYPE }) =>
  app.request(FX_PATHS.publish, {
    method: 'PUT',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** A bulletin body; rows are loosely typed on purpose (the tests send wrong ones). */
const bulletin = (
  rates: Record<string, unknown>[] = [{ pair: 'USD/PHP', buyRate: 58.1, sellRate: 58.7 }],
  asOf = '2026-11-21T09:00:00+08:00',
) => ({
  asOf,
  rates,
});

describe(`GET ${FX_PATHS.bulletin}`, () => {
  it('serves the sample bulletin of first start: USD/PHP, CNY/PHP, CNY/USD at least, no previous', async () => {
    const fresh = await openStorage();
    try {
      const res = await createApp({ storage: fresh, adminToken: TOKEN }).request(FX_PATHS.bulletin);
      expect(res.status).toBe(200);
      const body = await res.json();
      const b = parseBulletin(body)!;
      expect(b).toBeDefined();
      expect(b.previous).toBeNull();
      expect(b.rates).toEqual(SAMPLE_RATES);
      expect(b.rates.map((r) => r.pair)).toEqual(expect.arrayContaining(['USD/PHP', 'CNY/PHP', 'CNY/USD']));
      expect(new Date(b.asOf).getUTCMinutes()).toBe(0); // the hour of first start
    } finally {
      await fresh.close();
    }
  });

  it('is readable from any origin, exposes Retry-After and X-App-Version, and is revalidated', async () => {
    const res = await app.request(FX_PATHS.bulletin, { headers: { Origin: 'https://partner.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/X-App-Version/);
    expect(res.headers.get('x-app-version')).toBe('abc123def456');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"fx-\d+-\d+-abc123def456"$/);
    const again = await app.request(FX_PATHS.bulletin, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 JSON (not the site) when nothing was ever published', async () => {
    const empty = { ...storage, fx: { ...storage.fx, latest: async () => [] } } as Storage;
    const res = await createApp({ storage: empty, adminToken: TOKEN, staticDir: dist }).request(FX_PATHS.bulletin);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe(`PUT ${FX_PATHS.publish}`, () => {
  it('needs the operator token', async () => {
    expect((await publish(bulletin(), JSON_TYPE)).status).toBe(401);
    expect((await publish(bulletin(), { Authorization: 'Bearer nope', ...JSON_TYPE })).status).toBe(401);
  });

  it('publishes a bulletin; the GET then shows it with the one before as previous', async () => {
    const before = parseBulletin(await (await app.request(FX_PATHS.bulletin)).json())!;
    const rates = [
      { pair: 'USD/PHP', buyRate: 58.125, sellRate: 58.725 },
      { pair: 'CNY/PHP', buyRate: 7.9, sellRate: 8.3, decimals: 2 },
      { pair: 'CNY/USD', buyRate: 0.1366, sellRate: 0.1419 },
    ];
    const res = await publish(bulletin(rates));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const stored = (await res.json()) as { id: number; asOf: string; publishedAt: string; rates: unknown };
    expect(stored.id).toBeGreaterThan(before.id);
    expect(stored.asOf).toBe('2026-11-21T01:00:00.000Z');
    expect(stored.rates).toEqual(rates);
    const now = parseBulletin(await (await app.request(FX_PATHS.bulletin)).json())!;
    expect(now.id).toBe(stored.id);
    expect(now.previous?.id).toBe(before.id);
    expect(now.previous?.rates).toEqual(before.rates);
    // and the operator can list them, newest first
    const list = (await (await app.request(`${FX_PATHS.publish}?limit=2`, { headers: AUTH })).json()) as {
      id: number;
    }[];
    expect(list.map((b) => b.id)).toEqual([stored.id, before.id]);
  });

  it.each([
    ['not JSON', '{"asOf": ', {}],
    ['null', null, { body: 'Expected a JSON object with asOf and rates' }],
    ['an array', [], { asOf: 'This field is required', rates: 'This field is required' }],
    ['no rates', { asOf: '2026-11-21T09:00:00+08:00' }, { rates: 'This field is required' }],
    ['rates that are not a list', bulletin('USD/PHP 58' as never), { rates: 'Expected a list of 1 to 16 rates' }],
    ['empty rates', bulletin([]), { rates: 'Expected a list of 1 to 16 rates' }],
    ['a date without a zone', bulletin(undefined, '2026-11-21T09:00:00'), { asOf: expect.stringMatching(/ISO 8601/) }],
    [
      'a date that is not one',
      bulletin(undefined, '2026-13-45T99:00:00Z'),
      { asOf: expect.stringMatching(/ISO 8601/) },
    ],
    [
      'a date far ahead',
      // Three days after whenever the test runs (a fixed date would become "today" one day).
      bulletin(undefined, new Date(Date.now() + 3 * 86_400_000).toISOString()),
      { asOf: 'The bulletin cannot be dated more than a day ahead' },
    ],
    [
      'a bad pair',
      bulletin([{ pair: 'usd/php', buyRate: 1, sellRate: 2 }]),
      { 'rates.0.pair': expect.stringMatching(/USD\/PHP/) },
    ],
    [
      'the same currency twice',
      bulletin([{ pair: 'PHP/PHP', buyRate: 1, sellRate: 2 }]),
      { 'rates.0.pair': expect.any(String) },
    ],
    [
      'a rate as text',
      bulletin([{ pair: 'USD/PHP', buyRate: '58.1', sellRate: 58.7 }]),
      { 'rates.0.buyRate': expect.stringMatching(/positive number/) },
    ],
    [
      'a zero rate',
      bulletin([{ pair: 'USD/PHP', buyRate: 0, sellRate: 58.7 }]),
      { 'rates.0.buyRate': expect.any(String) },
    ],
    [
      'too many decimals',
      bulletin([{ pair: 'USD/PHP', buyRate: 58.1234567, sellRate: 58.7 }]),
      { 'rates.0.buyRate': expect.any(String) },
    ],
    [
      'buying above selling',
      bulletin([{ pair: 'USD/PHP', buyRate: 59, sellRate: 58.7 }]),
      { 'rates.0.sellRate': 'The buying rate cannot be above the selling rate' },
    ],
    [
      'a pair twice',
      bulletin([
        { pair: 'USD/PHP', buyRate: 58, sellRate: 58.7 },
        { pair: 'USD/PHP', buyRate: 58, sellRate: 58.7 },
      ]),
      { rates: 'Each pair may appear only once' },
    ],
    [
      'a typo in a key',
      bulletin([{ pair: 'USD/PHP', buy: 58, buyRate: 58, sellRate: 58.7 }] as never),
      { 'rates.0.buy': expect.any(String) },
    ],
    [
      'bad decimals',
      bulletin([{ pair: 'USD/PHP', buyRate: 58, sellRate: 58.7, decimals: 9 }]),
      { 'rates.0.decimals': expect.stringMatching(/decimals/) },
    ],
  ])('refuses %s with 400 and the failing field, never 500', async (_, body, fields) => {
    const latest = await storage.fx.latest(1);
    const res = await publish(body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe('invalid');
    expect(answer.fields).toMatchObject(fields);
    expect(await storage.fx.latest(1)).toEqual(latest); // nothing published
    expect(errors).toEqual([]);
  });

  it('refuses a body that is not declared as JSON', async () => {
    const res = await publish(bulletin(), { ...AUTH, 'Content-Type': 'text/plain' });
    expect(res.status).toBe(400);
  });

  it('refuses 17 rows (one screen shows at most 16)', async () => {
    const codes = [
      'USD',
      'CNY',
      'EUR',
      'JPY',
      'GBP',
      'HKD',
      'SGD',
      'AUD',
      'CAD',
      'CHF',
      'KRW',
      'THB',
      'AED',
      'SAR',
      'NZD',
      'TWD',
      'BHD',
    ];
    const res = await publish(bulletin(codes.map((c) => ({ pair: `${c}/PHP`, buyRate: 1, sellRate: 1.1 }))));
    expect(res.status).toBe(400);
  });
});

const beat = (screenId: string, extra: Record<string, unknown> = {}) => ({
  screenId,
  variant: 'board',
  appVersion: 'abc123def456',
  lastSuccessAt: '2026-11-21T00:59:30.000Z',
  dataAgeSeconds: 30,
  bulletinId: 1,
  heapUsedBytes: 12_345_678,
  uptimeSeconds: 3600,
  failing: false,
  viewport: '1920x1080',
  ...extra,
});

describe('heartbeats and the screens view', () => {
  it('records a heartbeat, answers with the app version, and lists the screen; silent after 5 minutes', async () => {
    const { fxRoutes } = await import('./fx.ts');
    const clocked = fxRoutes(storage, TOKEN, { staticDir: dist, now: () => new Date(clock) });
    // Each screen keeps the key its first heartbeat was given, as the kiosk does.
    const keys = new Map<string, string>();
    const send = async (body: { screenId: string }) => {
      const key = keys.get(body.screenId);
      const r = await clocked.request(FX_PATHS.heartbeat, {
        method: 'POST',
        headers: { ...JSON_TYPE, ...(key ? { 'X-Screen-Key': key } : {}) },
        body: JSON.stringify(body),
      });
      const given = r.headers.get('X-Screen-Key');
      if (given) keys.set(body.screenId, given);
      return r;
    };
    // Without an enrolment secret a new screen waits for an operator (202), reporting all the same.
    const res = await send(beat('MKT-01'));
    expect(res.status).toBe(202);
    expect(res.headers.get('x-app-version')).toBe('abc123def456');
    await send(beat('BGC-02', { variant: 'marquee', heapUsedBytes: null }));

    const list = async () => {
      const r = await clocked.request(FX_PATHS.screens, { headers: AUTH });
      expect(r.status).toBe(200);
      return (await r.json()) as {
        screenId: string;
        silent: boolean;
        silentSeconds: number;
        variant: string;
        heapUsedBytes: number | null;
      }[];
    };
    let screens = await list();
    const mkt = screens.find((s) => s.screenId === 'MKT-01')!;
    expect(mkt).toMatchObject({
      silent: false,
      silentSeconds: 0,
      variant: 'board',
      heapUsedBytes: 12_345_678,
      pending: true,
    });

    clock += SILENT_AFTER_SECONDS * 1000; // exactly 5 minutes: not yet
    await send(beat('BGC-02', { variant: 'marquee' })); // BGC-02 keeps talking
    expect((await list()).find((s) => s.screenId === 'MKT-01')!.silent).toBe(false);
    clock += 1000;
    screens = await list();
    expect(screens.find((s) => s.screenId === 'MKT-01')).toMatchObject({ silent: true, silentSeconds: 301 });
    expect(screens.find((s) => s.screenId === 'BGC-02')).toMatchObject({ silent: false, silentSeconds: 1 });
    // the longest silent first
    expect(screens.findIndex((s) => s.screenId === 'MKT-01')).toBeLessThan(
      screens.findIndex((s) => s.screenId === 'BGC-02'),
    );
  });

  it('refuses bad heartbeats with 400, never 500', async () => {
    for (const body of [
      beat('has space'),
      beat(''),
      beat('x', { variant: 'tv' }),
      beat('x', { dataAgeSeconds: -1 }),
      beat('x', { failing: 'no' }),
      [],
      'null',
    ]) {
      const res = await app.request(FX_PATHS.heartbeat, {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await app.request(FX_PATHS.heartbeat, { method: 'POST', headers: JSON_TYPE, body: '{' })).status).toBe(400);
    expect(errors).toEqual([]);
  });

  it('the screens API needs the token; the operator page does not hold data and is not cached', async () => {
    expect((await app.request(FX_PATHS.screens)).status).toBe(401);
    const page = await app.request(FX_PATHS.screensPage);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<h1>Store screens</h1>');
    expect(html).not.toContain('MKT-01');
  });

  it('tells the kiosk build version', async () => {
    const res = await app.request(FX_PATHS.kioskVersion);
    expect(await res.json()).toEqual({ version: 'abc123def456' });
    const unbuilt = createApp({ storage, adminToken: TOKEN, logger: { info: () => {}, error: () => {} } });
    expect(await (await unbuilt.request(FX_PATHS.kioskVersion)).json()).toEqual({ version: null });
  });
});

describe('the kiosk pages', () => {
  it('serve dist/kiosk/index.html at both paths, assets immutable, the service worker revalidated', async () => {
    await mkdir(join(dist, 'kiosk', 'assets'), { recursive: true });
    await writeFile(join(dist, 'kiosk', 'index.html'), '<!doctype html><title>kiosk</title>');
    await writeFile(join(dist, 'kiosk', 'sw.js'), '/* sw */');
    await writeFile(join(dist, 'kiosk', 'assets', 'index-abc.js'), 'export {}');
    for (const path of [FX_PATHS.kioskBoard, FX_PATHS.kioskMarquee, `${FX_PATHS.kioskBoard}?screen=A1&interval=5`]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>kiosk</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const sw = await app.request('/forexrates/sw.js');
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const asset = await app.request('/forexrates/assets/index-abc.js');
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await app.request('/forexrates/assets/missing.js')).status).toBe(404);
  });
});
