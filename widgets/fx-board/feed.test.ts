/**
 * The board's data on fake timers and a fake server: last good bulletin kept through failures and
 * in storage, the stale flag after its age, recovery, Retry-After from the response, the app
 * version header, and the watchdog restarting a stalled loop.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bulletin } from '../../shared/fx/schema.ts';
import { createFeed, storageKey, type FeedConfig, type StorageLike } from './feed.ts';

const URL_ = 'https://bank.example/api/forex-rates';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T01:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function bulletin(id: number, usd = 58 + id / 100): Bulletin {
  return {
    id,
    asOf: '2026-11-21T01:00:00.000Z',
    publishedAt: '2026-11-21T01:00:05.000Z',
    rates: [
      { pair: 'USD/PHP', buyRate: usd, sellRate: usd + 0.6 },
      { pair: 'CNY/PHP', buyRate: 7.95, sellRate: 8.25 },
      { pair: 'CNY/USD', buyRate: 0.1365, sellRate: 0.142 },
    ],
    previous: null,
  };
}

type Reply = Bulletin | { status: number; headers?: Record<string, string> } | 'offline' | 'hang' | 'garbage';

/** A server whose answers follow a script (the last one repeats). */
function server(script: Reply[]) {
  const calls: number[] = [];
  let n = 0;
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    calls.push(Date.now());
    const reply = script[Math.min(n++, script.length - 1)]!;
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    if (reply === 'hang')
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    if (reply === 'garbage') return new Response('{"id": "x"}', { status: 200, headers: { 'X-App-Version': 'v9' } });
    if ('status' in reply) return new Response('{}', { status: reply.status, headers: reply.headers });
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'Content-Type': 'application/json', 'X-App-Version': 'v1' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function memoryStorage(init: Record<string, string> = {}): StorageLike & { data: Record<string, string> } {
  const data = { ...init };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

function feed(script: Reply[], o: Partial<FeedConfig> = {}) {
  const s = server(script);
  const storage = memoryStorage();
  const f = createFeed({
    url: URL_,
    intervalMs: 60_000,
    timeoutMs: 10_000,
    staleAfterMs: 300_000,
    backoffMinMs: 15_000,
    backoffMaxMs: 300_000,
    retryAfterMaxMs: 3_600_000,
    random: () => 1,
    storage,
    fetch: s.fetch,
    events: null,
    ...o,
  });
  return { f, storage, ...s };
}

describe('createFeed', () => {
  it('shows nothing until the first bulletin, then the bulletin, and keeps it in storage', async () => {
    const { f, storage } = feed([bulletin(1)]);
    expect(f.getState()).toMatchObject({ bulletin: null, stale: false, failing: false });
    f.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.getState()).toMatchObject({
      bulletin: { id: 1 },
      lastSuccessAt: Date.now(),
      stale: false,
      failing: false,
      confirmed: true,
    });
    expect(JSON.parse(storage.data[storageKey(URL_)]!)).toMatchObject({
      v: 1,
      bulletin: { id: 1 },
      fetchedAt: Date.now(),
    });
    f.stop();
  });

  it('keeps the last good bulletin through failures; stale after its age; recovers within one interval', async () => {
    const { f } = feed([bulletin(1), 'offline']);
    const seen: string[] = [];
    f.subscribe(() => seen.push(`${f.getState().failing ? 'failing' : 'ok'}${f.getState().stale ? '+stale' : ''}`));
    f.start();
    await vi.advanceTimersByTimeAsync(60_000); // second attempt fails
    expect(f.getState()).toMatchObject({ bulletin: { id: 1 }, failing: true, failure: 'network', stale: false });
    await vi.advanceTimersByTimeAsync(239_999); // 5 min after the last success, minus 1 ms
    expect(f.getState().stale).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.getState()).toMatchObject({ bulletin: { id: 1 }, stale: true });
    expect(seen).toEqual(['ok', 'failing', 'failing+stale']);
    f.stop();
  });

  it('after an outage of any length, the next attempt comes within one poll interval', async () => {
    const script: Reply[] = [bulletin(1), ...Array(30).fill('offline'), bulletin(2)];
    const { f, calls } = feed(script);
    f.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    const gaps = calls.slice(1).map((t, i) => t - calls[i]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(60_000 + 10_000);
    expect(f.getState()).toMatchObject({ bulletin: { id: 2 }, failing: false, stale: false });
    f.stop();
  });

  it('starts from storage after a reboot while offline: rates at once, stale when they are old', async () => {
    const storage = memoryStorage({
      [storageKey(URL_)]: JSON.stringify({ v: 1, bulletin: bulletin(7), fetchedAt: Date.now() - 3_600_000 }),
    });
    const { f } = feed(['offline'], { storage });
    expect(f.getState()).toMatchObject({ bulletin: { id: 7 }, stale: true, failing: false, confirmed: false });
    f.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(f.getState()).toMatchObject({ bulletin: { id: 7 }, stale: true, failing: true, confirmed: false });
    f.stop();
  });

  it('a recent stored bulletin is not stale until its age comes', async () => {
    const storage = memoryStorage({
      [storageKey(URL_)]: JSON.stringify({ v: 1, bulletin: bulletin(7), fetchedAt: Date.now() - 200_000 }),
    });
    const { f } = feed(['offline'], { storage });
    f.start();
    await vi.advanceTimersByTimeAsync(99_999);
    expect(f.getState().stale).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.getState().stale).toBe(true);
    f.stop();
  });

  it('ignores unreadable storage (corrupt, other version, invalid bulletin, a clock set back)', () => {
    for (const raw of [
      '{',
      JSON.stringify({ v: 2, bulletin: bulletin(1), fetchedAt: 1 }),
      JSON.stringify({ v: 1, bulletin: { id: 1 }, fetchedAt: 1 }),
    ]) {
      const { f } = feed(['offline'], { storage: memoryStorage({ [storageKey(URL_)]: raw }) });
      expect(f.getState().bulletin).toBeNull();
    }
    const future = memoryStorage({
      [storageKey(URL_)]: JSON.stringify({ v: 1, bulletin: bulletin(1), fetchedAt: Date.now() + 86_400_000 }),
    });
    expect(feed(['offline'], { storage: future }).f.getState().lastSuccessAt).toBe(Date.now());
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { f } = feed([bulletin(1)], { storage: throwing });
    f.start();
    return vi.advanceTimersByTimeAsync(0).then(() => {
      expect(f.getState().bulletin?.id).toBe(1);
      f.stop();
    });
  });

  it('treats an invalid body as a failure and keeps the last good bulletin', async () => {
    const versions: string[] = [];
    const { f } = feed([bulletin(1), 'garbage'], { onAppVersion: (v) => versions.push(v) });
    f.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.getState()).toMatchObject({ bulletin: { id: 1 }, failing: true, failure: 'invalid' });
    expect(versions).toEqual(['v1', 'v9']);
    f.stop();
  });

  it('honours the Retry-After of a 503', async () => {
    const { f, calls } = feed([{ status: 503, headers: { 'Retry-After': '200' } }, bulletin(1)], { random: () => 0 });
    f.start();
    await vi.advanceTimersByTimeAsync(199_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(f.getState().bulletin?.id).toBe(1);
    f.stop();
  });

  it('times out a request that hangs', async () => {
    const { f } = feed(['hang']);
    f.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.getState()).toMatchObject({ failing: true, failure: 'timeout' });
    f.stop();
  });

  it('does not notify when the same bulletin comes again, only the time of the fetch', async () => {
    const { f } = feed([bulletin(1)]);
    f.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = f.getState().bulletin;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.getState().bulletin).toBe(first); // same object: the board does not re-render its table
    f.stop();
  });

  it('reports the first failure after a success once, not every retry', async () => {
    const kinds: string[] = [];
    const { f } = feed([bulletin(1), 'offline', 'offline', 'offline', bulletin(2), 'offline'], {
      onFailing: (k) => kinds.push(k),
    });
    f.start();
    await vi.advanceTimersByTimeAsync(400_000);
    expect(kinds).toEqual(['network', 'network']);
    f.stop();
  });

  it('the watchdog restarts a loop whose timer was lost, and says so', async () => {
    const stalls: [string, number][] = [];
    const { f, calls } = feed([bulletin(1)], { onStall: (r, n) => stalls.push([r, n]) });
    f.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    // Lose the poller's next timer once (what a suspended tab or a bug can do): attempt 2 runs from
    // the timer already set, and the timer it sets for attempt 3 is dropped.
    const fakeSetTimeout = globalThis.setTimeout;
    let dropped = false;
    globalThis.setTimeout = ((fn: () => void, ms?: number) => {
      if (ms === 60_000 && !dropped) {
        dropped = true;
        return 0 as unknown as ReturnType<typeof setTimeout>;
      }
      return fakeSetTimeout(fn, ms);
    }) as typeof setTimeout;
    try {
      await vi.advanceTimersByTimeAsync(60_000);
    } finally {
      globalThis.setTimeout = fakeSetTimeout;
    }
    expect(dropped).toBe(true);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000); // no attempt at 120 s: the timer is gone
    expect(calls).toHaveLength(2);
    expect(stalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000); // due 120 s + timeout 10 s + grace 10 s, checked every 10 s
    expect(stalls).toEqual([['overdue', 1]]);
    await vi.advanceTimersByTimeAsync(10); // the restart's immediate attempt (a 0 ms timer set inside a timer runs 1 ms later)
    expect(calls).toHaveLength(3); // restarted: an attempt at once
    expect((calls[2]! - calls[1]!) / 1000).toBeLessThanOrEqual(100);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(4); // and polling on as before
    f.stop();
  });
});
