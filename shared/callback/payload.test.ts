import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { SPEC_MESSAGES } from './spec-messages.ts';
import { BRANCHES } from '../branches/index.ts';
import { common } from '../i18n/common.ts';
import type { Values } from '../forms/contract.ts';
import { CALLBACK, CALLBACK_QUERY_KEYS } from './form.ts';
import { PRODUCTS, SENT_PRODUCTS, othersFlag, type Product } from './schema.ts';
import { checkPayload } from '../forms/decode.ts';

type CallbackRequest = Values;
type CallbackQuery = Record<string, string>;
/** Call 9's query for checked values. */
const buildCallbackQuery = (request: Values): CallbackQuery => Object.fromEntries(CALLBACK.payload(request));
const callbackQueryString = (request: Values) => CALLBACK.query(request);
/** The gateway's check of a query: what it would store (the query of the checked values), or the errors. */
const gateway = (query: Readonly<Record<string, unknown>>) => {
  const r = checkPayload(CALLBACK, query as Record<string, string | undefined>);
  return r.ok ? { ok: true, output: buildCallbackQuery(r.output), errors: {} } : { ok: false, errors: r.errors };
};

const SPEC = SPEC_MESSAGES;

const t = englishText;

const store = String(BRANCHES[0]!.code);

const request = (patch: Partial<CallbackRequest> = {}): CallbackRequest => ({
  name: 'Juan dela Cruz',
  contactNumber: '09171234567',
  preferredSchedule: 'AM',
  preferredStore: store,
  products: [],
  existingCustomer: 'No',
  agreement: true,
  ...patch,
});

describe('buildCallbackQuery (§7 call 9)', () => {
  it('has exactly the six keys, in the spec order', () => {
    const expected = ['CustomerName', 'MobileNumber', 'PreferredStore', 'PreferredSchedule', 'AgreeTerms', 'Others'];
    expect([...CALLBACK_QUERY_KEYS]).toEqual(expected);
    expect(Object.keys(buildCallbackQuery(request()))).toEqual(expected);
    expect([...new URLSearchParams(callbackQueryString(request())).keys()]).toEqual(expected);
  });

  it('carries the values of the request', () => {
    expect(
      buildCallbackQuery(
        request({ preferredSchedule: 'PM', products: ['depositAccounts', 'creditCard'], existingCustomer: 'Yes' }),
      ),
    ).toEqual({
      CustomerName: 'Juan dela Cruz',
      MobileNumber: '09171234567',
      PreferredStore: store,
      PreferredSchedule: 'PM',
      AgreeTerms: 'Yes',
      Others: 'true,false,false,false,true|Yes',
    });
  });

  it('always sends AgreeTerms=Yes', () => {
    expect(buildCallbackQuery(request()).AgreeTerms).toBe('Yes');
    expect(new URLSearchParams(callbackQueryString(request())).get('AgreeTerms')).toBe('Yes');
  });

  it('sends every value as a string', () => {
    for (const value of Object.values(buildCallbackQuery(request()))) expect(typeof value).toBe('string');
  });
});

