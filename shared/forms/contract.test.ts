/**
 * The one implementation behind every form (shared/forms/contract.ts), on small forms of its own:
 * rules across fields, hidden and derived fields, payload entries and their way back, the server's
 * check of what a payload carries, and outside values taken field by field.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { field } from './fields.ts';
import {
  crossRule,
  defineForm,
  messageKeys,
  phoneWithArea,
  repeatField,
  requiredTogether,
  requiredWhen,
  stepOf,
  yesNoBoolean,
  type CrossRule,
  type Field,
  type Values,
} from './contract.ts';
import { fromPayload } from './decode.ts';

const text = (rule: Field['rule'] = v.string(), extra: Partial<Field> = {}): Field => ({
  kind: 'text',
  rule,
  ...extra,
});
const submit = { path: '/x', config: 'autoloanapi' as const, thankYou: '/thanks' };

describe('rules across fields: requiredTogether, requiredWhen', () => {
  const PHONE = defineForm({
    name: 'callback',
    labels: 't',
    fields: { a: text(), b: text(), c: text(v.pipe(v.string(), v.nonEmpty('k.c'))) },
    steps: [{ id: 's', title: 't.s', fields: ['a', 'b', 'c'] }],
    rules: [requiredTogether<{ a: string; b: string }>('a', 'b', { a: 'k.aRequired', b: 'k.bRequired' })],
    submit,
  });

  it('requiredTogether: each is required when the other is present, on the missing field', () => {
    expect(PHONE.validate({ a: '', b: '', c: 'x' }).ok).toBe(true);
    expect(PHONE.validate({ a: '1', b: '2', c: 'x' }).ok).toBe(true);
    expect(PHONE.validate({ a: '1', b: '', c: 'x' }).errors).toEqual({ b: 'k.bRequired' });
    expect(PHONE.validate({ a: '', b: '2', c: 'x' }).errors).toEqual({ a: 'k.aRequired' });
    expect(PHONE.validate({ a: '1', b: '   ', c: 'x' }).errors).toEqual({ b: 'k.bRequired' });
  });

  it('cross-field rules report even when other fields of the object fail', () => {
    expect(PHONE.validate({ a: '1', b: '', c: '' }).errors).toEqual({ c: 'k.c', b: 'k.bRequired' });
  });

  const MORTGAGE = defineForm({
    name: 'callback',
    labels: 't',
    fields: { flag: text(), x: text(), y: text() },
    steps: [{ id: 's', title: 't.s', fields: ['flag', 'x', 'y'] }],
    rules: [requiredWhen<{ flag: string; x: string; y: string }>((i) => i.flag === 'Yes', { x: 'k.x', y: 'k.y' })],
    submit,
  });

  it('requiredWhen: the listed fields are required only while the condition holds', () => {
    expect(MORTGAGE.validate({ flag: 'Yes', x: '', y: '' }).errors).toEqual({ x: 'k.x', y: 'k.y' });
    expect(MORTGAGE.validate({ flag: 'Yes', x: '1', y: ' ' }).errors).toEqual({ y: 'k.y' });
    expect(MORTGAGE.validate({ flag: 'Yes', x: '1', y: '2' }).ok).toBe(true);
    expect(MORTGAGE.validate({ flag: 'No', x: '', y: '' }).ok).toBe(true);
    expect(MORTGAGE.validate({ flag: '', x: '', y: '' }).ok).toBe(true);
  });

  it('the rules themselves return [field, key] pairs and name their keys', () => {
    type PQ = { p: unknown; q: unknown };
    const rule = requiredTogether<PQ>('p', 'q', { a: 'k.p', b: 'k.q' });
    expect(rule.check({ p: 'x', q: undefined })).toEqual([['q', 'k.q']]);
    expect(rule.check({ p: null, q: 'y' })).toEqual([['p', 'k.p']]);
    expect(rule.check({})).toEqual([]);
    expect(rule.messages).toEqual(['k.p', 'k.q']);
    expect(rule.fields).toEqual(['p', 'q']);
    const when = requiredWhen<PQ>(() => true, { p: 'k.p', q: 'k.q' });
    expect(when.check({ p: 'x' })).toEqual([['q', 'k.q']]);
    expect(when.messages).toEqual(['k.p', 'k.q']);
    expect(when.fields).toEqual(['p', 'q']);
  });

  it("a field's own message comes before a rule's, and only the step's fields are reported", () => {
    const FORM = defineForm({
      name: 'callback',
      labels: 't',
      fields: { a: text(v.pipe(v.string(), v.maxLength(2, 'k.long'))), b: text() },
      steps: [
        { id: 'one', title: 't.one', fields: ['a'] },
        { id: 'two', title: 't.two', fields: ['b'] },
      ],
      rules: [
        crossRule<{ a: string; b: string }>({ fields: ['a', 'b'], messages: ['k.rule'] }, () => [
          ['a', 'k.rule'],
          ['b', 'k.rule'],
        ]),
      ],
      submit,
    });
    expect(FORM.validate({ a: 'long', b: '' }).errors).toEqual({ a: 'k.long', b: 'k.rule' });
    expect(FORM.validateStep('one', { a: 'ok', b: '' }).errors).toEqual({ a: 'k.rule' });
    expect(FORM.validateStep('two', { a: 'long', b: '' }).errors).toEqual({ b: 'k.rule' });
    expect(() => FORM.validateStep('three', {})).toThrow();
    expect(stepOf(FORM, 'b')).toBe(1);
  });
});

/** A form with a bit of everything: a rename, a combined phone, a held field, a copy, repeat groups. */
const SAMPLE = defineForm({
  name: 'auto-loan',
  labels: 'sample.fields',
  fields: {
    name: text(v.pipe(v.string(), v.trim(), v.nonEmpty('k.name')), { prefill: true }),
    married: text(v.string()),
    spouse: text(v.pipe(v.string(), v.trim()), { send: 'spouse_name' }),
    area: { kind: 'tel', rule: v.pipe(v.string(), v.trim()), mask: 'areaCode' },
    phone: {
      kind: 'tel',
      rule: v.pipe(v.string(), v.trim()),
      mask: 'landline',
      prefill: true,
      ...phoneWithArea('area', 'phone'),
    },
    present: text(v.pipe(v.string(), v.trim())),
    same: { kind: 'checkbox', rule: v.boolean(), prefill: true },
    permanent: text(v.pipe(v.string(), v.trim())),
    amount: field(
      'amount',
      v.pipe(
        v.string(),
        v.transform((s: string) => s.replace(/,/g, '')),
      ),
      { prefill: true },
    ),
    ref1: text(v.pipe(v.string(), v.trim())),
    ref2: text(v.pipe(v.string(), v.trim())),
    refs: repeatField([['ref1'], ['ref2']], { min: 1, max: 2, add: 'sample.add', remove: 'sample.remove' }),
    note: text(v.string(), { send: false }),
    agree: { kind: 'checkbox', rule: v.pipe(v.boolean('common.required'), v.value(true, 'k.agree')), ...yesNoBoolean },
  },
  steps: [
    { id: 'one', title: 'sample.one', fields: ['name', 'married', 'spouse', 'area', 'phone', 'amount'] },
    { id: 'two', title: 'sample.two', fields: ['present', 'same', 'permanent', 'ref1', 'ref2', 'refs', 'note'] },
    { id: 'review', title: 'sample.review', fields: ['agree'] },
  ],
  hidden: (values) => [
    ...(values.married === 'yes' ? [] : (['spouse'] as const)),
    ...(values.same === true ? (['permanent'] as const) : []),
  ],
  derive: (values) => (values.same === true ? { ...values, permanent: values.present ?? '' } : values),
  extras: {
    names: ['stamp'],
    encode: (_values, now) => ({ stamp: String(now) }),
    check: (e): Record<string, string> => (e.stamp ? {} : { stamp: 'k.stamp' }),
  },
  submit,
});

