import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { validate } from '../messages.ts';
import { IDLE, RatesClient, failed, parseRateSetRecord, requested, succeeded, unescapeLessThan } from './client.ts';
import { RATE_FIXTURES } from './fixtures.ts';
import { formatIsoDate, formatRate } from './format.ts';
import { SCHEMA_BY_KIND, depositRateTableSchema, loanRateTableSchema, schemaFor } from './schema.ts';
import { RATES_PATH, RATE_SETS, RATE_SET_NAMES, isRateSetName, isTimeDepositGroup, rateSetPath } from './sets.ts';

describe('the rate data sets (site-and-content.md §3, §7)', () => {
  it('are every rate GET of §7, by the data names of §3', () => {
    expect(Object.fromEntries(RATE_SET_NAMES.map((n) => [n, RATE_SETS[n].state]))).toEqual({
      'auto-loan-brand-new': 'autoLoansData',
      'auto-loan-second-hand': 'secondHandAutoLoanData',
      'personal-loan-with-card': 'withCC',
      'personal-loan-without-card': 'withoutCC',
      'home-loan': 'homeLoanRates',
      'peso-savings': 'pesoSavingsRate',
      'peso-checking': 'pesoCheckingRate',
      'foreign-currency-savings': 'foreignCurrencySavingsRate',
      'tiered-deposit': 'tierredDepositRates',
      'time-deposit-validity': 'timedepositratesvalidity',
      'peso-time-deposit': 'pesoTimeDeposit',
      'long-term-peso-time-deposit': 'longTermPesoTimeDeposit',
      'long-term-peso-time-deposit-floating': 'longTermPesoTimeDepositFloating',
      'usd-time-deposit': 'usdTimeDepositRates',
      'long-term-usd-time-deposit': 'longTermUsdTimeDepositRates',
      'rmb-time-deposit': 'rmbDepositRates',
      'euro-time-deposit': 'euroTimeDepositRates',
      'jpy-time-deposit': 'jpyTimeDepositRates',
      'sgd-time-deposit': 'sgdTimeDepositRates',
      'aud-time-deposit': 'audTimeDepositRates',
      'top-bond-picks': 'topBondPicks',
    });
    expect(rateSetPath('home-loan')).toBe(`${RATES_PATH}/home-loan`);
    expect(isRateSetName('home-loan')).toBe(true);
    expect(isRateSetName('toString')).toBe(false);
    expect(isRateSetName('__proto__')).toBe(false);
  });

  it('the time deposit group is the validity and the ten time deposit tables', () => {
    expect(RATE_SET_NAMES.filter(isTimeDepositGroup)).toEqual([
      'time-deposit-validity',
      'peso-time-deposit',
      'long-term-peso-time-deposit',
      'long-term-peso-time-deposit-floating',
      'usd-time-deposit',
      'long-term-usd-time-deposit',
      'rmb-time-deposit',
      'euro-time-deposit',
      'jpy-time-deposit',
      'sgd-time-deposit',
      'aud-time-deposit',
    ]);
  });

  it('every sample fixture passes its set’s schema', () => {
    expect(Object.keys(RATE_FIXTURES).sort()).toEqual([...RATE_SET_NAMES].sort());
    for (const name of RATE_SET_NAMES) {
      const result = v.safeParse(schemaFor(name), RATE_FIXTURES[name]);
      expect(
        result.success,
        `${name}: ${JSON.stringify(result.issues?.map((i) => [i.path?.map((p) => p.key), i.message]))}`,
      ).toBe(true);
      expect(RATE_FIXTURES[name].kind).toBe(RATE_SETS[name].kind);
    }
  });

  it('the sample deposit titles carry the escaped less-than, as the content service sends them', () => {
    expect(RATE_FIXTURES['peso-time-deposit'].rows[0]!.title).toBe('PHP 10,000 to &lt; PHP 500,000');
  });
});

