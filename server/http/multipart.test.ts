import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseBody } from 'hono/utils/body';
import { readForm, urlencoded, type FormLimits, type FormRead } from './multipart.ts';

function appWith(limits?: FormLimits) {
  const app = new Hono();
  app.post('/form', async (c) => c.json(await readForm(c, limits)));
  return app;
}

async function read(init: RequestInit, limits?: FormLimits): Promise<FormRead> {
  const res = await appWith(limits).request('/form', { method: 'POST', ...init });
  expect(res.status).toBe(200);
  return (await res.json()) as FormRead;
}

const form = (entries: [string, string | Blob, string?][]) => {
  const data = new FormData();
  for (const [k, v, filename] of entries) {
    if (typeof v === 'string') data.append(k, v);
    else data.append(k, v, filename);
  }
  return data;
};

/** A multipart body written by hand, for content types and malformed bodies a FormData cannot make. */
const BOUNDARY = 'xYzBoundary123';
const rawMultipart = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('') + `--${BOUNDARY}--\r\n`;

describe('readForm: accepted bodies', () => {
  it('reads multipart text fields', async () => {
    expect(
      await read({
        body: form([
          ['firstname', 'Juan'],
          ['lastname', 'Dela Cruz'],
        ]),
      }),
    ).toEqual({
      ok: true,
      fields: { firstname: 'Juan', lastname: 'Dela Cruz' },
    });
  });

  it('reads urlencoded fields', async () => {
    expect(await read({ body: new URLSearchParams({ a: '1', b: 'x y' }) })).toEqual({
      ok: true,
      fields: { a: '1', b: 'x y' },
    });
  });

  it('keeps values as sent: empty, spaces, non-ASCII, newlines', async () => {
    const r = await read({
      body: form([
        ['a', ''],
        ['b', '  padded  '],
        ['c', 'Ñoño Peña'],
        ['d', 'line 1\r\nline 2'],
      ]),
    });
    expect(r).toEqual({ ok: true, fields: { a: '', b: '  padded  ', c: 'Ñoño Peña', d: 'line 1\r\nline 2' } });
  });

  it('an empty form has no fields', async () => {
    expect(await read({ body: new FormData() })).toEqual({ ok: true, fields: {} });
  });

  it('accepts the media type in any letter case, with parameters', async () => {
    const r = await read({
      headers: { 'Content-Type': `Multipart/Form-Data; boundary=${BOUNDARY}` },
      body: rawMultipart({ a: '1' }),
    });
    expect(r).toEqual({ ok: true, fields: { a: '1' } });
  });

  it('field names that are Object.prototype members come back as plain fields, polluting nothing', async () => {
    const r = await read({
      body: form([
        ['constructor', 'x'],
        ['toString', 'y'],
        ['hasOwnProperty', 'z'],
      ]),
    });
    expect(r).toEqual({ ok: true, fields: { constructor: 'x', toString: 'y', hasOwnProperty: 'z' } });
    const proto = await read({
      body: form([
        ['__proto__', 'x'],
        ['a', '1'],
      ]),
    });
    expect(proto.ok).toBe(true);
    expect(({} as Record<string, unknown>).a).toBeUndefined();
  });
});

describe('readForm: refused bodies', () => {
  it.each([
    ['no content type', {}],
    ['JSON', { 'Content-Type': 'application/json' }],
    ['plain text', { 'Content-Type': 'text/plain' }],
    ['multipart/mixed', { 'Content-Type': `multipart/mixed; boundary=${BOUNDARY}` }],
    ['a form type not at the start', { 'Content-Type': 'text/plain; x=multipart/form-data' }],
  ])('%s: not a form', async (_name, headers) => {
    expect(await read({ headers, body: rawMultipart({ a: '1' }) })).toEqual({
      ok: false,
      message: 'Expected a multipart/form-data body',
    });
  });

  it('a file', async () => {
    const r = await read({
      body: form([
        ['a', '1'],
        ['doc', new Blob(['%PDF-1.4']), 'payslip.pdf'],
      ]),
    });
    expect(r).toEqual({ ok: false, message: 'Unexpected file in doc' });
  });

  it('a repeated field (multipart and urlencoded)', async () => {
    expect(
      await read({
        body: form([
          ['a', '1'],
          ['a', '2'],
        ]),
      }),
    ).toEqual({ ok: false, message: 'Repeated field a' });
    expect(await read({ body: new URLSearchParams('b=1&b=2') })).toEqual({ ok: false, message: 'Repeated field b' });
  });

  it('a malformed multipart body', async () => {
    const r = await read({
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: 'this is not multipart at all',
    });
    expect(r).toEqual({ ok: false, message: 'Malformed form body' });
  });

  it('a multipart body without a boundary', async () => {
    const r = await read({ headers: { 'Content-Type': 'multipart/form-data' }, body: rawMultipart({ a: '1' }) });
    expect(r).toEqual({ ok: false, message: 'Malformed form body' });
  });
});

