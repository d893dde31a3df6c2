/**
 * The one HTTP client of the widgets. Every form call goes through it so that a timeout, an offline
 * browser and an HTTP error all end in the same typed outcome the form can show a message for.
 */
export type FailureKind = 'http' | 'timeout' | 'network';

export class RequestFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status = 0,
  ) {
    super(`request failed: ${kind}${status ? ` ${status}` : ''}`);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Seconds before the call is abandoned. */
  timeoutSeconds: number;
}

/** Resolves with the response when its status is 2xx; rejects with a RequestFailure otherwise. */
export async function request(url: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutSeconds * 1000);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      body: options.body ?? null,
      headers: options.headers ?? {},
      signal: controller.signal,
      credentials: 'omit',
    });
  } catch {
    throw new RequestFailure(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new RequestFailure('http', response.status);
  return response;
}

/** Entries to add to an address's query (names and values are encoded here). */
export type QueryEntries = URLSearchParams | string[][] | Record<string, string> | string;

// A relative address (a same-origin api-base such as `/api`) is parsed against this and handed
// back relative, as it came: fetch resolves it against the page as before.
const RELATIVE = 'http://relative.invalid';
const ABSOLUTE = /^[a-z][a-z\d+.-]*:|^\/\//i;

function parse(address: string): { url: URL; back: (u: URL) => string } {
  if (ABSOLUTE.test(address)) return { url: new URL(address), back: (u) => u.href };
  const rooted = address === '' || address.startsWith('/');
  return {
    url: new URL(address, `${RELATIVE}/`),
    back: (u) => (rooted ? u.href.slice(RELATIVE.length) : u.href.slice(RELATIVE.length + 1)),
  };
}

/**
 * The one place addresses are built: an api-base (with or without trailing slash, with a path
 * prefix, with a query of its own) joined with an absolute path (which may carry a query too),
 * then `query`'s entries added. Always one `?`, entries joined by `&`; a query already in the
 * address is kept byte for byte (a bank's signed or keyed address must reach it unchanged).
 */
export function apiUrl(base: string, path: string, query?: QueryEntries): string {
  const { url, back } = parse(base);
  const { url: tail } = parse(path.startsWith('/') ? path : `/${path}`);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${tail.pathname}`;
  url.search = joinQueries(url.search, tail.search);
  if (tail.hash) url.hash = tail.hash;
  return withQuery(back(url), query);
}

/** `address` with `query`'s entries added after any query it already has (one `?`). */
export function withQuery(address: string, query?: QueryEntries): string {
  const added = new URLSearchParams(query).toString();
  if (!added) return address;
  const { url, back } = parse(address);
  url.search = joinQueries(url.search, `?${added}`);
  return back(url);
}

function joinQueries(a: string, b: string): string {
  const parts = [a, b].map((q) => q.replace(/^\?/, '').replace(/^&+|&+$/g, '')).filter(Boolean);
  return parts.length ? `?${parts.join('&')}` : '';
}
