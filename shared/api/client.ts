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
  /**
   * Cookies and the like: none by default (a widget on a partner's page sends the bank nothing of the
   * visitor's). The site's own content reads say 'same-origin', the mode of a `<link rel="preload"
   * as="fetch" crossorigin>`, so they take the answer the page's preload has already asked for.
   */
  credentials?: 'omit' | 'same-origin';
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
      credentials: options.credentials ?? 'omit',
    });
  } catch {
    throw new RequestFailure(controller.signal.aborted ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new RequestFailure('http', response.status);
  return response;
}

/** Entries to add to an address's query (names and values are encoded here, by URLSearchParams). */
export type QueryEntries = URLSearchParams | string[][] | Record<string, string> | string;

/** `address` (any hash kept last) with a query part added after its own: one `?`, parts joined by `&`. */
function joinQuery(address: string, query: string): string {
  const cut = address.indexOf('#');
  const head = cut < 0 ? address : address.slice(0, cut);
  if (!query) return address;
  const glue = !head.includes('?') ? '?' : /[?&]$/.test(head) ? '' : '&';
  return `${head}${glue}${query}${cut < 0 ? '' : address.slice(cut)}`;
}

/**
 * The one place addresses are built: an api-base (with or without trailing slash, with a path
 * prefix, with a query of its own) joined with an absolute path (which may carry a query too),
 * then `query`'s entries added. Always one `?`, entries joined by `&`; a query already in the
 * address is kept byte for byte (a bank's signed or keyed address must reach it unchanged).
 */
export function apiUrl(base: string, path: string, query?: QueryEntries): string {
  const [root, own = ''] = base.split(/\?(.*)/s);
  const [tail, ownTail = ''] = path.split(/\?(.*)/s);
  return withQuery(joinQuery(joinQuery(`${root!.replace(/\/+$/, '')}${tail}`, own), ownTail), query);
}

/** `address` with `query`'s entries added after any query it already has (one `?`). */
export const withQuery = (address: string, query?: QueryEntries): string =>
  joinQuery(address, new URLSearchParams(query).toString());
