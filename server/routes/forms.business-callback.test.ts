/**
 * Call 10: POST /gateway/request-for-callback. A valid multipart body is stored as form
 * `request-for-callback` and answered { status: 'OK', id }; anything else is a 400, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { BUSINESS_CALLBACK, REQUEST_CALLBACK_PATH } from '../../shared/business-callback/form.ts';
import { solutionValues } from '../../shared/business-callback/schema.ts';
import { validValues } from '../../shared/business-callback/fixtures.ts';
import { appPerTest } from '../testing.ts';

const server = appPerTest();

type BusinessCallbackPayload = Record<string, string>;
const payload = (over: Parameters<typeof validValues>[0] = {}, context = {}): BusinessCallbackPayload => {
  const r = BUSINESS_CALLBACK.validate({ ...validValues(over), ...solutionValues(context) });
  if (!r.ok) throw new Error(`fixture invalid: ${JSON.stringify(r.errors)}`);
  return Object.fromEntries(BUSINESS_CALLBACK.payload(r.output));
};
const payloadFormData = (p: BusinessCallbackPayload) => {
  const fd = new FormData();
  for (const [k, val] of Object.entries(p)) fd.append(k, val);
  return fd;
};
const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  server.app.request(REQUEST_CALLBACK_PATH, { method: 'POST', body, headers });
const form = (p: Record<string, string>) => {
  const fd = new FormData();
  for (const [k, val] of Object.entries(p)) fd.append(k, val);
  return fd;
};

describe('POST /gateway/request-for-callback', () => {
  it('stores a valid request with the solution of the mapping and answers its id', async () => {
    const p = payload(
      { inquireAbout: ['Business Loans'], purposeLoan: 'Working Capital', loanAmount: '1,500,000' },
      { solution: 'loan' },
    );
    const res = await post(payloadFormData(p));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; id: string };
    expect(body.status).toBe('OK');
    const rows = await server.storage.listSubmissions('request-for-callback');
    const row = rows.find((r) => r.id === body.id)!;
    expect(row.fields).toEqual({
      ...p,
      loanAmount: '1500000',
      titleSolution: 'Business Loan Solution',
      emailSolution: 'businessloans@sample-ewbank.ph',
    });
  });

  it('urlencoded bodies work too; no solution stores empty mapping fields', async () => {
    const p = payload();
    const res = await post(new URLSearchParams(p).toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const row = (await server.storage.listSubmissions('request-for-callback')).find((r) => r.id === id)!;
    expect(row.fields).toMatchObject({ solution: '', titleSolution: '', emailSolution: '' });
  });

  it('answers 400 with the English messages for bad fields', async () => {
    const p: BusinessCallbackPayload = { ...payload(), preferredStore: '', inquireAbout: 'Others', name: 'Jo' };
    const res = await post(payloadFormData(p));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid',
      fields: {
        preferredStore: 'EastWest Branch is required',
        inquireAbout: 'Please select only topics from the list',
        name: 'Name should be at least 3 characters long',
      },
    });
  });

  it('Business Loans without purpose and amount is refused; loan fields without the topic are dropped', async () => {
    const bad = { ...payload(), inquireAbout: 'Business Loans' };
    const res = await post(payloadFormData(bad));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      purposeLoan: 'Please select the purpose of the loan',
      loanAmount: 'Please enter a loan amount of up to 10 digits',
    });
    const extra = { ...payload(), purposeLoan: 'Working Capital', loanAmount: '999' };
    const ok = await post(payloadFormData(extra));
    expect(ok.status).toBe(200);
    const { id } = (await ok.json()) as { id: string };
    const row = (await server.storage.listSubmissions('request-for-callback')).find((r) => r.id === id)!;
    expect(row.fields).toMatchObject({ purposeLoan: '', loanAmount: '' });
  });

  it.each([
    ['an empty body', () => post('', { 'content-type': 'multipart/form-data; boundary=x' })],
    ['JSON', () => post('{}', { 'content-type': 'application/json' })],
    ['no fields', () => post(new FormData())],
    ['an unknown field', () => post(form({ ...payload(), admin: 'yes' }))],
    ['an unknown solution', () => post(form({ ...payload(), solution: 'crypto' }))],
    ['an unknown variant', () => post(form({ ...payload(), variant: 'x' }))],
    [
      'a repeated field',
      () => {
        const fd = payloadFormData(payload());
        fd.append('name', 'Other Name');
        return post(fd);
      },
    ],
    [
      'a file',
      () => {
        const fd = form({ ...payload() });
        fd.set('name', new Blob(['x']), 'x.txt');
        return post(fd);
      },
    ],
    ['a NUL character', () => post(form({ ...payload(), name: 'Juan\u0000' }))],
    ['a bad day pair', () => post(form({ ...payload(), preferredDay: '2026-13-01/x/y' }))],
  ])('%s: 400, nothing stored', async (_label, send) => {
    const before = (await server.storage.listSubmissions('request-for-callback')).length;
    const res = await send();
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid');
    expect((await server.storage.listSubmissions('request-for-callback')).length).toBe(before);
    expect(server.logged).toEqual([]);
  });

  it('is advertised in /data/apiconfig.json as requestcallbackapi', async () => {
    const res = await server.app.request('/data/apiconfig.json');
    expect(((await res.json()) as Record<string, unknown>).requestcallbackapi).toBe('/gateway/request-for-callback');
  });
});
