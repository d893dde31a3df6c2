import { describe, expect, it } from 'vitest';
import {
  MASKS,
  conform,
  formatAmount,
  formatCurrency,
  formatMask,
  groupThousands,
  maskPattern,
  monthYearOk,
  type MaskName,
  wholeAmount,
} from './masks.ts';

describe('MASKS (§5 "Shared input formats")', () => {
  it('are the spec’s formats, # standing for a digit', () => {
    expect(MASKS).toEqual({
      mobile: '(##) ###-###-####',
      landline: '###-####',
      areaCode: '##',
      tin: '###-###-###',
      sss: '##-#######-#',
      zip: '####',
      monthYear: '##/####',
      cardNumber: '####-####-####-####',
      mobileIntl: '(+63###) -###-####',
    });
  });
});

describe('formatMask', () => {
  it('puts the digits into the # slots in order, keeping the literals', () => {
    expect(formatMask('639171234567', MASKS.mobile)).toBe('(63) 917-123-4567');
    expect(formatMask('1234567', MASKS.landline)).toBe('123-4567');
    expect(formatMask('123456789', MASKS.tin)).toBe('123-456-789');
    expect(formatMask('1234567890', MASKS.sss)).toBe('12-3456789-0');
    expect(formatMask('02', MASKS.areaCode)).toBe('02');
    expect(formatMask('1200', MASKS.zip)).toBe('1200');
  });

  it('leaves slots with no digit empty (it does not check the count; conform does)', () => {
    expect(formatMask('123', MASKS.tin)).toBe('123--');
    expect(formatMask('', MASKS.landline)).toBe('-');
  });
});

describe('conform', () => {
  describe('mobile (##) ###-###-####', () => {
    it.each([
      ['09171234567', 'local 09XXXXXXXXX form'],
      ['0917 123 4567', 'local form with spaces'],
      ['0917-123-4567', 'local form with hyphens'],
      ['(0917) 123 4567', 'local form with parentheses'],
      ['0917.123.4567', 'local form with dots'],
      ['+63 917 123 4567', 'international form (autofill)'],
      ['+639171234567', 'international form without spaces'],
      ['639171234567', 'bare 12 digits'],
      ['(63) 917-123-4567', 'already masked'],
      [' (63) 917-123-4567 ', 'already masked, padded'],
      ['+63 (917) 123.4567', 'mixed separators'],
    ])('%s (%s) becomes (63) 917-123-4567', (input) => {
      expect(conform(input, 'mobile')).toBe('(63) 917-123-4567');
    });

    it.each([
      ['0917123456', 'one digit short'],
      ['0917123456789', 'two digits too many'],
      ['9171234567', 'ten digits, no leading 0 or 63'],
      ['0917a123b4567', 'letters mixed in'],
      ['call 09171234567', 'words around the number'],
      ['0063 917 123 4567', 'international 00 prefix (14 digits)'],
    ])('%s (%s) is left unchanged', (input) => {
      expect(conform(input, 'mobile')).toBe(input);
    });

    it('only a leading 09 on 11 digits is the local form (08... is not rewritten)', () => {
      expect(conform('08171234567', 'mobile')).toBe('08171234567');
    });
  });

  describe('landline ###-#### or ####-####', () => {
    it.each(['1234567', '123 4567', '123-4567', '123.4567', '(123) 4567'])('%s becomes 123-4567', (input) => {
      expect(conform(input, 'landline')).toBe('123-4567');
    });
    it.each(['81234567', '8123 4567', '8123-4567', '(8123) 4567'])('%s becomes 8123-4567', (input) => {
      expect(conform(input, 'landline')).toBe('8123-4567');
    });
    it.each(['123456', '123456789', '123-456x', ''])('%s is left unchanged', (input) => {
      expect(conform(input, 'landline')).toBe(input);
    });
  });

  describe('area code ##', () => {
    it.each(['02', ' 02', '(02)', '0 2'])('%s becomes 02', (input) => {
      expect(conform(input, 'areaCode')).toBe('02');
    });
    it.each(['2', '032', 'O2'])('%s is left unchanged', (input) => {
      expect(conform(input, 'areaCode')).toBe(input);
    });
  });

  describe('TIN ###-###-###', () => {
    it.each(['123456789', '123 456 789', '123-456-789', '123.456.789', '123/456/789'])(
      '%s becomes 123-456-789',
      (input) => {
        expect(conform(input, 'tin')).toBe('123-456-789');
      },
    );
    it.each(['12345678', '123-456-789-000', 'TIN 123456789'])('%s is left unchanged', (input) => {
      expect(conform(input, 'tin')).toBe(input);
    });
  });

  describe('SSS ##-#######-#', () => {
    it.each(['1234567890', '12 3456789 0', '12-3456789-0', '12.3456789.0', '(12) 3456789-0'])(
      '%s becomes 12-3456789-0',
      (input) => {
        expect(conform(input, 'sss')).toBe('12-3456789-0');
      },
    );
    it.each(['123456789', '12345678901', '12-345678A-0'])('%s is left unchanged', (input) => {
      expect(conform(input, 'sss')).toBe(input);
    });
  });

  describe('zip ####', () => {
    it('keeps four digits, strips spaces around them', () => {
      expect(conform('1200', 'zip')).toBe('1200');
      expect(conform('12 00', 'zip')).toBe('1200');
    });
    it('leaves three or five digits unchanged', () => {
      expect(conform('120', 'zip')).toBe('120');
      expect(conform('12000', 'zip')).toBe('12000');
    });
  });

  it('leaves an empty value empty for every mask', () => {
    for (const name of Object.keys(MASKS) as MaskName[]) expect(conform('', name)).toBe('');
  });

  it('is idempotent: a conformed value conforms to itself', () => {
    const samples: Record<MaskName, string> = {
      mobile: '09171234567',
      landline: '1234567',
      areaCode: '02',
      tin: '123456789',
      sss: '1234567890',
      zip: '1200',
      monthYear: '032019',
      cardNumber: '4111111111111111',
      mobileIntl: '09171234567',
    };
    for (const [name, raw] of Object.entries(samples) as [MaskName, string][]) {
      const once = conform(raw, name);
      expect(conform(once, name), name).toBe(once);
    }
  });
});