describe('state, hidden and derived fields', () => {
  it('empty(): each field blank for its kind, a repeat count at its minimum', () => {
    expect(SAMPLE.empty()).toEqual({
      name: '',
      married: '',
      spouse: '',
      area: '',
      phone: '',
      present: '',
      same: false,
      permanent: '',
      amount: '',
      ref1: '',
      ref2: '',
      refs: '1',
      note: '',
      agree: false,
    });
  });

  it('hidden(): the declared ones and the repeat groups past their count', () => {
    expect([...SAMPLE.hidden({ refs: '1' })].sort()).toEqual(['ref2', 'spouse']);
    expect([...SAMPLE.hidden({ refs: '2', married: 'yes', same: true })]).toEqual(['permanent']);
  });

  it('visible(): hidden fields blanked, then derived ones worked out; the input is left alone', () => {
    const input = { ...SAMPLE.empty(), spouse: 'Ana', ref2: 'Jo', present: 'Makati', same: true, permanent: 'old' };
    expect(SAMPLE.visible(input)).toMatchObject({ spouse: '', ref2: '', permanent: 'Makati' });
    expect(input.spouse).toBe('Ana');
  });

  it('hidden fields are neither checked nor sent', () => {
    const values = { ...SAMPLE.empty(), name: 'Juan', agree: true, spouse: 42 as unknown as string };
    const r = SAMPLE.validate(values);
    expect(r.ok).toBe(true);
    expect(Object.fromEntries(SAMPLE.payload(r.output!)).spouse_name).toBe('');
  });

  it('a copied value is the checked (tidied) one', () => {
    const r = SAMPLE.validate({ ...SAMPLE.empty(), name: 'Juan', agree: true, present: '  Makati ', same: true });
    expect(r.output).toMatchObject({ present: 'Makati', permanent: 'Makati' });
  });
});

