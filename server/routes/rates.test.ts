/** Rate data services: public GETs from the database, operator PUTs validated (400, never 500). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/config.ts';
import { parseRateSetRecord } from '../../shared/rates/client.ts';
import { RATE_FIXTURES } from '../../shared/rates/fixtures.ts';
import { RATES_PATH, RATE_SET_NAMES, rateSetPath } from '../../shared/rates/sets.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';

const TOKEN = 'test-operator-token-rates-0123456789';
const AUTH = { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' };

let storage: Storage;
let app: ReturnType<typeof createApp>;
const errors: string[] = [];

beforeAll(async () => {
  storage = await openStorage(); // in memory, migrated and seeded
  app = createApp({ storage, adminToken: TOKEN, logger: { info: () => {}, error: (l) => errors.push(l) } });
});
afterAll(async () => {
  await storage?.close();
  expect(errors).toEqual([]); // nothing ended in a 500
});

const put = (set: string, body: unknown, headers: Record<string, string> = AUTH) =>
  app.request(`/admin/api/rates/${set}`, {
    method: 'PUT',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe(`GET ${RATES_PATH}/{set}`, () => {
  it('serves every set from the database, seeded with the sample fixtures, readable by the shared client', async () => {
    for (const name of RATE_SET_NAMES) {
      const res = await app.request(rateSetPath(name));
      expect(res.status, name).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const body = (await res.json()) as { set: string; updatedAt: string; data: unknown };
      expect(body.set).toBe(name);
      expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);
      expect(body.data).toEqual(RATE_FIXTURES[name]);
      expect(() => parseRateSetRecord(name, body)).not.toThrow();
    }
  });

  it('keeps the content service’s escaped less-than in deposit titles (the client unescapes it)', async () => {
    const body = (await (await app.request(rateSetPath('peso-time-deposit'))).json()) as {
      data: { rows: { title: string }[] };
    };
    expect(body.data.rows[0]!.title).toContain('&lt;');
  });

  it('lists the sets', async () => {
    const res = await app.request(RATES_PATH);
    expect(res.status).toBe(200);
    const { sets } = (await res.json()) as { sets: { set: string; kind: string; state: string }[] };
    expect(sets.map((s) => s.set).sort()).toEqual([...RATE_SET_NAMES].sort());
    expect(sets.find((s) => s.set === 'auto-loan-brand-new')).toMatchObject({ kind: 'loan', state: 'autoLoansData' });
  });

  it('answers 404 JSON for an unknown set (no prototype keys either)', async () => {
    for (const name of ['boat-loan', 'toString', '__proto__', 'constructor']) {
      const res = await app.request(`${RATES_PATH}/${name}`);
      expect(res.status, name).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('is readable cross-origin, without credentials', async () => {
    const res = await app.request(rateSetPath('home-loan'), { headers: { Origin: 'https://partner.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('is advertised in /data/apiconfig.json', async () => {
    const config = (await (await app.request(PATHS.apiConfig)).json()) as Record<string, unknown>;
    expect(config.ratesapi).toBe(RATES_PATH);
  });
});

describe('PUT /admin/api/rates/{set} (operator API)', () => {
  it('needs the bearer token', async () => {
    expect((await put('home-loan', RATE_FIXTURES['home-loan'], { 'Content-Type': 'application/json' })).status).toBe(
      401,
    );
    expect((await put('home-loan', RATE_FIXTURES['home-loan'], { Authorization: 'Bearer wrong' })).status).toBe(401);
  });

  it('publishes valid data: stored, stamped, served at once', async () => {
    const before = (await (await app.request(rateSetPath('home-loan'))).json()) as { updatedAt: string };
    const next = structuredClone(RATE_FIXTURES['home-loan']);
    next.rates[0]![0] = 0.39;
    next.effective = '2026-12-01';
    const res = await put('home-loan', next);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const saved = (await res.json()) as { set: string; updatedAt: string; data: typeof next };
    expect(saved).toMatchObject({ set: 'home-loan', data: next });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    const served = (await (await app.request(rateSetPath('home-loan'))).json()) as { data: typeof next };
    expect(served.data.rates[0]![0]).toBe(0.39);
    // and back
    expect((await put('home-loan', RATE_FIXTURES['home-loan'])).status).toBe(200);
  });

  it('refuses bad data with 400 and the failing fields in English, never 500', async () => {
    const loan = RATE_FIXTURES['auto-loan-brand-new'];
    const cases: [unknown, Record<string, string>][] = [
      [{ ...loan, terms: [12, 38] }, { terms: 'Terms are months of 12, 18, 24, 36, 48, 60, ascending, each once' }],
      [{ ...loan, rates: [[1]] }, { rates: 'Every row needs exactly one rate per column' }],
      [
        { ...loan, rates: loan.rates.map((r) => r.map(() => 50)) },
        { rates: 'Enter a monthly add-on rate in percent from 0 to 10' },
      ],
      [RATE_FIXTURES['peso-savings'], { kind: 'This rate set holds another kind of data' }],
      [
        { ...loan, effective: 'tomorrow' },
        { effective: 'Enter a real date as yyyy-MM-dd (and "to" not before "from")' },
      ],
      [{ ...loan, title: undefined }, { title: 'This field is required' }],
      [{ ...loan, title: 'x'.repeat(121) }, { title: 'Enter a text of the allowed length' }],
    ];
    for (const [body, fields] of cases) {
      const res = await put('auto-loan-brand-new', body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe('invalid');
      expect(answer.fields).toMatchObject(fields);
    }
    for (const body of ['not json', '', 'null', '[]', '42', '"loan"', JSON.stringify({ kind: 'loan' })]) {
      const res = await put('auto-loan-brand-new', body);
      expect(res.status, body).toBe(400);
    }
    // nothing was stored
    const served = (await (await app.request(rateSetPath('auto-loan-brand-new'))).json()) as { data: unknown };
    expect(served.data).toEqual(loan);
  });

  it('answers 404 for an unknown set', async () => {
    expect((await put('boat-loan', RATE_FIXTURES['home-loan'])).status).toBe(404);
  });
});

describe('storage', () => {
  it('a publication survives the seed (the sample never overwrites the operator)', async () => {
    const { migrate, MIGRATIONS } = await import('../storage/migrations.ts');
    const { openPglite } = await import('../storage/db.ts');
    const { putRateSet, getRateSet } = await import('../storage/rates.ts');
    const db = await openPglite();
    try {
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.id === 10),
      );
      const mine = { ...RATE_FIXTURES['peso-savings'], title: 'Published by the operator' };
      await putRateSet(db, 'peso-savings', mine);
      await migrate(db); // runs the seed (id 11) now
      expect((await getRateSet(db, 'peso-savings'))?.data).toEqual(mine);
      expect((await getRateSet(db, 'home-loan'))?.data).toEqual(RATE_FIXTURES['home-loan']);
    } finally {
      await db.close();
    }
  });
});
