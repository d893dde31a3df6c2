// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { AUTO_LOAN } from '../../shared/loans/forms.ts';
import { takePrefill } from './prefill.ts';
import { createFormStore } from './store.ts';

const host = (attrs: Record<string, string> = {}) => {
  const el = document.createElement('ew-auto-loan');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
};

describe('a partner prefill', () => {
  it('takes prefillable fields through their rule and formatting, from JSON text or an object', () => {
    const json = JSON.stringify({ autoBrand: 'Toyota', autoModel: 'Vios 1.3 XLE', autoCashPrize: '1050000' });
    const fromText = takePrefill(AUTO_LOAN, host(), json);
    expect(fromText.rejected).toEqual([]);
    expect(fromText.values).toMatchObject({ autoBrand: 'Toyota', autoModel: 'Vios 1.3 XLE' });
    // The amount as typing it and leaving the field would show it.
    expect(fromText.values.autoCashPrize).toBe(AUTO_LOAN.accept({ autoCashPrize: '1050000' }).values.autoCashPrize);
    expect(takePrefill(AUTO_LOAN, host(), { autoBrand: 'Toyota', autoCashPrize: 1050000 }).values).toEqual({
      autoBrand: 'Toyota',
      autoCashPrize: fromText.values.autoCashPrize,
    });
  });

  it('reads data-prefill-<field>, without case or dashes', () => {
    const el = host({ 'data-prefill-auto-brand': 'Honda', 'data-prefill-automodel': 'City', 'data-other': 'x' });
    expect(takePrefill(AUTO_LOAN, el, undefined)).toEqual({
      values: { autoBrand: 'Honda', autoModel: 'City' },
      rejected: [],
    });
  });

  it('drops, and names, what the form does not take: invalid, not prefillable, unknown, not JSON', () => {
    const r = takePrefill(AUTO_LOAN, host({ 'data-prefill-auto-terms': '7' }), {
      autoBrand: 'Toyota',
      autoCashPrize: 'a lot',
      bankAccount: '001234567890', // declared, but not for a partner to fill
      nickname: 'Ana',
    });
    expect(r.values).toEqual({ autoBrand: 'Toyota' });
    expect(r.rejected.sort()).toEqual(['autoCashPrize', 'autoTerms', 'bankAccount', 'nickname']);
    expect(takePrefill(AUTO_LOAN, host(), '{"autoBrand": ')).toEqual({ values: {}, rejected: ['prefill'] });
    expect(takePrefill(AUTO_LOAN, host(), '')).toEqual({ values: {}, rejected: [] });
  });

  it('starts the form under the visitor\u2019s own draft: what they typed wins', () => {
    sessionStorage.setItem('k', JSON.stringify({ values: { ...AUTO_LOAN.empty(), autoBrand: 'Ford' }, step: 1 }));
    const fs = createFormStore(AUTO_LOAN, { draftKey: 'k', prefill: { autoBrand: 'Toyota', autoModel: 'Vios' } });
    expect(fs.get().autoBrand).toBe('Ford');
    const fresh = createFormStore(AUTO_LOAN, { prefill: { autoBrand: 'Toyota', autoModel: 'Vios' } });
    expect(fresh.get()).toMatchObject({ autoBrand: 'Toyota', autoModel: 'Vios', firstname: '' });
  });
});