describe('maskPattern', () => {
  it('matches exactly the masked form of each mask', () => {
    expect(maskPattern('mobile').test('(63) 917-123-4567')).toBe(true);
    expect(maskPattern('landline').test('123-4567')).toBe(true);
    expect(maskPattern('landline').test('8123-4567')).toBe(true);
    expect(maskPattern('areaCode').test('02')).toBe(true);
    expect(maskPattern('tin').test('123-456-789')).toBe(true);
    expect(maskPattern('sss').test('12-3456789-0')).toBe(true);
    expect(maskPattern('zip').test('1200')).toBe(true);
  });

  it.each([
    ['mobile', '639171234567'],
    ['mobile', '(63)917-123-4567'],
    ['mobile', '(63) 917 123 4567'],
    ['mobile', '(63) 917-123-45678'],
    ['mobile', 'x(63) 917-123-4567'],
    ['mobile', '(6a) 917-123-4567'],
    ['landline', '1234567'],
    ['landline', '1234-567'],
    ['landline', '123-45678'],
    ['landline', '81234567'],
    ['landline', '12345-4567'],
    ['landline', '12-4567'],
    ['areaCode', '2'],
    ['areaCode', '002'],
    ['areaCode', '(02)'],
    ['tin', '123456789'],
    ['tin', '123-456-7890'],
    ['tin', '123.456.789'],
    ['sss', '12-345678-90'],
    ['sss', '1234567890'],
    ['zip', '123'],
    ['zip', '12345'],
    ['zip', ''],
  ] as [MaskName, string][])('%s rejects %j', (name, value) => {
    expect(maskPattern(name).test(value)).toBe(false);
  });

  it('every conformed sample passes its own pattern', () => {
    expect(maskPattern('mobile').test(conform('+63 917 123 4567', 'mobile'))).toBe(true);
    expect(maskPattern('landline').test(conform('123 4567', 'landline'))).toBe(true);
    expect(maskPattern('tin').test(conform('123 456 789', 'tin'))).toBe(true);
    expect(maskPattern('sss').test(conform('12 3456789 0', 'sss'))).toBe(true);
  });
});

