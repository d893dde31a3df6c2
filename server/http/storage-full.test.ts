/**
 * Storage that is full or read-only: every visitor gets 503 with Retry-After (not 500), and the log
 * gets one line a minute with a count, not one per request. The storage's writes are made to fail
 * as the file system (ENOSPC, EDQUOT, EROFS, as Node and PGlite report them) and PostgreSQL (53100
 * disk_full, 25006 read-only) fail them. Prints the statuses and log lines seen.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackQuery } from '../../shared/callback/fixtures.ts';
import { PATHS } from '../../shared/config.ts';
import { createApp } from '../app.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { errorHandler, STORAGE_RETRY_AFTER_SECONDS, storageTrouble } from './errors.ts';

const fsError = (code: string, text: string) =>
  Object.assign(new Error(`${code}: ${text}, write`), { code, errno: -28, syscall: 'write' });
const pgError = (code: string, text: string) => Object.assign(new Error(text), { code, severity: 'ERROR' });

const FAILURES: [string, Error][] = [
  ['ENOSPC', fsError('ENOSPC', 'no space left on device')],
  ['EDQUOT', fsError('EDQUOT', 'disk quota exceeded')],
  ['EROFS', fsError('EROFS', 'read-only file system')],
  ['53100', pgError('53100', 'could not extend file "base/16384/16400": No space left on device')],
  ['25006', pgError('25006', 'cannot execute INSERT in a read-only transaction')],
  ['wrapped', new Error('query failed', { cause: fsError('ENOSPC', 'no space left on device') })],
  ['text only', new Error('could not write to file "pg_wal/xlogtemp.123": No space left on device')],
];

const query = callbackQuery({
  CustomerName: 'Ana Reyes',
  MobileNumber: '09181234567',
  PreferredSchedule: 'AM',
  Others: 'false,false,false,false,true|Yes',
});

describe('storage full or read-only', () => {
  let storage: Storage;
  let failure: Error | undefined;
  const lines: string[] = [];
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    storage = await openStorage();
    const real = storage.addSubmission.bind(storage);
    storage.addSubmission = (...args) => (failure ? Promise.reject(failure) : real(...args));
    app = createApp({
      storage,
      adminToken: 'test-operator-token-0123456789abcdef',
      limits: { ...DEFAULT_LIMITS, formPostsPerMinute: 100_000 },
      logger: { info: () => {}, error: (l) => lines.push(l) },
    });
  });
  afterAll(() => storage?.close());

  it.each(FAILURES)('%s is recognised', (_name, err) => {
    expect(storageTrouble(err)).toBeDefined();
  });

  it('other errors are not', () => {
    expect(storageTrouble(new Error('boom'))).toBeUndefined();
    expect(storageTrouble(pgError('23505', 'duplicate key value violates unique constraint'))).toBeUndefined();
    expect(storageTrouble(fsError('EACCES', 'permission denied'))).toBeUndefined();
  });

  it('every visitor gets 503 with Retry-After; one log line for 700 failed requests', async () => {
    const statuses = new Map<number, number>();
    let retryAfter: string | null = null;
    for (const [, err] of FAILURES) {
      failure = err;
      for (let i = 0; i < 100; i++) {
        const res = await app.request(`${PATHS.callback}?${query}`);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        retryAfter = res.headers.get('retry-after');
        if (i === 0) expect(await res.json()).toEqual({ error: 'unavailable', retryAfterSeconds: 60 });
      }
    }
    console.log(
      `[storage full] 700 callbacks on a full or read-only store: ` +
        `${[...statuses].map(([s, n]) => `${n} x ${s}`).join(', ')}, Retry-After ${retryAfter}; ` +
        `${lines.length} log line(s): ${lines[0]}`,
    );
    expect(statuses).toEqual(new Map([[503, 700]]));
    expect(retryAfter).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Storage is full \(ENOSPC\), last on GET \S+: 1 request\(s\) answered 503/);
    expect(lines[0]).not.toContain('Ana');
    // the disk has room again: the same visitor's next send is stored
    failure = undefined;
    expect((await app.request(`${PATHS.callback}?${query}`)).status).toBe(200);
  });

  it('after a minute one more line says how many there were', async () => {
    let clock = 0;
    const logged: string[] = [];
    const app = new Hono();
    let err: Error = fsError('ENOSPC', 'no space left on device');
    app.get('/', () => Promise.reject(err));
    app.onError(errorHandler({ info: () => {}, error: (l) => logged.push(l) }, () => clock));
    for (let t = 0; t < 120_000; t += 1_000) {
      clock = t;
      if (t === 90_000) err = pgError('25006', 'cannot execute INSERT in a read-only transaction');
      expect((await app.request('/')).status).toBe(503);
    }
    console.log(`[storage full] 120 failures over 2 minutes: ${logged.length} lines: ${logged.join(' | ')}`);
    expect(logged).toHaveLength(2);
    expect(logged[1]).toMatch(/^Storage is full \(ENOSPC\), last on GET \/: 60 request\(s\) answered 503/);
    // a bug is still a 500, logged each time
    err = new Error('a bug');
    expect((await app.request('/')).status).toBe(500);
    expect(logged).toHaveLength(3);
  });
});
