/**
 * How long a client may take to send a request: long enough for a phone on a poor mobile network
 * to send a form with its files, short enough that slow senders do not hold connections for Node's
 * default five minutes. Past it Node answers 408 and closes the connection. Node checks every
 * connectionsCheckingInterval, so a request is cut between the timeout and a quarter past it.
 */
import type { ServerOptions } from 'node:http';

export const REQUEST_TIMEOUT_SECONDS = 30;

export function serverTimeouts(
  seconds = REQUEST_TIMEOUT_SECONDS,
): Required<Pick<ServerOptions, 'requestTimeout' | 'headersTimeout' | 'connectionsCheckingInterval'>> {
  const ms = seconds * 1000;
  return {
    requestTimeout: ms,
    // Node requires headersTimeout <= requestTimeout.
    headersTimeout: ms,
    connectionsCheckingInterval: Math.max(250, Math.min(5_000, Math.round(ms / 4))),
  };
}

/**
 * Connections the kernel may hold before the server accepts them (Node's default is 511): a burst of
 * 1,000 visitors at once must not see the rest dropped and retried a second later. Linux caps it at
 * net.core.somaxconn (4096 since 5.4).
 */
export const LISTEN_BACKLOG = 4096;
