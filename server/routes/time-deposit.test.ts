/**
 * The time deposit services (application-forms.md §4 "Time deposit", §7 calls 6-8, §8): submit
 * (stored as form "time-deposit", its draft deleted), save (a text reference id and a mail with the
 * resume link), resume (the RESUME_FIELDS for the right birthday; 403 wrong; 429 after too many;
 * 404 gone; 400 malformed).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Values } from '../../shared/forms/contract.ts';
import { RESUME_CARRIED, RESUME_FIELDS, TD_PATHS, TIME_DEPOSIT } from '../../shared/time-deposit/form.ts';
import { WRONG_LIMIT } from '../storage/drafts.ts';
import { appPerTest } from '../testing.ts';

const SUBMIT = TD_PATHS.submit;
const APPLICATION = TD_PATHS.application;
const DAY = 86_400_000;
const MINUTE = 60_000;

const server = appPerTest();
afterEach(() => {
  vi.useRealTimers();
});

const APPLICANT: Values = {
  customeremail: 'juan@example.com',
  DateOfBirth: '1990-05-17',
  StageInLife: 'Single',
  AmountToInvest: '100,000',
  Tenor: '90',
  FirstName: 'Juan',
  MiddleName: 'Santos',
  LastName: 'Dela Cruz',
  CountryOfBirth: 'PH',
  PlaceOfBirth: 'Makati',
  Gender: '8',
  PhoneNo: '(02) 8123-4567',
  MobileNo: '+63 917 123 4567',
  CurrentAddress: '123 Ayala Avenue',
  CurrentProvince: '',
  CurrentZipCode: '1226',
  CurrentCountry: 'PH',
  PermanentAddress: '45 Rizal Street',
  PermanentProvince: '',
  PermanentZipCode: '4000',
  PermanentCountry: 'PH',
  preferedstore: '1',
  nationality: '1',
  maritalstatus: '3',
  tin: '123-456-789',
  employmentstatus: '1',
  employername: 'Acme',
  SameAddress: 'no',
  ReferenceId: '',
  natureOfEmployment: '10',
};

const multipart = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, value] of Object.entries(fields)) data.append(k, value);
  return data;
};
const post = (url: string, body: BodyInit, headers?: Record<string, string>) =>
  server.app.request(url, { method: 'POST', body, headers });
const submit = (values: Values) => post(SUBMIT, TIME_DEPOSIT.formData(TIME_DEPOSIT.visible(values)));
const asStrings = (values: Values) => Object.fromEntries(Object.entries(values).map(([k, x]) => [k, String(x)]));

async function save(values: Values = APPLICANT): Promise<string> {
  const res = await post(APPLICATION, TIME_DEPOSIT.formData(TIME_DEPOSIT.visible(values)));
  expect(res.status).toBe(200);
  return res.text();
}
const resume = (referenceid: string, DateOfBirth: string) => post(APPLICATION, multipart({ referenceid, DateOfBirth }));

async function stored(id: string) {
  const row = (await server.storage.listSubmissions('time-deposit')).find((s) => s.id === id);
  expect(row, `row ${id}`).toBeDefined();
  return row!;
}

describe('submit (call 6)', () => {
  it('answers 200 and stores the §3 payload as form "time-deposit"', async () => {
    const res = await submit(APPLICANT);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; id: string };
    expect(body).toEqual({ status: 'OK', id: expect.any(String) });
    const row = await stored(body.id);
    expect(row.form).toBe('time-deposit');
    expect(row.fields).toEqual(Object.fromEntries(TIME_DEPOSIT.payload(TIME_DEPOSIT.visible(APPLICANT))));
    // jsonb keeps its own key order: the names are §3's, their order is the multipart's (shared tests)
    expect(Object.keys(row.fields).sort()).toEqual([...TIME_DEPOSIT.entries].sort());
    expect(row.fields).toMatchObject({ PhoneNo: '0281234567', MobileNo: '639171234567', tin: '123456789' });
    expect(row.fields).not.toHaveProperty('natureOfEmployment');
  });

  it('stores the present address as the permanent one when the same', async () => {
    const res = await submit({
      ...APPLICANT,
      SameAddress: 'yes',
      PermanentAddress: '',
      PermanentZipCode: '',
      PermanentCountry: '',
    });
    expect(res.status).toBe(200);
    const row = await stored(((await res.json()) as { id: string }).id);
    expect(row.fields).toMatchObject({
      PermanentAddress: '123 Ayala Avenue',
      PermanentZipCode: '1226',
      PermanentCountry: 'PH',
    });
  });

  it('accepts the raw typed values too (numbers are cleaned as §5 checks them)', async () => {
    const res = await post(SUBMIT, multipart(asStrings(APPLICANT)));
    expect(res.status).toBe(200);
    const row = await stored(((await res.json()) as { id: string }).id);
    expect(row.fields).toMatchObject({ PhoneNo: '0281234567', tin: '123456789' });
  });

  it('deletes the saved draft named by ReferenceId', async () => {
    const id = await save();
    expect((await resume(id, APPLICANT.DateOfBirth as string)).status).toBe(200);
    const res = await submit({ ...APPLICANT, ReferenceId: id });
    expect(res.status).toBe(200);
    const row = await stored(((await res.json()) as { id: string }).id);
    expect(row.fields.ReferenceId).toBe(id);
    expect((await resume(id, APPLICANT.DateOfBirth as string)).status).toBe(404);
    expect(await server.storage.drafts.resume(id, APPLICANT.DateOfBirth as string)).toEqual({ status: 'missing' });
  });

  it('a rejected submit keeps the draft', async () => {
    const id = await save();
    const res = await submit({ ...APPLICANT, FirstName: '', ReferenceId: id });
    expect(res.status).toBe(400);
    expect((await resume(id, APPLICANT.DateOfBirth as string)).status).toBe(200);
  });

  it('answers 400 with the English message of each failing field, and stores nothing', async () => {
    const before = (await server.storage.listSubmissions('time-deposit')).length;
    const res = await submit({
      ...APPLICANT,
      customeremail: 'juan',
      DateOfBirth: '',
      preferedstore: '',
      FirstName: 'J',
      MiddleName: '',
      PlaceOfBirth: 'Ab',
      Gender: 'M',
      tin: '1234',
      employername: '',
      PhoneNo: '123',
      MobileNo: '0917',
      CurrentCountry: '',
      CurrentZipCode: '12',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid',
      fields: {
        customeremail: 'Email is invalid',
        DateOfBirth: 'Please select a birth date',
        preferedstore: 'Please select Preferred Store.',
        FirstName: 'First name should be between 2 to 35 characters long',
        MiddleName: 'Middle name should be between 2 to 35 characters long',
        PlaceOfBirth: 'Please Input a valid place of birth',
        Gender: 'Please select gender',
        tin: 'Tin number is invalid',
        employername: 'Employer Name is invalid',
        PhoneNo: 'Landline is invalid',
        MobileNo: 'Mobile is invalid',
        CurrentCountry: 'Please select country.',
        CurrentZipCode: 'Please input the correct zip code',
      },
    });
    expect((await server.storage.listSubmissions('time-deposit')).length).toBe(before);
  });

  it('answers 400 for a missing permanent address when not the same', async () => {
    const res = await submit({ ...APPLICANT, PermanentAddress: '', PermanentCountry: '', PermanentZipCode: '' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toEqual({
      PermanentAddress: 'Please input your permanent address',
      PermanentCountry: 'Please select country.',
      PermanentZipCode: 'Please input the correct zip code',
    });
  });

  it('an empty form is 400 with messages, never 500', async () => {
    const res = await post(SUBMIT, multipart({}));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields.customeremail).toBe('Email is invalid');
    expect(body.fields.FirstName).toBe('First name should be between 2 to 35 characters long');
  });

  it.each([
    ['JSON', JSON.stringify({ customeremail: 'juan@example.com' }), { 'content-type': 'application/json' }],
    ['text', 'hello', { 'content-type': 'text/plain' }],
    ['a broken multipart', '--x\r\nbroken', { 'content-type': 'multipart/form-data; boundary=x' }],
  ])('a %s body is 400', async (_name, body, headers) => {
    const res = await post(SUBMIT, body, headers);
    expect(res.status).toBe(400);
  });
});

describe('save (call 7)', () => {
  it('answers the reference id as text: 128 bits as 22 base64url characters', async () => {
    const res = await post(APPLICATION, TIME_DEPOSIT.formData(TIME_DEPOSIT.visible(APPLICANT)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const id = await res.text();
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(id, 'base64url')).toHaveLength(16);
  });

  it('e-mails the applicant the resume link /forms/timedeposit/{id}', async () => {
    const email = 'maria.saved@example.com';
    const id = await save({ ...APPLICANT, customeremail: email });
    const mails = (await server.storage.outbox.list()).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain(`/forms/timedeposit/${id}`);
    expect(mails[0]!.body).toMatch(new RegExp(`https?://[^\\s]+/forms/timedeposit/${id}(?![\\w-])`));
  });

  it('a second save with ReferenceId and the draft key (X-Draft-Key) updates the same draft', async () => {
    const form = (v: Record<string, unknown>) => TIME_DEPOSIT.formData(TIME_DEPOSIT.visible({ ...APPLICANT, ...v }));
    const first = await post(APPLICATION, form({}));
    const id = await first.text();
    const key = first.headers.get('X-Draft-Key')!;
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await post(APPLICATION, form({ ReferenceId: id, FirstName: 'Pedro' }), { 'X-Draft-Key': key });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(id);
    // without the key the same save makes a new draft: no overwriting, no birthday oracle
    const keyless = await post(
      APPLICATION,
      TIME_DEPOSIT.formData(TIME_DEPOSIT.visible({ ...APPLICANT, ReferenceId: id, FirstName: 'Eve' })),
    );
    expect(await keyless.text()).not.toBe(id);
    const r = await resume(id, APPLICANT.DateOfBirth as string);
    expect(((await r.json()) as Record<string, string>).FirstName).toBe('Pedro');
  });

  it('only the e-mail and birthday are needed', async () => {
    const res = await post(APPLICATION, multipart({ customeremail: 'juan@example.com', DateOfBirth: '1990-05-17' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('a bad e-mail or birthday is 400 with the English message, and sends no mail', async () => {
    const before = (await server.storage.outbox.list()).length;
    const res = await post(
      APPLICATION,
      TIME_DEPOSIT.formData(TIME_DEPOSIT.visible({ ...APPLICANT, customeremail: 'nobody', DateOfBirth: '1900-01-01' })),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid');
    expect(body.fields.customeremail).toBe('Email is invalid');
    expect(body.fields.DateOfBirth).toBeDefined();
    expect((await server.storage.outbox.list()).length).toBe(before);
  });
});

describe('resume (call 8)', () => {
  it('with the right birthday answers exactly the RESUME_FIELDS and what the calculator carried', async () => {
    const id = await save();
    const res = await resume(id, '1990-05-17');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, string>;
    const keys = [...RESUME_FIELDS, ...RESUME_CARRIED];
    expect(Object.keys(body)).toEqual(keys);
    expect(body).toEqual(
      Object.fromEntries(
        keys.map((k) => [k, Object.fromEntries(TIME_DEPOSIT.payload(TIME_DEPOSIT.visible(APPLICANT)))[k]]),
      ),
    );
    expect(body).not.toHaveProperty('tin');
    expect(body).not.toHaveProperty('CurrentAddress');
  });

  it('with a wrong birthday answers 403 and no fields', async () => {
    const id = await save();
    const res = await resume(id, '1990-05-18');
    expect(res.status).toBe(403);
    const body = await res.text();
    expect(body).not.toContain('juan@example.com');
  });

  it(`after ${WRONG_LIMIT} wrong birthdays answers 429 with Retry-After, even for the right birthday`, async () => {
    const id = await save();
    for (let i = 0; i < WRONG_LIMIT; i++) expect((await resume(id, '1990-05-18')).status, `attempt ${i + 1}`).toBe(403);
    const res = await resume(id, '1990-05-17');
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(await res.text()).not.toContain('juan@example.com');
    // after the window the store lets the right birthday in again
    const later = new Date(Date.now() + 15 * MINUTE + 1000);
    expect(await server.storage.drafts.resume(id, '1990-05-17', later)).toMatchObject({ status: 'ok' });
    expect((await resume(id, '1990-05-17')).status).toBe(200);
  });

  it('a saved draft is gone after 30 days (404)', async () => {
    const id = await save();
    expect(await server.storage.drafts.resume(id, '1990-05-17', new Date(Date.now() + 31 * DAY))).toEqual({
      status: 'missing',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31 * DAY });
    const res = await resume(id, '1990-05-17');
    expect(res.status).toBe(404);
  });

  it('an unknown reference id is 404', async () => {
    expect((await resume('AAAAAAAAAAAAAAAAAAAAAA', '1990-05-17')).status).toBe(404);
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['with a slash', 'AAAAAAAAAAAA/AAAAAAAAA'],
    ['with a space', 'AAAAAAAAAAA AAAAAAAAAA'],
    ['with a quote', "AAAAAAAAAAA'AAAAAAAAAA"],
    ['too long', 'A'.repeat(65)],
  ])('a malformed reference id (%s) is 400', async (_name, id) => {
    expect((await resume(id, '1990-05-17')).status).toBe(400);
  });

  it('a malformed birthday is 400', async () => {
    const id = await save();
    expect((await resume(id, 'not a date')).status).toBe(400);
    expect((await resume(id, '')).status).toBe(400);
    // and does not count as a wrong birthday
    expect((await resume(id, '1990-05-17')).status).toBe(200);
  });
});
