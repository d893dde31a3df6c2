/**
 * Who is asking, for per-client limits: the address of the connection, or, behind TRUST_PROXY
 * reverse proxies, the address the nearest untrusted hop gave (X-Forwarded-For read from the right,
 * so a client cannot choose its own address by sending the header itself).
 */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type ClientAddress = (c: Context) => string;

/** Without a socket (app.request() in tests) every request is the same client. */
const UNKNOWN = 'unknown';

export function clientAddress(trustedProxies = 0): ClientAddress {
  return (c) => {
    if (trustedProxies > 0) {
      const hops = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      // The last `trustedProxies` entries were added by our proxies; the one before is the client.
      const forwarded = hops[hops.length - trustedProxies];
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? UNKNOWN;
    } catch {
      return UNKNOWN;
    }
  };
}
