import { describe, expect, it } from 'vitest';
import { clockLabel, digitsOnly, normalizeMobile, tidyLocalMobile, tidyText } from './format.ts';

describe('digitsOnly', () => {
  it('keeps only the ASCII digits, in order', () => {
    expect(digitsOnly('0917-123-4567')).toBe('09171234567');
    expect(digitsOnly('(0917) 123 4567')).toBe('09171234567');
    expect(digitsOnly('+63 917 123 4567')).toBe('639171234567');
    expect(digitsOnly('tel:+63.917.123.4567')).toBe('639171234567');
    expect(digitsOnly('0917\u00a0123\u00a04567')).toBe('09171234567');
    expect(digitsOnly('\t0917\n123\r\n4567 ')).toBe('09171234567');
    expect(digitsOnly('a1b2c3')).toBe('123');
  });

  it('returns an empty string when there are no digits', () => {
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly(' -()+ ')).toBe('');
  });

  it('leaves a string of digits as it is', () => {
    expect(digitsOnly('09171234567')).toBe('09171234567');
    expect(digitsOnly('0000')).toBe('0000');
  });
});

describe('normalizeMobile', () => {
  it('turns the international form into 09XXXXXXXXX (autofill)', () => {
    expect(normalizeMobile('+63 917 123 4567')).toBe('09171234567');
    expect(normalizeMobile('+639171234567')).toBe('09171234567');
    expect(normalizeMobile('639171234567')).toBe('09171234567');
    expect(normalizeMobile('+63-917-123-4567')).toBe('09171234567');
    expect(normalizeMobile('(+63) 917 123 4567')).toBe('09171234567');
  });

  it('strips separators of a pasted local number', () => {
    expect(normalizeMobile('0917-123-4567')).toBe('09171234567');
    expect(normalizeMobile('0917 123 4567')).toBe('09171234567');
    expect(normalizeMobile('(0917) 123-4567')).toBe('09171234567');
    expect(normalizeMobile(' 0917.123.4567 ')).toBe('09171234567');
    expect(normalizeMobile('0917\u00a0123\u00a04567')).toBe('09171234567');
  });

  it('is idempotent', () => {
    for (const text of ['+63 917 123 4567', '0917-123-4567', '12345', ''])
      expect(normalizeMobile(normalizeMobile(text))).toBe(normalizeMobile(text));
  });

  it('only rewrites a leading 63 on a 12-digit number', () => {
    expect(normalizeMobile('63917')).toBe('63917'); // typing in progress
    expect(normalizeMobile('63171234567')).toBe('63171234567'); // 11 digits
    expect(normalizeMobile('6391712345678')).toBe('6391712345678'); // 13 digits
    expect(normalizeMobile('0063 917 123 4567')).toBe('00639171234567');
    expect(normalizeMobile('091712345678')).toBe('091712345678'); // 12 digits, not starting 63
  });

  it('leaves shorter or empty input as its digits', () => {
    expect(normalizeMobile('')).toBe('');
    expect(normalizeMobile('0917')).toBe('0917');
    expect(normalizeMobile('abc')).toBe('');
  });
});

describe('tidyText', () => {
  it('trims and collapses runs of whitespace into one space', () => {
    expect(tidyText('  Juan   dela  Cruz  ')).toBe('Juan dela Cruz');
    expect(tidyText('Juan\tdela\nCruz')).toBe('Juan dela Cruz');
    expect(tidyText('Juan\r\n\r\ndela Cruz')).toBe('Juan dela Cruz');
  });

  it('treats pasted non-breaking and other Unicode spaces as spaces', () => {
    expect(tidyText('\u00a0Juan\u00a0\u00a0dela\u2003Cruz\u00a0')).toBe('Juan dela Cruz');
    expect(tidyText('\ufeffJuan dela Cruz')).toBe('Juan dela Cruz');
  });

  it('keeps letters, ñ and punctuation as typed', () => {
    expect(tidyText('Ñiña Peña-Ibañez, Jr.')).toBe('Ñiña Peña-Ibañez, Jr.');
    expect(tidyText('juan')).toBe('juan');
  });

  it('returns an empty string for blank input', () => {
    expect(tidyText('')).toBe('');
    expect(tidyText('   ')).toBe('');
    expect(tidyText('\n\t\u00a0')).toBe('');
  });

  it('is idempotent', () => {
    for (const text of ['  a  b  ', 'Juan dela Cruz', '\u00a0x\ny'])
      expect(tidyText(tidyText(text))).toBe(tidyText(text));
  });
});

describe('tidyLocalMobile', () => {
  it('tidies what makes a 09XXXXXXXXX number, leaves anything else as typed', () => {
    expect(tidyLocalMobile('0917 123 4567')).toBe('09171234567');
    expect(tidyLocalMobile('+63 917 123 4567')).toBe('09171234567');
    expect(tidyLocalMobile('0917')).toBe('0917');
    expect(tidyLocalMobile('call me')).toBe('call me');
  });
});

describe('clockLabel', () => {
  it('shows a time of day with AM/PM', () => {
    expect(clockLabel('08:30')).toBe('8:30 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
    expect(clockLabel('13:00')).toBe('1:00 PM');
    expect(clockLabel('00:15')).toBe('12:15 AM');
  });
});
