/**
 * Credit card (application-forms.md §3, §4, §5 "Credit card", §7 call 2): every rule and message,
 * the conditional fields, the same-address copy, the KrisFlyer card, the bot check and the payload
 * (home and spouse phone as "(areacode)+number").
 */
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { englishText } from '../i18n/english.ts';
import type { Values } from '../forms/contract.ts';
import { VALID_CC } from './fixtures.ts';
import { CC_LISTS, KRISFLYER } from './lists.ts';
import { CREDIT_CARD, HONEYPOT, MIN_FILL_SECONDS, STARTED_AT, isHuman, notARobot } from './forms.ts';
import { fromPayload } from '../forms/decode.ts';

// "Today" frozen for the age bounds, so a test around midnight cannot see two days.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterAll(() => {
  vi.useRealTimers();
});

/** English text of each failing field's message, as the wizard checks a step. */
const messages = (step: string, values: Values) =>
  Object.fromEntries(
    Object.entries(CREDIT_CARD.validateStep(step, values).errors).map(([f, k]) => [f, englishText(k)]),
  );

describe('lists', () => {
  it('card types with their codes; KrisFlyer held by its label (its code is empty)', () => {
    expect(CC_LISTS.cardType).toEqual([
      'PCM',
      'VPL',
      'ECM',
      'DVN',
      'GCV',
      'GCM',
      'SCV',
      'SCM',
      'GPM',
      KRISFLYER,
      'HCM',
      'DLS',
    ]);
    expect(CC_LISTS.homeOwner).toEqual(['OW', 'OM', 'LP', 'CP', 'RN']);
    expect(CC_LISTS.workNature).toHaveLength(18);
  });
});

describe('choose card, existing client', () => {
  it('messages', () => {
    expect(messages('card', CREDIT_CARD.empty())).toEqual({
      cardType: 'Type of EastWest Bank Credit Card is required',
    });
    expect(messages('client', CREDIT_CARD.empty())).toEqual({
      deposit: 'Are you an existing EastWest Client is required',
      ewRelConfirm: 'Are you a relative is required',
    });
  });
  it('the KrisFlyer card can be chosen and is sent', () => {
    expect(messages('card', { ...VALID_CC, cardType: KRISFLYER })).toEqual({});
    const r = CREDIT_CARD.validate({ ...VALID_CC, cardType: KRISFLYER });
    expect(Object.fromEntries(CREDIT_CARD.payload(r.ok ? r.output : {})).cardType).toBe(
      'KrisFlyer Platinum Mastercard',
    );
  });
  it('cardno only when ewcc is Yes: required, dddd-????-????-dddd, max 19', () => {
    expect([...CREDIT_CARD.hidden(VALID_CC)]).toContain('cardno');
    const yes = { ...VALID_CC, ewcc: 'Yes' };
    expect([...CREDIT_CARD.hidden(yes)]).not.toContain('cardno');
    expect(messages('client', yes)).toEqual({ cardno: 'This field is required' });
    expect(messages('client', { ...yes, cardno: '1234-5678' })).toEqual({ cardno: 'Invalid credit card number' });
    expect(messages('client', { ...yes, cardno: '1234-XXXX-XXXX-5678' })).toEqual({});
    expect(messages('client', { ...yes, cardno: '1234-5678-9012-34567' })).toEqual({ cardno: 'Text too long' });
  });
  it('relative names only on Yes, max 150', () => {
    expect([...CREDIT_CARD.hidden(VALID_CC)]).toEqual(
      expect.arrayContaining(['ewRelName', 'ewRelRelationship', 'ewPEPRelName', 'ewPEPRelRelationship']),
    );
    const yes = { ...VALID_CC, ewRelConfirm: 'Yes', ewPEPRel: 'Yes' };
    expect([...CREDIT_CARD.hidden(yes)]).not.toContain('ewRelName');
    expect([...CREDIT_CARD.hidden(yes)]).not.toContain('ewPEPRelName');
    expect(messages('client', { ...yes, ewRelName: 'x'.repeat(151), ewPEPRelRelationship: 'x'.repeat(151) })).toEqual({
      ewRelName: 'Text too long',
      ewPEPRelRelationship: 'Text too long',
    });
  });
});