describe('schemas refuse bad data with our messages', () => {
  const loan = RATE_FIXTURES['home-loan'];
  const errors = (schema: v.GenericSchema, data: unknown) => validate(schema, data).errors;

  it('loan tables: kind, terms, bands, shape, rates, date', () => {
    expect(errors(loanRateTableSchema, { ...loan, kind: 'deposit' })).toMatchObject({ kind: 'rates.errors.kind' });
    expect(errors(loanRateTableSchema, { ...loan, terms: [12, 38, 24, 36, 48, 60] })).toMatchObject({
      terms: 'rates.errors.terms',
    });
    expect(errors(loanRateTableSchema, { ...loan, terms: [18, 12, 24, 36, 48, 60] })).toMatchObject({
      terms: 'rates.errors.terms',
    });
    expect(errors(loanRateTableSchema, { ...loan, bands: [{ min: 2, max: 1 }, ...loan.bands.slice(1)] })).toMatchObject(
      { bands: 'rates.errors.bands' },
    );
    expect(
      errors(loanRateTableSchema, { ...loan, bands: [...loan.bands.slice(0, 3), { min: 4_000_000, max: 20_000_000 }] }),
    ).toMatchObject({ bands: 'rates.errors.bands' });
    expect(errors(loanRateTableSchema, { ...loan, rates: loan.rates.slice(1) })).toMatchObject({
      rates: 'rates.errors.shape',
    });
    expect(errors(loanRateTableSchema, { ...loan, rates: [[0.4, 0.38, 0.36], ...loan.rates.slice(1)] })).toMatchObject({
      rates: 'rates.errors.shape',
    });
    expect(
      errors(loanRateTableSchema, { ...loan, rates: [[11, 0.38, 0.36, 0.34], ...loan.rates.slice(1)] }),
    ).toMatchObject({ rates: 'rates.errors.loanRate' });
    expect(
      errors(loanRateTableSchema, { ...loan, rates: [[-1, 0.38, 0.36, 0.34], ...loan.rates.slice(1)] }),
    ).toMatchObject({ rates: 'rates.errors.loanRate' });
    expect(errors(loanRateTableSchema, { ...loan, effective: '2026-02-30' })).toMatchObject({
      effective: 'rates.errors.date',
    });
    expect(errors(loanRateTableSchema, { ...loan, title: '   ' })).toMatchObject({ title: 'rates.errors.text' });
  });

  it('deposit tables: a rate per column, rates 0-100 or null, currency code', () => {
    const dep = RATE_FIXTURES['usd-time-deposit'];
    expect(errors(depositRateTableSchema, { ...dep, rows: [{ title: 'x', rates: [1] }] })).toMatchObject({
      rows: 'rates.errors.shape',
    });
    expect(errors(depositRateTableSchema, { ...dep, rows: [{ title: 'x', rates: [101, 1, 1, 1, 1] }] })).toMatchObject({
      rows: 'rates.errors.rate',
    });
    expect(validate(depositRateTableSchema, { ...dep, rows: [{ title: 'x', rates: [null, 1, 1, 1, 1] }] }).ok).toBe(
      true,
    );
    expect(errors(depositRateTableSchema, { ...dep, currency: 'usd' })).toMatchObject({
      currency: 'rates.errors.currency',
    });
  });

  it('validity: "to" not before "from"', () => {
    expect(
      errors(SCHEMA_BY_KIND.validity, { ...RATE_FIXTURES['time-deposit-validity'], to: '2026-10-31' }),
    ).toMatchObject({ to: 'rates.errors.date' });
  });

  it('every message key resolves to English', () => {
    for (const key of ['kind', 'text', 'date', 'amount', 'rate', 'loanRate', 'terms', 'bands', 'shape', 'currency'])
      expect(englishText(`rates.errors.${key}`), key).toEqual(expect.any(String));
  });
});

describe('the escaped less-than of deposit rate titles (§7)', () => {
  it('becomes the real character; nothing else is decoded', () => {
    expect(unescapeLessThan('PHP 10,000 to &lt; PHP 500,000')).toBe('PHP 10,000 to < PHP 500,000');
    expect(unescapeLessThan('&LT;1M &#60; &#x3C; &#060;')).toBe('<1M < < <');
    expect(unescapeLessThan('A &amp; B &gt; C <b>')).toBe('A &amp; B &gt; C <b>');
  });

  it('is applied to deposit titles when an answer is parsed', () => {
    const record = parseRateSetRecord('peso-time-deposit', {
      set: 'peso-time-deposit',
      updatedAt: '2026-11-02T00:00:00.000Z',
      data: structuredClone(RATE_FIXTURES['peso-time-deposit']),
    });
    expect(record.data.rows.map((r) => r.title)).toEqual([
      'PHP 10,000 to < PHP 500,000',
      'PHP 500,000 to < PHP 1,000,000',
      'PHP 1,000,000 to < PHP 5,000,000',
      'PHP 5,000,000 and above',
    ]);
  });

  it('a malformed or mismatched answer is refused', () => {
    expect(() =>
      parseRateSetRecord('home-loan', { set: 'home-loan', updatedAt: 'x', data: RATE_FIXTURES['peso-savings'] }),
    ).toThrow();
    expect(() =>
      parseRateSetRecord('home-loan', { set: 'auto-loan-brand-new', updatedAt: 'x', data: RATE_FIXTURES['home-loan'] }),
    ).toThrow();
    expect(() => parseRateSetRecord('home-loan', null)).toThrow();
  });
});

