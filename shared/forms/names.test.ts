/**
 * A person's name holds no markup: every name field of every form (the applicant's, by its
 * autofill purpose) refuses `<` and `>` with its form's own message, in English and Filipino, and still takes
 * real names with apostrophes, hyphens, periods and accents. The server checks the same rules.
 */
import { describe, expect, it } from 'vitest';
import { businessCallback } from '../i18n/business-callback.ts';
import { callback } from '../i18n/callback.ts';
import { creditCard } from '../i18n/credit-card.ts';
import { loans } from '../i18n/loans.ts';
import { personalLoan } from '../i18n/personal-loan.ts';
import { timeDeposit } from '../i18n/time-deposit.ts';
import { FORMS } from './all.ts';

const RESOURCES = { callback, businessCallback, creditCard, loans, personalLoan, timeDeposit };

const NAME_PURPOSES = new Set(['name', 'given-name', 'additional-name', 'family-name']);

const nameFields = Object.entries(FORMS).flatMap(([label, form]) =>
  Object.entries(form.fields)
    .filter(([, field]) => NAME_PURPOSES.has(field.autoComplete ?? ''))
    .map(([name]) => [label, name] as const),
);

describe('names refuse < and >', () => {
  it('covers the name fields of every form', () => {
    expect(nameFields.map(([label, name]) => `${label}.${name}`)).toEqual(
      expect.arrayContaining([
        'callback.name',
        'request-for-callback.name',
        'leadgen.firstName',
        'time-deposit.LastName',
        'credit-card.firstName',
        'auto-loan.lastname',
        'personal-loan A.firstname',
        'personal-loan B.firstName',
      ]),
    );
  });

  it.each(nameFields)('%s: %s', (label, name) => {
    const form = FORMS[label]!;
    const check = (text: string) => form.validate({ ...form.empty(), [name]: text }).errors[name];
    // (a longer one may be refused first for its length: refused either way)
    expect(check('<img src=x onerror=alert(1)>')).toEqual(expect.any(String));
    // the form's own message: its namespace's errors.nameMarkup
    const key = check('Ana<b>');
    expect(key).toMatch(/^\w+\.errors\.nameMarkup$/);
    for (const hostile of ['<img src=x>', 'Ana >', '<script>']) expect(check(hostile), hostile).toBe(key);
    for (const real of ["Ma. Luz D'Souza-Ñoño", 'José']) expect(check(real), real).not.toBe(key);
    const ns = RESOURCES[key!.split('.')[0] as keyof typeof RESOURCES];
    expect(ns.en.errors.nameMarkup).toBe('A name cannot contain < or >');
    expect(ns.fil.errors.nameMarkup).toBe('Hindi puwedeng may < o > ang pangalan');
  });
});
