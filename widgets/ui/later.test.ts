import { describe, expect, it, vi } from 'vitest';
import { later } from './later.ts';

describe('later', () => {
  it('loads once, however often asked, and keeps what arrived', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const part = later(load);
    expect(part.value).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect([a, b, part.value]).toEqual(['code', 'code', 'code']);
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call, and keeps nothing from the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const part = later<string>(load);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.value).toBeUndefined();
    await expect(part.load()).resolves.toBe('code');
    expect(part.value).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