describe('states of a data set (§4)', () => {
  const record = { set: 'home-loan' as const, updatedAt: '2026-11-02T00:00:00.000Z', data: RATE_FIXTURES['home-loan'] };

  it('request -> loading with error cleared; success stores the payload; failure sets error', () => {
    const loading = requested('home-loan', { ...IDLE, status: 'error', error: true });
    expect(loading).toEqual({ status: 'loading', error: false, data: null, updatedAt: null });
    const ok = succeeded(loading, record);
    expect(ok).toEqual({ status: 'success', error: false, data: record.data, updatedAt: record.updatedAt });
    expect(failed('home-loan', requested('home-loan', IDLE))).toEqual({
      status: 'error',
      error: true,
      data: null,
      updatedAt: null,
    });
    // a failed reload keeps what was shown
    expect(failed('home-loan', requested('home-loan', ok))).toMatchObject({
      status: 'success',
      error: true,
      data: record.data,
    });
  });

  it('time deposit sets: reloading loaded data is "refreshing", and a failure leaves error false', () => {
    const td = { set: 'peso-time-deposit' as const, updatedAt: 'x', data: RATE_FIXTURES['peso-time-deposit'] };
    expect(requested('peso-time-deposit', IDLE).status).toBe('loading');
    const ok = succeeded(requested('peso-time-deposit', IDLE), td);
    expect(requested('peso-time-deposit', ok).status).toBe('refreshing');
    expect(failed('peso-time-deposit', requested('peso-time-deposit', IDLE))).toMatchObject({
      status: 'error',
      error: false,
    });
    expect(failed('peso-time-deposit', requested('peso-time-deposit', ok))).toMatchObject({
      status: 'success',
      error: false,
      data: td.data,
    });
  });
});

describe('RatesClient', () => {
  const answer = (name: keyof typeof RATE_FIXTURES) => ({
    set: name,
    updatedAt: '2026-11-02T00:00:00.000Z',
    data: structuredClone(RATE_FIXTURES[name]),
  });

  it('loads once, notifies, shares a request in flight, and refreshes on demand', async () => {
    const urls: string[] = [];
    const client = new RatesClient({
      apiBase: 'https://bank.example/',
      fetchJson: async (url) => {
        urls.push(url);
        return answer('home-loan');
      },
    });
    const seen: string[] = [];
    client.subscribe(() => seen.push(client.get('home-loan').status));
    await Promise.all([client.load('home-loan'), client.load('home-loan')]);
    expect(urls).toEqual(['https://bank.example/cms/rates/home-loan']);
    expect(seen).toEqual(['loading', 'success']);
    await client.load('home-loan');
    expect(urls).toHaveLength(1);
    await client.load('home-loan', true);
    expect(urls).toHaveLength(2);
    expect(seen).toEqual(['loading', 'success', 'loading', 'success']);
    expect(client.get('home-loan').data?.title).toBe('Home Loan');
  });

  it('ends in error on a failed or malformed answer, and a retry can succeed', async () => {
    let fail = true;
    const client = new RatesClient({
      apiBase: '',
      fetchJson: async () => {
        if (fail) throw new Error('offline');
        return answer('auto-loan-brand-new');
      },
    });
    await client.load('auto-loan-brand-new');
    expect(client.get('auto-loan-brand-new')).toMatchObject({ status: 'error', error: true });
    fail = false;
    await client.load('auto-loan-brand-new');
    expect(client.get('auto-loan-brand-new')).toMatchObject({ status: 'success', error: false });

    const broken = new RatesClient({
      apiBase: '',
      fetchJson: async () => ({ set: 'home-loan', updatedAt: 'x', data: { kind: 'loan' } }),
    });
    await broken.load('home-loan');
    expect(broken.get('home-loan')).toMatchObject({ status: 'error', error: true });
  });

  it('unsubscribes', async () => {
    const client = new RatesClient({ apiBase: '', fetchJson: async () => answer('peso-savings') });
    let calls = 0;
    const off = client.subscribe(() => calls++);
    off();
    await client.load('peso-savings');
    expect(calls).toBe(0);
  });
});

describe('formatting', () => {
  it('rates with two to four decimals', () => {
    expect(formatRate(0.65)).toBe('0.65%');
    expect(formatRate(0.0625)).toBe('0.0625%');
    expect(formatRate(1.125)).toBe('1.125%');
    expect(formatRate(1)).toBe('1.00%');
    expect(formatRate(0)).toBe('0.00%');
  });

  it('dates in English and Filipino', () => {
    expect(formatIsoDate('2026-11-01', 'en')).toBe('November 1, 2026');
    expect(formatIsoDate('2026-11-01', 'fil')).toBe('Nobyembre 1, 2026');
    expect(formatIsoDate('soon', 'en')).toBe('soon');
  });
});
