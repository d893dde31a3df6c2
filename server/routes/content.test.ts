/** The content service: the CMS GETs from the database, seeded with samples; operator PUTs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from '../../shared/content/sample.ts';
import { CONTENT_KEYS, CONTENT_PATHS, pagesPath } from '../../shared/content/types.ts';
import { LOCATIONS, STORES_PATH, type Store } from '../../shared/stores/index.ts';
import { SAMPLE_STORES } from '../../shared/stores/sample.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';

const TOKEN = 'test-operator-token-content-0123456789';
const AUTH = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

let storage: Storage;
let app: ReturnType<typeof createApp>;
const errors: string[] = [];

beforeAll(async () => {
  storage = await openStorage();
  app = createApp({ storage, adminToken: TOKEN, logger: { info: () => {}, error: (l) => errors.push(l) } });
});
afterAll(async () => {
  await storage?.close();
  expect(errors).toEqual([]);
});

describe('content GETs', () => {
  it('serves every keyed record from the database, as seeded, readable cross-origin', async () => {
    for (const key of CONTENT_KEYS) {
      const res = await app.request(CONTENT_PATHS[key], { headers: { Origin: 'https://partner.example' } });
      expect(res.status, key).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toEqual(SAMPLE_CONTENT[key]);
    }
  });

  it('spells the announcement path as the spec does, and the contact-us lists hold header and copy', async () => {
    expect(CONTENT_PATHS.annoucement).toBe('/api/annoucement');
    const list = (await (await app.request('/cms/contactuscontactlist')).json()) as { header: string; copy: string }[];
    expect(list.length).toBeGreaterThan(2);
    for (const item of list) expect(Object.keys(item).sort()).toEqual(['copy', 'header']);
  });

  it('lists pages without their bodies and serves one page; 404 for an unknown page or section', async () => {
    const list = (await (await app.request(pagesPath('advisories'))).json()) as Record<string, unknown>[];
    expect(list.map((p) => p.id)).toEqual(SAMPLE_PAGES.advisories.map((p) => p.id));
    expect(list.every((p) => !('body' in p))).toBe(true);
    const one = await app.request(pagesPath('pages', 'careers'));
    expect(one.status).toBe(200);
    expect(((await one.json()) as { title: string }).title).toBe('Careers');
    expect((await app.request(pagesPath('pages', 'no-such-page'))).status).toBe(404);
    expect((await app.request('/cms/pages/nosection')).status).toBe(404);
    expect((await app.request('/cms/pages/pages/..%2Fx')).status).toBe(404);
  });

  it('serves several hundred stores across the six locations', async () => {
    const stores = (await (await app.request(STORES_PATH)).json()) as Store[];
    expect(stores).toHaveLength(SAMPLE_STORES.length);
    expect(stores.length).toBeGreaterThanOrEqual(300);
    expect(new Set(stores.map((s) => s.location))).toEqual(new Set(LOCATIONS));
  });

  it('keeps the rate GETs working beside the content keys', async () => {
    expect((await app.request('/cms/rates/home-loan')).status).toBe(200);
  });
});

describe('operator PUTs', () => {
  it('publishes an announcement (then the GET answers it) and refuses the wrong outline with 400', async () => {
    const put = (path: string, body: unknown, headers: Record<string, string> = AUTH) =>
      app.request(path, { method: 'PUT', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
    expect((await put('/admin/api/content/annoucement', [], { 'Content-Type': 'application/json' })).status).toBe(401);
    expect((await put('/admin/api/content/annoucement', '{nope')).status).toBe(400);
    expect((await put('/admin/api/content/annoucement', { title: 'x' })).status).toBe(400);
    expect((await put('/admin/api/content/nokey', [])).status).toBe(404);
    const item = { title: 'Holiday schedule', body: '<p>Closed on <b>Dec 25</b></p>' };
    expect((await put('/admin/api/content/annoucement', [item])).status).toBe(200);
    expect(await (await app.request('/api/annoucement')).json()).toEqual([item]);
    await put('/admin/api/content/annoucement', []);

    expect((await put('/admin/api/content/pages/advisories/new-one', { body: '<p>x</p>' })).status).toBe(400);
    expect((await put('/admin/api/content/pages/advisories/new-one', { title: 'New', body: '<p>x</p>' })).status).toBe(
      200,
    );
    expect((await app.request(pagesPath('advisories', 'new-one'))).status).toBe(200);
  });

  it("publishes a carousel item in the spec's third variant (title, body, btn_title, btn_link, image)", async () => {
    const item = { title: 'Save more', body: 'A new rate', btn_title: 'See rates', btn_link: '/interestrates' };
    const put = (body: unknown) =>
      app.request('/admin/api/content/creditcardbanners', { method: 'PUT', headers: AUTH, body: JSON.stringify(body) });
    expect((await put([item])).status).toBe(200);
    // Stored as the schema reads it: every variant in one shape (shared/content/schema.ts).
    expect(await (await app.request(CONTENT_PATHS.creditcardbanners)).json()).toEqual([
      { headline: 'Save more', body: 'A new rate', cta: 'See rates', link: '/interestrates' },
    ]);
    expect((await put([{ ...item, btn_link: 'javascript:alert(1)' }])).status).toBe(400);
    await put(SAMPLE_CONTENT.creditcardbanners);
  });
});

describe('the FX feature', () => {
  it("answers the current FX bulletin's USD/PHP, CNY/PHP and CNY/USD: one rate wherever it shows", async () => {
    const rates = [
      { pair: 'USD/PHP', buyRate: 58.11, sellRate: 58.77 },
      { pair: 'EUR/PHP', buyRate: 62.5, sellRate: 64.0 },
      { pair: 'CNY/USD', buyRate: 0.1361, sellRate: 0.1411 },
    ];
    const put = await app.request('/admin/api/fx-rates', {
      method: 'PUT',
      headers: AUTH,
      body: JSON.stringify({ asOf: new Date(Date.now() - 60_000).toISOString(), rates }),
    });
    expect(put.status).toBe(200);
    expect(await (await app.request(CONTENT_PATHS.fxfeature)).json()).toEqual([
      { pair: 'USD/PHP', buyRate: 58.11, sellRate: 58.77 },
      { pair: 'CNY/USD', buyRate: 0.1361, sellRate: 0.1411 },
    ]);
  });
});
