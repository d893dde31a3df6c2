/**
 * One generic test over every form on the contract (shared/forms/all.ts): every field shown is
 * declared, checked and sent; every checked field is shown; every label, hint, option, heading,
 * title and message key resolves in English and in Filipino; options are what the rule accepts.
 * A field renamed in one place only (its key, a step's list, its label key) fails here.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { businessCallback } from '../i18n/business-callback.ts';
import { callback } from '../i18n/callback.ts';
import { common } from '../i18n/common.ts';
import { creditCard } from '../i18n/credit-card.ts';
import { leadgen } from '../i18n/leadgen.ts';
import { loans } from '../i18n/loans.ts';
import { options } from '../i18n/options.ts';
import { personalLoan } from '../i18n/personal-loan.ts';
import { timeDeposit } from '../i18n/time-deposit.ts';
import { wizard } from '../i18n/wizard.ts';
import { FORMS } from './all.ts';
import { messageKeys, type FieldValue, type Form, type FormField } from './contract.ts';
import { fromPayload } from './decode.ts';

const RESOURCES = {
  common,
  callback,
  businessCallback,
  loans,
  options,
  personalLoan,
  creditCard,
  timeDeposit,
  leadgen,
  wizard,
};
type Lang = 'en' | 'fil';

/** The node at a key (`ns.a.b`) in one language, or undefined. */
function node(lang: Lang, key: string): unknown {
  const [ns, ...path] = key.split('.');
  let at: unknown = (RESOURCES as Record<string, Record<Lang, unknown>>)[ns!]?.[lang];
  for (const part of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}
const text = (lang: Lang, key: string) => {
  const at = node(lang, key);
  return typeof at === 'string' && at.trim() !== '' ? at : undefined;
};
/** An option's label: the list, then the value whole (values may hold dots: WAGE.PRIVATE). */
const optionText = (lang: Lang, labels: string, value: string) => {
  const list = node(lang, labels) as Record<string, unknown> | undefined;
  const at = list?.[value];
  return typeof at === 'string' && at.trim() !== '' ? at : undefined;
};

const CASES = Object.entries(FORMS);
const shownFields = (form: Form) => form.steps.flatMap((s) => s.fields as readonly string[]);
const field = (form: Form, name: string) => form.fields[name] as FormField;

/** Two different values a field of this kind may hold (sent, they must give different payloads). */
function samples(f: FormField): [FieldValue, FieldValue] {
  const o = f.options?.values.filter((x) => !f.options?.disabled?.includes(x)) ?? [];
  switch (f.kind) {
    case 'checkbox':
      return [true, false];
    case 'checkboxes':
      return [[o[0]!], [o[1]!]];
    case 'days':
      return [
        ['2031-01-02', '2031-01-03'],
        ['2031-02-04', '2031-02-05'],
      ];
    case 'select':
    case 'radio':
      return [o[0]!, o[1]!];
    default:
      return ['1234567', '7654321'];
  }
}

describe.each(CASES)('%s', (_name, form) => {
  it('every step shows declared fields only, each field on one step once', () => {
    const shown = shownFields(form);
    for (const name of shown) expect(form.fields[name], `step field ${name} is declared`).toBeDefined();
    expect(
      shown.filter((n, i) => shown.indexOf(n) !== i),
      'shown twice',
    ).toEqual([]);
  });

  it('every declared field is shown, unless it is state the form carries (kind hidden)', () => {
    const shown = new Set(shownFields(form));
    const unshown = form.names.filter((n) => !shown.has(n) && field(form, n).kind !== 'hidden');
    expect(unshown, 'declared but never shown').toEqual([]);
  });

  it('every repeat group names fields of the same step', () => {
    for (const step of form.steps)
      for (const name of step.fields) {
        const r = field(form, name).repeat;
        if (r) for (const f of r.groups.flat()) expect(step.fields as readonly string[], `${name}: ${f}`).toContain(f);
      }
  });

  it('every field is checked: its rule refuses what no field holds', () => {
    for (const name of form.names) expect(v.safeParse(field(form, name).rule, Symbol(name)).success, name).toBe(false);
  });

  it('every field not held by the form is sent: changing it changes the payload', () => {
    const base = Object.fromEntries(form.names.map((n) => [n, samples(field(form, n))[0]]));
    const before = JSON.stringify(form.payload(base, 0));
    for (const name of form.names) {
      const f = field(form, name);
      if (f.send === false) continue;
      expect(form.entries, `${name}'s entry`).toContain(form.entryOf(name));
      const after = JSON.stringify(form.payload({ ...base, [name]: samples(f)[1] }, 0));
      expect(after, `${name} changes the payload`).not.toBe(before);
    }
  });

  it('every amount is formatted as it is typed: the shared amount format (§5)', () => {
    for (const name of form.names) {
      const f = field(form, name);
      if (f.kind !== 'amount') continue;
      // A point starts the centavos: kept in view while typing, dropped when the field is left.
      expect(f.live?.('PHP 1234567.89'), name).toBe('1,234,567.');
      expect(form.tidy(name, 'PHP 1234567.89'), name).toBe('1,234,567');
      expect(f.live?.('123456789012'), name).toBe('1,234,567,890');
      expect(form.tidy(name, '1500000'), name).toBe('1,500,000');
      // What the field shows passes its own rule (the per-form lengths stay for the server's check).
      expect(v.safeParse(f.rule, f.live!('1500000')).success, name).toBe(true);
    }
  });

  it('every rule across fields names fields of the form and reports only those, with its own keys', () => {
    const blank = form.empty();
    const filled = Object.fromEntries(form.names.map((n) => [n, samples(field(form, n))[0]]));
    const other = Object.fromEntries(form.names.map((n) => [n, samples(field(form, n))[1]]));
    const partly = Object.fromEntries(form.names.map((n, i) => [n, i % 2 ? blank[n] : filled[n]]));
    for (const rule of form.rules) {
      expect(rule.fields.length, 'a rule names the fields it reports').toBeGreaterThan(0);
      for (const name of rule.fields) expect(form.names, `rule field ${name} is declared`).toContain(name);
      for (const values of [blank, filled, other, partly])
        for (const [name, key] of rule.check(values)) {
          expect(rule.fields, `reported ${name}`).toContain(name);
          expect(rule.messages, `reported key ${key}`).toContain(key);
        }
    }
  });

  it('payload entries are unique and the form reads back what it sends', () => {
    expect(new Set(form.entries).size).toBe(form.entries.length);
    const sent = Object.fromEntries(form.payload(form.empty(), 0));
    expect(Object.keys(sent)).toEqual(form.entries);
    expect(fromPayload(form, sent).errors).toEqual({});
  });

  it('selects, radios and checkbox groups offer what their rule takes as a choice', () => {
    const first = (f: FormField, input: unknown) => v.safeParse(f.rule, input).issues?.[0]?.message;
    for (const name of shownFields(form)) {
      const f = field(form, name);
      if (!f.options || f.kind === 'repeat') continue;
      const wrap = (x: string) => (f.kind === 'checkboxes' ? [x] : x);
      // What the rule says when nothing is chosen (or, for a list that may be left empty, to a non-option).
      const noChoice = first(f, wrap('')) ?? first(f, wrap('not-an-option'));
      expect(noChoice, `${name} refuses what it does not offer`).toBeDefined();
      for (const value of f.options.values) {
        const refused = first(f, wrap(value));
        // An offered value may only be refused for a reason of its own (the agreement must be Yes).
        if (f.options.disabled?.includes(value)) expect(refused, `${name}: ${value} is disabled`).toBeDefined();
        else expect(refused === undefined || refused !== noChoice, `${name} takes ${value}`).toBe(true);
      }
    }
  });

  it.each(['en', 'fil'] as const)('every title, label, hint, option, heading and message resolves in %s', (lang) => {
    const missing: string[] = [];
    const want = (key: string | undefined, where: string) => {
      if (key !== undefined && text(lang, key) === undefined) missing.push(`${where}: ${key}`);
    };
    for (const step of form.steps) {
      want(step.title, `step ${step.id}`);
      want(step.note, `step ${step.id} note`);
      for (const name of step.fields) {
        const f = field(form, name);
        want(f.label, name);
        want(f.hint, `${name} hint`);
        want(f.placeholder, `${name} placeholder`);
        want(f.heading, `${name} heading`);
        want(f.section, `${name} section`);
        for (const part of f.parts ?? []) want(part, `${name} part`);
        if (f.repeat) {
          want(f.repeat.add, `${name} add`);
          want(f.repeat.remove, `${name} remove`);
        }
        const labels = f.options?.labels;
        if (labels)
          for (const value of f.options!.values)
            if (optionText(lang, labels, value) === undefined) missing.push(`${name} option: ${labels}.${value}`);
      }
    }
    for (const name of form.names) for (const key of messageKeys(field(form, name).rule)) want(key, `${name} message`);
    for (const rule of form.rules) for (const key of rule.messages) want(key, 'rule message');
    want('common.invalid', 'an unreadable entry');
    expect(missing).toEqual([]);
  });
});

describe('mobile numbers', () => {
  const mobiles = CASES.flatMap(([key, form]) =>
    form.names
      .filter(
        (n) =>
          field(form, n).kind === 'tel' && /mobile|spouseCP|tel-national/i.test(`${n} ${field(form, n).autoComplete}`),
      )
      .map((n) => [`${key}: ${n}`, form, n] as const),
  );
  it('are found in every form that asks for one', () => {
    expect(new Set(mobiles.map(([, f]) => f.name)).size).toBe(CASES.length - 1); // every form (two share a name)
  });
  it.each(mobiles)('%s takes the everyday 09171234567, as typed and as tidied when left', (_, form, name) => {
    const rule = field(form, name).rule;
    expect(v.safeParse(rule, '09171234567').success).toBe(true);
    for (const typed of ['09171234567', '0917 123 4567', '+63 917 123 4567', '(63) 917-123-4567'])
      expect(v.safeParse(rule, form.tidy(name, typed)).success, `${typed} tidied`).toBe(true);
  });
});

describe('landline fields (§5 "landline ####-#### or ###-####"): one rule in every form', () => {
  // Every phone that is not a mobile, an area code or a fax: the landlines. The time deposit's is its own
  // rule (§5 Time deposit: 9 to 17 characters once cleaned, the area code typed with it).
  const landlines = CASES.flatMap(([key, form]) =>
    Object.keys(form.fields)
      .filter((n) => {
        const f = field(form, n);
        return f.kind === 'tel' && !/mobile|spouseCP|tel-national|area|fax/i.test(`${n} ${f.autoComplete ?? ''}`);
      })
      .filter((n) => !(form.name === 'time-deposit' && n === 'PhoneNo'))
      .map((n) => [`${key}: ${n}`, form, n] as const),
  );
  it('are found in the forms that ask for one, the second form among them', () => {
    expect(new Set(landlines.map(([, f]) => f.name))).toEqual(
      new Set(['auto-loan', 'home-loan', 'personal-loan', 'credit-card', 'leadgen']),
    );
    expect(landlines.map(([, , n]) => n)).toContain('landline');
  });
  it.each(landlines)('%s takes seven digits and eight, as typed and as tidied when left', (_, form, name) => {
    const f = field(form, name);
    // A masked landline is the one rule; the others are the spec's free text (business phone max 30,
    // area code included; friend phone max 12), which take both as they are.
    if (f.mask !== undefined) expect(f.mask).toBe('landline');
    for (const [typed, kept] of [
      ['1234567', '123-4567'],
      ['123 4567', '123-4567'],
      ['123-4567', '123-4567'],
      ['81234567', '8123-4567'],
      ['8123 4567', '8123-4567'],
      ['8123-4567', '8123-4567'],
    ]) {
      const tidied = form.tidy(name, typed!);
      const checked = v.safeParse(f.rule, tidied);
      expect(checked.success, `${typed} checked`).toBe(true);
      if (f.mask) expect(checked.success && checked.output, `${typed} tidied`).toBe(kept);
    }
    if (f.mask)
      for (const wrong of ['123456', '123456789', '123-456x', '8123-45678'])
        expect(v.safeParse(f.rule, form.tidy(name, wrong)).success, wrong).toBe(false);
  });
});

describe('all forms', () => {
  it('are nine, with the operator API names', () => {
    expect(CASES.map(([, f]) => f.name)).toEqual([
      'callback',
      'auto-loan',
      'home-loan',
      'personal-loan',
      'personal-loan',
      'credit-card',
      'time-deposit',
      'leadgen',
      'request-for-callback',
    ]);
  });
});
