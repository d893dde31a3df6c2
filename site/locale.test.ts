import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedLocale } from './locale.tsx';

describe('issue 15 item 13: the site works when the browser denies web storage', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('reads and writes the language without throwing when every storage access throws', () => {
    const denied = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: denied, setItem: denied });
    expect(rememberedLocale.get()).toBe('en');
    expect(() => rememberedLocale.set('fil')).not.toThrow();
  });
  it('remembers the language where storage works', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    });
    rememberedLocale.set('fil');
    expect(rememberedLocale.get()).toBe('fil');
  });
});
