/**
 * The sample bulletin the reference server publishes on first start (README "Sample data"): the
 * three pairs of the spec plus the currencies a Philippine store board usually lists. Invented
 * figures of a plausible size, not the bank's rates. Its "as of" is the hour of first start.
 */
import type { FxRate } from './schema.ts';

export const SAMPLE_RATES: readonly FxRate[] = [
  { pair: 'USD/PHP', buyRate: 58.05, sellRate: 58.65 },
  { pair: 'CNY/PHP', buyRate: 7.95, sellRate: 8.25 },
  { pair: 'CNY/USD', buyRate: 0.1365, sellRate: 0.142 },
  { pair: 'EUR/PHP', buyRate: 62.8, sellRate: 64.1 },
  { pair: 'JPY/PHP', buyRate: 0.378, sellRate: 0.392 },
  { pair: 'GBP/PHP', buyRate: 73.5, sellRate: 75.2 },
  { pair: 'HKD/PHP', buyRate: 7.38, sellRate: 7.58 },
  { pair: 'SGD/PHP', buyRate: 43.1, sellRate: 44.2 },
  { pair: 'AUD/PHP', buyRate: 37.8, sellRate: 38.9 },
];