describe('a keystroke checks the field typed in', () => {
  it("a field's own rule runs again only when its value changed; the rules across fields every time", () => {
    const runs = { a: 0, b: 0, cross: 0 };
    const counted = (k: 'a' | 'b') =>
      text(
        v.pipe(
          v.string(),
          v.check(() => (runs[k]++, true), 'k.x'),
        ),
      );
    const F = defineForm({
      name: 'callback',
      labels: 't',
      fields: { a: counted('a'), b: counted('b') },
      steps: [{ id: 's', title: 't.s', fields: ['a', 'b'] }],
      rules: [
        crossRule<{ a: string; b: string }>({ fields: ['a'], messages: ['k.same'] }, (x) => {
          runs.cross++;
          return x.a === x.b ? [['a', 'k.same']] : [];
        }),
      ],
      submit,
    });
    F.validateStep('s', { a: 'M', b: '' });
    F.validateStep('s', { a: 'Ma', b: '' });
    expect(runs).toEqual({ a: 2, b: 1, cross: 2 });
    // The answer is the same as a fresh check's, errors across fields included.
    expect(F.validateStep('s', { a: 'x', b: 'x' }).errors).toEqual({ a: 'k.same' });
    expect(F.validateStep('s', { a: 'x', b: 'y' }).ok).toBe(true);
  });
});

describe('payload and its way back', () => {
  const values = { ...SAMPLE.empty(), name: 'Juan', area: '02', phone: '123-4567', spouse: 'Ana', married: 'yes' };
  const sent = SAMPLE.payload({ ...values, agree: true }, 1000);

  it('entries in declaration order, under their payload names; held fields and repeat counts are not sent', () => {
    expect(sent.map(([k]) => k)).toEqual([
      'name',
      'married',
      'spouse_name',
      'area',
      'phone',
      'present',
      'same',
      'permanent',
      'amount',
      'ref1',
      'ref2',
      'agree',
      'stamp',
    ]);
    expect(SAMPLE.entries).toEqual(sent.map(([k]) => k));
    expect(Object.fromEntries(sent)).toMatchObject({
      phone: '(02)123-4567',
      same: 'false',
      agree: 'Yes',
      stamp: '1000',
    });
    expect(SAMPLE.entryOf('spouse')).toBe('spouse_name');
    expect(SAMPLE.entryOf('note')).toBeUndefined();
  });

  it('formData and query carry the same entries', () => {
    expect([...SAMPLE.formData(values).keys()]).toEqual(SAMPLE.entries);
    expect([...new URLSearchParams(SAMPLE.query(values)).keys()]).toEqual(SAMPLE.entries);
  });

  it('fromPayload (decode.ts): names back, codecs undone, missing entries empty, unknown ones ignored', () => {
    const back = fromPayload(SAMPLE, { ...Object.fromEntries(sent), admin: 'true' });
    expect(back.errors).toEqual({});
    expect(back.values).toMatchObject({ spouse: 'Ana', area: '02', phone: '123-4567', same: false, agree: true });
    expect(back.values).not.toHaveProperty('admin');
    expect(fromPayload(SAMPLE, {}).values).toEqual(SAMPLE.empty());
  });

  it('fromPayload (decode.ts): the repeat count is as many groups as were sent', () => {
    expect(fromPayload(SAMPLE, { ref2: 'Jo' }).values.refs).toBe('2');
    expect(fromPayload(SAMPLE, { ref2: ' ' }).values.refs).toBe('1');
  });

  it('an unreadable entry is an error of that entry', () => {
    const ODD = defineForm({
      name: 'callback',
      labels: 't',
      fields: { x: { ...text(), decode: (s: string | undefined) => (s === 'bad' ? null : { x: s ?? '' }) } },
      steps: [{ id: 's', title: 't.s', fields: ['x'] }],
      submit,
    });
    expect(fromPayload(ODD, { x: 'bad' }).errors).toEqual({ x: 'common.invalid' });
  });

  it('validate(sentOnly): fields the payload does not carry are not checked (the server cannot)', () => {
    const FORM = defineForm({
      name: 'callback',
      labels: 't',
      fields: {
        a: text(v.pipe(v.string(), v.nonEmpty('k.a'))),
        held: text(v.pipe(v.string(), v.nonEmpty('k.h')), { send: false }),
      },
      steps: [{ id: 's', title: 't.s', fields: ['a', 'held'] }],
      submit,
    });
    expect(FORM.validate({ a: 'x', held: '' }).errors).toEqual({ held: 'k.h' });
    expect(FORM.validate({ a: 'x', held: '' }, { sentOnly: true }).ok).toBe(true);
  });
});

