/**
 * The rate data sets of site-and-content.md §3 "Rate data" and §7 "Content service GETs", by the
 * name the reference server serves them under: GET {api-base}/cms/rates/{set}. `state` is the
 * spec's name of the data set; `group: 'time-deposit'` marks the sets of §4's "time deposit" data
 * (a failed load leaves error false; a reload of loaded data is "refreshing").
 */
import { hasOwn } from '../own.ts';

/** Under the content service (CMS) base of the reference server, like the other content GETs. */
export const RATES_PATH = '/cms/rates';

export type RateKind = 'loan' | 'deposit' | 'validity' | 'bonds';

export const RATE_SETS = {
  'auto-loan-brand-new': { kind: 'loan', state: 'autoLoansData' },
  'auto-loan-second-hand': { kind: 'loan', state: 'secondHandAutoLoanData' },
  'personal-loan-with-card': { kind: 'loan', state: 'withCC' },
  'personal-loan-without-card': { kind: 'loan', state: 'withoutCC' },
  'home-loan': { kind: 'loan', state: 'homeLoanRates' },
  'peso-savings': { kind: 'deposit', state: 'pesoSavingsRate' },
  'peso-checking': { kind: 'deposit', state: 'pesoCheckingRate' },
  'foreign-currency-savings': { kind: 'deposit', state: 'foreignCurrencySavingsRate' },
  'tiered-deposit': { kind: 'deposit', state: 'tierredDepositRates' },
  'time-deposit-validity': { kind: 'validity', state: 'timedepositratesvalidity', group: 'time-deposit' },
  'peso-time-deposit': { kind: 'deposit', state: 'pesoTimeDeposit', group: 'time-deposit' },
  'long-term-peso-time-deposit': { kind: 'deposit', state: 'longTermPesoTimeDeposit', group: 'time-deposit' },
  'long-term-peso-time-deposit-floating': {
    kind: 'deposit',
    state: 'longTermPesoTimeDepositFloating',
    group: 'time-deposit',
  },
  'usd-time-deposit': { kind: 'deposit', state: 'usdTimeDepositRates', group: 'time-deposit' },
  'long-term-usd-time-deposit': { kind: 'deposit', state: 'longTermUsdTimeDepositRates', group: 'time-deposit' },
  'rmb-time-deposit': { kind: 'deposit', state: 'rmbDepositRates', group: 'time-deposit' },
  'euro-time-deposit': { kind: 'deposit', state: 'euroTimeDepositRates', group: 'time-deposit' },
  'jpy-time-deposit': { kind: 'deposit', state: 'jpyTimeDepositRates', group: 'time-deposit' },
  'sgd-time-deposit': { kind: 'deposit', state: 'sgdTimeDepositRates', group: 'time-deposit' },
  'aud-time-deposit': { kind: 'deposit', state: 'audTimeDepositRates', group: 'time-deposit' },
  'top-bond-picks': { kind: 'bonds', state: 'topBondPicks' },
} as const satisfies Record<string, { kind: RateKind; state: string; group?: 'time-deposit' }>;

export type RateSetName = keyof typeof RATE_SETS;
export const RATE_SET_NAMES = Object.keys(RATE_SETS) as RateSetName[];

export function isRateSetName(value: unknown): value is RateSetName {
  return typeof value === 'string' && hasOwn(RATE_SETS, value);
}

export type KindOf<N extends RateSetName> = (typeof RATE_SETS)[N]['kind'];

export function isTimeDepositGroup(name: RateSetName): boolean {
  return (RATE_SETS[name] as { group?: string }).group === 'time-deposit';
}

export function rateSetPath(name: RateSetName): string {
  return `${RATES_PATH}/${name}`;
}
