/**
 * Calls 1 and 3 (application-forms.md §7): POST /cms/ewbal/submit and /cms/ewbhl/submit. A valid
 * multipart body is stored as the normalised payload; anything else is a 400, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../shared/config.ts';
import type { Form, Values } from '../../shared/forms/contract.ts';
import { AUTO_LOAN, HOME_LOAN } from '../../shared/loans/forms.ts';
import { FORM_ENDPOINTS } from '../guards.ts';
import { appPerTest } from '../testing.ts';

const AUTO_URL = `${PATHS.cms}/ewbal/submit`;
const HOME_URL = `${PATHS.cms}/ewbhl/submit`;

const server = appPerTest();

/** As a visitor typed them (the widget posts these after the same validation, normalised). */
const PERSONAL: Values = {
  firstname: 'Juan',
  middlename: 'Santos',
  lastname: 'Dela Cruz',
  bday: '1990-05-17',
  citizenship: '1',
  sex: '8',
  civilStatus: '3',
  spouseName: 'Ana Dela Cruz',
  spouseBday: '1991-01-31',
  spouseEmployer: 'Acme',
  spouseIncome: '30,000',
  numberOfDependents: '2',
  motherMaidenName: 'Maria Reyes',
  cityAddress: '123 Ayala Avenue, Makati',
  provincialAddress: 'NA',
  cityMunicipalityProvince: 'Makati',
  zipCode: '1226',
  lengthOfStay: '5',
  typeOfResidence: '1',
  carOwned: '1',
  homeAreaCode: '02',
  homePhone: '1234567',
  mobilePhone: '09171234567',
  emailAddress: 'juan@example.com',
  education: '7',
  tin: '123456789',
  sss: '1234567890',
  gsis: '',
};
const REST: Values = {
  bankName: 'BDO',
  bankDeposit: '57',
  bankAccount: '001234567890',
  typeOfEmployment: 'PV',
  employerName: 'Acme Corporation',
  lengthOfService: '15',
  rankPosition: '4',
  typeOfJob: '9',
  faxNumber: '',
  businessName: '',
  businessNature: '',
  businessDateRegistered: '',
  businessPhone: '',
  lengthOfOperation: '',
  placeOfBusiness: '',
  monthlyIncome: '50,000',
  agreement: true,
  consentOtherProducts: false,
};
const AUTO: Values = {
  ...PERSONAL,
  autoType: 'New',
  autoBrand: 'Toyota',
  autoModel: 'Vios 2024',
  autoCashPrize: '1,000,000',
  downpayment: '200,000',
  amountFinanced: '800,000',
  autoTerms: '36',
  ...REST,
};
const HOME: Values = {
  ...PERSONAL,
  loanAmount: '3,000,000',
  loanTerm: '20',
  loanPurpose: '12',
  collateralType: '8',
  collateralUse: '1',
  coborrowersName: '',
  propertyMortgaged: 'Yes',
  bankFinancialInstitution: 'BPI',
  mortgageAmount: '2,000,000',
  outstandingBalance: '1,500,000',
  monthlyAmortization: '25,000',
  ...REST,
};

function normalised(form: Form, values: Values): Record<string, string> {
  const r = form.validate(values);
  if (!r.ok) throw new Error(`fixture invalid: ${JSON.stringify(r.errors)}`);
  return Object.fromEntries(form.payload(r.output));
}

/** What a client posts: the payload of the validated values (as the widget does). */
const clientBody = (form: Form, values: Values) => {
  const r = form.validate(values);
  if (!r.ok) throw new Error(`fixture invalid: ${JSON.stringify(r.errors)}`);
  return form.formData(r.output);
};

/** Any fields as multipart, unvalidated. */
const multipart = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

/** Raw values as multipart, booleans as Yes/No (e.g. a client that sends what was typed). */
const rawBody = (values: Values) =>
  multipart(
    Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v)]),
    ),
  );

const post = (url: string, body: BodyInit, headers?: Record<string, string>) =>
  server.app.request(url, { method: 'POST', body, headers });

const count = async (form: 'auto-loan' | 'home-loan') => (await server.storage.listSubmissions(form)).length;

async function stored(form: 'auto-loan' | 'home-loan', id: string) {
  const row = (await server.storage.listSubmissions(form)).find((s) => s.id === id);
  expect(row, `row ${id}`).toBeDefined();
  return row!;
}