describe('accept(): outside values as typing would take them', () => {
  it('takes declared fields through their formatting and rule; lists what it drops', () => {
    const r = SAMPLE.accept({
      name: ' Ana ',
      phone: '1234567',
      amount: 1500000,
      same: 'true',
      bogus: 'x',
      agree: true,
    });
    expect(r.values).toEqual({ name: ' Ana ', phone: '123-4567', amount: '1,500,000', same: true, agree: true });
    expect(r.rejected).toEqual(['bogus']);
  });

  it('prefillOnly: only the fields a partner may fill, never a consent', () => {
    const r = SAMPLE.accept({ name: 'Ana', married: 'yes', agree: true }, { prefillOnly: true });
    expect(r.values).toEqual({ name: 'Ana' });
    expect(r.rejected).toEqual(['married', 'agree']);
  });

  it('a value its rule refuses, or of the wrong type, is dropped', () => {
    const r = SAMPLE.accept({ name: '', same: 'maybe', refs: '2', phone: { x: 1 } });
    expect(r.values).toEqual({});
    expect(r.rejected).toEqual(['name', 'same', 'refs', 'phone']);
  });

  it('tidy(): the mask or amount formatting of a field when it is left', () => {
    expect(SAMPLE.tidy('area', '(02)')).toBe('02');
    expect(SAMPLE.tidy('amount', '1500000')).toBe('1,500,000');
    expect(SAMPLE.tidy('name', ' x ')).toBe(' x ');
  });
});

describe('messageKeys', () => {
  it('finds every key of a rule, inside pipes, arrays and tuples', () => {
    const rule = v.pipe(
      v.string('k.a'),
      v.check(() => true, 'k.b'),
    );
    expect([...messageKeys(rule)]).toEqual(['k.a', 'k.b']);
    expect([...messageKeys(v.tuple([rule, v.string('k.c')], 'k.d'))].sort()).toEqual(['k.a', 'k.b', 'k.c', 'k.d']);
    expect([...messageKeys(v.array(v.picklist(['x'], 'k.e'), 'k.f'))].sort()).toEqual(['k.e', 'k.f']);
  });
});

describe('a rule across fields cannot name what is not a field', () => {
  const declare = (rules: readonly CrossRule[]) =>
    defineForm({
      name: 'callback',
      labels: 't',
      fields: { a: text() },
      steps: [{ id: 's', title: 't.s', fields: ['a'] }],
      // What the types refuse (names.test-d.ts), the declaration refuses too: a cast gets no further.
      rules: rules as readonly CrossRule<{ a: string }>[],
      submit,
    });

  it('throws at declaration when a rule names no field of the form', () => {
    expect(() => declare([requiredWhen<{ b: string }>(() => true, { b: 'k.b' })])).toThrow(/names no field.*\bb\b/);
    expect(() => declare([crossRule<Values>({ fields: [], messages: ['k'] }, () => [])])).toThrow(/names no field/);
    expect(() => declare([requiredWhen<{ a: string }>(() => true, { a: 'k.a' })])).not.toThrow();
  });

  it('throws when a rule reports a field it did not name (never skipped)', () => {
    const FORM = declare([crossRule<Values>({ fields: ['a'], messages: ['k'] }, () => [['b', 'k']])]);
    expect(() => FORM.validate({ a: 'x' })).toThrow(/reported b/);
  });
});
