import { describe, expect, it } from 'vitest';
import { PHP_PREFIX } from '../masks.ts';
import { formatPeso } from './pesos.ts';

describe('formatPeso: the one peso formatter (calculators, site pages, sample content)', () => {
  it.each([
    [0, {}, 'PHP 0'],
    [10000, {}, 'PHP 10,000'],
    [5000000, {}, 'PHP 5,000,000'],
    [1234.99, {}, 'PHP 1,234'],
    [17083.333, { centavos: true }, 'PHP 17,083.33'],
    [0.005, { centavos: true }, 'PHP 0.01'],
    [615000, { centavos: true }, 'PHP 615,000.00'],
    [10000, { prefix: 'P' }, 'P10,000'],
    [5000000, { prefix: 'P' }, 'P5,000,000'],
    [2_000_000, { prefix: '' }, '2,000,000'],
  ] as const)('%j %j -> %j', (amount, opts, out) => expect(formatPeso(amount, opts)).toBe(out));

  it('writes whole pesos as the Intl forms it replaced did, in every locale we ship', () => {
    expect(PHP_PREFIX).toBe('PHP ');
    for (const n of [1, 999, 1000, 25_000, 499_000, 1_000_000, 15_000_000, 1e11]) {
      expect(formatPeso(n, { prefix: 'P' })).toBe(`P${n.toLocaleString('en-US')}`);
      expect(formatPeso(n)).toBe(`PHP ${n.toLocaleString('en-PH')}`);
    }
  });
});
