/** The kiosk's pure parts: URL configuration, stage fit, burn-in ring, reload rules (fake timers), heartbeat payload. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kioskConfig, kioskTitle, variantOfPath } from './config.ts';
import { heartbeatPayload, startHeartbeat } from './heartbeat.ts';
import {
  MIN_UPTIME_MS,
  QUIET_SPREAD_MS,
  VERSION_RELOAD_GAP_MS,
  nextQuietReload,
  safeReload,
  scheduleQuietReload,
  shouldReloadForVersion,
} from './reload.ts';
import { SHIFTS, fit, shiftAt } from './stage.ts';

const HOUR = 3_600_000;

describe('kioskConfig', () => {
  it('takes the variant from the path and the rest from the query, with defaults', () => {
    expect(variantOfPath('/forexrates/store-digitalscreens')).toBe('board');
    expect(variantOfPath('/forexrates/store-digitalscreens-marquee')).toBe('marquee');
    const c = kioskConfig({ pathname: '/forexrates/store-digitalscreens', search: '' });
    expect(c).toMatchObject({
      variant: 'board',
      locale: 'en',
      screenId: null,
      intervalMs: 60_000,
      timeoutMs: 10_000,
      staleAfterMs: 300_000,
      backoffMinMs: 15_000,
      backoffMaxMs: 300_000,
      heartbeatMs: 60_000,
      shiftMs: 180_000,
      quietHour: 3,
      orientation: 'auto',
      speed: 160,
    });
    const d = kioskConfig({
      pathname: '/forexrates/store-digitalscreens-marquee',
      search:
        '?screen=MKT-01&lang=fil&interval=2&stale=3&timeout=1&speed=300&quiet-hour=4&orientation=portrait&shift=5',
    });
    expect(d).toMatchObject({
      variant: 'marquee',
      screenId: 'MKT-01',
      locale: 'fil',
      intervalMs: 2000,
      staleAfterMs: 3000,
      timeoutMs: 1000,
      speed: 300,
      quietHour: 4,
      orientation: 'portrait',
      shiftMs: 5000,
    });
  });
  it('ignores what it cannot use', () => {
    const c = kioskConfig({
      pathname: '/forexrates/store-digitalscreens',
      search: '?screen=<b>&lang=de&interval=0&orientation=sideways',
    });
    expect(c).toMatchObject({ screenId: null, locale: 'en', intervalMs: 1000, orientation: 'auto' });
  });
  it("speaks the site's remembered language unless the address names one", () => {
    const board = { pathname: '/forexrates/store-digitalscreens', search: '' };
    expect(kioskConfig(board, 'fil').locale).toBe('fil');
    expect(kioskConfig({ ...board, search: '?lang=en' }, 'fil').locale).toBe('en');
    expect(kioskConfig(board, 'de').locale).toBe('en');
    expect(kioskConfig(board, null).locale).toBe('en');
  });
  it("is titled with the site's route title of its screen, in its language", () => {
    expect(kioskTitle({ locale: 'en', variant: 'board' })).toBe('Foreign exchange rates: store screen | EastWest Bank');
    expect(kioskTitle({ locale: 'en', variant: 'marquee' })).toBe(
      'Foreign exchange rates: store ticker | EastWest Bank',
    );
    expect(kioskTitle({ locale: 'fil', variant: 'marquee' })).toBe(
      'Palitan ng dayuhang salapi: ticker sa sangay | EastWest Bank',
    );
  });
});

describe('stage', () => {
  it('fits the design size to 1080p, 4K and portrait screens, centred', () => {
    expect(fit(1920, 1080)).toEqual({ design: { name: 'landscape', width: 1920, height: 1080 }, scale: 1, x: 0, y: 0 });
    expect(fit(3840, 2160)).toMatchObject({ scale: 2, x: 0, y: 0 });
    expect(fit(1080, 1920)).toMatchObject({ design: { name: 'portrait' }, scale: 1 });
    expect(fit(2160, 3840)).toMatchObject({ design: { name: 'portrait' }, scale: 2 });
    expect(fit(1280, 1024)).toMatchObject({ design: { name: 'landscape' }, scale: 1280 / 1920, x: 0, y: 152 });
    expect(fit(1920, 1080, 'portrait')).toMatchObject({ design: { name: 'portrait' }, scale: 1080 / 1920, x: 656 });
  });
  it('burn-in: eight positions within 4 px, round and round', () => {
    expect(SHIFTS).toHaveLength(8);
    for (const [x, y] of SHIFTS) expect(Math.max(Math.abs(x), Math.abs(y))).toBeLessThanOrEqual(4);
    expect(shiftAt(0)).toEqual([0, 0]);
    expect(shiftAt(9)).toEqual(shiftAt(1));
    expect(new Set(Array.from({ length: 8 }, (_, i) => String(shiftAt(i)))).size).toBe(8);
  });
});

describe('reloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the daily reload is at the quiet hour in Manila (UTC+8), plus the spread, at least an hour after boot', () => {
    const now = Date.parse('2026-11-21T10:00:00+08:00');
    expect(new Date(nextQuietReload(now, 3, 0)).toISOString()).toBe('2026-11-21T19:00:00.000Z'); // 03:00 Manila, next day
    expect(new Date(nextQuietReload(now, 3, 12 * 60_000)).toISOString()).toBe('2026-11-21T19:12:00.000Z');
    const early = Date.parse('2026-11-22T01:00:00+08:00');
    expect(new Date(nextQuietReload(early, 3, 0)).toISOString()).toBe('2026-11-21T19:00:00.000Z'); // today 03:00
    // booted at 02:30: 03:00 is too soon, tomorrow
    const booted = Date.parse('2026-11-22T02:30:00+08:00');
    expect(nextQuietReload(booted, 3, 0, booted) - booted).toBe(24 * HOUR + 30 * 60_000);
    expect(MIN_UPTIME_MS).toBe(HOUR);
  });

  it('schedules the daily reload on fake timers, once a day, re-checking at least hourly', async () => {
    vi.setSystemTime(new Date('2026-11-21T10:00:00+08:00'));
    const runs: string[] = [];
    const cancel = scheduleQuietReload({ hour: 3, random: () => 0.5 }, () => runs.push(new Date().toISOString()));
    await vi.advanceTimersByTimeAsync(17 * HOUR + QUIET_SPREAD_MS / 2 - 1000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toEqual(['2026-11-21T19:15:00.000Z']);
    await vi.advanceTimersByTimeAsync(24 * HOUR);
    expect(runs).toEqual(['2026-11-21T19:15:00.000Z', '2026-11-22T19:15:00.000Z']);
    cancel();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(runs).toHaveLength(2);
  });

  it('reloads for another server build, not in a dev build, not twice in 10 minutes', () => {
    const now = 1_000_000_000_000;
    expect(shouldReloadForVersion('b', 'a', null, now)).toBe(true);
    expect(shouldReloadForVersion('a', 'a', null, now)).toBe(false);
    expect(shouldReloadForVersion(null, 'a', null, now)).toBe(false);
    expect(shouldReloadForVersion('b', 'dev', null, now)).toBe(false);
    expect(shouldReloadForVersion('b', 'a', now - VERSION_RELOAD_GAP_MS + 1, now)).toBe(false);
    expect(shouldReloadForVersion('b', 'a', now - VERSION_RELOAD_GAP_MS, now)).toBe(true);
    expect(shouldReloadForVersion('b', 'a', now + HOUR, now)).toBe(true); // a clock set back
  });

  it('reloads only when it is safe: with the service worker, or when the page can be fetched', async () => {
    const reload = vi.fn();
    expect(await safeReload({ hasServiceWorker: () => true, canFetchPage: async () => false, reload })).toBe(true);
    expect(await safeReload({ hasServiceWorker: () => false, canFetchPage: async () => true, reload })).toBe(true);
    expect(await safeReload({ hasServiceWorker: () => false, canFetchPage: async () => false, reload })).toBe(false);
    expect(
      await safeReload({
        hasServiceWorker: () => false,
        canFetchPage: () => Promise.reject(new Error('offline')),
        reload,
      }),
    ).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('heartbeat', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports version, last fetch, data age, bulletin, heap and uptime', () => {
    const now = Date.parse('2026-11-21T01:10:00Z');
    const p = heartbeatPayload({
      screenId: 'MKT-01',
      variant: 'board',
      appVersion: 'abc',
      now,
      bootAt: now - 3_600_000,
      heapUsedBytes: 1234,
      viewport: '1920x1080',
      state: {
        bulletin: null,
        lastSuccessAt: now - 90_500,
        failing: true,
        failure: 'network',
        stale: false,
        confirmed: true,
      },
    });
    expect(p).toEqual({
      screenId: 'MKT-01',
      variant: 'board',
      appVersion: 'abc',
      lastSuccessAt: '2026-11-21T01:08:29.500Z',
      dataAgeSeconds: 91,
      bulletinId: null,
      heapUsedBytes: 1234,
      uptimeSeconds: 3600,
      failing: true,
      viewport: '1920x1080',
    });
  });

  it('beats every period, passes on the server version, survives failures', async () => {
    const versions: string[] = [];
    let n = 0;
    const fetch = vi.fn(async () => {
      if (n++ === 1) throw new TypeError('offline');
      return new Response('{}', { headers: { 'X-App-Version': `v${n}` } });
    });
    const stop = startHeartbeat({
      url: 'https://bank.example/api/kiosk/heartbeat',
      everyMs: 60_000,
      firstInMs: 5000,
      payload: () => ({ screenId: 'a' }) as never,
      onVersion: (v) => versions.push(v),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await vi.advanceTimersByTimeAsync(5000 + 120_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(versions).toEqual(['v1', 'v3']);
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('keeps the screen key the server gives and sends it with every later beat', async () => {
    const sent: (string | null)[] = [];
    let key: string | null = null;
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(new Headers(init.headers).get('X-Screen-Key'));
      return new Response('{}', { headers: sent.length === 1 ? { 'X-Screen-Key': 'k'.repeat(43) } : {} });
    });
    const stop = startHeartbeat({
      url: 'https://bank.example/api/kiosk/heartbeat',
      everyMs: 60_000,
      firstInMs: 5000,
      payload: () => ({ screenId: 'a' }) as never,
      screenKey: () => key,
      onScreenKey: (k) => (key = k),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await vi.advanceTimersByTimeAsync(5000 + 120_000);
    stop();
    expect(sent).toEqual([null, 'k'.repeat(43), 'k'.repeat(43)]);
  });

  it("sends the URL's enrolment secret with every beat and keeps the key a waiting (202) answer gives", async () => {
    const secret = 's'.repeat(43);
    expect(
      kioskConfig({ pathname: '/forexrates/store-digitalscreens', search: `?screen=MKT-01&enrol=${secret}` })
        .enrolmentSecret,
    ).toBe(secret);
    expect(
      kioskConfig({ pathname: '/forexrates/store-digitalscreens', search: '?enrol=short' }).enrolmentSecret,
    ).toBeNull();
    expect(kioskConfig({ pathname: '/forexrates/store-digitalscreens', search: '' }).enrolmentSecret).toBeNull();
    const sent: [string | null, string | null][] = [];
    let key: string | null = null;
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      const h = new Headers(init.headers);
      sent.push([h.get('X-Screen-Enrolment'), h.get('X-Screen-Key')]);
      return new Response('{"ok":true,"pending":true}', {
        status: 202,
        headers: sent.length === 1 ? { 'X-Screen-Key': 'k'.repeat(43) } : {},
      });
    });
    const stop = startHeartbeat({
      url: 'https://bank.example/api/kiosk/heartbeat',
      everyMs: 60_000,
      firstInMs: 5000,
      payload: () => ({ screenId: 'a' }) as never,
      screenKey: () => key,
      onScreenKey: (k) => (key = k),
      enrolmentSecret: secret,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await vi.advanceTimersByTimeAsync(5000 + 60_000);
    stop();
    expect(sent).toEqual([
      [secret, null],
      [secret, 'k'.repeat(43)],
    ]);
  });

  it('beats on players without AbortSignal.timeout (before Chrome 103 / Safari 16 / Firefox 100), and abandons a hung beat', async () => {
    const timeout = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout');
    // @ts-expect-error: the player's AbortSignal has no timeout()
    delete AbortSignal.timeout;
    try {
      const signals: AbortSignal[] = [];
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            signals.push(init.signal!);
            init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const stop = startHeartbeat({
        url: 'https://bank.example/api/kiosk/heartbeat',
        everyMs: 60_000,
        firstInMs: 5000,
        payload: () => ({ screenId: 'a' }) as never,
        fetch: fetch as unknown as typeof globalThis.fetch,
      });
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(signals[0]!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(15_000);
      expect(signals[0]!.aborted).toBe(true); // abandoned after 15 s
      await vi.advanceTimersByTimeAsync(60_000);
      expect(fetch).toHaveBeenCalledTimes(2); // and the next beat goes out
      stop();
    } finally {
      Object.defineProperty(AbortSignal, 'timeout', timeout!);
    }
  });
});
