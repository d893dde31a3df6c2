/**
 * Starts the reference server: `npx tsx server/main.ts`.
 *   PORT          default 8080
 *   DATABASE_URL  PostgreSQL; when unset, embedded PGlite in DATA_DIR/pglite
 *   DATA_DIR      default ./data
 *   ADMIN_TOKEN   operator API token; when unset, generated once and kept in DATA_DIR/admin-token
 *   PUBLIC_URL    the bank's public origin for mailed links (default: the listening address)
 *   TRUST_PROXY   how many reverse proxies add X-Forwarded-For in front of this server (default 0)
 *   SMTP_URL      smtp:// or smtps:// mail server for the mails (default: kept in the outbox only)
 *   SMTP_FROM     the mails' sender (default: no-reply at PUBLIC_URL's host without www.)
 *   LIMIT_*       abuse limits (server/limits.ts, README "Configuration")
 *   LOG_FORMAT    text (default) or json (one JSON object a line)
 *   DRAIN_SECONDS after SIGTERM, how long /readyz answers 503 while requests are still served (default 0)
 *   REQUEST_TIMEOUT_SECONDS  how long a client may take to send a request (default 30)
 */
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { AdminTokenTooShort, resolveAdminToken } from './admin-token.ts';
import { openStorage } from './storage/index.ts';
import { DataDirLocked, lockDataDir } from './data-lock.ts';
import { clientAddress } from './http/client.ts';
import { limitsFromEnv } from './limits.ts';
import { mailDelivery, parseSmtpUrl, smtpTransport } from './mail/delivery.ts';
import { mkdir } from 'node:fs/promises';
import { consoleLogger, logFormatFromEnv, type Logger } from './http/log.ts';
import { createMetrics } from './http/metrics.ts';
import { LISTEN_BACKLOG, REQUEST_TIMEOUT_SECONDS, serverTimeouts } from './http/timeouts.ts';

let log: Logger = consoleLogger();
function fail(message: string): never {
  log.error(message);
  process.exit(1);
}

try {
  log = consoleLogger(logFormatFromEnv(process.env.LOG_FORMAT));
} catch (err) {
  fail((err as Error).message);
}
const drainSeconds = Number(process.env.DRAIN_SECONDS || 0);
if (!Number.isInteger(drainSeconds) || drainSeconds < 0 || drainSeconds > 300) {
  fail(`DRAIN_SECONDS must be a whole number of seconds (0-300), got ${JSON.stringify(process.env.DRAIN_SECONDS)}`);
}

let limits;
try {
  limits = limitsFromEnv();
} catch (err) {
  fail((err as Error).message);
}
const trustProxy = Number(process.env.TRUST_PROXY || 0);
if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
  fail(`TRUST_PROXY must be the number of reverse proxies (0-10), got ${JSON.stringify(process.env.TRUST_PROXY)}`);
}
let publicUrl: string | undefined;
if (process.env.PUBLIC_URL) {
  try {
    const url = new URL(process.env.PUBLIC_URL);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    publicUrl = url.origin;
  } catch {
    fail(
      `PUBLIC_URL must be an http(s) origin such as https://www.example.com, got ${JSON.stringify(process.env.PUBLIC_URL)}`,
    );
  }
}

const smtpUrl = process.env.SMTP_URL || undefined;
if (smtpUrl) {
  try {
    parseSmtpUrl(smtpUrl);
  } catch {
    // Never echo the value: it may hold a password.
    fail('SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465');
  }
}

const requestTimeout = Number(process.env.REQUEST_TIMEOUT_SECONDS || REQUEST_TIMEOUT_SECONDS);
if (!Number.isInteger(requestTimeout) || requestTimeout < 1 || requestTimeout > 600) {
  fail(
    `REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600, got ${JSON.stringify(process.env.REQUEST_TIMEOUT_SECONDS)}`,
  );
}

