import { describe, expect, it } from 'vitest';
import { MASKS, conform, formatMask, maskPattern, type MaskName } from './masks.ts';

describe('MASKS (§5 "Shared input formats")', () => {
  it('are the spec’s formats, # standing for a digit', () => {
    expect(MASKS).toEqual({
      mobile: '(##) ###-###-####',
      landline: '###-####',
      areaCode: '##',
      tin: '###-###-###',
      sss: '##-#######-#',
      zip: '####',
      landline8: '####-####',
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

  describe('landline ###-####', () => {
    it.each(['1234567', '123 4567', '123-4567', '123.4567', '(123) 4567'])('%s becomes 123-4567', (input) => {
      expect(conform(input, 'landline')).toBe('123-4567');
    });
    it.each(['123456', '81234567', '123-456x', ''])('%s is left unchanged', (input) => {
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
      landline8: '12345678',
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
