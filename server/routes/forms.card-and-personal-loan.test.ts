/**
 * Calls 2 and 4 (application-forms.md §7): POST /cms/ewbcc/submit and /cms/ewbpl/submit (variant B,
 * and variant A with the home loan's names). Valid multipart bodies are stored as the normalised
 * payload; anything else is a 400, never a 500.
 */
import { describe, expect, it } from 'vitest';
import { CREDIT_CARD } from '../../shared/credit-card/forms.ts';
import { VALID_CC } from '../../shared/credit-card/fixtures.ts';
import { PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
import { PERSONAL_LOAN_A } from '../../shared/personal-loan/variant-a.ts';
import { VALID_B } from '../../shared/personal-loan/fixtures.ts';
import { appPerTest, TEST_TOKEN } from '../testing.ts';

const server = appPerTest();

const post = (path: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return server.app.request(path, { method: 'POST', body });
};
const stored = async (form: string) =>
  (await (
    await server.app.request(`/admin/api/submissions?form=${form}`, {
      headers: { Authorization: `Bearer ${TEST_TOKEN}` },
    })
  ).json()) as {
    fields: Record<string, string>;
  }[];

describe('POST /cms/ewbpl/submit', () => {
  it('stores variant B under the spec names', async () => {
    const r = PERSONAL_LOAN_B.validate({ ...VALID_B, lastName: 'Storedb' });
    const fields = Object.fromEntries(PERSONAL_LOAN_B.payload(r.ok ? r.output : {}));
    const res = await post('/cms/ewbpl/submit', fields);
    expect(res.status).toBe(200);
    const row = (await stored('personal-loan')).find((x) => x.fields.lastName === 'Storedb');
    expect(row?.fields).toEqual(fields);
    expect(row?.fields.homePhone).toBe('(02)8888-1234');
  });
  it("takes the agreement under the spec's other spelling, radioAgree, as agreeRadio", async () => {
    const r = PERSONAL_LOAN_B.validate({ ...VALID_B, lastName: 'Radioagree' });
    const { agreeRadio, ...fields } = Object.fromEntries(PERSONAL_LOAN_B.payload(r.ok ? r.output : {}));
    expect(agreeRadio).toBe('Yes');
    const res = await post('/cms/ewbpl/submit', { ...fields, radioAgree: 'Yes' });
    expect(res.status).toBe(200);
    const row = (await stored('personal-loan')).find((x) => x.fields.lastName === 'Radioagree');
    expect(row?.fields.agreeRadio).toBe('Yes');
    expect(row?.fields).not.toHaveProperty('radioAgree');
    const no = await post('/cms/ewbpl/submit', { ...fields, radioAgree: 'No' });
    expect(no.status).toBe(400);
    expect(((await no.json()) as { fields: Record<string, string> }).fields.agreeRadio).toBe(
      'You may only proceed if you accept our terms and condition',
    );
  });
  it('stores variant A (home loan names)', async () => {
    const values = {
      ...PERSONAL_LOAN_A.empty(),
      firstname: 'Maria',
      middlename: 'Santos',
      lastname: 'Storeda',
      bday: '1990-05-15',
      citizenship: '1',
      sex: '9',
      civilStatus: '1',
      motherMaidenName: 'Lourdes Cruz',
      cityAddress: '6750 Ayala Avenue',
      provincialAddress: 'NA',
      cityMunicipalityProvince: 'Makati',
      lengthOfStay: '5',
      typeOfResidence: '3',
      mobilePhone: '09171234567',
      emailAddress: 'maria@example.ph',
      education: '7',
      tin: '123456789',
      sss: '1234567890',
      loanAmount: '150000',
      loanTerm: '36',
      loanPurpose: '4',
      propertyMortgaged: 'No',
      typeOfEmployment: 'PV',
      employerName: 'Acme',
      lengthOfService: '15',
      rankPosition: '2',
      typeOfJob: '9',
      monthlyIncome: '85000',
      agreement: true,
    };
    const r = PERSONAL_LOAN_A.validate(values);
    expect(r.ok).toBe(true);
    const fields = Object.fromEntries(PERSONAL_LOAN_A.payload(r.ok ? r.output : {}));
    expect((await post('/cms/ewbpl/submit', fields)).status).toBe(200);
    const row = (await stored('personal-loan')).find((x) => x.fields.lastname === 'Storeda');
    expect(row?.fields).toEqual(fields);
  });
  it('400 with the failing fields in English', async () => {
    const res = await post('/cms/ewbpl/submit', { firstName: 'M', agreeRadio: 'No' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields.firstName).toBe('First name is too short');
    expect(body.fields.agreeRadio).toBe('You may only proceed if you accept our terms and condition');
  });
  it('400 for a body that is not a form', async () => {
    const res = await server.app.request('/cms/ewbpl/submit', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('POST /cms/ewbcc/submit', () => {
  const fields = () => {
    const r = CREDIT_CARD.validate({ ...VALID_CC, lastName: 'Storedcc' });
    return Object.fromEntries(CREDIT_CARD.payload(r.ok ? r.output : {}, Number(VALID_CC._startedAt) + 30_000));
  };
  it('stores the payload with notARobot', async () => {
    const f = fields();
    expect((await post('/cms/ewbcc/submit', f)).status).toBe(200);
    const row = (await stored('credit-card')).find((x) => x.fields.lastName === 'Storedcc');
    expect(row?.fields).toEqual(f);
    expect(row?.fields.homePhone).toBe('(02)+123-4567');
  });
  it('400 when the bot check fails (honeypot filled or too fast)', async () => {
    for (const robot of ['', '1', 'abc']) {
      const res = await post('/cms/ewbcc/submit', { ...fields(), notARobot: robot });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields).toHaveProperty('notARobot');
    }
  });
  it('400 with messages for invalid fields', async () => {
    const res = await post('/cms/ewbcc/submit', { ...fields(), cardType: 'XXX', cardName: 'A.B' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields).toMatchObject({
      cardType: 'Type of EastWest Bank Credit Card is required',
      cardName: 'Invalid special characters',
    });
  });
});