describe('personal information', () => {
  it('required messages', () => {
    expect(messages('personal', CREDIT_CARD.empty())).toMatchObject({
      firstName: 'First Name is required',
      cardName: 'Name in Card is required',
      emailAddress: 'Primary E-mail Address is required',
      sssNo: 'SSS/GSIS No. is required',
      tinNo: 'Tax Identification Number (TIN) is required',
      zipCode: 'Zip code is required',
      birthDate: 'Birth Date is required',
      numberDependents: 'This field is required',
      mobilePhone: 'Mobile Phone Number is required',
    });
  });
  it('lengths and patterns', () => {
    expect(
      messages('personal', {
        ...VALID_CC,
        firstName: 'x'.repeat(31),
        cardName: 'MARIA S. REYES',
        numberDependents: '31',
        numberCar: '1001',
        zipCode: '12',
        zipCode2: '1',
        birthPlace: 'x'.repeat(251),
        homePhone: '',
      }),
    ).toEqual({
      firstName: 'First in Card is too long',
      cardName: 'Invalid special characters',
      numberDependents: 'Invalid Entry',
      numberCar: 'Invalid Entry',
      // a malformed zip is not a missing one: its own message says what is wrong
      zipCode: 'Zip code should be 4 digits',
      zipCode2: 'Zip code should be 4 digits',
      birthPlace: 'Text too long',
      homePhone: 'Home Phone Number is required',
    });
    expect(messages('personal', { ...VALID_CC, cardName: 'MARIA SANTOS DELA REYES' })).toEqual({
      cardName: 'Name in Card is too long',
    });
  });
  it('birth date: a principal cardholder 21 to 80 years old (§5 "Credit card")', () => {
    const ago = (years: number, days = 0) => dayjs().subtract(years, 'year').add(days, 'day').format('YYYY-MM-DD');
    const range = 'You must be between 21 and 80 years old to apply';
    expect(messages('personal', { ...VALID_CC, birthDate: '2030-01-01' })).toEqual({ birthDate: range });
    expect(messages('personal', { ...VALID_CC, birthDate: ago(21, 1) })).toEqual({ birthDate: range });
    expect(messages('personal', { ...VALID_CC, birthDate: ago(80, -1) })).toEqual({ birthDate: range });
    expect(messages('personal', { ...VALID_CC, birthDate: ago(21) })).toEqual({});
    expect(messages('personal', { ...VALID_CC, birthDate: ago(80) })).toEqual({});
    // The date input is bounded the same way.
    expect(CREDIT_CARD.fields.birthDate.dateBounds!()).toEqual({ min: ago(80), max: ago(21) });
  });
  it('citizenship and ACR only when citizenship1 is Others', () => {
    expect([...CREDIT_CARD.hidden(VALID_CC)]).toEqual(expect.arrayContaining(['citizenship', 'acr']));
    const oth = { ...VALID_CC, citizenship1: 'OTH' };
    expect([...CREDIT_CARD.hidden(oth)]).not.toContain('acr');
    expect(messages('personal', oth)).toEqual({
      citizenship: 'This field is required',
      acr: 'This field is required',
    });
  });
  it('the permanent address copies the home one when ticked', () => {
    const same = { ...VALID_CC, chkPermAddSameWithHomeAdd: true };
    expect([...CREDIT_CARD.hidden(same)]).toEqual(expect.arrayContaining(['permanentAddress', 'zipCode2']));
    const r = CREDIT_CARD.validate(same);
    const sent = Object.fromEntries(CREDIT_CARD.payload(r.ok ? r.output : {}));
    expect(sent.permanentAddress).toBe(VALID_CC.homeAddress);
    expect(sent.zipCode2).toBe('1226');
    expect(sent.chkPermAddSameWithHomeAdd).toBe('true');
  });
});

