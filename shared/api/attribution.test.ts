import { describe, expect, it } from 'vitest';
import { attributionOf, readAttribution, refusedLabels, requestOriginOf } from './attribution.ts';

describe('attribution', () => {
  it('carries the page origin and path, partner, campaign and utm_*, never the rest of the query or the fragment', () => {
    const header = attributionOf(
      new URL('https://dealer.example/cars/vios?utm_source=fb&utm_medium=cpc&utm_campaign=yearend&email=ana@x.ph#top'),
      { partner: 'dealer-0042', campaign: 'year-end', locale: 'fil' },
    );
    expect(header).not.toContain('ana');
    expect(header).not.toContain('top');
    expect(header).not.toContain('fil');
    expect(readAttribution(header)).toEqual({
      origin: 'https://dealer.example',
      path: '/cars/vios',
      partner: 'dealer-0042',
      campaign: 'year-end',
      utm_source: 'fb',
      utm_medium: 'cpc',
      utm_campaign: 'yearend',
    });
  });

  it("leaves out a partner or campaign that is not a label, so the visitor's submission still goes", () => {
    for (const bad of [
      'Piñas Motors',
      'dealer\u200B-0042',
      '=HYPERLINK("x")',
      '-dealer',
      '<b>x</b>',
      'x'.repeat(101),
    ]) {
      const header = attributionOf(new URL('https://x.example/p?utm_id=1'), { partner: bad, campaign: 'year-end' });
      expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
      expect(refusedLabels(header)).toEqual({});
      expect(readAttribution(header)).toEqual({ origin: 'https://x.example', path: '/p', campaign: 'year-end' });
    }
    expect(attributionOf(new URL('https://x.example/p'), { partner: '', campaign: undefined })).toBe(
      'origin=https%3A%2F%2Fx.example&path=%2Fp',
    );
  });

  it('names the labels the server refuses', () => {
    const q = (o: Record<string, string>) =>
      new URLSearchParams({ origin: 'https://x.example', path: '/p', ...o }).toString();
    expect(refusedLabels(q({ partner: 'dealer-0042', campaign: 'Year_End.2026' }))).toEqual({});
    expect(Object.keys(refusedLabels(q({ partner: 'dealer\u200B-0042', campaign: '+1' })))).toEqual([
      'partner',
      'campaign',
    ]);
    expect(refusedLabels(undefined)).toEqual({});
    expect(requestOriginOf(undefined)).toBeUndefined();
    expect(requestOriginOf('https://dealer.example')).toBe('https://dealer.example');
    expect(requestOriginOf('null')).toBe('null');
    expect(requestOriginOf('https://dealer.example/')).toBe('null');
    expect(requestOriginOf('javascript:alert(1)')).toBe('null');
  });

  it('keeps the header small: a value too long is cut and then left out, the rest kept', () => {
    const header = attributionOf(
      new URL(`https://x.example/p?utm_term=${'y'.repeat(500)}&utm_source=fb&utm_content=${'z'.repeat(3000)}`),
      { partner: 'dealer-0042' },
    );
    expect(header.length).toBeLessThanOrEqual(2000);
    expect(readAttribution(header)).toEqual({
      origin: 'https://x.example',
      path: '/p',
      partner: 'dealer-0042',
      utm_source: 'fb',
    });
  });

  it('leaves out anything personal or malformed, and never fails', () => {
    const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const base = { origin: 'https://x.example', path: '/p' };
    expect(readAttribution(q({ ...base, partner: 'ana@example.com' }))).toEqual(base);
    expect(readAttribution(q({ ...base, utm_source: 'fb\u202Eevil' }))).toEqual(base);
    expect(readAttribution(q({ ...base, utm_campaign: '=HYPERLINK("x")' }))).toEqual(base);
    expect(readAttribution(q({ ...base, utm_term: '<img src=x>' }))).toEqual(base);
    expect(readAttribution(q({ ...base, utm_term: '0917 123 4567' }))).toEqual(base);
    expect(readAttribution(q({ ...base, campaign: 'x'.repeat(101) }))).toEqual(base);
    expect(readAttribution(q({ ...base, utm_content: 'a\u0000b' }))).toEqual(base);
    expect(readAttribution(q({ ...base, unknown: 'kept?' }))).toEqual(base);
    expect(readAttribution(q({ origin: 'javascript:alert(1)', path: '/p' }))).toBeUndefined();
    expect(readAttribution(q({ origin: 'https://x.example/path', path: '/p' }))).toBeUndefined();
    expect(readAttribution(q({ origin: 'https://x.example', path: 'p' }))).toBeUndefined();
    expect(readAttribution(q({ origin: 'https://x.example', path: '/customers/09171234567' }))).toBeUndefined();
    expect(readAttribution(undefined)).toBeUndefined();
    expect(readAttribution('%%%')).toBeUndefined();
    expect(readAttribution('a'.repeat(2001))).toBeUndefined();
  });
});
