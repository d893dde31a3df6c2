import { describe, expect, it } from 'vitest';
import { PHP_PREFIX } from '../masks.ts';
import { AMOUNT_MAX_DIGITS, amountDigits, caretAfterFormat, formatAmountInput, parseAmount } from './amount.ts';

describe('amount formatting (site-and-content.md §5 "Amount formatting", §9 PHP prefix)', () => {
  it('strips non-digits (the prefix, separators, letters, spaces, a pasted decimal point)', () => {
    expect(amountDigits('PHP 12,345')).toBe('12345');
    expect(amountDigits(' P 1 000 abc ')).toBe('1000');
    expect(amountDigits('₱10,000.50')).toBe('10000'); // the centavos are dropped, not joined
    expect(amountDigits('-500')).toBe('500');
    expect(amountDigits('abc')).toBe('');
  });

  it(`keeps at most ${AMOUNT_MAX_DIGITS} digits`, () => {
    expect(AMOUNT_MAX_DIGITS).toBe(10);
    expect(amountDigits('12345678901234')).toBe('1234567890');
    // With its currency an amount shows at most 9 integer digits (site-and-content.md §5 'PHP ' mask).
    expect(formatAmountInput('99999999999')).toBe('PHP 999,999,999');
  });

  it('drops leading zeros, which would otherwise count against the 10 digits', () => {
    expect(amountDigits('000123')).toBe('123');
    expect(amountDigits('0')).toBe('0');
  });

  it('shows a typed amount with the "PHP " prefix and separators; nothing typed stays empty', () => {
    expect(PHP_PREFIX).toBe('PHP ');
    expect(formatAmountInput('10000')).toBe('PHP 10,000');
    expect(formatAmountInput('PHP 1,0000')).toBe('PHP 10,000');
    expect(formatAmountInput('5000001')).toBe('PHP 5,000,001');
    expect(formatAmountInput('')).toBe('');
    expect(formatAmountInput('PHP ')).toBe('');
    // idempotent: formatting what the field shows changes nothing
    expect(formatAmountInput(formatAmountInput('1234567'))).toBe('PHP 1,234,567');
  });

  it('parses what the field shows back into pesos', () => {
    expect(parseAmount('PHP 490,000')).toBe(490000);
    expect(parseAmount('PHP 9,999,999,999')).toBe(9999999999);
    expect(parseAmount('')).toBeNaN();
  });

  it('keeps the caret behind the same digit after re-formatting', () => {
    // typed "5" in the middle of "PHP 1,234" -> raw "PHP 1,2534" -> "PHP 12,534": caret after the 5
    expect(caretAfterFormat('PHP 1,2534', 8, 'PHP 12,534')).toBe(8);
    // typing at the end stays at the end
    expect(caretAfterFormat('PHP 1,2345', 10, 'PHP 12,345')).toBe(10);
    // caret before any digit goes after the prefix
    expect(caretAfterFormat('PHP 1,000', 0, 'PHP 1,000')).toBe(4);
    // deleting a separator's neighbour
    expect(caretAfterFormat('PHP 1,00', 5, 'PHP 100')).toBe(5);
  });
});