describe('readForm: limits', () => {
  const fields = (n: number) => form(Array.from({ length: n }, (_, i): [string, string] => [`f${i}`, 'x']));

  it('default: 200 fields pass, 201 are refused', async () => {
    const ok = await read({ body: fields(200) });
    expect(ok.ok && Object.keys(ok.fields)).toHaveLength(200);
    expect(await read({ body: fields(201) })).toEqual({ ok: false, message: 'More than 200 fields' });
  });

  it('default: a 4000-character field passes, 4001 are refused', async () => {
    expect(await read({ body: form([['a', 'x'.repeat(4000)]]) })).toEqual({
      ok: true,
      fields: { a: 'x'.repeat(4000) },
    });
    expect(await read({ body: form([['a', 'x'.repeat(4001)]]) })).toEqual({
      ok: false,
      message: 'Field a is too long',
    });
  });

  it('given limits are used instead', async () => {
    const limits = { maxFields: 2, maxFieldLength: 5 };
    expect(await read({ body: fields(2) }, limits)).toEqual({ ok: true, fields: { f0: 'x', f1: 'x' } });
    expect(await read({ body: fields(3) }, limits)).toEqual({ ok: false, message: 'More than 2 fields' });
    expect(await read({ body: form([['a', '12345']]) }, limits)).toEqual({ ok: true, fields: { a: '12345' } });
    expect(await read({ body: form([['a', '123456']]) }, limits)).toEqual({
      ok: false,
      message: 'Field a is too long',
    });
  });

  it('length counts characters as JavaScript does (UTF-16 code units)', async () => {
    const limits = { maxFields: 2, maxFieldLength: 4 };
    expect(await read({ body: form([['a', 'ÑÑÑÑ']]) }, limits)).toEqual({ ok: true, fields: { a: 'ÑÑÑÑ' } });
  });
});

describe('control characters', () => {
  it('refuses a NUL (jsonb cannot store it) and other C0 controls, keeps tabs and newlines', async () => {
    const { Hono } = await import('hono');
    const { readForm } = await import('./multipart.ts');
    const app = new Hono().post('/', async (c) => c.json(await readForm(c)));
    const post = (value: string) => {
      const body = new FormData();
      body.append('firstname', value);
      return Promise.resolve(app.request('/', { method: 'POST', body })).then((r: Response) => r.json());
    };
    expect(await post('Juan\u0000')).toEqual({ ok: false, message: 'Field firstname contains a control character' });
    expect(await post('Juan\u001b[31m')).toMatchObject({ ok: false });
    expect(await post('Juan\tdela Cruz')).toEqual({ ok: true, fields: { firstname: 'Juan\tdela Cruz' } });
  });
});

describe('urlencoded bodies read without building a FormData', () => {
  it('reads what parseBody({ all: true }) reads, byte for byte', async () => {
    const bodies = [
      'a=1&b=two+words&c=%C3%B1i%C3%B1o',
      'a=1&a=2&a=3',
      'x[]=1&y=2&x[]=3',
      '%EF%BB%BFbom=1&&=empty&novalue&=&b=%FF%FE',
      'plus+name=a%2Bb&semi=a;b&eq=a=b',
      '\uFEFFraw-bom=1',
      '',
    ];
    for (const body of bodies) {
      const bytes = new TextEncoder().encode(body);
      const request = new Request('http://h/', {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const expected = await parseBody(request, { all: true });
      expect({ ...urlencoded(bytes.buffer) }, body).toEqual({ ...expected });
    }
  });
});
