/**
 * The forms' country list (application-forms.md §3 "Second form extra fields": "Country list has
 * countrycode and country"; Philippines first, then by code), names localized in en and fil.
 */
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName } from './countries.ts';

describe('COUNTRY_CODES', () => {
  it('starts with the Philippines', () => {
    expect(COUNTRY_CODES[0]).toBe('PH');
  });

  it('then lists the rest sorted by code', () => {
    const rest = COUNTRY_CODES.slice(1);
    expect(rest).toEqual([...rest].sort());
  });

  it('holds each code once, the Philippines included', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.filter((c) => c === 'PH')).toHaveLength(1);
  });

  it('holds ISO 3166-1 alpha-2 codes only, the usual ones among them', () => {
    for (const c of COUNTRY_CODES) expect(c).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES.length).toBeGreaterThan(240);
    for (const c of ['US', 'JP', 'KR', 'CA', 'SG', 'HK', 'AE', 'SA', 'GB', 'AU', 'CN'])
      expect(COUNTRY_CODES).toContain(c);
  });

  it('every code has a real name (not the code itself) in English', () => {
    for (const c of COUNTRY_CODES) expect(countryName(c, 'en'), c).not.toBe(c);
  });
});

describe('countryName', () => {
  it('names countries in English', () => {
    expect(countryName('PH', 'en')).toBe('Philippines');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('JP', 'en')).toBe('Japan');
  });

  it('names countries in Filipino', () => {
    expect(countryName('PH', 'fil')).toBe('Pilipinas');
    expect(countryName('US', 'fil')).toBe('Estados Unidos');
    expect(countryName('KR', 'fil')).toBe('Timog Korea');
    expect(countryName('JP', 'fil')).toBe('Japan');
  });

  it('keeps locales apart (the cache is per locale)', () => {
    expect(countryName('PH', 'fil')).toBe('Pilipinas');
    expect(countryName('PH', 'en')).toBe('Philippines');
    expect(countryName('PH', 'fil')).toBe('Pilipinas');
  });

  it('every code has a name in Filipino', () => {
    for (const c of COUNTRY_CODES) expect(countryName(c, 'fil').length, c).toBeGreaterThan(2);
  });
});