describe('othersFlag', () => {
  it('is five true/false flags for Deposit Accounts, Auto Loan, Home Loan, Personal Loan, Credit Card, then |Yes or |No', () => {
    expect(othersFlag([], 'No')).toBe('false,false,false,false,false|No');
    expect(othersFlag([], 'Yes')).toBe('false,false,false,false,false|Yes');
    expect(othersFlag(['depositAccounts', 'creditCard'], 'Yes')).toBe('true,false,false,false,true|Yes');
    expect(othersFlag([...SENT_PRODUCTS], 'No')).toBe('true,true,true,true,true|No');
  });

  it('puts each product at its own position, whatever order it was ticked in', () => {
    const order: Product[] = ['depositAccounts', 'autoLoan', 'homeLoan', 'personalLoan', 'creditCard'];
    order.forEach((product, i) => {
      const expected = order.map((_, j) => String(i === j)).join(',');
      expect(othersFlag([product], 'No'), product).toBe(`${expected}|No`);
    });
    expect(othersFlag(['creditCard', 'homeLoan', 'depositAccounts'], 'No')).toBe('true,false,true,false,true|No');
  });

  it('never sends insurance, debit card or prepaid card', () => {
    const unsent = PRODUCTS.filter((p) => !SENT_PRODUCTS.includes(p));
    expect(unsent).toEqual(['insurance', 'debitCard', 'prepaidCard']);
    expect(othersFlag(unsent, 'No')).toBe('false,false,false,false,false|No');
    expect(othersFlag([...PRODUCTS], 'Yes')).toBe('true,true,true,true,true|Yes');

    const text = callbackQueryString(request({ products: [...PRODUCTS] }));
    for (const word of ['insurance', 'debit', 'prepaid', 'Insurance', 'Debit', 'Prepaid'])
      expect(text).not.toContain(word);
    expect(Object.keys(buildCallbackQuery(request({ products: [...PRODUCTS] })))).toHaveLength(6);
  });
});

describe('callbackQueryString', () => {
  it('encodes names with spaces and ñ so that they round-trip through URLSearchParams', () => {
    const names = ['Juan dela Cruz', 'Ñiña Peña', 'José & María', 'A+B=C|D', 'O’Brien #1 50% /x?'];
    for (const name of names) {
      const text = callbackQueryString(request({ name }));
      expect(text).not.toContain(' ');
      expect(text).not.toMatch(/[ñÑé’]/);
      const parsed = new URLSearchParams(text);
      expect(parsed.get('CustomerName'), name).toBe(name);
      expect([...parsed.keys()]).toHaveLength(6);
    }
    expect(callbackQueryString(request({ name: 'Ñiña Peña' }))).toContain('CustomerName=%C3%91i%C3%B1a+Pe%C3%B1a');
  });

  it('encodes the | of Others and round-trips it', () => {
    const text = callbackQueryString(request({ products: ['autoLoan'], existingCustomer: 'Yes' }));
    expect(text).toContain('Others=false%2Ctrue%2Cfalse%2Cfalse%2Cfalse%7CYes');
    expect(new URLSearchParams(text).get('Others')).toBe('false,true,false,false,false|Yes');
  });

  it('is what buildCallbackQuery holds, nothing more', () => {
    const r = request({ name: 'Ñiña Peña', products: ['homeLoan'] });
    expect(Object.fromEntries(new URLSearchParams(callbackQueryString(r)))).toEqual(buildCallbackQuery(r));
  });
});

describe('form → query → gateway schema', () => {
  it('a validated form builds a query the gateway schema accepts unchanged', () => {
    const form = CALLBACK.validate({
      name: '  Ñiña   Peña ',
      contactNumber: '+63 917 123 4567',
      preferredSchedule: 'PM',
      preferredStore: store,
      products: ['personalLoan', 'prepaidCard'],
      existingCustomer: 'Yes',
      agreement: true,
    });
    if (!form.ok) throw new Error(JSON.stringify(form.errors));
    const query = buildCallbackQuery(form.output);
    expect(query).toEqual({
      CustomerName: 'Ñiña Peña',
      MobileNumber: '09171234567',
      PreferredStore: store,
      PreferredSchedule: 'PM',
      AgreeTerms: 'Yes',
      Others: 'false,false,false,true,false|Yes',
    });
    const parsed = Object.fromEntries(new URLSearchParams(callbackQueryString(form.output)));
    expect(gateway(parsed)).toEqual({ ok: true, output: query, errors: {} });
  });

  it('every product combination and both answers build an accepted Others', () => {
    for (let mask = 0; mask < 1 << SENT_PRODUCTS.length; mask++) {
      const products = SENT_PRODUCTS.filter((_, i) => mask & (1 << i));
      for (const existingCustomer of ['Yes', 'No'] as const) {
        const query = buildCallbackQuery(request({ products, existingCustomer }));
        expect(gateway(query).ok, query.Others).toBe(true);
      }
    }
  });
});

