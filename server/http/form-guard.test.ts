import { describe, expect, it } from 'vitest';
import { scanMultipart, scanUrlencoded } from './form-guard.ts';

const caps = { maxFields: 3, maxNameLength: 10 };
const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=1`).join('&');

describe('scanUrlencoded', () => {
  it('counts the fields of a body within the caps', () => {
    expect(scanUrlencoded(Buffer.from(fields(3)), caps)).toEqual({ ok: true, fields: 3 });
    expect(scanUrlencoded(Buffer.from(''), caps)).toEqual({ ok: true, fields: 0 });
  });

  it('stops at the field after the cap: nothing past it is read', () => {
    // Past the cap comes a name far over the length cap; were it read, the answer would be about it.
    const body = Buffer.from(`${fields(4)}&${'n'.repeat(100_000)}=1`);
    expect(scanUrlencoded(body, caps)).toEqual({ ok: false, message: 'More than 3 fields' });
  });

  it('refuses a name over the cap, counting a percent-escape as one byte', () => {
    expect(scanUrlencoded(Buffer.from('abcdefghijk=1'), caps)).toMatchObject({ ok: false });
    expect(scanUrlencoded(Buffer.from('%2Dbcdefghij=1'), caps)).toEqual({ ok: true, fields: 1 });
  });
});

describe('scanMultipart', () => {
  const part = (name: string) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n1\r\n`;

  it('stops at the part after the cap', () => {
    const body = Buffer.from(`${['a', 'b', 'c', 'd'].map(part).join('')}${part('n'.repeat(100_000))}--b--`);
    expect(scanMultipart(body, 'b', caps)).toEqual({ ok: false, message: 'More than 3 fields' });
  });

  it('counts the parts of a body within the caps', () => {
    const body = Buffer.from(`${['a', 'b'].map(part).join('')}--b--`);
    expect(scanMultipart(body, 'b', caps)).toEqual({ ok: true, fields: 2 });
  });
});
