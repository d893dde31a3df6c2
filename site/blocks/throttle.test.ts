import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_THROTTLE_MS, throttle } from './throttle.ts';

describe('throttle (carousel resize, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a burst of resizes is one call, 500 ms after the first', () => {
    const fn = vi.fn();
    const t = throttle(fn, RESIZE_THROTTLE_MS);
    expect(RESIZE_THROTTLE_MS).toBe(500);
    for (let i = 0; i < 20; i++) {
      t();
      vi.advanceTimersByTime(20);
    }
    expect(fn).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
    t();
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 500);
    t();
    t.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