describe('callbackQuerySchema', () => {
  const good = (): CallbackQuery => buildCallbackQuery(request());
  const errorsOf = (patch: Partial<Record<keyof CallbackQuery, unknown>>) => {
    const result = gateway({ ...good(), ...patch });
    return Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, t(key)]));
  };

  it('accepts a built query', () => {
    expect(gateway(good())).toEqual({ ok: true, output: good(), errors: {} });
  });

  it('normalises what it accepts like the form does', () => {
    const result = gateway({
      ...good(),
      CustomerName: ' Juan  dela Cruz ',
      MobileNumber: '0917-123-4567',
    });
    expect(result.output).toEqual({ ...good(), CustomerName: 'Juan dela Cruz', MobileNumber: '09171234567' });
  });

  it('rejects AgreeTerms other than Yes with the agreement message', () => {
    for (const AgreeTerms of ['No', 'yes', 'YES', 'true', '', ' Yes', undefined])
      expect(errorsOf({ AgreeTerms }), String(AgreeTerms)).toEqual({ AgreeTerms: SPEC.agreement });
  });

  it('rejects malformed Others', () => {
    const malformed = [
      '',
      'true,false,false,false|Yes', // four flags
      'true,false,false,false,true,false|Yes', // six flags
      'true,false,false,false,true', // no '|'
      'true,false,false,false,true|', // no answer
      '|Yes',
      'true,false,false,false,true,Yes', // ',' instead of '|'
      'true,false,false,false,true|yes',
      'true,false,false,false,true|Maybe',
      'True,false,false,false,true|Yes',
      'yes,no,no,no,yes|Yes', // wrong words
      '1,0,0,0,1|Yes',
      'true, false, false, false, true|Yes',
      'true,false,false,false,true|Yes|No',
      'true,false,false,false,true|Yes\n',
      ' true,false,false,false,true|Yes',
      'true,,false,false,true|Yes',
    ];
    for (const Others of malformed) {
      const errors = errorsOf({ Others });
      expect(Object.keys(errors), JSON.stringify(Others)).toEqual(['Others']);
      expect(errors.Others).toBe(common.en.invalid);
    }
  });

  it('rejects a bad name, mobile or store with the spec messages', () => {
    expect(errorsOf({ CustomerName: 'Al' })).toEqual({ CustomerName: SPEC.name });
    expect(errorsOf({ CustomerName: '   ' })).toEqual({ CustomerName: SPEC.name });
    expect(errorsOf({ MobileNumber: '0917123456' })).toEqual({ MobileNumber: SPEC.mobile });
    expect(errorsOf({ MobileNumber: '091712345678' })).toEqual({ MobileNumber: SPEC.mobile });
    expect(errorsOf({ MobileNumber: '08171234567' })).toEqual({ MobileNumber: SPEC.mobile });
    expect(errorsOf({ MobileNumber: '0917abc4567' })).toEqual({ MobileNumber: SPEC.mobile });
    for (const PreferredStore of ['', '0', '606', '0x1', '1.0', ' 1', '01'])
      expect(errorsOf({ PreferredStore }), PreferredStore).toEqual({ PreferredStore: SPEC.store });
  });

  it('rejects a schedule other than AM or PM', () => {
    for (const PreferredSchedule of ['am', 'pm', 'Morning', '', 'AM ']) {
      const errors = errorsOf({ PreferredSchedule });
      expect(Object.keys(errors), PreferredSchedule).toEqual(['PreferredSchedule']);
      expect(errors.PreferredSchedule).toBe(SPEC.required);
    }
  });

  it('reports every broken field at once, in query order', () => {
    const result = gateway({
      CustomerName: 'A',
      MobileNumber: '123',
      PreferredStore: '',
      PreferredSchedule: 'Noon',
      AgreeTerms: 'No',
      Others: 'x',
    });
    expect(Object.keys(result.errors)).toEqual([...CALLBACK_QUERY_KEYS]);
  });
});
