/**
 * Operator token guessing, attacked: 1,000 wrong tokens from one client, half to each of two server
 * instances on one database, get the hourly failure budget's worth of 401s and then 429 with
 * Retry-After, the right token included; another client's operator is not locked out. Prints the
 * statuses seen and the guesses answered per second.
 */
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { BACKENDS, type Backend } from '../storage/test-backends.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';
const GUESSES = 1_000;

describe.each(BACKENDS)('operator token guessing ($name)', ({ make }) => {
  let backend: Backend;
  const storages: Storage[] = [];
  let apps: ReturnType<typeof createApp>[];
  beforeAll(async () => {
    backend = await make();
    // Two instances: on PostgreSQL two storages on one database; the embedded database has one.
    const first = await openStorage(backend.options());
    storages.push(first);
    const second = backend.name === 'PostgreSQL' ? await openStorage(backend.options()) : first;
    if (second !== first) storages.push(second);
    apps = [first, second].map((storage) =>
      createApp({
        storage,
        adminToken: TOKEN,
        clientAddress: (c: Context) => c.req.header('x-test-client') ?? 'unknown',
        logger: { info: () => {}, error: (l) => console.error(l) },
      }),
    );
  });
  afterAll(async () => {
    for (const s of storages) await s.close();
    await backend?.cleanup();
  });

  const ask = (i: number, token: string, client = 'attacker') =>
    apps[i % 2]!.request('/admin/api/submissions', {
      headers: { authorization: `Bearer ${token}`, 'x-test-client': client },
    });

  it('spends the failure budget, then 429 with Retry-After for every operator request', async () => {
    const max = DEFAULT_LIMITS.operatorAuthFailuresPerHour;
    const statuses = new Map<number, number>();
    let retryAfter: string | null = null;
    const t0 = performance.now();
    for (let batch = 0; batch < GUESSES; batch += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, j) => ask(batch + j, `guess-${batch + j}-${'x'.repeat(40)}`)),
      );
      for (const res of answers) {
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 429) retryAfter ??= res.headers.get('retry-after');
      }
    }
    const seconds = (performance.now() - t0) / 1000;
    const right = await ask(0, TOKEN);
    const rightOther = await ask(1, TOKEN);
    const elsewhere = await ask(0, TOKEN, 'operator-at-the-bank');
    console.log(
      `[operator auth] ${GUESSES} wrong tokens from one client over 2 instances: ` +
        [...statuses].map(([s, n]) => `${n} x ${s}`).join(', ') +
        ` (${Math.round(GUESSES / seconds)}/s answered); Retry-After ${retryAfter} s; ` +
        `then the right token: ${right.status} and ${rightOther.status}; from another client: ${elsewhere.status}`,
    );
    // exactly the budget, however many guesses arrive together and on whichever instance
    expect(statuses.get(401)).toBe(max);
    expect(statuses.get(429)).toBe(GUESSES - statuses.get(401)!);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600);
    expect(right.status).toBe(429);
    expect(rightOther.status).toBe(429);
    expect(elsewhere.status).toBe(200);
  });
});
