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

/** Joins an api-base (with or without trailing slash) and an absolute path. */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
