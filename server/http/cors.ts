/**
 * CORS for the public services, any origin and never credentials: the headers of hono's `cors({
 * origin: '*' })`, put on the answer once it is made. hono's sets them on `c.res` before the route
 * runs, which makes Hono rebuild the route's answer to merge them in (a full Response and a copy of
 * its headers on every request); here they are added to the route's own answer. Preflights
 * (OPTIONS) are answered at once, as hono's are.
 */
import type { MiddlewareHandler } from 'hono';

export interface CorsOptions {
  allowMethods: readonly string[];
  /** Response headers a partner page's script may read. */
  exposeHeaders: readonly string[];
  /** Seconds a browser may keep a preflight's answer. */
  maxAge: number;
}

export function publicCors({ allowMethods, exposeHeaders, maxAge }: CorsOptions): MiddlewareHandler {
  const methods = allowMethods.join(',');
  const expose = exposeHeaders.join(',');
  const age = String(maxAge);
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      const headers: Record<string, string> = {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Expose-Headers': expose,
        'Access-Control-Max-Age': age,
        'Access-Control-Allow-Methods': methods,
      };
      const asked = c.req.header('Access-Control-Request-Headers');
      if (asked) {
        headers['Access-Control-Allow-Headers'] = asked
          .split(',')
          .map((h) => h.trim())
          .join(',');
        headers.Vary = 'Access-Control-Request-Headers';
      }
      return c.body(null, 204, headers);
    }
    await next();
    let headers = c.res.headers;
    try {
      headers.set('Access-Control-Allow-Origin', '*');
    } catch {
      // An answer with immutable headers (a fetched or redirect Response): a copy that takes them.
      const res = c.res;
      headers = new Headers(res.headers);
      headers.set('Access-Control-Allow-Origin', '*');
      c.res = undefined as unknown as Response;
      c.res = new Response(res.body, { status: res.status, statusText: res.statusText, headers });
    }
    headers.set('Access-Control-Expose-Headers', expose);
  };
}
