/** The stall watchdog on fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWatchdog, type StallReason } from './watchdog.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T01:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function dog() {
  const stalls: StallReason[] = [];
  const w = createWatchdog({ checkEveryMs: 10_000, attemptMs: 10_000, graceMs: 5_000, onStall: (r) => stalls.push(r) });
  return { w, stalls };
}

describe('createWatchdog', () => {
  it('stays quiet while attempts happen when due', async () => {
    const { w, stalls } = dog();
    w.start();
    for (let i = 0; i < 20; i++) {
      w.expect(Date.now() + 60_000);
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(stalls).toEqual([]);
  });

  it('fires once when the attempt due has not settled by due + attempt time + grace', async () => {
    const { w, stalls } = dog();
    w.start();
    w.expect(Date.now() + 60_000);
    await vi.advanceTimersByTimeAsync(75_000); // exactly at the deadline: not yet
    expect(stalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stalls).toEqual(['overdue']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(stalls).toEqual(['overdue']); // until the next expect()
    w.expect(Date.now());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stalls).toEqual(['overdue', 'overdue']);
  });

  it('notices a frozen page (its own check came far too late)', async () => {
    const { w, stalls } = dog();
    w.start();
    w.expect(Date.now() + 60_000);
    // The machine slept: the clock jumps without timers running in between.
    vi.setSystemTime(Date.now() + 3_600_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(stalls).toEqual(['frozen']);
  });

  it('stops', async () => {
    const { w, stalls } = dog();
    w.start();
    w.expect(Date.now());
    w.stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(stalls).toEqual([]);
  });
});
