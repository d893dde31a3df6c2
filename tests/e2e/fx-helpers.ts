/**
 * Helpers of the FX board and kiosk browser tests. The test server's database is shared by
 * every worker, and a bulletin is global: tests that publish one, or check exact figures, hold a
 * lock across workers (a directory, created atomically) while they do.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN_TOKEN, PORT } from '../../playwright.config.ts';

export interface Rate {
  pair: string;
  buyRate: number;
  sellRate: number;
  decimals?: number;
}

export interface Published {
  id: number;
  asOf: string;
  rates: Rate[];
}

const LOCK = join(tmpdir(), `ew-fx-e2e-lock-${PORT}`);

/** Runs fn while holding the FX lock (bulletins are global to the test server). */
export async function withFxLock<T>(fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      // A lock left by a crashed run is older than any test: take it over.
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > 60_000) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() > deadline) throw new Error('FX lock not free within 60 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** A bulletin with figures no other test uses: USD/PHP around 50-65, the spec's three pairs. */
export function uniqueRates(): Rate[] {
  const usd = Math.round((50 + Math.random() * 15) * 10_000) / 10_000;
  const cny = Math.round((7 + Math.random()) * 10_000) / 10_000;
  return [
    { pair: 'USD/PHP', buyRate: usd, sellRate: Math.round((usd + 0.6) * 10_000) / 10_000 },
    { pair: 'CNY/PHP', buyRate: cny, sellRate: Math.round((cny + 0.3) * 10_000) / 10_000 },
    { pair: 'CNY/USD', buyRate: 0.1365, sellRate: 0.142 },
    { pair: 'EUR/PHP', buyRate: 62.8, sellRate: 64.1 },
  ];
}

/** Publishes through the operator API (PUT /admin/api/fx-rates) and returns the stored bulletin. */
export async function publish(
  request: APIRequestContext,
  rates: Rate[] = uniqueRates(),
  asOf = new Date().toISOString(),
) {
  const res = await request.put('/admin/api/fx-rates', {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { asOf, rates },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Published;
}

export async function current(request: APIRequestContext) {
  const res = await request.get('/api/forex-rates');
  expect(res.status()).toBe(200);
  return (await res.json()) as Published & { previous: Published | null };
}

/** "58.0500": how the board writes a rate (4 decimals unless the bulletin says). */
export const shown = (n: number, decimals = 4) =>
  n.toLocaleString('en-PH', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** A page with the loader and the given markup, served at a same-origin URL. */
export function widgetPage(body: string, title = 'FX board test') {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="icon" href="data:,"><script src="/widgets/loader.js" async></script></head>
<body><main>${body}</main></body></html>`;
}
