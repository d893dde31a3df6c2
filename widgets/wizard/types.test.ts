import { describe, expect, it } from 'vitest';
import { submitErrorKey } from './types.ts';

describe('submitErrorKey (§8 alerts per failure kind)', () => {
  it('one key serves every failure (auto, home, personal loan)', () => {
    for (const kind of ['http', 'network', 'timeout'])
      expect(submitErrorKey('loans.errors.submit', kind)).toBe('loans.errors.submit');
  });
  it('the credit card: non-success reply vs no reply; a timeout counts as no reply', () => {
    const spec = { http: 'creditCard.errors.http', network: 'creditCard.errors.network' };
    expect(submitErrorKey(spec, 'http')).toBe('creditCard.errors.http');
    expect(submitErrorKey(spec, 'network')).toBe('creditCard.errors.network');
    expect(submitErrorKey(spec, 'timeout')).toBe('creditCard.errors.network');
    expect(submitErrorKey({ ...spec, timeout: 'x.timeout' }, 'timeout')).toBe('x.timeout');
  });
});
