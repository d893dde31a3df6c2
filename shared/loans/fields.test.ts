/**
 * The presentation (fields.ts) against the rules (steps.ts / forms.ts) and the resources: every field
 * shown is checked and sent, every field checked is shown, every key resolves in English and Filipino.
 */
import { describe, expect, it } from 'vitest';
import type { Form, FormField, Values } from '../forms/contract.ts';
import { englishText } from '../i18n/english.ts';
import { loans } from '../i18n/loans.ts';
import { options } from '../i18n/options.ts';
import { AUTO_LOAN, HOME_LOAN } from './forms.ts';

const FIL: Record<string, unknown> = { loans: loans.fil, options: options.fil };
const EN: Record<string, unknown> = { loans: loans.en, options: options.en };

function lookup(tree: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The steps as drawn (the review's consents are drawn by the widget), each field's declaration. */
const drawn = (form: Form) =>
  form.steps
    .filter((s) => s.id !== 'review')
    .map((s) => ({ ...s, fields: s.fields.map((name) => form.fields[name]) as FormField[] }));
const AUTO_LOAN_STEPS = drawn(AUTO_LOAN);
const HOME_LOAN_STEPS = drawn(HOME_LOAN);
const stepFields = (form: Form, id: string) => form.steps.find((s) => s.id === id)!.fields;

const CASES: [string, Form, ReturnType<typeof drawn>][] = [
  ['auto loan', AUTO_LOAN, AUTO_LOAN_STEPS],
  ['home loan', HOME_LOAN, HOME_LOAN_STEPS],
];

/** The values a select's or radio's rule accepts (its picklist). */
const accepted = (f: FormField) =>
  ((f.rule as unknown as { options?: string[] }).options ?? []).filter((o) => o !== '');

/** A value each field accepts, to check one field at a time. */
const VALID: Values = {
  firstname: 'Juan',
  middlename: 'Santos',
  lastname: 'Cruz',
  bday: '1990-05-17',
  citizenship: '1',
  sex: '8',
  civilStatus: '3',
  spouseName: '',
  spouseBday: '',
  spouseEmployer: '',
  spouseIncome: '',
  numberOfDependents: '',
  motherMaidenName: 'Maria Reyes',
  cityAddress: 'Makati',
  provincialAddress: 'NA',
  cityMunicipalityProvince: 'Makati',
  zipCode: '',
  lengthOfStay: '5',
  typeOfResidence: '1',
  carOwned: '',
  homeAreaCode: '',
  homePhone: '',
  mobilePhone: '09171234567',
  emailAddress: 'j@example.com',
  education: '7',
  tin: '123456789',
  sss: '1234567890',
  gsis: '',
  autoType: 'New',
  autoBrand: 'Toyota',
  autoModel: 'Vios 2024',
  autoCashPrize: '1',
  downpayment: '1',
  amountFinanced: '1',
  autoTerms: '12',
  loanAmount: '1',
  loanTerm: '20',
  loanPurpose: '12',
  collateralType: '8',
  collateralUse: '',
  coborrowersName: '',
  propertyMortgaged: 'Yes',
  bankFinancialInstitution: 'BPI',
  mortgageAmount: '1',
  outstandingBalance: '1',
  monthlyAmortization: '1',
  bankName: '',
  bankDeposit: '',
  bankAccount: '',
  typeOfEmployment: 'PV',
  employerName: 'Acme',
  lengthOfService: '0',
  rankPosition: '1',
  typeOfJob: '9',
  faxNumber: '',
  businessName: '',
  businessNature: '',
  businessDateRegistered: '',
  businessPhone: '',
  lengthOfOperation: '',
  placeOfBusiness: '',
  monthlyIncome: '1',
  agreement: true,
  consentOtherProducts: false,
};

describe.each(CASES)('%s presentation', (_name, form, steps) => {
  it('has the form’s steps in order, the review step excepted', () => {
    expect(steps.map((s) => s.id)).toEqual(form.steps.map((s) => s.id).filter((id) => id !== 'review'));
    expect(form.steps.at(-1)!.id).toBe('review');
  });

  it('shows exactly the fields each step checks, each once', () => {
    for (const step of steps) {
      const shown = step.fields.map((f) => f.name);
      expect(new Set(shown).size, step.id).toBe(shown.length);
      expect([...shown].sort(), step.id).toEqual([...stepFields(form, step.id)].sort());
    }
  });

  it('keeps the order of §3 (presentation order equals the payload order)', () => {
    const shown = steps.flatMap((s) => s.fields.map((f) => f.name));
    const sent = form.entries.filter((e) => !['agreement', 'consentOtherProducts'].includes(e));
    expect(shown).toEqual(sent);
  });

  it('every step title, label and hint resolves in English and Filipino', () => {
    const keys = steps.flatMap((s) => [s.title, ...s.fields.flatMap((f) => [f.label, ...(f.hint ? [f.hint] : [])])]);
    keys.push('loans.stepTitles.review');
    for (const key of keys) {
      expect(englishText(key), key).toEqual(expect.any(String));
      expect(lookup(EN, key), key).toEqual(expect.any(String));
      expect(lookup(FIL, key)?.trim(), key).toEqual(expect.stringMatching(/./));
    }
  });

  it('every field’s label key is loans.fields.<name>', () => {
    for (const f of steps.flatMap((s) => s.fields)) expect(f.label).toBe(`loans.fields.${f.name}`);
  });

  it('every labelled option resolves in English and Filipino', () => {
    for (const f of steps.flatMap((s) => s.fields)) {
      if (!f.options?.labels) continue;
      for (const value of f.options.values) {
        const key = `${f.options.labels}.${value}`;
        expect(englishText(key), key).toEqual(expect.any(String));
        expect(lookup(FIL, key), key).toEqual(expect.any(String));
      }
    }
  });

  it('selects and radios offer exactly what the schema accepts (less the empty choice)', () => {
    for (const step of steps) {
      for (const f of step.fields.filter((x) => x.options)) {
        expect([...f.options!.values], f.name).toEqual(accepted(f));
      }
    }
  });

  it('every select or radio has exactly one way to its labels: texts, its numbers, or a format', () => {
    for (const f of steps.flatMap((s) => s.fields)) {
      if (f.kind === 'select' || f.kind === 'radio') {
        expect(f.options, f.name).toBeDefined();
        const ways = [f.options!.labels, f.options!.numeric, f.options!.format].filter(Boolean);
        expect(ways, f.name).toHaveLength(1);
      }
    }
  });

  it('a field is marked optional exactly when its step accepts it empty', () => {
    // Mortgage details are conditionally required (shown only for Yes), so Yes is the fixture.
    for (const step of steps) {
      for (const f of step.fields) {
        const values = { ...VALID, [f.name]: '' };
        expect(form.validateStep(step.id, { ...VALID }).ok, `${step.id} fixture`).toBe(true);
        const acceptsEmpty = !(f.name in form.validateStep(step.id, values).errors);
        expect(acceptsEmpty, f.name).toBe(f.optional === true);
      }
    }
  });

  it('masked fields use the schema’s masks', () => {
    const masks = Object.fromEntries(
      steps
        .flatMap((s) => s.fields)
        .filter((f) => f.mask)
        .map((f) => [f.name, f.mask]),
    );
    expect(masks).toEqual({
      homeAreaCode: 'areaCode',
      homePhone: 'landline',
      mobilePhone: 'mobile',
      tin: 'tin',
      sss: 'sss',
    });
  });

  it('the birth date picker is bounded to ages 18 to 80', () => {
    const bday = steps[0]!.fields.find((f) => f.name === 'bday')!;
    const bounds = bday.dateBounds!();
    const year = new Date().getFullYear();
    expect(Number(bounds.min!.slice(0, 4))).toBe(year - 80);
    expect(Number(bounds.max!.slice(0, 4))).toBe(year - 18);
  });
});

describe('step titles (§2)', () => {
  it('are the auto loan wizard’s names', () => {
    expect([...AUTO_LOAN_STEPS.map((s) => englishText(s.title)), englishText('loans.stepTitles.review')]).toEqual([
      'Personal Information',
      'Loan Information',
      'Bank Accounts',
      'Employment Information',
      'Business Information',
      'Review details',
    ]);
  });

  it('the auto loan wizard has 6 steps (§9)', () => {
    expect(AUTO_LOAN.steps).toHaveLength(6);
    expect(HOME_LOAN.steps).toHaveLength(6);
  });
});
