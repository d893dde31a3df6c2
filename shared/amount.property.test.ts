/**
 * Amounts with a decimal point, over random amounts, separators and locales: a point starts the
 * centavos, which are dropped, never joined to the pesos. The amount format (typed), the calculators'
 * currency mask, a field's tidy form (left, pasted, prefilled through accept()) and the amount rule
 * (whole pesos only) agree on every written form of one amount.
 */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './calculators/amount.ts';
import { FORMS } from './forms/all.ts';
import { amount } from './forms/rules.ts';
import { loans } from './i18n/loans.ts';
import { AUTO_LOAN } from './loans/forms.ts';
import { AMOUNT_DIGITS, CURRENCY_DIGITS, formatAmount, formatCurrency, groupThousands, wholeAmount } from './masks.ts';

const LOCALES = ['en-PH', 'fil-PH'] as const;

/** One amount as a visitor or a partner may write it: pesos, centavos, grouping, spaces, a prefix, a locale. */
const written = fc
  .record({
    pesos: fc.integer({ min: 0, max: 999_999_999 }),
    centavos: fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }),
    oneDecimal: fc.boolean(),
    grouped: fc.boolean(),
    locale: fc.constantFrom(...LOCALES),
    prefix: fc.constantFrom('', 'PHP', 'PHP ', 'php', '₱', '₱ '),
    pad: fc.constantFrom('', ' ', '  '),
  })
  .map((a) => {
    const whole = a.pesos.toLocaleString(a.locale, { useGrouping: a.grouped });
    const cents =
      a.centavos === undefined
        ? ''
        : a.oneDecimal
          ? `.${Math.floor(a.centavos / 10)}`
          : `.${String(a.centavos).padStart(2, '0')}`;
    return { ...a, text: `${a.pad}${a.prefix}${whole}${cents}${a.pad}` };
  });

/** Every amount field of every form, as [form, field] names (short counterexamples). */
const AMOUNT_FIELDS = Object.entries(FORMS).flatMap(([key, form]) =>
  form.names.filter((n) => form.fields[n]!.kind === 'amount').map((n) => [key, n] as const),
);

describe('an amount with a decimal point keeps its pesos, never shifted (property-based)', () => {
  it('the amount format shows the pesos grouped, and the point while typing', () => {
    fc.assert(
      fc.property(written, ({ pesos, centavos, text }) => {
        const shown = groupThousands(String(pesos));
        expect(wholeAmount(text)).toBe(shown);
        expect(formatAmount(text)).toBe(centavos === undefined ? shown : `${shown}.`);
        // Formatting again changes nothing (the format runs on every keystroke).
        expect(formatAmount(formatAmount(text))).toBe(formatAmount(text));
      }),
    );
  });

  it('typed one key at a time, the digits after the point never reach the pesos', () => {
    fc.assert(
      fc.property(written, ({ pesos, text }) => {
        let box = '';
        for (const key of text) box = formatAmount(box + key);
        expect(wholeAmount(box)).toBe(groupThousands(String(pesos)));
      }),
    );
  });

  it("the calculators' currency mask and their parse take the same pesos", () => {
    fc.assert(
      fc.property(written, ({ pesos, centavos, text }) => {
        const digits = String(pesos).slice(0, CURRENCY_DIGITS);
        const shown = `PHP ${groupThousands(digits)}`;
        expect(formatCurrency(text)).toBe(centavos === undefined ? shown : `${shown}.`);
        expect(parseAmount(text)).toBe(pesos);
      }),
    );
  });

  it('every amount field of every form, left, pasted or prefilled, keeps the pesos and passes its rule', () => {
    fc.assert(
      fc.property(written, fc.constantFrom(...AMOUNT_FIELDS), ({ pesos, text }, [key, name]) => {
        const form = FORMS[key]!;
        const tidy = form.tidy(name, form.fields[name]!.live!(text));
        expect(tidy).toBe(groupThousands(String(pesos).slice(0, AMOUNT_DIGITS)));
        // The rule judges the written amount as it judges its pesos (limits such as a minimum loan stay).
        const r = v.safeParse(form.fields[name]!.rule, tidy);
        expect(r.success).toBe(v.safeParse(form.fields[name]!.rule, String(pesos)).success);
        if (r.success) expect(r.output).toBe(String(pesos));
        // accept() formats as typing does, then tidies: a prefill of "1000000.00" is a million pesos.
        expect(form.accept({ [name]: text }).values[name]).toBe(r.success ? tidy : undefined);
      }),
    );
  });

  it("a partner's prefill of the auto loan's cash price in pesos and centavos is the pesos", () => {
    expect(AUTO_LOAN.accept({ autoCashPrize: '1000000.00' }, { prefillOnly: true }).values).toEqual({
      autoCashPrize: '1,000,000',
    });
    fc.assert(
      fc.property(written, ({ pesos, text }) => {
        const { values } = AUTO_LOAN.accept({ autoCashPrize: text }, { prefillOnly: true });
        expect(values.autoCashPrize).toBe(groupThousands(String(pesos)));
      }),
    );
  });

  it('the amount rule takes whole pesos and refuses centavos, with its message in en and fil', () => {
    const rule = amount({ invalid: 'loans.errors.invalidValue' });
    const messages = { en: loans.en.errors.invalidValue, fil: loans.fil.errors.invalidValue };
    expect(messages).toEqual({ en: 'Invalid value', fil: 'Hindi wastong halaga' });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(...LOCALES),
        (pesos, centavos, locale) => {
          const whole = pesos.toLocaleString(locale);
          const withCentavos = `${whole}.${String(centavos).padStart(2, '0')}`;
          expect(v.safeParse(rule, whole).output).toBe(String(pesos));
          const refused = v.safeParse(rule, withCentavos);
          expect(refused.success).toBe(false);
          expect(refused.issues?.[0]?.message).toBe('loans.errors.invalidValue');
        },
      ),
    );
  });
});
