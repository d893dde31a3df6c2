/**
 * The second application form's endpoint (POST {gateway}/leadgen, multipart): a valid form is
 * stored as form "leadgen" (normalised by the form's own sections), an invalid one is 400 with the
 * English messages, and nothing a client sends is a 500.
 */
import { describe, expect, it } from 'vitest';
import type { Values } from '../../shared/forms/contract.ts';
import { VALID_LEADGEN } from '../../shared/leadgen/fixtures.ts';
import { LEADGEN, LEADGEN_PATH } from '../../shared/leadgen/form.ts';
import { appPerTest } from '../testing.ts';

const server = appPerTest();

// The form as the widget sends it: the agreement is held by the form, not sent.
const { agreement: _agreement, ...VALID } = VALID_LEADGEN;

const multipart = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, value] of Object.entries(fields)) data.append(k, value);
  return data;
};
const post = (body: BodyInit, headers?: Record<string, string>) =>
  server.app.request(LEADGEN_PATH, { method: 'POST', body, headers });
const count = async () => (await server.storage.listSubmissions('leadgen')).length;

function normalised(values: Values) {
  const r = LEADGEN.validate(values, { sentOnly: true });
  if (!r.ok) throw new Error(`fixture invalid: ${JSON.stringify(r.errors)}`);
  return Object.fromEntries(LEADGEN.payload(r.output));
}

describe('POST leadgen: valid', () => {
  it('answers 200 and stores the normalised form as "leadgen"', async () => {
    const before = await count();
    const res = await post(multipart(VALID as Record<string, string>));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; id: string };
    expect(body).toEqual({ status: 'OK', id: expect.any(String) });
    expect(await count()).toBe(before + 1);
    const row = (await server.storage.listSubmissions('leadgen')).find((s) => s.id === body.id)!;
    expect(row.form).toBe('leadgen');
    expect(row.fields).toEqual(normalised(VALID));
    expect(Object.keys(row.fields).sort()).toEqual([...LEADGEN.entries].sort());
    expect(row.fields).toMatchObject({ tin: '123-456-789', mobile: '(63) 917-123-4567', landline: '123-4567' });
  });

  it('accepts what the widget posts (its own formData)', async () => {
    const r = LEADGEN.validate({ ...VALID, agreement: true });
    expect(r.ok).toBe(true);
    const res = await post(LEADGEN.formData(r.output!));
    expect(res.status).toBe(200);
  });

  it('stores the present address as the permanent one when the same', async () => {
    const res = await post(
      multipart({
        ...(VALID as Record<string, string>),
        sameAddress: 'yes',
        permanentAddress: '',
        permanentCountry: '',
        permanentZipCode: '',
      }),
    );
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const row = (await server.storage.listSubmissions('leadgen')).find((s) => s.id === id)!;
    expect(row.fields).toMatchObject({
      permanentAddress: '1 Osmeña Blvd',
      permanentCountry: 'PH',
      permanentZipCode: '6000',
    });
  });

  it('ignores fields the form does not have', async () => {
    const res = await post(multipart({ ...(VALID as Record<string, string>), isAdmin: 'true', agreement: 'no' }));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const row = (await server.storage.listSubmissions('leadgen')).find((s) => s.id === id)!;
    expect(row.fields).not.toHaveProperty('isAdmin');
  });
});

describe('POST leadgen: invalid', () => {
  it('answers 400 with the English message per field, storing nothing', async () => {
    const before = await count();
    const res = await post(
      multipart({
        ...(VALID as Record<string, string>),
        email: 'maria',
        firstName: 'M',
        mobile: '',
        currentZipCode: '60',
        gender: 'F',
      }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid');
    expect(body.fields).toMatchObject({
      email: 'Email is invalid',
      firstName: 'First name should be between 2 to 35 characters long',
      currentZipCode: 'Please input the correct zip code',
      gender: 'Please select gender',
    });
    expect(typeof body.fields.mobile).toBe('string');
    expect(Object.keys(body.fields).sort()).toEqual(['currentZipCode', 'email', 'firstName', 'gender', 'mobile']);
    expect(await count()).toBe(before);
  });

  it('every message is English text, never a key', async () => {
    const res = await post(multipart({}));
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).length).toBeGreaterThan(5);
    for (const [f, text] of Object.entries(fields)) expect(text, f).not.toMatch(/^[a-z][\w-]*(\.[\w-]+)+$/);
  });

  const file = (): FormData => {
    const data = multipart(VALID as Record<string, string>);
    data.append('upload', new Blob(['x']), 'x.txt');
    return data;
  };
  const repeated = (): FormData => {
    const data = multipart(VALID as Record<string, string>);
    data.append('email', 'other@example.com');
    return data;
  };

  const BAD: [string, () => BodyInit, Record<string, string>][] = [
    ['no body', () => undefined as unknown as BodyInit, {}],
    ['JSON', () => JSON.stringify(VALID), { 'content-type': 'application/json' }],
    ['text', () => 'hello', { 'content-type': 'text/plain' }],
    [
      'broken multipart',
      () => '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
      { 'content-type': 'multipart/form-data; boundary=b' },
    ],
    ['a file', file, {}],
    ['a repeated field', repeated, {}],
    ['a NUL character', () => multipart({ ...(VALID as Record<string, string>), firstName: 'Ma\u0000ria' }), {}],
    [
      'an overlong field',
      () => multipart({ ...(VALID as Record<string, string>), placeOfBirth: 'x'.repeat(5000) }),
      {},
    ],
    ['urlencoded garbage', () => '%%%&&&=%zz', { 'content-type': 'application/x-www-form-urlencoded' }],
  ];
  it.each(BAD)('%s is a 400, never a 500', async (_name, body, headers) => {
    const before = await count();
    const res = await post(body(), headers);
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('prototype-like field names are ignored, not a 500', async () => {
    const data = multipart(VALID as Record<string, string>);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) data.append(name, 'x');
    const res = await post(data);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const row = (await server.storage.listSubmissions('leadgen')).find((s) => s.id === id)!;
    expect(Object.keys(row.fields).sort()).toEqual([...LEADGEN.entries].sort());
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('a form with only prototype-like names is 400', async () => {
    const data = new FormData();
    for (const name of ['__proto__', 'constructor', 'toString']) data.append(name, 'x');
    expect((await post(data)).status).toBe(400);
  });

  it('unusual but valid text is stored, not a 500', async () => {
    const res = await post(
      multipart({
        ...(VALID as Record<string, string>),
        placeOfBirth: "Lungsod ng Cebu 🇵🇭 '; drop table --",
        currentAddress: '"<script>"',
      }),
    );
    expect([200, 400]).toContain(res.status);
  });
});
