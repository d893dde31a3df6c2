/** The polling loop on fake timers: interval, timeout, backoff with jitter and caps, Retry-After, recovery. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollFailure, backoffDelay, createPoller, parseRetryAfter, type PollerOptions } from './poller.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T01:00:00Z'));
});
afterEach(() => vi.useRealTimers());

type Outcome = 'ok' | 'fail' | 'hang' | PollFailure;

/** A poller whose attempts follow a script; records when each attempt started and what followed. */
function harness(script: Outcome[], o: Partial<PollerOptions<number>> = {}) {
  const starts: number[] = [];
  const failures: { kind: string; consecutive: number; next: number }[] = [];
  const successes: number[] = [];
  const signals: AbortSignal[] = [];
  let n = 0;
  const poller = createPoller<number>({
    intervalMs: 60_000,
    timeoutMs: 10_000,
    backoffMinMs: 15_000,
    backoffMaxMs: 300_000,
    retryAfterMaxMs: 3_600_000,
    random: () => 1, // the top of the jitter range unless a test says otherwise
    attempt(signal) {
      starts.push(Date.now());
      signals.push(signal);
      const step = script[Math.min(n++, script.length - 1)]!;
      if (step === 'ok') return Promise.resolve(n);
      if (step === 'hang') return new Promise<number>(() => {}); // ignores its signal, never settles
      return Promise.reject(step === 'fail' ? new Error('offline') : step);
    },
    onSuccess: (v) => successes.push(v),
    onFailure: (f, consecutive, next) => failures.push({ kind: f.kind, consecutive, next }),
    ...o,
  });
  const t0 = Date.now();
  const at = () => starts.map((s) => (s - t0) / 1000);
  return { poller, starts, at, failures, successes, signals };
}

describe('backoffDelay', () => {
  it('doubles from the minimum, is capped, and jitters within [d/2, d]', () => {
    const top = (n: number) => backoffDelay(n, { minMs: 15_000, maxMs: 300_000, random: () => 1 });
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(top)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000, 300_000,
    ]);
    expect(backoffDelay(1, { minMs: 15_000, maxMs: 300_000, random: () => 0 })).toBe(7_500);
    for (let i = 0; i < 200; i++) {
      const d = backoffDelay(3, { minMs: 15_000, maxMs: 300_000 });
      expect(d).toBeGreaterThanOrEqual(30_000);
      expect(d).toBeLessThanOrEqual(60_000);
    }
  });
});

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates, refuses the rest', () => {
    const now = Date.parse('2026-11-21T01:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sat, 21 Nov 2026 01:02:00 GMT', now)).toBe(120_000);
    expect(parseRetryAfter('Sat, 21 Nov 2026 00:58:00 GMT', now)).toBe(0); // in the past: now
    for (const bad of [null, undefined, '', '-5', '1.5', 'soon']) expect(parseRetryAfter(bad, now)).toBeUndefined();
  });
});

describe('createPoller', () => {
  it('polls at once, then every interval while it succeeds', async () => {
    const h = harness(['ok']);
    h.poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.at()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(h.at()).toEqual([0, 60, 120, 180]);
    expect(h.successes).toEqual([1, 2, 3, 4]);
    h.poller.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(h.at()).toHaveLength(4);
  });

  it('backs off exponentially on failure, never beyond the poll interval, and recovers', async () => {
    const h = harness(['fail', 'fail', 'fail', 'fail', 'fail', 'ok']);
    h.poller.start();
    await vi.advanceTimersByTimeAsync(400_000);
    // 15 s, 30 s, then capped by the 60 s interval (not 120 s, 240 s): back within one interval.
    expect(h.at().slice(0, 7)).toEqual([0, 15, 45, 105, 165, 225, 285]);
    expect(h.failures.map((f) => f.next)).toEqual([15_000, 30_000, 60_000, 60_000, 60_000]);
    expect(h.failures.map((f) => f.consecutive)).toEqual([1, 2, 3, 4, 5]);
    expect(h.poller.failures).toBe(0); // the sixth attempt succeeded
  });

  it('reaches the 5-minute cap when the interval is longer', async () => {
    const h = harness(['fail'], { intervalMs: 3_600_000 });
    h.poller.start();
    await vi.advanceTimersByTimeAsync(2_000_000);
    expect(h.failures.map((f) => f.next).slice(0, 7)).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 300_000, 300_000,
    ]);
  });

  it('jitters: screens that failed together do not retry together', async () => {
    const a = harness(['fail'], { random: () => 0 });
    const b = harness(['fail'], { random: () => 0.99 });
    a.poller.start();
    b.poller.start();
    await vi.advanceTimersByTimeAsync(100_000);
    expect(a.at()[1]).toBe(7.5);
    expect(b.at()[1]).toBeCloseTo(14.93, 1);
  });

  it('abandons an attempt after the timeout even if the request ignores its signal, and aborts it', async () => {
    const h = harness(['hang', 'ok']);
    h.poller.start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.failures).toEqual([{ kind: 'timeout', consecutive: 1, next: 15_000 }]);
    expect(h.signals[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(h.successes).toEqual([2]);
  });

  it('honours Retry-After (seconds), even beyond the backoff and the interval, with a little jitter on top', async () => {
    const h = harness([new PollFailure('http', 503, 120_000), 'ok'], { random: () => 0 });
    h.poller.start();
    await vi.advanceTimersByTimeAsync(119_999);
    expect(h.at()).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.at()).toEqual([0, 120]);
    expect(h.failures[0]).toEqual({ kind: 'http', consecutive: 1, next: 120_000 });
  });

  it('caps a huge Retry-After at retryAfterMaxMs', async () => {
    const h = harness([new PollFailure('http', 429, 86_400_000), 'ok'], {
      random: () => 0,
      retryAfterMaxMs: 3_600_000,
    });
    h.poller.start();
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(h.at()).toEqual([0, 3600]);
  });

  it('pollNow attempts at once (e.g. back online), but never two attempts at a time', async () => {
    const h = harness(['fail', 'ok']);
    h.poller.start();
    await vi.advanceTimersByTimeAsync(1000);
    h.poller.pollNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.at()).toEqual([0, 1]);
    const hanging = harness(['hang']);
    hanging.poller.start();
    await vi.advanceTimersByTimeAsync(100);
    hanging.poller.pollNow();
    hanging.poller.pollNow();
    await vi.advanceTimersByTimeAsync(100);
    expect(hanging.at()).toEqual([0]);
  });

  it('drops the answer of an attempt made before stop()', async () => {
    let resolve!: (v: number) => void;
    const successes: number[] = [];
    const poller = createPoller<number>({
      intervalMs: 60_000,
      timeoutMs: 10_000,
      backoffMinMs: 15_000,
      backoffMaxMs: 300_000,
      retryAfterMaxMs: 3_600_000,
      attempt: () => new Promise<number>((r) => (resolve = r)),
      onSuccess: (v) => successes.push(v),
      onFailure: () => {},
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    poller.stop();
    resolve(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(successes).toEqual([]);
    expect(poller.running).toBe(false);
  });

  it('reports when each attempt is due (for the watchdog)', async () => {
    const due: number[] = [];
    const h = harness(['ok', 'fail', 'ok'], { onSchedule: (t) => due.push(t) });
    const t0 = Date.now();
    h.poller.start();
    await vi.advanceTimersByTimeAsync(80_000);
    expect(due.map((t) => (t - t0) / 1000)).toEqual([0, 60, 75, 135]);
  });
});