const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  fail(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
}
const dataDir = resolve(process.env.DATA_DIR || './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
// dist/ beside server/, whatever the working directory.
const staticDir = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : fileURLToPath(new URL('../dist', import.meta.url));

// One server per embedded database; several servers share a PostgreSQL instead.
let unlock: (() => Promise<void>) | undefined;
if (!databaseUrl) {
  await mkdir(dataDir, { recursive: true });
  unlock = await lockDataDir(dataDir, (err) => {
    log.error(`Lost the lock on ${dataDir} (${err.message}); stopping so no write goes astray`);
    process.exit(1);
  }).catch((err: Error) =>
    fail(err instanceof DataDirLocked ? err.message : `Could not lock ${dataDir}: ${err.message}`),
  );
}

const admin = await resolveAdminToken(process.env.ADMIN_TOKEN, dataDir).catch(async (err: Error) => {
  // Never echo the token itself.
  await unlock?.().catch(() => undefined);
  return fail(err instanceof AdminTokenTooShort ? err.message : `Could not read the operator token: ${err.message}`);
});
// Printed once, when generated; afterwards only where it is kept.
if (admin.source === 'generated') log.info(`Operator token (ADMIN_TOKEN): ${admin.token}`);
if (admin.source === 'file') log.info(`Operator token (ADMIN_TOKEN): kept in ${admin.file}`);

const storage = await openStorage(
  databaseUrl ? { databaseUrl, log: (l) => log.error(l) } : { dataDir: join(dataDir, 'pglite') },
).catch((err: Error) =>
  // The message names host and port at most, never the password part of the URL.
  fail(`Could not open the database: ${err.message}`),
);
// Never print the URL: it may hold a password.
log.info(databaseUrl ? 'Storage: PostgreSQL (DATABASE_URL)' : `Storage: PGlite in ${join(dataDir, 'pglite')}`);

// Until the port is known, links point at the default address; PUBLIC_URL wins once set.
let listening = `http://localhost:${port}`;
// The default sender is the public site's domain without `www.`; a real deployment names one the
// bank's SPF and DKIM cover (README "Configuration"), and is told so when it has not.
const from =
  process.env.SMTP_FROM || `EastWest Bank <no-reply@${new URL(publicUrl ?? listening).hostname.replace(/^www\./, '')}>`;
if (smtpUrl && !process.env.SMTP_FROM)
  log.info(`SMTP_FROM is not set: mails go from ${from}; set it to an address on a domain the bank signs mail for`);
const metrics = createMetrics({ processMetrics: true });
const mail = mailDelivery({
  outbox: storage.outbox,
  transport: smtpUrl ? smtpTransport(smtpUrl, from) : undefined,
  log: (line) => log.error(line),
  onAttemptFailed: () => metrics.mailAttemptFailed(),
});
mail.start();
log.info(smtpUrl ? `Mail: SMTP (SMTP_URL), from ${from}` : 'Mail: kept in the outbox only (set SMTP_URL to send)');
let stopping = false;
const app = createApp({
  logger: log,
  metrics,
  draining: () => stopping,
  mail,
  storage,
  adminToken: admin.token,
  staticDir,
  limits,
  clientAddress: clientAddress(trustProxy),
  publicUrl: () => publicUrl ?? listening,
});
const server = createAdaptorServer({ fetch: app.fetch, serverOptions: serverTimeouts(requestTimeout) });
// A burst of visitors connects at once: with Node's default queue of 511 unaccepted connections the
// rest of a burst of 1,000 is dropped by the kernel and retried by the client a second later. The
// kernel caps it at net.core.somaxconn (4096 on current Linux).
server.listen({ port, backlog: LISTEN_BACKLOG }, () => {
  const info = server.address() as AddressInfo;
  listening = `http://localhost:${info.port}`;
  log.info(`Listening on ${listening}`);
  if (!publicUrl) log.info(`Mailed links point at ${listening} (set PUBLIC_URL to the bank's public origin)`);
});

// Housekeeping: expired drafts, old mails and spent rate-limit windows, hourly.
const purge = async () => {
  try {
    const gone = await storage.purge();
    if (gone.drafts || gone.mails) log.info(`Purged ${gone.drafts} expired drafts and ${gone.mails} old mails`);
  } catch (err) {
    log.error(`Purge failed: ${(err as Error).message}`);
  }
};
const purgeTimer = setInterval(() => void purge(), 3600_000);
purgeTimer.unref();
void purge();
server.on('error', async (err: NodeJS.ErrnoException) => {
  log.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use (set PORT)` : err.message);
  await storage.close();
  await unlock?.();
  process.exit(1);
});

async function shutdown(signal: string): Promise<void> {
  if (stopping) process.exit(1); // a second Ctrl+C means "now"
  stopping = true;
  // /readyz answers 503 from now on. Behind a balancer (DRAIN_SECONDS set) keep serving until its
  // health check has seen that and sent new visitors elsewhere, then stop accepting, let requests
  // in flight finish, and close the database (PGlite flushes to disk).
  log.info(`${signal}: shutting down${drainSeconds ? ` after ${drainSeconds} s of draining` : ''}`);
  const force = setTimeout(() => process.exit(1), (drainSeconds + 10) * 1000);
  force.unref();
  if (drainSeconds) await new Promise((done) => setTimeout(done, drainSeconds * 1000));
  await new Promise<void>((done) => server.close(() => done()));
  mail.stop();
  await mail.idle();
  await storage.close();
  await unlock?.();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