describe.each([
  ['auto loan', AUTO_URL, AUTO_LOAN, AUTO, 'auto-loan'],
  ['home loan', HOME_URL, HOME_LOAN, HOME, 'home-loan'],
] as const)('POST %s endpoint: valid', (_name, url, form, values, formName) => {
  it('answers 200 with an id and stores the normalised payload', async () => {
    const before = await count(formName);
    const res = await post(url, clientBody(form, values));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; id: string };
    expect(body).toEqual({ status: 'OK', id: expect.any(String) });
    expect(await count(formName)).toBe(before + 1);
    const row = await stored(formName, body.id);
    expect(row.form).toBe(formName);
    expect(row.fields).toEqual(normalised(form, values));
    expect(Object.keys(row.fields).sort()).toEqual([...form.entries].sort());
  });

  it('normalises what was typed: phones in their masks, home phone as (areacode)number, amounts bare', async () => {
    const res = await post(url, rawBody(values));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const fields = (await stored(formName, id)).fields;
    expect(fields).toEqual(normalised(form, values));
    expect(fields).toMatchObject({
      homePhone: '(02)123-4567',
      homeAreaCode: '02',
      mobilePhone: '(63) 917-123-4567',
      tin: '123-456-789',
      sss: '12-3456789-0',
      spouseIncome: '30000',
      monthlyIncome: '50000',
      agreement: 'Yes',
      consentOtherProducts: 'No',
    });
  });

  it('drops fields the form does not have', async () => {
    const data = clientBody(form, values);
    data.append('isAdmin', 'true');
    data.append('utm_source', 'ads');
    const res = await post(url, data);
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const fields = (await stored(formName, id)).fields;
    expect(fields).not.toHaveProperty('isAdmin');
    expect(fields).not.toHaveProperty('utm_source');
  });

  it('stores hidden spouse details empty for an applicant who is not married', async () => {
    const res = await post(url, rawBody({ ...values, civilStatus: '1', spouseIncome: 'not checked' }));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const fields = (await stored(formName, id)).fields;
    expect([fields.spouseName, fields.spouseBday, fields.spouseEmployer, fields.spouseIncome]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it('is readable cross-origin (partner pages embed the widgets)', async () => {
    const res = await server.app.request(url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('home loan: propertyMortgaged', () => {
  it('No: stored with the mortgage details empty, even if some were typed', async () => {
    const res = await post(HOME_URL, rawBody({ ...HOME, propertyMortgaged: 'No', mortgageAmount: 'whatever' }));
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const fields = (await stored('home-loan', id)).fields;
    expect(fields).toMatchObject({
      propertyMortgaged: 'No',
      bankFinancialInstitution: '',
      mortgageAmount: '',
      outstandingBalance: '',
      monthlyAmortization: '',
    });
  });

  it('Yes without details: 400 naming the four details', async () => {
    const before = await count('home-loan');
    const res = await post(
      HOME_URL,
      rawBody({
        ...HOME,
        bankFinancialInstitution: '',
        mortgageAmount: '',
        outstandingBalance: '',
        monthlyAmortization: '',
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid',
      fields: {
        bankFinancialInstitution: 'Please input bank/financial institution',
        mortgageAmount: 'Please input mortgage amount',
        outstandingBalance: 'Please input estimated outstanding balance',
        monthlyAmortization: 'Please input monthly amortization',
      },
    });
    expect(await count('home-loan')).toBe(before);
  });
});

describe('invalid fields: 400 with the spec’s English messages, nothing stored', () => {
  const PERSONAL_EMPTY = {
    firstname: 'First name is required',
    middlename: 'Middle name is required',
    lastname: 'Last name is required',
    bday: 'Date of birth is required',
    citizenship: 'Please select citizenship',
    sex: 'Please select a gender',
    civilStatus: 'Please select a civil status',
    motherMaidenName: "Mother's maiden name is required",
    cityMunicipalityProvince: 'Please select city/municipality/province',
    lengthOfStay: 'Please select length of stay',
    typeOfResidence: 'Please select type of residence',
    mobilePhone: 'Mobile Phone Number is required',
    emailAddress: 'Email Address is required',
    education: 'Please select education',
    tin: 'Tax Identification Number (TIN) is required',
    sss: 'SSS No. is required',
  };
  const REST_EMPTY = {
    typeOfEmployment: 'Please select type of employment',
    employerName: 'Please input employer name',
    lengthOfService: 'Please select length of service',
    rankPosition: 'Please select rank/position',
    typeOfJob: 'Please select type of job',
    monthlyIncome: 'Please input monthly income',
    agreement: 'You can only submit this form if you agree to our privacy statement and terms of use',
  };

  it('an empty auto loan form', async () => {
    const before = await count('auto-loan');
    const res = await post(AUTO_URL, AUTO_LOAN.formData(AUTO_LOAN.empty()));
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      error: 'invalid',
      fields: {
        ...PERSONAL_EMPTY,
        cityAddress: 'City address is too short',
        provincialAddress: 'Provincial address is too short',
        autoType: 'Please select car type',
        autoBrand: 'Please input car brand',
        autoModel: 'Please input car type and year model',
        autoCashPrize: 'Please input cash price',
        downpayment: 'Please input downpayment amount',
        amountFinanced: 'Please input amount financed',
        autoTerms: 'Please select number of terms',
        ...REST_EMPTY,
      },
    });
    expect(await count('auto-loan')).toBe(before);
  });

  it('an empty home loan form', async () => {
    const res = await post(HOME_URL, HOME_LOAN.formData(HOME_LOAN.empty()));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid',
      fields: {
        ...PERSONAL_EMPTY,
        cityAddress: 'City address is required',
        provincialAddress: 'Provincial address is required',
        loanAmount: 'Please input loan amount',
        loanTerm: 'Please select loan term',
        loanPurpose: 'Please select purpose of loan',
        collateralType: 'Please select type of collateral',
        propertyMortgaged: 'Please select yes or no',
        ...REST_EMPTY,
      },
    });
  });

  it('a body with no fields at all gets the same answer as an empty form', async () => {
    const empty = await post(AUTO_URL, new FormData());
    const blank = await post(AUTO_URL, AUTO_LOAN.formData(AUTO_LOAN.empty()));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual(await blank.json());
  });

  it('only the wrong fields are named', async () => {
    const before = await count('auto-loan');
    const res = await post(
      AUTO_URL,
      rawBody({
        ...AUTO,
        firstname: '',
        lastname: 'X',
        mobilePhone: '12345',
        emailAddress: 'juan@',
        autoCashPrize: '9'.repeat(17),
        autoTerms: '38',
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid',
      fields: {
        firstname: 'First name is required',
        lastname: 'Last name too short',
        mobilePhone: 'Invalid Mobile Phone Number',
        emailAddress: 'Must be a valid email',
        autoCashPrize: 'Invalid value',
        autoTerms: 'Please select number of terms',
      },
    });
    expect(await count('auto-loan')).toBe(before);
  });

  it('home phone: a combined phone without area code, or an area code alone', async () => {
    const noArea = await post(AUTO_URL, rawBody({ ...AUTO, homeAreaCode: '', homePhone: '()123-4567' }));
    expect(noArea.status).toBe(400);
    expect(await noArea.json()).toEqual({ error: 'invalid', fields: { homeAreaCode: 'Area Code is required' } });
    const areaOnly = await post(AUTO_URL, rawBody({ ...AUTO, homeAreaCode: '', homePhone: '(02)' }));
    expect(await areaOnly.json()).toEqual({ error: 'invalid', fields: { homePhone: 'Home Phone Number is required' } });
    const bad = await post(AUTO_URL, rawBody({ ...AUTO, homeAreaCode: '', homePhone: '(2)12-34' }));
    expect(await bad.json()).toEqual({
      error: 'invalid',
      fields: { homeAreaCode: 'Invalid Area Code', homePhone: 'Invalid Number' },
    });
  });

  it("the agreement must be sent as 'Yes'", async () => {
    for (const agreement of ['No', 'true', '']) {
      const data = clientBody(AUTO_LOAN, AUTO);
      data.set('agreement', agreement);
      const res = await post(AUTO_URL, data);
      expect(res.status, agreement).toBe(400);
      expect(await res.json()).toEqual({
        error: 'invalid',
        fields: { agreement: 'You can only submit this form if you agree to our privacy statement and terms of use' },
      });
    }
  });

  it('the auto loan endpoint does not accept a home loan and vice versa', async () => {
    const res = await post(AUTO_URL, clientBody(HOME_LOAN, HOME));
    expect(res.status).toBe(400);
    const { fields } = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual([
      'amountFinanced',
      'autoBrand',
      'autoCashPrize',
      'autoModel',
      'autoTerms',
      'autoType',
      'downpayment',
    ]);
    const res2 = await post(HOME_URL, clientBody(AUTO_LOAN, AUTO));
    expect(res2.status).toBe(400);
  });
});

describe('refused bodies: 400, never 500, nothing stored', () => {
  const bodyError = (message: string) => ({ error: 'invalid', fields: {}, message });

  it.each([
    ['JSON', JSON.stringify({ firstname: 'Juan' }), { 'Content-Type': 'application/json' }],
    ['plain text', 'firstname=Juan', { 'Content-Type': 'text/plain' }],
    ['no body', undefined, undefined],
  ])('not multipart (%s)', async (_name, body, headers) => {
    const before = await count('auto-loan');
    const res = await post(AUTO_URL, body as BodyInit, headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(bodyError('Expected a multipart/form-data body'));
    expect(await count('auto-loan')).toBe(before);
  });

  it('a file field', async () => {
    const data = clientBody(AUTO_LOAN, AUTO);
    data.append('payslip', new Blob(['%PDF-1.4']), 'payslip.pdf');
    const res = await post(AUTO_URL, data);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(bodyError('Unexpected file in payslip'));
  });

  it('a known field sent as a file', async () => {
    const data = clientBody(HOME_LOAN, HOME);
    data.set('firstname', new Blob(['Juan']), 'name.txt');
    const res = await post(HOME_URL, data);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(bodyError('Unexpected file in firstname'));
  });

  it('a repeated field', async () => {
    const before = await count('home-loan');
    const data = clientBody(HOME_LOAN, HOME);
    data.append('firstname', 'Pedro');
    const res = await post(HOME_URL, data);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(bodyError('Repeated field firstname'));
    expect(await count('home-loan')).toBe(before);
  });

  it('too many fields', async () => {
    const data = clientBody(AUTO_LOAN, AUTO);
    for (let i = 0; i < 200; i++) data.append(`extra${i}`, 'x');
    const res = await post(AUTO_URL, data);
    expect(res.status).toBe(400);
    // the form's own cap, checked before the body is parsed
    const cap = FORM_ENDPOINTS.find((e) => e.name === 'auto-loan')!.caps().maxFields;
    expect(await res.json()).toEqual(bodyError(`More than ${cap} fields`));
  });

  it('a field over 4000 characters', async () => {
    const data = clientBody(AUTO_LOAN, AUTO);
    data.set('autoModel', 'x'.repeat(4001));
    const res = await post(AUTO_URL, data);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(bodyError('Field autoModel is too long'));
  });

  it('a malformed multipart body', async () => {
    const res = await post(AUTO_URL, 'garbage', { 'Content-Type': 'multipart/form-data; boundary=abc' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(bodyError('Malformed form body'));
  });

  it('a body over the size limit is 413', async () => {
    const data = clientBody(AUTO_LOAN, AUTO);
    data.set('autoModel', 'x'.repeat(1024 * 1024 + 1));
    const res = await post(AUTO_URL, data);
    expect(res.status).toBe(413);
  });

  it('odd inputs never cause a 500', async () => {
    const odd: [string, BodyInit | undefined, Record<string, string> | undefined][] = [
      [
        'prototype names',
        multipart({ __proto__: 'x', constructor: 'y', toString: 'z', hasOwnProperty: 'w' } as unknown as Record<
          string,
          string
        >),
        undefined,
      ],
      ['array-looking names', multipart({ 'firstname[]': 'Juan', 'a.b': 'c' }), undefined],
      [
        'huge numbers',
        rawBody({ ...AUTO, autoCashPrize: '1e309', monthlyIncome: '9'.repeat(400), numberOfDependents: '-1' }),
        undefined,
      ],
      ['control characters', rawBody({ ...AUTO, firstname: 'Juan\u0007', cityAddress: '\u202e\u001b[2J' }), undefined],
      [
        'bad dates',
        rawBody({ ...AUTO, bday: '9999-99-99', spouseBday: '0000-00-00', businessDateRegistered: 'NaN' }),
        undefined,
      ],
      ['urlencoded', new URLSearchParams({ firstname: 'Juan' }), undefined],
      ['multipart without boundary', 'x', { 'Content-Type': 'multipart/form-data' }],
      ['wrong charset', 'x', { 'Content-Type': 'application/x-www-form-urlencoded; charset=ebcdic' }],
    ];
    for (const [name, body, headers] of odd) {
      for (const url of [AUTO_URL, HOME_URL]) {
        const res = await post(url, body as BodyInit, headers);
        expect(res.status, `${name} ${url}`).toBeLessThan(500);
        const answer = (await res.json()) as Record<string, unknown>;
        expect(answer, `${name} ${url}`).toEqual(
          res.status === 200
            ? { status: 'OK', id: expect.any(String) }
            : expect.objectContaining({ error: expect.any(String) }),
        );
      }
    }
    expect(server.logged).toEqual([]);
  });

  it('other methods are not found (JSON 404)', async () => {
    const res = await server.app.request(AUTO_URL);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found' });
  });
});