describe('work and finances', () => {
  it('required messages', () => {
    // Source of Income is not asked by §5 "Credit card": optional.
    expect(messages('work', CREDIT_CARD.empty())).toEqual({
      workType: 'Employment is required',
      workYear: 'Years with Present Employer/Business is required',
      workPos: 'Position/Rank is required',
      workPos2: 'Job Title/Occupation is required',
      workNature: 'Nature of Present Business is required',
      businessName: 'Company/Business Name is required',
      businessAddress: 'Company/Business Address is required',
      businessPhone: 'Company/Business Phone Number is required',
      businessIncome: 'Gross Annual Income is required',
    });
  });
  it('limits', () => {
    expect(
      messages('work', {
        ...VALID_CC,
        workYear: '-1',
        businessPhone: '1'.repeat(31),
        businessIncome: '1'.repeat(21),
        businessDept: 'x'.repeat(201),
      }),
    ).toEqual({
      workYear: 'Invalid input',
      businessPhone: 'Number too long',
      businessIncome: 'Invalid amount',
      businessDept: 'Text too long',
    });
  });
  it('Source of Income may be left empty; its Others text is required when OTH is chosen', () => {
    expect(messages('work', { ...VALID_CC, fundSrc: '' })).toEqual({});
    expect(CREDIT_CARD.validate({ ...VALID_CC, fundSrc: '' }).ok).toBe(true);
    expect(messages('work', { ...VALID_CC, fundSrc: 'OTH', fundSrc1: '' })).toEqual({
      fundSrc1: 'This field is required',
    });
    expect(messages('work', { ...VALID_CC, fundSrc: 'XYZ' })).toEqual({ fundSrc: 'Please check this entry' });
  });
  it.each([
    ['fundSrc', 'fundSrc1'],
    ['workType', 'employment1'],
    ['workPos', 'workPos1'],
  ])('%s OTH shows %s, then required', (list, other) => {
    expect([...CREDIT_CARD.hidden(VALID_CC)]).toContain(other);
    const v = { ...VALID_CC, [list]: 'OTH' };
    expect([...CREDIT_CARD.hidden(v)]).not.toContain(other);
    expect(messages('work', v)).toEqual({ [other]: 'This field is required' });
  });
});

describe('member since: mm/yyyy, not after this month (site-and-content.md §5)', () => {
  const later = dayjs().add(1, 'month').format('MM/YYYY');
  it.each([
    ['032019', ''],
    ['3/2019', ''],
    [dayjs().format('MM/YYYY'), ''],
    ['2019', 'Enter the month and year as mm/yyyy, not later than this month'],
    ['13/2019', 'Enter the month and year as mm/yyyy, not later than this month'],
    [later, 'Enter the month and year as mm/yyyy, not later than this month'],
  ])('%s', (typed, message) => {
    expect(messages('cards', { ...VALID_CC, memberSince1: typed })).toEqual(message ? { memberSince1: message } : {});
  });
  it('is masked mm/yyyy when left, with a numeric keypad', () => {
    expect(CREDIT_CARD.tidy('memberSince2', '032019')).toBe('03/2019');
    expect(CREDIT_CARD.fields.memberSince2.inputMode).toBe('numeric');
  });
});

