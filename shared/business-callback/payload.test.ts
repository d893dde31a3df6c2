import { describe, expect, it } from 'vitest';
import type { Values } from '../forms/contract.ts';
import { BUSINESS_CALLBACK, REQUEST_CALLBACK_PATH, requestCallbackThankYou } from './form.ts';
import { solutionValues } from './schema.ts';
import { validValues } from './fixtures.ts';
import { fromPayload } from '../forms/decode.ts';

/** The checked values of a form (it must pass). */
const parse = (values: Values) => {
  const r = BUSINESS_CALLBACK.validate(values);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.output;
};
/** Call 10's entries for checked values, with the element's solution and variant (as the widget sends them). */
const buildPayload = (output: Values, context: { solution?: string; variant?: string } = {}) =>
  Object.fromEntries(BUSINESS_CALLBACK.payload({ ...output, ...solutionValues(context) }));
const PAYLOAD_KEYS = BUSINESS_CALLBACK.entries;
const valuesFromPayload = (entries: Record<string, string>) => fromPayload(BUSINESS_CALLBACK, entries).values;
const payloadFormData = (p: Record<string, string>) =>
  BUSINESS_CALLBACK.formData(fromPayload(BUSINESS_CALLBACK, p).values);

describe('call 10 payload', () => {
  it('one text field per state field under its own name, plus solution and variant', () => {
    const values = validValues({
      inquireAbout: ['Deposits', 'Payroll Management'],
      hasAnExistingAccount: 'NO',
      timeIn: '13:00',
      timeTo: '15:30',
    });
    const p = buildPayload(parse(values), { solution: 'cash', variant: 'deposit-page' });
    expect(Object.keys(p)).toEqual([...PAYLOAD_KEYS]);
    expect(p).toEqual({
      hasAnExistingAccount: 'NO',
      preferredStore: values.preferredStore,
      other: '',
      typeOfBusiness: 'Trading',
      inquireAbout: 'Deposits, Payroll Management',
      primaryMobileNumber: '09171234567',
      preferredDay: (values.preferredDay as string[]).join('/'),
      businessName: 'Dela Cruz Trading',
      name: 'Juan Dela Cruz',
      email: 'juan@example.ph',
      timeIn: '13:00',
      timeTo: '15:30',
      purposeLoan: '',
      loanAmount: '',
      solution: 'cash',
      variant: 'deposit-page',
    });
  });

  it('loan purpose and amount (digits) only with Business Loans; other only with Others', () => {
    const loan = buildPayload(
      parse(
        validValues({
          inquireAbout: ['Business Loans'],
          purposeLoan: 'Business Expansion',
          loanAmount: '2,500,000',
          typeOfBusiness: 'Others',
          other: 'Farming',
        }),
      ),
    );
    expect(loan).toMatchObject({
      inquireAbout: 'Business Loans',
      purposeLoan: 'Business Expansion',
      loanAmount: '2500000',
      other: 'Farming',
      typeOfBusiness: 'Others',
    });
    const none = buildPayload(
      parse(validValues({ purposeLoan: 'Business Expansion', loanAmount: '2,500,000', other: 'Farming' })),
    );
    expect(none).toMatchObject({ purposeLoan: '', loanAmount: '', other: '' });
  });

  it('solution from the variant when none is given; unknown ones are dropped', () => {
    const out = parse(validValues());
    expect(buildPayload(out, { variant: 'investment' })).toMatchObject({
      solution: 'fixedincome',
      variant: 'investment',
    });
    expect(buildPayload(out, { solution: 'nope', variant: 'nope' })).toMatchObject({ solution: '', variant: '' });
    expect(buildPayload(out)).toMatchObject({ solution: '', variant: '' });
  });

  it('round trip: payload -> values -> the same payload', () => {
    const values = validValues({
      inquireAbout: ['Business Loans', 'Investments and Trust'],
      purposeLoan: 'Purchase of Machine/Equipment/Materials',
      loanAmount: '10,000',
    });
    const p = buildPayload(parse(values), { solution: 'loan' });
    const back = valuesFromPayload(p);
    const r = BUSINESS_CALLBACK.validate(back);
    expect(r.ok).toBe(true);
    expect(buildPayload(r.output!, { solution: p.solution, variant: p.variant })).toEqual(p);
  });

  it('valuesFromPayload: missing fields are empty, a day without a slash has no end', () => {
    const back = valuesFromPayload({ preferredDay: '2026-12-01' });
    expect(back.preferredDay).toEqual(['2026-12-01', '']);
    expect(back.inquireAbout).toEqual([]);
    expect(back.name).toBe('');
  });

  it('FormData carries every key once', () => {
    const fd = payloadFormData(buildPayload(parse(validValues())));
    expect([...fd.keys()]).toEqual([...PAYLOAD_KEYS]);
  });

  it('path and thank-you route', () => {
    expect(REQUEST_CALLBACK_PATH).toBe('/gateway/request-for-callback');
    expect(requestCallbackThankYou('42')).toBe('/request-for-callback/thankyou/42');
  });
});
