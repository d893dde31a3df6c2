/**
 * Two server instances on one PostgreSQL behind a round-robin (README "Running in production"): a
 * per-client limit holds once across both, a resume mail is sent once, and a draining instance's
 * /readyz answers 503 while the other serves. Needs TEST_DATABASE_URL (scripts/pg-test-server.sh):
 * the embedded database is one instance per DATA_DIR.
 */
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackQuery } from '../shared/callback/fixtures.ts';
import { PATHS } from '../shared/config.ts';
import { TD_PATHS } from '../shared/time-deposit/form.ts';
import { createApp } from './app.ts';
import { DEFAULT_LIMITS } from './limits.ts';
import { mailDelivery, type Delivery } from './mail/delivery.ts';
import { openStorage, type Storage } from './storage/index.ts';
import { postgresBackend, startEarlyInAMinute, type Backend } from './storage/test-backends.ts';

const pgUrl = process.env.TEST_DATABASE_URL;
const TOKEN = 'test-operator-token-0123456789abcdef';

describe.skipIf(!pgUrl)('two instances on one PostgreSQL behind a round-robin', () => {
  let backend: Backend;
  const storages: Storage[] = [];
  const deliveries: Delivery[] = [];
  const draining = [false, false];
  const sent: string[] = [];
  let apps: ReturnType<typeof createApp>[] = [];
  let turn = 0;
  /** The balancer: each request to the next instance. */
  const request = (path: string, init: RequestInit = {}) => apps[turn++ % apps.length]!.request(path, init);

  beforeAll(async () => {
    backend = await postgresBackend(pgUrl!);
    for (let i = 0; i < 2; i++) {
      const storage = await openStorage(backend.options());
      storages.push(storage);
      const mail = mailDelivery({
        outbox: storage.outbox,
        // Slow, so both instances are at it at once.
        transport: {
          async send(m) {
            await new Promise((r) => setTimeout(r, 50));
            sent.push(m.to);
          },
          close() {},
        },
        log() {},
      });
      deliveries.push(mail);
    }
    apps = storages.map((storage, i) =>
      createApp({
        storage,
        adminToken: TOKEN,
        limits: { ...DEFAULT_LIMITS, formPostsPerMinute: 5 },
        mail: deliveries[i],
        publicUrl: 'https://www.eastwest.example',
        clientAddress: (c: Context) => c.req.header('x-test-client') ?? 'unknown',
        logger: { info() {}, error: (l) => console.error(l) },
        draining: () => draining[i]!,
      }),
    );
  });
  afterAll(async () => {
    for (const d of deliveries) await d.idle();
    for (const s of storages) await s.close();
    await backend?.cleanup();
  });

  it('a per-client limit holds once across both', { timeout: 90_000 }, async () => {
    await startEarlyInAMinute();
    // (A client of its own per attempt: a retry starts with an unused budget.)
    const client = `one-${Date.now()}`;
    const query = callbackQuery();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await request(`${PATHS.callback}?${query}`, { headers: { 'x-test-client': client } })).status);
    }
    console.log(`12 callbacks from one client, round-robin over two instances: ${statuses.join(' ')}`);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('invalid callbacks count against the limit too, and get 429 once it is used up', { timeout: 90_000 }, async () => {
    await startEarlyInAMinute();
    const client = `three-${Date.now()}`;
    const valid = callbackQuery();
    const invalid = new URLSearchParams({ CustomerName: 'Juan Dela Cruz' });
    const statuses: number[] = [];
    for (const query of [invalid, invalid, invalid, invalid, valid, valid, invalid]) {
      const res = await request(`${PATHS.callback}?${query}`, { headers: { 'x-test-client': client } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({ error: 'too_many_requests' });
      }
    }
    expect(statuses).toEqual([400, 400, 400, 400, 200, 429, 429]);
  });

  it('a resume mail is sent once, with both instances retrying', async () => {
    const to = `pair.${Date.now()}@example.ph`;
    const body = new FormData();
    for (const [k, v] of Object.entries({
      customeremail: to,
      DateOfBirth: '1984-07-09',
      FirstName: 'Maria',
      LastName: 'Santos',
      preferedstore: '1',
    })) {
      body.append(k, v);
    }
    const res = await request(TD_PATHS.application, { method: 'POST', body, headers: { 'x-test-client': 'two' } });
    expect(res.status, await res.clone().text()).toBe(200);
    // Both instances look for due mails at once, again and again.
    for (let i = 0; i < 3; i++) await Promise.all(deliveries.map((d) => d.retryDue()));
    for (const d of deliveries) await d.idle();
    expect(sent.filter((m) => m === to)).toHaveLength(1);
  });

  it("a draining instance's /readyz answers 503 while the other serves", async () => {
    draining[0] = true;
    const ready = await Promise.all(apps.map((app) => app.request('/readyz')));
    expect(ready.map((r) => r.status)).toEqual([503, 200]);
    expect((await apps[1]!.request('/api/forex-rates')).status).toBe(200);
    draining[0] = false;
  });
});
