/**
 * A person's name holds no markup: every name field of every form (the applicant's, by its
 * autofill purpose) refuses `<` and `>` with one message, in English and Filipino, and still takes
 * real names with apostrophes, hyphens, periods and accents. The server checks the same rules.
 */
import { describe, expect, it } from 'vitest';
import { common } from '../i18n/common.ts';
import { FORMS } from './all.ts';

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
    for (const hostile of ['<img src=x>', 'Ana<b>', 'Ana >', '<script>']) {
      expect(check(hostile), hostile).toBe('common.nameMarkup');
    }
    for (const real of ["Ma. Luz D'Souza-Ñoño", 'José']) expect(check(real), real).not.toBe('common.nameMarkup');
  });

  it('says so in English and Filipino', () => {
    expect(common.en.nameMarkup).toBe('A name cannot contain < or >');
    expect(common.fil.nameMarkup).not.toBe(common.en.nameMarkup);
  });
});
