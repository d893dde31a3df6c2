/**
 * Operability: /healthz (the process answers), /readyz (database reachable, migrations done, not
 * draining), /metrics in the Prometheus text format behind the operator token, and JSON log lines.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { callbackQuery } from '../../shared/callback/fixtures.ts';
import { PATHS } from '../../shared/config.ts';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { createApp } from '../app.ts';
import { consoleLogger, logFormatFromEnv } from '../http/log.ts';
import { createMetrics } from '../http/metrics.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { mailDelivery } from '../mail/delivery.ts';
import { openPglite } from '../storage/db.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { MIGRATIONS, migrate, readiness } from '../storage/migrations.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const quiet = { info() {}, error() {} };
let storage: Storage;
beforeAll(async () => {
  storage = await openStorage();
});
afterAll(async () => {
  await storage?.close();
});

const callback = callbackQuery();

/** The value of one series in a Prometheus text exposition, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('health and readiness', () => {
  it('/healthz answers without a token; /readyz is 200 when ready and 503 while draining', async () => {
    let draining = false;
    const app = createApp({ storage, adminToken: TOKEN, logger: quiet, draining: () => draining });
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    draining = true;
    const drained = await app.request('/readyz');
    expect(drained.status).toBe(503);
    expect(await drained.json()).toEqual({ status: 'draining' });
    // Still alive, and still serving visitors while the balancer moves them elsewhere.
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request(`${PATHS.callback}?${callback}`)).status).toBe(200);
  });

  it('/readyz is 503 when the database does not answer or lacks a migration', async () => {
    const own = await openStorage();
    const app = createApp({ storage: own, adminToken: TOKEN, logger: quiet });
    expect((await app.request('/readyz')).status).toBe(200);
    await own.close();
    const closed = await app.request('/readyz');
    expect(closed.status).toBe(503);
    expect(((await closed.json()) as { status: string }).status).toBe('not_ready');
    expect((await app.request('/healthz')).status).toBe(200);

    // A database some migration has not reached (as while another instance is still migrating).
    const db = await openPglite();
    try {
      await migrate(db, MIGRATIONS.slice(0, -1));
      const last = MIGRATIONS[MIGRATIONS.length - 1]!.id;
      expect(await readiness(db)).toEqual({ ok: false, reason: `migrations not applied: ${last}` });
      await migrate(db);
      expect(await readiness(db)).toEqual({ ok: true });
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe('metrics', () => {
  it('are behind the operator token and count requests by route pattern, stores and refusals', async () => {
    const limits = { ...DEFAULT_LIMITS, formPostsPerMinute: 2 };
    // A storage of its own: the rate-limit counters of the other tests' callbacks stay out of it.
    const own = await openStorage();
    onTestFinished(() => own.close());
    const app = createApp({ storage: own, adminToken: TOKEN, logger: quiet, limits });
    expect((await app.request('/metrics')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);

    for (let i = 0; i < 3; i++) await app.request(`${PATHS.callback}?${callback}`, { headers: {} });
    await app.request(FX_PATHS.bulletin);
    // Invented paths all count under one label: a stranger cannot grow the series.
    for (let i = 0; i < 5; i++) await app.request(`/no/such/path-${i}`);
    await app.request('/admin/api/screens/ABC-1', { method: 'DELETE', headers: AUTH });

    const res = await app.request('/metrics', { headers: AUTH });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const cb = PATHS.callback;
    expect(sample(text, `ew_http_requests_total{route="${cb}",method="GET",status="200"}`)).toBe(2);
    expect(sample(text, `ew_http_requests_total{route="${cb}",method="GET",status="429"}`)).toBe(1);
    expect(sample(text, `ew_rate_limit_refusals_total{route="${cb}"}`)).toBe(1);
    expect(sample(text, `ew_submissions_stored_total{form="callback"}`)).toBe(2);
    expect(sample(text, `ew_http_requests_total{route="${FX_PATHS.bulletin}",method="GET",status="200"}`)).toBe(1);
    expect(sample(text, `ew_http_requests_total{route="/admin/api/screens/:id",method="DELETE",status="404"}`)).toBe(1);
    expect(sample(text, `ew_http_requests_total{route="*",method="GET",status="404"}`)).toBe(5);
    expect(text).not.toContain('path-3');
    expect(sample(text, `ew_http_request_duration_seconds_count{route="${cb}",method="GET",status="200"}`)).toBe(2);
    expect(sample(text, 'ew_storage_up')).toBe(1);
    expect(sample(text, 'ew_mail_queue_depth')).toBe(0);
    expect(sample(text, 'ew_mail_failed')).toBe(0);
    for (const state of ['ok', 'silent', 'pending']) {
      expect(sample(text, `ew_screens{state="${state}"}`)).toBeTypeOf('number');
    }
  }, 120_000);

  it('show the mail queue, failed attempts and silent screens', async () => {
    const own = await openStorage();
    try {
      const metrics = createMetrics();
      let fail = true;
      const mail = mailDelivery({
        outbox: own.outbox,
        transport: {
          async send() {
            if (fail) throw new Error('421 try later');
          },
          close() {},
        },
        log() {},
        onAttemptFailed: () => metrics.mailAttemptFailed(),
      });
      const app = createApp({ storage: own, adminToken: TOKEN, logger: quiet, metrics, mail });
      await mail.send({ to: 'a@example.com', subject: 's', body: 'b' });
      await mail.idle();
      // A screen heard from an hour ago is silent.
      const hb = {
        screenId: 'MKT-01',
        variant: 'board' as const,
        appVersion: '1',
        lastSuccessAt: null,
        dataAgeSeconds: null,
        bulletinId: null,
        heapUsedBytes: null,
        uptimeSeconds: 1,
        failing: false,
      };
      const hourAgo = new Date(Date.now() - 3600_000);
      const { secret } = await own.fx.issueEnrolmentSecret({}, hourAgo);
      expect((await own.fx.recordHeartbeat(hb, undefined, hourAgo, undefined, secret)).status).toBe('enrolled');
      // and one that waits for an operator
      await own.fx.recordHeartbeat({ ...hb, screenId: 'MKT-02' }, undefined, new Date());
      const text = await (await app.request('/metrics', { headers: AUTH })).text();
      expect(sample(text, 'ew_mail_queue_depth')).toBe(1);
      expect(sample(text, 'ew_mail_attempt_failures_total')).toBe(1);
      expect(sample(text, 'ew_screens{state="silent"}')).toBe(1);
      expect(sample(text, 'ew_screens{state="ok"}')).toBe(0);
      expect(sample(text, 'ew_screens{state="pending"}')).toBe(1);
      fail = false;
    } finally {
      await own.close();
    }
  }, 120_000);
});

describe('JSON logs', () => {
  it('LOG_FORMAT=json writes one JSON object a line, requests with their fields and no query', async () => {
    const lines: string[] = [];
    const logger = consoleLogger('json', { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l) });
    const app = createApp({ storage, adminToken: TOKEN, logger });
    await app.request(`${PATHS.callback}?${callback}`);
    await app.request('/healthz');
    logger.error('first line\n    at second line');
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
    expect(parsed[0]).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      path: PATHS.callback,
      status: 200,
    });
    expect(typeof parsed[0]!.ms).toBe('number');
    expect(Date.parse(parsed[0]!.time as string)).not.toBeNaN();
    // Successful probes are not logged; the error's stack stays in its one line.
    expect(parsed).toHaveLength(2);
    expect(parsed[1]).toMatchObject({ level: 'error', msg: 'first line\n    at second line' });
    expect(lines.join('')).not.toContain('Juan');
    expect(logFormatFromEnv(undefined)).toBe('text');
    expect(logFormatFromEnv('JSON')).toBe('json');
    expect(() => logFormatFromEnv('xml')).toThrow(/LOG_FORMAT must be text or json/);
  });
});
