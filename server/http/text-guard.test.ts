/**
 * The text guard: JSON holding \u0000 or an unpaired surrogate is refused with 400 at the edge, on
 * every route that takes a body, on both back ends (PostgreSQL refuses such text; the embedded
 * database stores what it is given, which is as bad). Prints the statuses seen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { BACKENDS, type Backend } from '../storage/test-backends.ts';
import { storableJsonText, storableText } from './text-guard.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';
const AUTH = { Authorization: `Bearer ${TOKEN}` };

/** JSON text with the escape written out, as an attacker sends it. */
const NUL = '"Juan\\u0000"';
const SURROGATE = '"Juan\\ud800"';

const heartbeat = (value: string) =>
  `{"screenId":"MKT-01","variant":"board","appVersion":${value},"lastSuccessAt":null,"dataAgeSeconds":null,` +
  `"bulletinId":null,"heapUsedBytes":null,"uptimeSeconds":1,"failing":false}`;

const ROUTES: [string, string, string, (v: string) => string, Record<string, string>][] = [
  ['heartbeat', 'POST', FX_PATHS.heartbeat, heartbeat, {}],
  [
    'FX publish',
    'PUT',
    FX_PATHS.publish,
    (v) => `{"asOf":"2026-11-21T09:00:00+08:00","rates":[{"pair":${v},"buyRate":1,"sellRate":2}]}`,
    AUTH,
  ],
  ['rate publish', 'PUT', '/admin/api/rates/peso-savings', (v) => `{"columns":[${v}],"rows":[]}`, AUTH],
  ['content publish', 'PUT', '/admin/api/content/annoucement', (v) => `[{"title":${v},"body":"x"}]`, AUTH],
  ['page publish', 'PUT', '/admin/api/content/pages/tips/x', (v) => `{"title":${v},"body":"x"}`, AUTH],
  ['a key', 'PUT', '/admin/api/content/annoucement', (v) => `[{${v}:"x","title":"t","body":"b"}]`, AUTH],
];

describe('storableText', () => {
  it('refuses NUL and lone surrogates, keeps everything else', () => {
    expect(storableText('Ñoño 日本 😀 \t\n')).toBe(true);
    expect(storableText('a\u0000')).toBe(false);
    expect(storableText('a\ud800')).toBe(false);
    expect(storableText('\udc00a')).toBe(false);
    expect(storableText('\ud83d\ude00')).toBe(true);
  });

  it('judges the raw JSON text in one pass: escapes, escaped backslashes and surrogate pairs', () => {
    // what JSON.parse builds, walked: every string and key storable
    const built = (value: unknown): boolean =>
      typeof value === 'string'
        ? storableText(value)
        : value !== null && typeof value === 'object'
          ? Object.entries(value).every(([k, item]) => storableText(k) && built(item))
          : true;
    const ok = (json: string) => {
      expect(storableJsonText(json), json).toBe(built(JSON.parse(json)));
      return storableJsonText(json);
    };
    expect(ok('{"a":"Juan"}')).toBe(true);
    expect(ok('{"a":"\\\\u0000"}')).toBe(true); // a backslash, then the text u0000
    expect(ok('{"a":"\\\\\\u0000"}')).toBe(false);
    expect(ok('{"a":"\\ud83d\\ude00"}')).toBe(true);
    expect(ok('{"a":"\\ud83d"}')).toBe(false);
    expect(ok('{"a":"\\ud83d\\\\ude00"}')).toBe(false);
    expect(ok('{"a":"\\ud83dx\\ude00"}')).toBe(false);
    expect(ok('{"a":"\\ude00"}')).toBe(false);
    expect(ok('{"\\u0000":1}')).toBe(false);
    expect(ok('{"a":"\\u00e9\\n\\"\\u0041"}')).toBe(true);
    expect(storableJsonText('{"a":"x\u0000"}')).toBe(false);
    expect(storableJsonText('raw \\u0000 in text that is not JSON')).toBe(false);
  });
});

describe.each(BACKENDS)('unstorable text on every route ($name)', ({ make }) => {
  let backend: Backend;
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  const errors: string[] = [];
  beforeAll(async () => {
    backend = await make();
    storage = await openStorage(backend.options());
    app = createApp({ storage, adminToken: TOKEN, logger: { info: () => {}, error: (l) => errors.push(l) } });
  });
  afterAll(async () => {
    await storage?.close();
    await backend?.cleanup();
  });

  it.each(ROUTES)('%s', async (what, method, path, body, headers) => {
    const seen: string[] = [];
    for (const [name, value] of [
      ['\\u0000', NUL],
      ['\\ud800', SURROGATE],
    ] as const) {
      for (const type of ['application/json', 'text/plain']) {
        const res = await app.request(path, {
          method,
          body: body(value),
          headers: { 'content-type': type, ...headers },
        });
        seen.push(`${name} as ${type}: ${res.status}`);
        expect(res.status, `${name} as ${type}`).toBe(400);
      }
    }
    // a raw NUL byte in a non-form body too
    const raw = await app.request(path, {
      method,
      body: body('"a\u0000"'),
      headers: { 'content-type': 'application/json', ...headers },
    });
    seen.push(`raw NUL: ${raw.status}`);
    expect(raw.status).toBe(400);
    console.log(`[item 9] ${what}: ${seen.join(', ')}`);
    expect(errors).toEqual([]);
  });
});
