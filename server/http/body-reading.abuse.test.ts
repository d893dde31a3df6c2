/**
 * Bodies are read only by the routes that take them, after their rate limit or operator check and
 * within their limits: a 1 MiB JSON object of 60,000 keys sent to a path that takes no body, to an
 * operator route without the token, or to the kiosk heartbeat (whose bodies are a few hundred
 * bytes) is answered without being read or parsed. The body is a counting stream, so "not read" is
 * measured, not assumed. Prints the bytes read and the milliseconds per request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';

/** `{"k0":1,"k1":1,...}` padded to exactly 1 MiB: about 60,000 keys. */
const HOSTILE = (() => {
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; size < 1024 * 1024 - 32; i++) {
    const part = `"field${i}":"x"`;
    parts.push(part);
    size += part.length + 1;
  }
  const text = `{${parts.join(',')}}`;
  return text + ' '.repeat(1024 * 1024 - text.length);
})();
const KEYS = HOSTILE.split(':').length - 1;
const CHUNK = 16 * 1024;

/** The hostile body as a stream of 16 KiB chunks that counts what the server pulls. */
function counted(): { body: ReadableStream<Uint8Array>; read: () => number } {
  const bytes = new TextEncoder().encode(HOSTILE);
  let at = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(at, at + CHUNK));
        at += CHUNK;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, read: () => at };
}

describe('a hostile JSON body is not read where it is not taken', () => {
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    storage = await openStorage();
    app = createApp({ storage, adminToken: TOKEN, logger: { info: () => {}, error: (l) => console.error(l) } });
  });
  afterAll(() => storage?.close());

  const cases: [string, string, string, Record<string, string>, number[]][] = [
    ['no such path', 'POST', '/no/such/path', {}, [404]],
    ['no such service path', 'POST', '/data/no-such-service', {}, [404]],
    ['operator route, no token', 'PUT', FX_PATHS.publish, {}, [401, 429]],
    [
      'operator route, wrong token',
      'PUT',
      '/admin/api/rates/peso-savings',
      { authorization: 'Bearer nope' },
      [401, 429],
    ],
    ['kiosk heartbeat (anonymous)', 'POST', FX_PATHS.heartbeat, {}, [413]],
  ];

  it.each(cases)('%s: answered unread', async (what, method, path, headers, statuses) => {
    const { body, read } = counted();
    const t0 = performance.now();
    const res = await app.request(path, {
      method,
      body,
      headers: { 'content-type': 'application/json', 'content-length': String(HOSTILE.length), ...headers },
      duplex: 'half',
    } as RequestInit);
    const ms = performance.now() - t0;
    // the same body as one string (as a client that sends Content-Length does), timed over 20 requests
    const t1 = performance.now();
    for (let i = 0; i < 20; i++) {
      await app.request(path, {
        method,
        body: HOSTILE,
        headers: { 'content-type': 'application/json', ...headers },
      });
    }
    const each = (performance.now() - t1) / 20;
    console.log(
      `[bodies] ${what}: ${method} ${path} with 1 MiB (${KEYS} keys) -> ${res.status}, ` +
        `${read()} bytes read, ${ms.toFixed(1)} ms; as a string ${each.toFixed(2)} ms per request`,
    );
    expect(statuses).toContain(res.status);
    // at most the one chunk a stream may hand over before anyone asks
    expect(read()).toBeLessThanOrEqual(CHUNK);
  });

  it('the heartbeat still reads and stores a real heartbeat', async () => {
    const res = await app.request(FX_PATHS.heartbeat, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        screenId: 'MKT-01',
        variant: 'board',
        appVersion: '1',
        lastSuccessAt: null,
        dataAgeSeconds: null,
        bulletinId: null,
        heapUsedBytes: null,
        uptimeSeconds: 1,
        failing: false,
      }),
    });
    expect(res.status).toBeLessThan(300);
  });
});