describe('month/year mm/yyyy (site-and-content.md §5)', () => {
  it.each(['032019', '03/2019', '3/2019', '03-2019', ' 03 2019 '])('%s becomes 03/2019', (input) => {
    expect(conform(input, 'monthYear')).toBe('03/2019');
  });
  it.each(['2019', '3-19', 'March 2019', '0320199'])('%s is left unchanged', (input) => {
    expect(conform(input, 'monthYear')).toBe(input);
  });
  it('is a real month, not after the current month of the current year', () => {
    const today = new Date(2026, 10, 24); // November 2026
    expect(monthYearOk('11/2026', today)).toBe(true);
    expect(monthYearOk('01/1990', today)).toBe(true);
    expect(monthYearOk('12/2026', today)).toBe(false);
    expect(monthYearOk('01/2027', today)).toBe(false);
    expect(monthYearOk('13/2019', today)).toBe(false);
    expect(monthYearOk('00/2019', today)).toBe(false);
    expect(monthYearOk('01/1899', today)).toBe(false);
    expect(monthYearOk('3/2019', today)).toBe(false);
    expect(maskPattern('monthYear').test('03/2019')).toBe(true);
  });
});

describe('international mobile (+63xxx) -xxx-xxxx (site-and-content.md §5)', () => {
  it.each(['09171234567', '+63 917 123 4567', '639171234567', '(+63917) -123-4567', '0917-123-4567'])(
    '%s becomes (+63917) -123-4567',
    (input) => {
      expect(conform(input, 'mobileIntl')).toBe('(+63917) -123-4567');
      expect(maskPattern('mobileIntl').test(conform(input, 'mobileIntl'))).toBe(true);
    },
  );
  it('is read as the same number by the (##) ###-###-#### mask', () => {
    expect(conform('(+63917) -123-4567', 'mobile')).toBe('(63) 917-123-4567');
  });
  it.each(['0917123456', '917 123 456', '+1 917 123 4567'])('%s is left unchanged', (input) => {
    expect(conform(input, 'mobileIntl')).toBe(input);
  });
});

describe('amounts (site-and-content.md §5 "Amount formatting")', () => {
  it('strips non-digits, limits to 10 digits, inserts thousands separators', () => {
    expect(formatAmount('1500000')).toBe('1,500,000');
    expect(formatAmount('PHP 1,5000,00')).toBe('1,500,000');
    expect(formatAmount('12345678901234')).toBe('1,234,567,890');
    expect(formatAmount('1,500.50')).toBe('1,500.');
    expect(wholeAmount('1,500.50')).toBe('1,500');
    expect(formatAmount('00025000')).toBe('25,000');
    expect(formatAmount('abc')).toBe('');
    expect(formatAmount(formatAmount('987654'))).toBe('987,654');
  });
  it("with its currency: 'PHP ' and at most 9 integer digits", () => {
    expect(formatCurrency('250000')).toBe('PHP 250,000');
    expect(formatCurrency('PHP 250,000')).toBe('PHP 250,000');
    expect(formatCurrency('1234567890')).toBe('PHP 123,456,789');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('PHP ')).toBe('');
  });
});

describe('card number (a full number typed or autofilled)', () => {
  it('16 digits become dddd-dddd-dddd-dddd; a number with masked groups stays as typed', () => {
    expect(conform('4111 1111 1111 1111', 'cardNumber')).toBe('4111-1111-1111-1111');
    expect(conform('1234-XXXX-XXXX-5678', 'cardNumber')).toBe('1234-XXXX-XXXX-5678');
    expect(conform('4111', 'cardNumber')).toBe('4111');
  });
});

describe('groupThousands', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['490000', '490,000'],
    ['1234567890', '1,234,567,890'],
    ['0010000', '10,000'],
  ])('%j -> %j', (digits, out) => expect(groupThousands(digits)).toBe(out));
});
