import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestFailure, apiUrl, request, withQuery } from './client.ts';

type FetchArgs = [input: string, init: RequestInit];

/** A fetch that never settles on its own, only rejects (like the real one) when its signal aborts. */
const hangingFetch = () =>
  vi.fn((_url: string, init: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  });

/** Runs `promise` to its rejection and returns the reason (fails the test if it resolves). */
async function failureOf(promise: Promise<unknown>): Promise<RequestFailure> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(RequestFailure);
    return error as RequestFailure;
  }
  throw new Error('expected the request to fail');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('resolves with the response on 2xx', async () => {
    for (const status of [200, 201, 204, 299]) {
      const response = new Response(status === 204 ? null : 'ok', { status });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => response),
      );
      await expect(request('https://api.example/x', { timeoutSeconds: 5 })).resolves.toBe(response);
    }
  });

  it('sends a GET without credentials by default, with an abort signal', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    await request('https://api.example/gateway?x=1', { timeoutSeconds: 5 });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.example/gateway?x=1');
    expect(init.method).toBe('GET');
    expect(init.body ?? null).toBeNull();
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.signal?.aborted).toBe(false);
  });

  it('passes method, body and headers through', async () => {
    const fetch = vi.fn(async (..._args: FetchArgs) => new Response('ok'));
    vi.stubGlobal('fetch', fetch);
    const body = new URLSearchParams({ a: '1' });
    await request('https://api.example/x', {
      method: 'POST',
      body,
      headers: { 'X-Test': 'yes' },
      timeoutSeconds: 5,
    });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    expect(init.headers).toEqual({ 'X-Test': 'yes' });
  });

  it('rejects a 500 with kind http and the status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    const failure = await failureOf(request('https://api.example/x', { timeoutSeconds: 5 }));
    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(500);
    expect(failure.message).toBe('request failed: http 500');
    expect(failure).toBeInstanceOf(Error);
  });

  it('rejects every non-2xx status as http', async () => {
    for (const status of [301, 304, 400, 404, 429, 502, 503]) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response(null, { status })),
      );
      const failure = await failureOf(request('https://api.example/x', { timeoutSeconds: 5 }));
      expect(failure.kind, String(status)).toBe('http');
      expect(failure.status).toBe(status);
    }
  });

  it('rejects with kind network when fetch itself rejects', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const failure = await failureOf(request('https://api.example/x', { timeoutSeconds: 5 }));
    expect(failure.kind).toBe('network');
    expect(failure.status).toBe(0);
    expect(failure.message).toBe('request failed: network');
  });

  it('calls an abort it did not cause a network failure, not a timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    const failure = await failureOf(request('https://api.example/x', { timeoutSeconds: 5 }));
    expect(failure.kind).toBe('network');
  });

  it('aborts a call that does not answer in time and rejects with kind timeout (fake timers)', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    vi.stubGlobal('fetch', fetch);
    const pending = failureOf(request('https://api.example/x', { timeoutSeconds: 3 }));
    await vi.advanceTimersByTimeAsync(2999);
    const signal = fetch.mock.calls[0]![1].signal!;
    expect(signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    const failure = await pending;
    expect(failure.kind).toBe('timeout');
    expect(failure.status).toBe(0);
    expect(failure.message).toBe('request failed: timeout');
  });

  it('times out for real with a tiny timeoutSeconds', async () => {
    vi.stubGlobal('fetch', hangingFetch());
    const started = Date.now();
    const failure = await failureOf(request('https://api.example/x', { timeoutSeconds: 0.05 }));
    expect(failure.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('does not time out a call that answers before the deadline, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    let answer!: (r: Response) => void;
    const fetch = vi.fn(
      (_url: string, _init: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const pending = request('https://api.example/x', { timeoutSeconds: 2 });
    await vi.advanceTimersByTimeAsync(1999);
    const response = new Response('late but in time');
    answer(response);
    await expect(pending).resolves.toBe(response);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch.mock.calls[0]![1].signal?.aborted).toBe(false);
  });

  it('clears its timer after an http or network failure too', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    await failureOf(request('https://api.example/x', { timeoutSeconds: 30 }));
    expect(vi.getTimerCount()).toBe(0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await failureOf(request('https://api.example/x', { timeoutSeconds: 30 }));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('RequestFailure', () => {
  it('carries kind and status, status 0 by default', () => {
    const failure = new RequestFailure('http', 503);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.kind).toBe('http');
    expect(failure.status).toBe(503);
    expect(new RequestFailure('timeout').status).toBe(0);
  });
});

describe('apiUrl', () => {
  it('joins a base with or without a trailing slash and an absolute path', () => {
    const path = '/gateway/transaction-process/callback';
    expect(apiUrl('https://api.example', path)).toBe('https://api.example/gateway/transaction-process/callback');
    expect(apiUrl('https://api.example/', path)).toBe('https://api.example/gateway/transaction-process/callback');
    expect(apiUrl('https://api.example//', path)).toBe('https://api.example/gateway/transaction-process/callback');
  });

  it('keeps a base path', () => {
    expect(apiUrl('https://cms.example/api', '/data/apiconfig.json')).toBe(
      'https://cms.example/api/data/apiconfig.json',
    );
    expect(apiUrl('https://cms.example/api/', '/data/apiconfig.json')).toBe(
      'https://cms.example/api/data/apiconfig.json',
    );
  });

  it('works with a same-origin (empty or relative) base', () => {
    expect(apiUrl('', '/data/apiconfig.json')).toBe('/data/apiconfig.json');
    expect(apiUrl('/', '/data/apiconfig.json')).toBe('/data/apiconfig.json');
    expect(apiUrl('/api/', '/x')).toBe('/api/x');
  });
});

describe('addresses with a query of their own', () => {
  it('keeps an api-base query after the joined path, one ?', () => {
    expect(apiUrl('https://cms.example/api?key=k%2F1', '/data/apiconfig.json')).toBe(
      'https://cms.example/api/data/apiconfig.json?key=k%2F1',
    );
    expect(apiUrl('/api/?key=1', '/x?y=2')).toBe('/api/x?key=1&y=2');
  });

  it('adds entries after a query already there, and encodes them', () => {
    expect(withQuery('https://bank.example/cb?channel=web', 'CustomerName=Juan+Dela+Cruz')).toBe(
      'https://bank.example/cb?channel=web&CustomerName=Juan+Dela+Cruz',
    );
    expect(withQuery('https://bank.example/cb', { a: 'x y', b: '&?' })).toBe('https://bank.example/cb?a=x+y&b=%26%3F');
    expect(withQuery('https://bank.example/cb?', [['a', '1']])).toBe('https://bank.example/cb?a=1');
    expect(withQuery('https://bank.example/cb?x=1&', [['a', '1']])).toBe('https://bank.example/cb?x=1&a=1');
    expect(withQuery('/cb?x=1#top', { a: '1' })).toBe('/cb?x=1&a=1#top');
    expect(withQuery('cb', { a: '1' })).toBe('cb?a=1');
    expect(withQuery('https://bank.example/cb?x=1', '')).toBe('https://bank.example/cb?x=1');
  });

  it('random entries on random addresses: one ?, the old query first and unchanged, every entry back', () => {
    const words = ['a', 'b c', 'd&e', 'f?g', 'h=i', 'ñ', '%41', '#'];
    for (let seed = 1; seed < 200; seed++) {
      const pick = (n: number) => words[(seed * 7 + n * 13) % words.length]!;
      const own = seed % 3 === 0 ? '' : `?k${seed}=v%2F${seed}`;
      const address = `https://bank.example/p${seed}${own}`;
      const entries = [
        [pick(1), pick(2)],
        ['n', pick(3)],
      ];
      const url = withQuery(address, entries);
      expect(url.split('?')).toHaveLength(2);
      expect(url.startsWith(own ? `${address}&` : `${address}?`)).toBe(true);
      const back = [...new URL(url).searchParams].slice(own ? 1 : 0);
      expect(back).toEqual(entries);
    }
  });
});
