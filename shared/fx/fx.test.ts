/** The bulletin schema, formatting (fixed decimals, Manila time) and the up/down marks. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fx } from '../i18n/fx.ts';
import { FX_LIMITS, numberOption } from './config.ts';
import { direction, formatAsOf, formatRate, sameBulletin } from './format.ts';
import { heartbeatSchema } from './heartbeat.ts';
import { SAMPLE_RATES } from './sample.ts';
import { bulletinInputSchema, parseBulletin, type Bulletin } from './schema.ts';

const good = { asOf: '2026-11-21T09:00:00+08:00', rates: [{ pair: 'USD/PHP', buyRate: 58.05, sellRate: 58.65 }] };

describe('bulletinInputSchema', () => {
  it('accepts the sample and the spec pairs', () => {
    expect(v.safeParse(bulletinInputSchema, { asOf: '2026-11-21T01:00:00Z', rates: SAMPLE_RATES }).success).toBe(true);
    expect(SAMPLE_RATES.map((r) => r.pair)).toEqual(expect.arrayContaining(['USD/PHP', 'CNY/PHP', 'CNY/USD']));
    expect(v.safeParse(bulletinInputSchema, good).success).toBe(true);
    expect(v.safeParse(bulletinInputSchema, { ...good, asOf: '2026-11-21T09:00+08:00' }).success).toBe(true);
  });

  it('accepts equal buying and selling, refuses buying above selling', () => {
    const row = (buyRate: number, sellRate: number) => ({ ...good, rates: [{ pair: 'USD/PHP', buyRate, sellRate }] });
    expect(v.safeParse(bulletinInputSchema, row(58, 58)).success).toBe(true);
    expect(v.safeParse(bulletinInputSchema, row(58.01, 58)).success).toBe(false);
  });

  it('has every message key in English and Filipino', () => {
    const keys = [
      'body',
      'asOf',
      'future',
      'rates',
      'row',
      'pair',
      'rate',
      'decimals',
      'spread',
      'duplicate',
      'screenId',
      'heartbeat',
    ];
    for (const k of keys) {
      expect(fx.en.errors[k as keyof typeof fx.en.errors]).toEqual(expect.any(String));
      expect(fx.fil.errors[k as keyof typeof fx.fil.errors]).toEqual(expect.any(String));
    }
  });
});

describe('parseBulletin', () => {
  const stored = {
    id: 2,
    asOf: '2026-11-21T01:00:00.000Z',
    publishedAt: '2026-11-21T01:00:05.000Z',
    rates: good.rates,
    previous: null,
  };
  it('reads what the server sends, ignoring keys it does not know', () => {
    expect(parseBulletin({ ...stored, extra: 1 })).toMatchObject({ id: 2, previous: null });
    expect(parseBulletin({ ...stored, previous: { ...stored, id: 1 } })?.previous?.id).toBe(1);
  });
  it('refuses anything else', () => {
    for (const bad of [
      null,
      {},
      { ...stored, id: '2' },
      { ...stored, rates: [] },
      { ...stored, previous: undefined },
    ]) {
      expect(parseBulletin(bad)).toBeUndefined();
    }
  });
});

describe('formatting', () => {
  it('writes rates with fixed decimals (4 unless the bulletin says) and grouping', () => {
    expect(formatRate(58.05)).toBe('58.0500');
    expect(formatRate(0.142)).toBe('0.1420');
    expect(formatRate(7.9, 2)).toBe('7.90');
    expect(formatRate(1234.5, 2, 'fil')).toBe('1,234.50');
  });

  it('writes "as of" in Manila time whatever the zone of the instant given', () => {
    expect(formatAsOf('2026-11-21T01:00:00Z')).toBe('November 21, 2026 at 9:00 AM');
    expect(formatAsOf('2026-11-21T09:00:00+08:00')).toBe(formatAsOf('2026-11-21T01:00:00Z'));
    expect(formatAsOf('2026-11-20T16:30:00Z')).toMatch(/November 21, 2026.*12:30/); // next day in Manila
    expect(formatAsOf('2026-11-21T01:00:00Z', 'fil')).toMatch(/2026/);
  });
});

describe('direction', () => {
  const b = (usd: number, prev?: number, decimals?: number): Bulletin => ({
    id: 2,
    asOf: '2026-11-21T01:00:00.000Z',
    publishedAt: '2026-11-21T01:00:00.000Z',
    rates: [{ pair: 'USD/PHP', buyRate: usd, sellRate: usd + 1, ...(decimals !== undefined ? { decimals } : {}) }],
    previous:
      prev === undefined
        ? null
        : {
            id: 1,
            asOf: '2026-11-20T01:00:00.000Z',
            publishedAt: '2026-11-20T01:00:00.000Z',
            rates: [{ pair: 'USD/PHP', buyRate: prev, sellRate: prev + 2 }],
          },
  });
  it('compares each side with the previous bulletin, as shown', () => {
    expect(direction(b(58.1, 58)!.rates[0]!, b(58.1, 58).previous, 'buyRate')).toBe('up');
    expect(direction(b(57.9, 58)!.rates[0]!, b(57.9, 58).previous, 'buyRate')).toBe('down');
    expect(direction(b(58, 58)!.rates[0]!, b(58, 58).previous, 'buyRate')).toBe('same');
    expect(direction(b(58, 58)!.rates[0]!, b(58, 58).previous, 'sellRate')).toBe('down'); // 59 vs 60
    // below the displayed precision: no change for the reader
    expect(direction(b(58.001, 58, 2)!.rates[0]!, b(58.001, 58, 2).previous, 'buyRate')).toBe('same');
    expect(direction(b(58)!.rates[0]!, null, 'buyRate')).toBeUndefined();
  });
  it('sameBulletin compares ids and previous ids', () => {
    expect(sameBulletin(b(58, 57), b(59, 57))).toBe(true);
    expect(sameBulletin(b(58, 57), b(58))).toBe(false);
    expect(sameBulletin(null, b(58))).toBe(false);
  });
});

describe('options and heartbeats', () => {
  it('clamps numbers to their limits and falls back on junk', () => {
    expect(numberOption('30', 'interval', 60)).toBe(30);
    expect(numberOption('0', 'interval', 60)).toBe(FX_LIMITS.interval[0]);
    expect(numberOption('999999', 'interval', 60)).toBe(FX_LIMITS.interval[1]);
    for (const junk of [undefined, '', 'fast', 'NaN', null]) expect(numberOption(junk, 'interval', 60)).toBe(60);
  });
  it('heartbeat schema: screen ids are safe names', () => {
    const hb = {
      screenId: 'MKT-01',
      variant: 'board',
      appVersion: 'v',
      lastSuccessAt: null,
      dataAgeSeconds: null,
      bulletinId: null,
      heapUsedBytes: null,
      uptimeSeconds: 0,
      failing: false,
    };
    expect(v.safeParse(heartbeatSchema, hb).success).toBe(true);
    for (const id of ['', '-x', 'a b', 'x'.repeat(65), '<script>']) {
      expect(v.safeParse(heartbeatSchema, { ...hb, screenId: id }).success, id).toBe(false);
    }
  });
});