describe('card references, spouse, friend, review', () => {
  it('three card references, two shown at first', () => {
    expect([...CREDIT_CARD.hidden(VALID_CC)]).toEqual(expect.arrayContaining(['cardIssuer3', 'cardNumber3']));
    expect([...CREDIT_CARD.hidden(VALID_CC)]).not.toContain('cardIssuer2');
    expect([...CREDIT_CARD.hidden({ ...VALID_CC, cardRefCount: '3' })]).not.toContain('cardIssuer3');
    expect(
      messages('cards', {
        ...VALID_CC,
        cardIssuer1: 'x'.repeat(201),
        cardNumber2: '1234',
        creditLimit1: '1'.repeat(21),
      }),
    ).toEqual({
      cardIssuer1: 'Text too long',
      cardNumber2: 'Invalid credit card number',
      creditLimit1: 'Invalid value',
    });
  });
  it('spouse: optional, with the formats', () => {
    expect(messages('spouse', CREDIT_CARD.empty())).toEqual({});
    expect(
      messages('spouse', {
        ...VALID_CC,
        spousePhone: '12',
        spouseAreaCode: '123',
        spouseCP: '12',
        spouseIncome: '1'.repeat(21),
        spousePosition: 'x'.repeat(2001),
      }),
    ).toEqual({
      spousePhone: 'Invalid Number',
      spouseAreaCode: 'Invalid Area Code',
      spouseCP: 'Invalid Mobile Phone Number',
      spouseIncome: 'Invalid Amount',
      spousePosition: 'Text too long',
    });
  });
  it('friend: all required', () => {
    expect(messages('friend', CREDIT_CARD.empty())).toEqual({
      friendName: 'Personal Reference Name is required',
      friendBusiness: 'Company/Business Name is required',
      friendPosition: 'Position is required',
      friendDept: 'Department is required',
      friendPhone: 'Contact No. is required',
    });
    expect(messages('friend', { ...VALID_CC, friendPhone: '1'.repeat(13) })).toEqual({
      friendPhone: 'Invalid Phone',
    });
  });
  it('review: delivery required; consentOther ticked, statement to billing unticked (paperless) by default', () => {
    expect(messages('review', CREDIT_CARD.empty())).toEqual({ delivery: 'This field is required' });
    expect(CREDIT_CARD.empty().consentOther).toBe(true);
    expect(CREDIT_CARD.empty().SOAtoBillingAdd).toBe(false);
  });
});

describe('payload (§7 call 2) and the bot check', () => {
  const r = CREDIT_CARD.validate(VALID_CC);
  const now = Number(VALID_CC[STARTED_AT]) + 60_000;
  const sent = Object.fromEntries(CREDIT_CARD.payload(r.ok ? r.output : {}, now));
  it('validates', () => expect(r.ok).toBe(true));
  it('home and spouse phone as (areacode)+number', () => {
    expect(sent.homePhone).toBe('(02)+123-4567');
    expect(sent.spousePhone).toBe('(02)+765-4321');
  });
  it('booleans, amounts, notARobot', () => {
    expect(sent.consentOther).toBe('true');
    expect(sent.SOAtoBillingAdd).toBe('false');
    expect(sent.businessIncome).toBe('1200000');
    expect(sent.notARobot).toBe('60');
    expect(sent).not.toHaveProperty(STARTED_AT);
    expect(sent).not.toHaveProperty('cardRefCount');
  });
  it('the honeypot or a too quick fill fails the check', () => {
    expect(notARobot({ ...VALID_CC, [HONEYPOT]: 'http://spam' }, now)).toBe('');
    expect(isHuman('60')).toBe(true);
    expect(isHuman(String(MIN_FILL_SECONDS - 1))).toBe(false);
    expect(isHuman('')).toBe(false);
    expect(isHuman(undefined)).toBe(false);
  });
  it('reads back into the same values on the server', () => {
    const back = CREDIT_CARD.validate(fromPayload(CREDIT_CARD, sent).values);
    expect(back.ok).toBe(true);
    expect(Object.fromEntries(CREDIT_CARD.payload(back.ok ? back.output : {}, now)).homePhone).toBe('(02)+123-4567');
    const again = Object.fromEntries(CREDIT_CARD.payload(back.ok ? back.output : {}, now));
    delete again.notARobot;
    const first = { ...sent };
    delete first.notARobot;
    expect(again).toEqual(first);
  });
});
