/**
 * Field names are typed from each form's declaration: a misspelt name in a rule across fields, in a
 * predicate or in a list of names is a compile error, not a rule that silently never fires. Checked
 * by `tsc` (npm test's typecheck) and by vitest's typecheck (vitest.config.ts, `*.test-d.ts`).
 */
import { describe, expectTypeOf, it } from 'vitest';
import { CREDIT_CARD } from '../credit-card/forms.ts';
import type { PL } from '../personal-loan/fields.ts';
import { RESUME_FIELDS, TIME_DEPOSIT, type TdValues } from '../time-deposit/form.ts';
import { permanentRequired } from '../time-deposit/rules.ts';
import {
  crossRule,
  defineForm,
  requiredTogether,
  requiredWhen,
  type CrossRule,
  type Field,
  type Seen,
  type ValuesOf,
} from './contract.ts';
import { field } from './fields.ts';

const text = (rule: Field['rule']) => field('text', rule);
const FIELDS = { civilStatus: text({} as Field['rule']), spouseName: text({} as Field['rule']) };
type V = ValuesOf<typeof FIELDS>;
const submit = { path: '/x', config: 'autoloanapi' as const, thankYou: '/thanks' };

describe('ValuesOf', () => {
  it("gives a form's names, each with the value of its kind", () => {
    expectTypeOf<V>().toEqualTypeOf<{ civilStatus: string; spouseName: string }>();
    expectTypeOf<ValuesOf<typeof TIME_DEPOSIT>>().toHaveProperty('SameAddress');
    expectTypeOf<ValuesOf<typeof CREDIT_CARD>['SOAtoBillingAdd']>().toEqualTypeOf<boolean>();
    expectTypeOf(TIME_DEPOSIT.empty()).toEqualTypeOf<TdValues>();
  });
});

describe('a misspelt field name does not compile', () => {
  it('in a rule across fields', () => {
    requiredWhen<V>((i) => i.civilStatus === '2', { spouseName: 'k' });
    // @ts-expect-error: no field spouseNam
    requiredWhen<V>((i) => i.civilStatus === '2', { spouseNam: 'k' });
    // @ts-expect-error: no field spouseNam
    requiredTogether<V>('civilStatus', 'spouseNam', { a: 'k', b: 'k' });
    // @ts-expect-error: no field spouseNam
    crossRule<V>({ fields: ['spouseNam'], messages: ['k'] }, () => []);
    // @ts-expect-error: reports no field spouseNam
    crossRule<V>({ fields: ['spouseName'], messages: ['k'] }, () => [['spouseNam', 'k']]);
    // @ts-expect-error: the time deposit has no field PermanentAdress
    permanentRequired<TdValues>({ same: 'SameAddress', address: 'PermanentAdress', country: 'x', zip: 'y' });
    // @ts-expect-error: a rule of names the values do not type reads nothing
    requiredWhen((i) => i.civilStatus === '2', { spouseName: 'k' });
  });

  it('in a predicate', () => {
    const married = (i: Seen<PL>) => i.civilStatus === '2';
    expectTypeOf(married).parameter(0).toHaveProperty('civilStatus');
    // @ts-expect-error: the personal loan has no field civilStatu
    void ((i: Seen<PL>) => i.civilStatu === '2');
    // @ts-expect-error: a predicate reads only its form's names
    requiredWhen<V>((i) => i.civilStatu === '2', { spouseName: 'k' });
    defineForm({
      name: 'callback',
      labels: 't',
      fields: FIELDS,
      steps: [{ id: 's', title: 't.s', fields: ['civilStatus', 'spouseName'] }],
      // @ts-expect-error: hidden() reads the form's names and returns them
      hidden: (values) => (values.civilStatu === '2' ? [] : ['spouseName']),
      submit,
    });
    defineForm({
      name: 'callback',
      labels: 't',
      fields: FIELDS,
      steps: [{ id: 's', title: 't.s', fields: ['civilStatus', 'spouseName'] }],
      // @ts-expect-error: a derived value read from a name the form does not have
      derive: (values) => ({ ...values, spouseName: values.civilStatu }),
      submit,
    });
  });

  it('in a rule of another form', () => {
    const other: CrossRule<{ mortgage: string }> = requiredWhen<{ mortgage: string }>(() => true, { mortgage: 'k' });
    defineForm({
      name: 'callback',
      labels: 't',
      fields: FIELDS,
      steps: [{ id: 's', title: 't.s', fields: ['civilStatus', 'spouseName'] }],
      // @ts-expect-error: the rule reports a field this form does not declare
      rules: [other],
      submit,
    });
  });

  it('in the resume list', () => {
    expectTypeOf(RESUME_FIELDS).items.toExtend<keyof TdValues>();
    const ok = ['customeremail', 'DateOfBirth'] as const satisfies readonly (keyof TdValues)[];
    expectTypeOf(ok).items.toExtend<keyof TdValues>();
    // @ts-expect-error: no field customeremial
    void (['customeremial', 'DateOfBirth'] as const satisfies readonly (keyof TdValues)[]);
  });
});
